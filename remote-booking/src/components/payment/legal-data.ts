// The gateway's legal information for a payment method (marketplace base, no sign-in needed).
import { marketplaceApi } from '@venue/api';
import { LegalDataSchema, type LegalData, type LegalDataLanguage } from '@venue/api/schemas/payment';
import type { PaymentMethodId } from './payment-method';

export function getLegalData(methodId: PaymentMethodId, language: LegalDataLanguage, signal?: AbortSignal): Promise<LegalData> {
  return marketplaceApi.post('/autopay/getlegaldata', { body: { method_id: methodId, language }, schema: LegalDataSchema, signal });
}

// The clause changes rarely; fetched once per method and language per page load, failures are
// retried next time.
const cache = new Map<string, Promise<LegalData>>();

export function loadLegalData(methodId: PaymentMethodId, language: LegalDataLanguage): Promise<LegalData> {
  const key = `${methodId}|${language}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = getLegalData(methodId, language);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** Tests start from an empty cache. */
export function clearLegalDataCache(): void {
  cache.clear();
}
