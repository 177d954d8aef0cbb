import { matchRoutes } from 'react-router-dom';
import { ROUTES, type RouteId } from '@venue/routes';

const ROUTE_LIST = (Object.keys(ROUTES) as RouteId[]).map((id) => ({ id, path: ROUTES[id].path }));

/** The route table entry a path belongs to, ranked as the router ranks it; null for unknown paths. */
export function matchRouteId(pathname: string): RouteId | null {
  const matches = matchRoutes(ROUTE_LIST, pathname);
  return (matches?.[matches.length - 1]?.route.id as RouteId | undefined) ?? null;
}
