import { ROUTES, type RouteId } from '@venue/routes';
import { decideAccess } from './decide-access';

const routeIds = Object.keys(ROUTES) as RouteId[];
const authRoutes = routeIds.filter((id) => ROUTES[id].access === 'auth');
const publicRoutes = routeIds.filter((id) => ROUTES[id].access === 'public' && id !== 'root' && id !== 'login');

describe('decideAccess', () => {
  it('sends / to the account when signed in, else to /login', () => {
    expect(decideAccess('root', 'signedIn')).toEqual({ kind: 'redirect', to: '/your-account', rememberFrom: false });
    expect(decideAccess('root', 'visitor')).toEqual({ kind: 'redirect', to: '/login', rememberFrom: false });
  });

  it('refreshes the profile of a signed-in user on /login and then goes to the account', () => {
    expect(decideAccess('login', 'signedIn')).toEqual({ kind: 'refreshThenRedirect', to: '/your-account' });
    expect(decideAccess('login', 'visitor')).toEqual({ kind: 'render' });
  });

  it.each(authRoutes)('sends a visitor on auth route %s to /login, remembering the way back', (id) => {
    expect(decideAccess(id, 'visitor')).toEqual({ kind: 'redirect', to: '/login', rememberFrom: true });
  });

  it.each(authRoutes)('refreshes the profile before showing auth route %s', (id) => {
    expect(decideAccess(id, 'signedIn')).toEqual({ kind: 'refreshThenRender' });
  });

  it.each(publicRoutes)('shows public route %s to anyone without a refresh', (id) => {
    expect(decideAccess(id, 'visitor')).toEqual({ kind: 'render' });
    expect(decideAccess(id, 'signedIn')).toEqual({ kind: 'render' });
  });

  it('covers the spec route list: complete-registration, wallet and payment status need a session', () => {
    expect(authRoutes).toEqual(expect.arrayContaining(['completeRegistration', 'wallet', 'paymentStatus', 'yourAccount']));
    expect(publicRoutes).toEqual(expect.arrayContaining(['selfCheckout', 'getMobileApp', 'paymentStatusAlias', 'confirmEmail']));
  });
});
