import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../../lib/report-error';

interface Props {
  readonly remote: string;
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
}

/** Keeps a remote page that throws while rendering inside its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { area: 'remote', remote: this.props.remote, componentStack: info.componentStack ?? '' });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
