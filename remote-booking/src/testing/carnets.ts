import type { CarnetOption, CarnetType, UserCarnet } from '@venue/api/schemas/carnet';

/** An entry carnet type on sale at venue 2: 10 entries for 400 zł, 90 days, weekday mornings on squash. */
export function makeCarnetType(overrides: Partial<CarnetType> = {}): CarnetType {
  return {
    id: 5,
    venue_id: 2,
    name: 'Poranny squash',
    description: null,
    kind: 'entries',
    value: 10,
    price: 40000,
    duration_days: 90,
    available_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '06:00', to: '16:00' })),
    sport_type_ids: [1],
    venue_sport_object_ids: [],
    on_sale: true,
    ...overrides,
  };
}

/** The player's active entry carnet of that type, bought on 2 Nov 2026, 8 entries left. */
export function makeUserCarnet(overrides: Partial<UserCarnet> = {}): UserCarnet {
  return {
    id: 31,
    venue_carnet_type_id: 5,
    venue_id: 2,
    venue_name: 'Centrum Rakietowe Wawel',
    venue_timezone: 'Europe/Warsaw',
    name: 'Poranny squash',
    kind: 'entries',
    value: 10,
    remaining: 8,
    price: 40000,
    duration_days: 90,
    available_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '06:00', to: '16:00' })),
    sport_type_ids: [1],
    venue_sport_object_ids: [],
    created_at: '2026-11-02T09:00:00.000Z',
    valid_from: '2026-11-02T09:00:05.000Z',
    expires_at: '2027-01-31T22:59:59.999Z',
    state: 'active',
    available: true,
    unavailable_reason: null,
    payment_id: 77,
    usage: [],
    ...overrides,
  };
}

/** How a carnet would do for a 60,00 zł slot: usable by default, one entry. */
export function makeCarnetOption(overrides: Partial<CarnetOption> = {}): CarnetOption {
  return {
    carnet: makeUserCarnet(),
    usable: true,
    reason: null,
    price: 6000,
    carnet_part: 1,
    wallet_part: 0,
    shortfall: 0,
    ...overrides,
  };
}
