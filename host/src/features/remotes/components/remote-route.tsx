import { useCallback, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@venue/ui';
import type { RemoteName, RouteIdOf } from '@venue/routes';
import { remoteRelease } from '../../../lib/remote-releases';
import { useRemoteLoader } from '../remote-loader-context';
import { useRemoteModule } from '../use-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemoteRouteProps<R extends RemoteName> {
  readonly remote: R;
  readonly routeId: RouteIdOf<R>;
}

/**
 * Renders one remote page: loads `<remote>/routes` (once per remote), then its page for the
 * route, inside a boundary. Any failure, in loading or in rendering, empties only this area
 * and offers a retry that goes back to the network.
 */
export function RemoteRoute<R extends RemoteName>({ remote, routeId }: RemoteRouteProps<R>) {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const { t } = useTranslation('host');
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteModule(loader, remote, attempt);

  const retry = useCallback(() => {
    loader.forget(remote);
    setAttempt((current) => current + 1);
  }, [loader, remote]);

  if (state.status === 'loading') return <LoadingState label={t('remote.loading')} />;
  const fallback = <RemoteUnavailable onRetry={retry} />;
  if (state.status === 'failed') return fallback;

  // Checked at run time too: a remote built against an older contract may lack the page.
  const Page = (state.module.pages as Readonly<Record<string, ComponentType | undefined>>)[routeId];
  if (!Page) return fallback;
  return (
    // Which remote and release drew this area, for support and tests; `contents` keeps it out of the layout.
    <div data-remote={remote} data-remote-version={remoteRelease(remote)?.version} style={{ display: 'contents' }}>
      {/* A new path or a retry starts with a fresh boundary. */}
      <RemoteErrorBoundary key={`${pathname}#${attempt}`} remote={remote} fallback={fallback}>
        <Page />
      </RemoteErrorBoundary>
    </div>
  );
}
