import { matchRoutes } from 'react-router-dom';
import { ROUTES, type RouteId } from '@venue/routes';
import { routeIdAt } from './route-at-path';

describe('routeIdAt', () => {
  it.each([
    ['/', 'root'],
    ['/login', 'login'],
    ['/reservation/1', 'reservationVenue'],
    ['/reservation/1/courts', 'reservationVenue'],
    ['/reservation/1/details/42', 'reservationDetails'],
    ['/p/6f1c2d3e-aaaa-bbbb-cccc-1234567890ab', 'paymentCreateShort'],
    ['/payment/create/6f1c2d3e', 'paymentCreate'],
    ['/my-reservations/recurring/7', 'myReservationsRecurring'],
    ['/self-checkout/1', 'selfCheckout'],
    ['/self-checkout/1/6f1c2d3e', 'selfCheckout'],
    ['/trainer-profile/overview', 'trainerOverview'],
    ['/My-Carnets/', 'myCarnets'],
  ])('%s opens %s', (pathname, id) => {
    expect(routeIdAt(pathname)).toBe(id);
  });

  it('finds nothing for a path of no route', () => {
    expect(routeIdAt('/no-such-page')).toBeUndefined();
    expect(routeIdAt('/self-checkout/1/2/3')).toBeUndefined();
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
      expect([pathname, routeIdAt(pathname)]).toEqual([pathname, matchRoutes(routes, pathname)?.[0]?.route.id]);
    }
  });
});
