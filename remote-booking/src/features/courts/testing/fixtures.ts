// Test data for the courts flow: a venue like the Kraków demo (two sports, partner cards, two
// required regulations and one optional consent) and its availability for one day.
import type { Reservation } from '@venue/api/schemas/reservation';
import type { User } from '@venue/api/schemas/user';
import type { VenueAvailability, VenueDetail } from '@venue/api/schemas/venue';
import { testUser } from '@venue/auth-store/testing';
import { addCalendarDays, todayIn } from '@venue/i18n';

export const TIMEZONE = 'Europe/Warsaw';
export const TODAY = todayIn(TIMEZONE);
export const DAY = addCalendarDays(TODAY, 2);
export const SLOT_START = `${DAY}T17:00:00.000Z`;
export const LATER_START = `${DAY}T19:00:00.000Z`;

export function venue(overrides: Partial<VenueDetail> = {}): VenueDetail {
  return {
    id: 2,
    name: 'Centrum Rakietowe Wawel',
    city: 'Kraków',
    timezone: TIMEZONE,
    address: 'ul. Konopnickiej 24, 30-302 Kraków',
    max_advance_days: 30,
    free_cancellation_hours: 12,
    pass_only: false,
    max_partner_cards: 2,
    fair_use: { max_active_reservations: 12, max_unpaid_on_site_reservations: 5, max_series_occurrences: 12, door_opens_unpaid: false },
    opening_hours: [],
    regulations: [
      { id: 1, kind: 'regulation', title: 'Regulamin obiektu', url: 'https://example.com/regulamin', required: true },
      { id: 2, kind: 'consent', title: 'Zgoda RODO', url: null, required: true },
      { id: 3, kind: 'consent', title: 'Zgoda marketingowa', url: null, required: false },
    ],
    partner_cards: [
      { id: 7, code: 'multisport', name: 'Multisport', discount: 1500 },
      { id: 8, code: 'medicover', name: 'Medicover Sport', discount: 1200 },
    ],
    sport_types: [
      { id: 1, code: 'squash', name: 'Squash' },
      { id: 2, code: 'tennis', name: 'Tenis' },
    ],
    sport_objects: [
      { id: 11, name: 'Kort squash 1', sport_type_id: 1, court_type: 'indoor', surface: null, is_indoor: true, tags: [] },
      { id: 12, name: 'Kort squash 2', sport_type_id: 1, court_type: 'indoor', surface: null, is_indoor: true, tags: [] },
      { id: 21, name: 'Kort tenisowy 1', sport_type_id: 2, court_type: 'outdoor', surface: 'mączka', is_indoor: false, tags: [] },
    ],
    price_bands: [],
    service_fee: 198,
    ...overrides,
  };
}

export function availability(overrides: Partial<VenueAvailability> = {}): VenueAvailability {
  const [squash1, squash2] = venue().sport_objects;
  return {
    venue_id: 2,
    date: DAY,
    timezone: TIMEZONE,
    beyond_advance_limit: false,
    last_bookable_date: addCalendarDays(TODAY, 30),
    objects: [
      {
        ...squash1!,
        slots: [
          { start_time: SLOT_START, local_time: '18:00', prices: [9000, 13500, 18000] },
          { start_time: LATER_START, local_time: '20:00', prices: [9000] },
        ],
      },
      // Booked at 18:00; 20:00 is neither free nor booked (closed for it).
      { ...squash2!, slots: [], taken: [{ start_time: SLOT_START, local_time: '18:00' }] },
    ],
    ...overrides,
  };
}

export function reservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: 501,
    reservation_uuid: '0b8f7a52-3c1e-4f7e-9d51-6a3e0d1c2b9a',
    parent_id: null,
    venue_id: 2,
    venue_name: 'Centrum Rakietowe Wawel',
    venue_timezone: TIMEZONE,
    venue_sport_object_id: 11,
    sport_object_name: 'Kort squash 1',
    sport_type_id: 1,
    start_time: SLOT_START,
    end_time: `${DAY}T18:30:00.000Z`,
    state: 'active',
    payment_method: 'online',
    payment_status: 'unpaid',
    base_price: 13500,
    discount: 0,
    service_fee: 198,
    total: 13698,
    discount_cards: [],
    invoice: false,
    created_at: new Date().toISOString(),
    pay_until: null,
    cancellation: null,
    ...overrides,
  };
}

/** A complete, schema-valid signed-in player. */
export function user(overrides: Partial<User> = {}): User {
  return testUser({ phone_number: '+48500600700', email_verified: true, user_venue_profiles: [], ...overrides });
}
