/** What the URL's `:paymentId` is: a numeric id (owner only) or a uuid (anyone holding the link). */
export type PaymentRef = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'id'; value: string } | { kind: 'uuid'; value: string };

const NUMERIC = /^[1-9]\d{0,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Same rule as the backend's PaymentRefParamsSchema, so a bad address never costs a request.
export function parsePaymentRef(raw: string | undefined): PaymentRef {
  const value = raw?.trim() ?? '';
  if (value === '') return { kind: 'missing' };
  if (NUMERIC.test(value) && Number(value) <= 2_147_483_647) return { kind: 'id', value };
  if (UUID.test(value)) return { kind: 'uuid', value: value.toLowerCase() };
  return { kind: 'invalid' };
}

/**
 * What a failed payment's page gives the player to quote to support: the start of the payment's
 * uuid (also in the public status link), not the internal sequential id, which says nothing to
 * the player and counts the platform's payments.
 */
export function supportReference(paymentUuid: string): string {
  return paymentUuid.replaceAll('-', '').slice(0, 8).toUpperCase();
}
