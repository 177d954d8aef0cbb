import { ROUTES, paths, type RouteId } from '@venue/routes';

export type SessionState = 'visitor' | 'signedIn';

/**
 * What the routing guard does when a route is entered (spec §2):
 * - `render`: show the page as is;
 * - `redirect`: go elsewhere at once; `rememberFrom` keeps the wanted location so sign-in
 *   can return to it;
 * - `refreshThenRender`: refresh the profile first (cached 1 s), then show the page;
 * - `refreshThenRedirect`: refresh the profile, then go elsewhere.
 * A refresh the server refuses ends in logout and /login, whatever the action; one that got no
 * answer keeps the session and offers a retry.
 */
export type GuardAction =
  | { readonly kind: 'render' }
  | { readonly kind: 'redirect'; readonly to: string; readonly rememberFrom: boolean }
  | { readonly kind: 'refreshThenRender' }
  | { readonly kind: 'refreshThenRedirect'; readonly to: string };

export function decideAccess(routeId: RouteId, session: SessionState): GuardAction {
  if (routeId === 'root') {
    return { kind: 'redirect', to: session === 'signedIn' ? paths.yourAccount() : paths.login(), rememberFrom: false };
  }
  if (routeId === 'login') {
    return session === 'signedIn' ? { kind: 'refreshThenRedirect', to: paths.yourAccount() } : { kind: 'render' };
  }
  if (ROUTES[routeId].access === 'auth') {
    return session === 'signedIn' ? { kind: 'refreshThenRender' } : { kind: 'redirect', to: paths.login(), rememberFrom: true };
  }
  return { kind: 'render' };
}
