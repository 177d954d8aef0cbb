// The gateway's legal information for a payment method (marketplace base, no sign-in needed).
import { marketplaceApi } from '@venue/api';
import { LegalDataSchema, type LegalData } from '@venue/api/schemas/payment';
import type { PaymentMethodId } from './payment-method';

export function getLegalData(methodId: PaymentMethodId, signal?: AbortSignal): Promise<LegalData> {
  return marketplaceApi.post('/autopay/getlegaldata', { body: { method_id: methodId }, schema: LegalDataSchema, signal });
}

// The clause changes rarely; fetched once per method per page load, failures are retried next time.
const cache = new Map<PaymentMethodId, Promise<LegalData>>();

export function loadLegalData(methodId: PaymentMethodId): Promise<LegalData> {
  let pending = cache.get(methodId);
  if (!pending) {
    pending = getLegalData(methodId);
    cache.set(methodId, pending);
    pending.catch(() => cache.delete(methodId));
  }
  return pending;
}

/** Tests start from an empty cache. */
export function clearLegalDataCache(): void {
  cache.clear();
}
