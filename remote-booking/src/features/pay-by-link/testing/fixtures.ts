import type { Reservation } from '@venue/api/schemas/reservation';

/** The uuid of the reservation a payment link pays for. */
export const UUID = '5d0c1f0e-8a8b-4d5e-9f3a-2b1c0d9e8f7a';

/** A reservation waiting for its online payment, far in the future. */
export const linkReservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  id: 7,
  reservation_uuid: UUID,
  parent_id: null,
  venue_id: 4,
  venue_name: 'Kraków Arena',
  venue_timezone: 'Europe/Warsaw',
  venue_sport_object_id: 12,
  sport_object_name: 'Kort 3',
  sport_type_id: 1,
  start_time: '2099-11-23T17:30:00.000Z',
  end_time: '2099-11-23T19:00:00.000Z',
  state: 'active',
  payment_method: 'online',
  payment_status: 'unpaid',
  base_price: 12000,
  discount: 3000,
  service_fee: 198,
  total: 9198,
  discount_cards: [],
  invoice: false,
  created_at: '2099-11-21T10:00:00.000Z',
  pay_until: '2099-11-21T10:30:00.000Z',
  cancellation: null,
  ...overrides,
});
