import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../../lib/report-error';

interface Props {
  /** Shown instead of the part when its code cannot be fetched (the part's `lazyPage` holds the same place while it arrives). */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
}

/**
 * A part of the layout whose code is fetched when first shown (`lazyPage`). Should the
 * download fail, the fallback stays and the page itself goes on working.
 */
export class LazyPart extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { area: 'layout', componentStack: info.componentStack ?? '' });
  }

  override render(): ReactNode {
    const { fallback, children } = this.props;
    return this.state.failed ? fallback : children;
  }
}
