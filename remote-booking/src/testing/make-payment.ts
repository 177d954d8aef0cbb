import type { Payment } from '@venue/api/schemas/payment';

/** A pending BLIK payment of reservation 7 (120 zł + the 1,98 zł fee); tests override what they check. */
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
    venue_id: 4,
    created_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
