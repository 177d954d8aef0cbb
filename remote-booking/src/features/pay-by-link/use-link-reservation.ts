import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@venue/api';
import type { Reservation } from '@venue/api/schemas/reservation';
import { getReservationByUuid } from '../../api/reservations';

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
  const [state, setState] = useState<LinkReservationState>({ kind: 'loading' });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    controller.current?.abort();
    if (!isReservationUuid(uuid)) {
      setState({ kind: 'failed', reason: 'notFound' });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setState({ kind: 'loading' });
    try {
      const reservation = await getReservationByUuid(uuid, current.signal);
      if (!current.signal.aborted) setState({ kind: 'loaded', reservation });
    } catch (error) {
      if (!current.signal.aborted) setState({ kind: 'failed', reason: failureOf(error) });
    }
  }, [uuid]);

  useEffect(() => {
    void load();
    return () => controller.current?.abort();
  }, [load]);

  return { state, retry: () => void load() };
}
