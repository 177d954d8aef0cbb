// Test helpers shared by the reservation pages' tests (never imported by app code).
import type { ReactElement } from 'react';
import type { Reservation } from '@venue/api/schemas/reservation';
import { renderAt } from './render-at';

let nextId = 100;

export function makeReservation(overrides: Partial<Reservation> = {}): Reservation {
  nextId += 1;
  return {
    id: nextId,
    reservation_uuid: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    parent_id: null,
    venue_id: 1,
    venue_name: 'Squash Arena Warszawa',
    venue_timezone: 'Europe/Warsaw',
    venue_sport_object_id: 3,
    sport_object_name: 'Kort 3',
    sport_type_id: 1,
    start_time: '2030-06-03T16:00:00.000Z',
    end_time: '2030-06-03T17:30:00.000Z',
    state: 'active',
    payment_method: 'online',
    payment_status: 'paid',
    base_price: 9000,
    discount: 0,
    service_fee: 198,
    total: 9198,
    discount_cards: [],
    invoice: false,
    created_at: '2030-06-01T10:00:00.000Z',
    pay_until: null,
    cancellation: null,
    ...overrides,
  };
}

/** Renders one page at `path` (matched by `route`), with the current location in `getByTestId('location')`. */
export function renderPage(element: ReactElement, route: string, path: string) {
  return renderAt(element, { path, route });
}

/** The instant of a wall-clock time on a day, at a fixed offset (Warsaw in winter by default). */
export function isoAt(day: string, time: string, offset = '+01:00'): string {
  return new Date(`${day}T${time}:00${offset}`).toISOString();
}
