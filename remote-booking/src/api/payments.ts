// Online payments: the methods a venue takes, one reservation (by id, or by uuid for
// pay-by-link), several at once, status.
import { marketplaceApi, usersApi } from '@venue/api';
import {
  PaymentMethodListSchema,
  PaymentSchema,
  type BulkPaymentRequest,
  type CreatePaymentRequest,
  type Payment,
  type PaymentMethodInfo,
} from '@venue/api/schemas/payment';

export const paymentMethodsKey = (venueId: number) => ['booking', 'payment-methods', venueId] as const;

/** The gateway's methods the venue takes online (marketplace base, no sign-in needed). */
export function getPaymentMethods(venueId: number, signal?: AbortSignal): Promise<PaymentMethodInfo[]> {
  return marketplaceApi.post('/autopay/getmethods', { body: { venue_id: venueId }, schema: PaymentMethodListSchema, signal });
}

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
