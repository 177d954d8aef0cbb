import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@venue/routes';
import { reportError } from '../../../lib/report-error';

interface Props {
  /** The current path: a new navigation clears a caught error. */
  readonly pathname: string;
  readonly children: ReactNode;
}

interface State {
  readonly failedPath: string | null;
}

/**
 * The router's error boundary: a host page that throws (or whose code cannot be fetched)
 * sends the user to /500, which offers to retry the failed page. Remote pages have their own
 * boundary and never reach this one.
 */
export class RouterErrorBoundary extends Component<Props, State> {
  override state: State = { failedPath: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedPath: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedPath === '') return { failedPath: props.pathname };
    if (state.failedPath !== null && state.failedPath !== props.pathname) return { failedPath: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, { area: 'router', path: this.props.pathname, componentStack: info.componentStack ?? '' });
  }

  override render(): ReactNode {
    const { failedPath } = this.state;
    if (failedPath === null) return this.props.children;
    if (failedPath === paths.serverError()) return null;
    return <Navigate to={paths.serverError()} replace state={{ from: failedPath }} />;
  }
}
