import { bookingVenueId } from './book-venue';
import { makeReservation } from '../../testing/reservation-pages';

const profile = (venue_id: number, is_active = true) => ({ id: venue_id * 10, venue_id, is_owner: false, is_active });

describe('bookingVenueId', () => {
  it('prefers the venue of the most recently made reservation', () => {
    const older = makeReservation({ venue_id: 3, created_at: '2026-10-01T10:00:00.000Z' });
    const newer = makeReservation({ venue_id: 5, created_at: '2026-11-01T10:00:00.000Z' });
    expect(bookingVenueId([newer, older], [profile(7)])).toBe(5);
    expect(bookingVenueId([older, newer], [])).toBe(5);
  });

  it('falls back to the user’s active venue profile, then to the first venue', () => {
    expect(bookingVenueId([], [profile(4, false), profile(6)])).toBe(6);
    expect(bookingVenueId([], [profile(4, false)])).toBe(4);
    expect(bookingVenueId([], [])).toBe(1);
  });
});
