import useSWR from 'swr';
import { isApiError } from '@venue/api';
import type { Reservation } from '@venue/api/schemas/reservation';
import { getReservationByUuid, linkReservationKey } from '../../api/reservations';

export type LinkLoadFailure = 'notFound' | 'server' | 'loadFailed';

export type LinkReservationState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly reason: LinkLoadFailure }
  | { readonly kind: 'loaded'; readonly reservation: Reservation };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isReservationUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

function failureOf(error: unknown): LinkLoadFailure {
  if (!isApiError(error) || error.kind !== 'http' || error.status === null) return 'loadFailed';
  // A malformed uuid answers 400: for the visitor it is the same broken link as a 404.
  if (error.status === 404 || error.status === 400) return 'notFound';
  return error.status >= 500 ? 'server' : 'loadFailed';
}

/** The reservation behind a payment link; an invalid uuid is "not found" without a request. */
export function useLinkReservation(uuid: string | undefined): { state: LinkReservationState; retry: () => void } {
  const valid = isReservationUuid(uuid);
  const { data, error, isValidating, mutate } = useSWR(valid ? linkReservationKey(uuid) : null, ([, , ref]) => getReservationByUuid(ref));
  const retry = () => void mutate();
  if (!valid) return { state: { kind: 'failed', reason: 'notFound' }, retry };
  if (data) return { state: { kind: 'loaded', reservation: data }, retry };
  // A retry shows the loading state again, as the first load did.
  if (error && !isValidating) return { state: { kind: 'failed', reason: failureOf(error) }, retry };
  return { state: { kind: 'loading' }, retry };
}
