import { matchPath } from 'react-router-dom';
import { ROUTES, type RemoteName, type RemoteRoutesModule, type RoutePreload, type RouteId } from '@venue/routes';

/**
 * Starts the data of the page `location` opens, through the remote's own `preload` for that route
 * (RemoteRoutesModule), when it has one. Best-effort: a preload that throws or fails changes
 * nothing, as the page asks for its data itself. Settles (never rejects) once the preload has.
 */
export function preloadRouteData<R extends RemoteName>(
  module: RemoteRoutesModule<R>,
  routeKey: RouteId,
  location: { readonly pathname: string; readonly search: string },
): Promise<void> {
  const preload = (module.preload as Partial<Record<RouteId, RoutePreload>> | undefined)?.[routeKey];
  if (typeof preload !== 'function') return Promise.resolve();
  const params = matchPath(ROUTES[routeKey].path, location.pathname)?.params ?? {};
  return Promise.resolve()
    .then(() => preload({ params, search: new URLSearchParams(location.search) }))
    .then(
      () => undefined,
      () => undefined,
    );
}
