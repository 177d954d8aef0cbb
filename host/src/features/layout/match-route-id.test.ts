import { matchRouteId } from './match-route-id';

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
  ])('%s → %s', (path, id) => {
    expect(matchRouteId(path)).toBe(id);
  });

  it('knows no unknown path', () => {
    expect(matchRouteId('/xyz')).toBeNull();
    expect(matchRouteId('/my-reservations/extra/deep')).toBeNull();
  });
});
