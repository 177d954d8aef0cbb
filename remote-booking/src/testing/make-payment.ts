import type { Payment } from '@venue/api/schemas/payment';

/**
 * A pending BLIK payment of reservation 7 (Kort 2 at Arena Mokotów, Saturday 28 Nov 2026 18:00–19:00
 * Warsaw time, 120 zł + the 1,98 zł fee); tests override what they check.
 */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 41,
    payment_uuid: '0b8f7a52-3c1e-4f7e-9d51-6a3e0d1c2b9a',
    status: 'PENDING',
    method_id: 509,
    amount: 12198,
    service_fee: 198,
    currency: 'PLN',
    redirect_url: null,
    reservation_ids: [7],
    bookings: [
      {
        reservation_id: 7,
        reservation_uuid: '5f2c1d7e-8a4b-4c3d-9e2f-1a0b9c8d7e6f',
        state: 'active',
        venue_name: 'Arena Mokotów',
        venue_address: 'ul. Puławska 100, 02-620 Warszawa',
        venue_city: 'Warszawa',
        venue_timezone: 'Europe/Warsaw',
        sport_object_name: 'Kort 2',
        start_time: '2026-11-28T17:00:00.000Z',
        end_time: '2026-11-28T18:00:00.000Z',
        price: 12000,
      },
    ],
    venue_id: 4,
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
