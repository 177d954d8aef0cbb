import { matchRoutes } from 'react-router-dom';
import { ROUTES, type RouteId } from '@venue/routes';
import { matchRouteId, remoteRouteAt } from './match-route-id';

describe('matchRouteId', () => {
  it.each([
    ['/', 'root'],
    ['/login', 'login'],
    ['/reservation/12', 'reservationVenue'],
    ['/reservation/12/classes', 'reservationVenue'],
    ['/reservation/12/details/99', 'reservationDetails'],
    ['/my-reservations/recurring/5', 'myReservationsRecurring'],
    ['/trainer-profile/overview', 'trainerOverview'],
    ['/self-checkout/3', 'selfCheckout'],
    ['/self-checkout/3/abc-uuid', 'selfCheckout'],
    ['/p/uuid-1', 'paymentCreateShort'],
    ['/payment/status/7', 'paymentStatusAlias'],
    ['/My-Carnets/', 'myCarnets'],
  ])('%s → %s', (path, id) => {
    expect(matchRouteId(path)).toBe(id);
  });

  it('knows no unknown path', () => {
    expect(matchRouteId('/xyz')).toBeNull();
    expect(matchRouteId('/my-reservations/extra/deep')).toBeNull();
  });

  it('picks what the router picks for every route of the table', () => {
    const routes = (Object.keys(ROUTES) as RouteId[]).map((id) => ({ id, path: ROUTES[id].path }));
    const samples = routes.map(({ path }) =>
      path
        .replace(/\/:[^/]+\?/g, '/opt')
        .replace(/:[^/]+/g, '12')
        .replace(/\*$/, 'tab'),
    );
    for (const pathname of [...samples, '/reservation/3', '/self-checkout/2']) {
      expect([pathname, matchRouteId(pathname)]).toEqual([pathname, matchRoutes(routes, pathname)?.[0]?.route.id ?? null]);
    }
  });
});

describe('remoteRouteAt', () => {
  it('names the remote and route a path opens, for a visitor only where the route is public', () => {
    expect(remoteRouteAt('/p/abc', () => false)).toEqual({ remote: 'booking', routeKey: 'paymentCreateShort' });
    expect(remoteRouteAt('/self-checkout/1', () => false)).toEqual({ remote: 'kiosk', routeKey: 'selfCheckout' });
    expect(remoteRouteAt('/wallet', () => false)).toBeNull();
    expect(remoteRouteAt('/wallet', () => true)).toEqual({ remote: 'wallet', routeKey: 'wallet' });
    expect(remoteRouteAt('/login', () => true)).toBeNull();
    expect(remoteRouteAt('/nowhere', () => true)).toBeNull();
  });
});
