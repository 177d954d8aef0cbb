import { useMemo } from 'react';
import useSWR from 'swr';
import { getPaymentMethods, paymentMethodsKey } from '../../api/payments';
import { offeredMethods, offeredMethodsKind, type OfferedMethodsKind, type PaymentMethodId } from './payment-method';

export type PaymentMethodsState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly retrying: boolean; readonly retry: () => void }
  | { readonly status: 'ready'; readonly methods: readonly PaymentMethodId[] };

// The list changes when a venue changes its settings, not while a player pays: one request per
// venue per page load (every payment form of the venue shares it), refreshed only on a retry or
// when a payment start is refused for its method (`use-start-payment.ts`).
const ONCE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/** The online methods the venue takes (`POST /autopay/getmethods` with the venue), as the form offers them. */
export function usePaymentMethods(venueId: number): PaymentMethodsState {
  const { data, error, isValidating, mutate } = useSWR(paymentMethodsKey(venueId), ([, , id]) => getPaymentMethods(id), ONCE);
  // One array per answer, so what depends on it changes only when the answer does.
  const methods = useMemo(() => (data ? offeredMethods(data) : null), [data]);
  if (methods) return { status: 'ready', methods };
  if (error) return { status: 'failed', retrying: isValidating, retry: () => void mutate() };
  return { status: 'loading' };
}

/**
 * Which methods "pay online" means at the venue, for a choice's label before the form shows them
 * (`booking:payment.method.offered.<kind>`): a venue without transfers never promises one.
 */
export function useOfferedMethodsKind(venueId: number): OfferedMethodsKind {
  const offer = usePaymentMethods(venueId);
  return offeredMethodsKind(offer.status === 'ready' ? offer.methods : null);
}
