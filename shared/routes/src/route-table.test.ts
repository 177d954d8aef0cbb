import { matchPath } from 'react-router-dom';
import { REMOTE_NAMES, ROUTES, routesOf, type RouteId } from './route-table';
import { paths } from './paths';

const ids = Object.keys(ROUTES) as RouteId[];

describe('route table', () => {
  it('gives every route a distinct path', () => {
    const all = ids.map((id) => ROUTES[id].path);
    expect(new Set(all).size).toBe(all.length);
  });

  it('assigns routes to their owners as the architecture says', () => {
    expect(routesOf('wallet')).toEqual(['wallet']);
    expect(routesOf('host')).toEqual(['root', 'login', 'completeRegistration', 'getMobileApp', 'serverError']);
    expect(routesOf('kiosk')).toEqual(['selfCheckout']);
    expect(routesOf('account')).toEqual(['yourAccount', 'dumpAccount', 'statistics', 'confirmEmail']);
    for (const remote of REMOTE_NAMES) expect(routesOf(remote).length).toBeGreaterThan(0);
  });

  it('keeps the spec’s access rules: payment status needs sign-in, its alias is public', () => {
    expect(ROUTES.paymentStatus.access).toBe('auth');
    expect(ROUTES.paymentStatusAlias.access).toBe('public');
    expect(ROUTES.confirmEmail.access).toBe('public');
    expect(ROUTES.myReservations.access).toBe('auth');
    expect(ROUTES.venues).toEqual({ path: '/venues', owner: 'booking', access: 'public' });
  });

  it('hides the chrome only where the spec says', () => {
    const withoutNavigation = ids.filter((id) => (ROUTES[id] as { hideNavigation?: boolean }).hideNavigation);
    const withoutFooter = ids.filter((id) => (ROUTES[id] as { hideFooter?: boolean }).hideFooter);
    expect(withoutNavigation.sort()).toEqual(['getMobileApp', 'selfCheckout']);
    expect(withoutFooter.sort()).toEqual(['completeRegistration', 'login', 'selfCheckout']);
  });
});

describe('link builders', () => {
  it.each([
    ['reservationVenue', paths.reservationVenue(7), '/reservation/7/courts'],
    ['reservationDetails', paths.reservationDetails(7, 42), '/reservation/7/details/42'],
    ['myReservationsRecurring', paths.myReservationsRecurring('p1'), '/my-reservations/recurring/p1'],
    ['paymentCreate', paths.paymentCreate('abc'), '/payment/create/abc'],
    ['paymentStatus', paths.paymentStatus(9), '/payment-status/9'],
    ['selfCheckout', paths.selfCheckout(3), '/self-checkout/3'],
    ['selfCheckout', paths.selfCheckout(3, 'u-1'), '/self-checkout/3/u-1'],
    ['trainerOverview', paths.trainerOverview(), '/trainer-profile/overview'],
  ] as const)('%s builds a path its route matches (%s)', (id, built, expected) => {
    expect(built).toBe(expected);
    expect(matchPath(ROUTES[id].path, built)).not.toBeNull();
  });

  it('builds a path for every route with a fixed path', () => {
    for (const id of ids) {
      const path = ROUTES[id].path;
      if (path.includes(':') || path.includes('*')) continue;
      const builder = (paths as unknown as Record<string, (() => string) | undefined>)[id];
      expect(builder?.()).toBe(path);
    }
  });
});
