import { matchRoutes } from 'react-router-dom';
import { ROUTES, type RouteId } from '@venue/routes';
import { matchRouteId, remoteRouteAt, routeParams } from './match-route-id';

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

describe('routeParams', () => {
  it('names the parameters as the router does, for every route of the table', () => {
    const routes = (Object.keys(ROUTES) as RouteId[]).map((id) => ({ id, path: ROUTES[id].path }));
    const samples = routes.flatMap(({ path }) => [
      path
        .replace(/:[^/]+\?/g, 'opt-1')
        .replace(/:[^/]+/g, 'v%20%C5%82')
        .replace(/\*$/, 'tab/deep'),
      path
        .replace(/\/:[^/]+\?/g, '')
        .replace(/:[^/]+/g, '12')
        .replace(/\/\*$/, ''),
    ]);
    let compared = 0;
    for (const pathname of samples) {
      const matched = matchRoutes(routes, pathname)?.[0];
      if (!matched) continue;
      expect([pathname, routeParams(matched.route.id, pathname)]).toEqual([pathname, { ...matched.params }]);
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(routes.length);
  });

  it('gives the venue page its id and tab', () => {
    expect(routeParams('reservationVenue', '/reservation/7/courts')).toEqual({ venueId: '7', '*': 'courts' });
    expect(routeParams('paymentCreateShort', '/p/0ff81abc')).toEqual({ reservationUUID: '0ff81abc' });
    // Not valid percent-encoding: kept as it is, so the entry's early start still preloads the page.
    expect(routeParams('paymentCreateShort', '/p/%E0')).toEqual({ reservationUUID: '%E0' });
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
