// The entry chunk uses this file (index.ts): only a dynamic import and the route table belong here.
import { ROUTES, type RouteId } from '@venue/routes';
import { matchRouteId } from '../../lib/match-route-id';

/** The footer's code: a chunk of its own, since /login and the kiosk screens do without it. */
export const loadFooter = () => import('./components/footer');

/** Whether the route table hides the footer on a route (unknown paths show it, with the 404 page). */
export function hidesFooter(routeId: RouteId | null): boolean {
  const route = routeId ? ROUTES[routeId] : undefined;
  return Boolean(route && 'hideFooter' in route && route.hideFooter);
}

/**
 * Starts downloading the footer from the entry when the page opened shows one, beside the
 * shell's chunks. Left to React, behind a page that suspends (a remote, then its data) it was
 * requested only once the page had its data, and the first paint waited for its round trip
 * (~0.2 s on slow 4G).
 */
export function preloadFooter(pathname: string): void {
  if (!hidesFooter(matchRouteId(pathname))) void loadFooter().catch(() => undefined);
}
