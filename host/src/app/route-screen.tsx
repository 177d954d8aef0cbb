import { useEffect, type ReactNode } from 'react';
import { useAuthStore } from '@venue/auth-store';
import { ROUTES, type RemoteName, type RouteId, type RouteIdOf } from '@venue/routes';
import { RouteGuard } from '../features/guard/components/route-guard';
import { useRemoteLoader } from '../features/remotes/remote-loader-context';
import { useDocumentTitle } from '../features/title/use-document-title';
import { isHostPageId } from './host-page-loaders';
import { HOST_PAGES, NotFoundPage, RemotePage } from './host-pages';

function pageOf(routeId: RouteId): ReactNode {
  const { owner } = ROUTES[routeId];
  if (owner !== 'host') return <RemotePage remote={owner} routeId={routeId as RouteIdOf<RemoteName>} />;
  if (!isHostPageId(routeId)) return null; // `/` only redirects
  const Page = HOST_PAGES[routeId];
  return <Page />;
}

/**
 * Starts a signed-in user's remote download while the guard refreshes the profile, so the
 * two requests run side by side. Visitors on an auth route are redirected and fetch nothing.
 */
function usePrefetchRemote(routeId: RouteId): void {
  const loader = useRemoteLoader();
  const signedIn = useAuthStore((state) => state.token !== null);
  const { owner } = ROUTES[routeId];
  useEffect(() => {
    if (owner !== 'host' && signedIn) loader.load(owner).catch(() => undefined);
  }, [loader, owner, signedIn]);
}

/** One route of the table: its title, the guard, then the owner's page. */
export function RouteScreen({ routeId }: { readonly routeId: RouteId }) {
  useDocumentTitle(ROUTES[routeId].owner, routeId);
  usePrefetchRemote(routeId);
  return <RouteGuard routeId={routeId}>{pageOf(routeId)}</RouteGuard>;
}

export function NotFoundScreen() {
  useDocumentTitle('host', 'notFound');
  return <NotFoundPage />;
}
