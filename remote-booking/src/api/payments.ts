// Online payments: one reservation (by id, or by uuid for pay-by-link), several at once, status.
import { usersApi } from '@venue/api';
import { PaymentSchema, type BulkPaymentRequest, type CreatePaymentRequest, type Payment } from '@venue/api/schemas/payment';

/** Starts a payment. BLIK answers with no redirect (confirm in the bank app); a transfer gives `redirect_url`. */
export function createPayment(input: CreatePaymentRequest, signal?: AbortSignal): Promise<Payment> {
  return usersApi.post('/payment/create', { body: input, schema: PaymentSchema, signal });
}

/** Pays the chosen reservations of one venue in one transaction (one service fee). */
export function createBulkPayment(input: BulkPaymentRequest, signal?: AbortSignal): Promise<Payment> {
  return usersApi.post('/payment/reservation/bulk', { body: input, schema: PaymentSchema, signal });
}

/** A payment by numeric id (its owner, signed in) or by uuid (whoever holds the link). */
export function getPayment(ref: string | number, signal?: AbortSignal): Promise<Payment> {
  return usersApi.get(`/payment/${ref}`, { schema: PaymentSchema, signal });
}
