import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { isApiError } from '@venue/api';
import type { Payment, PaymentStatus } from '@venue/api/schemas/payment';
import { getPayment } from '../../api/payments';

/** Notifications arrive asynchronously; every 3 s is quick enough to feel live, cheap enough to poll. */
export const POLL_INTERVAL_MS = 3_000;
/** After this long without a final state the page stops asking and offers the manual refresh. */
export const POLL_LIMIT_MS = 5 * 60_000;

export type StatusFetchFailure = 'notFound' | 'unauthorized' | 'invalidId' | 'server' | 'fetchFailed';

export type PaymentStatusState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly reason: StatusFetchFailure }
  | { readonly kind: 'loaded'; readonly payment: Payment };

const WAITING: ReadonlySet<PaymentStatus> = new Set(['PENDING', 'NOTCONFIRMED']);

export function isWaitingStatus(status: PaymentStatus): boolean {
  return WAITING.has(status);
}

/** Spec §8 "Payment status" failures. */
export function statusFetchFailureOf(error: unknown): StatusFetchFailure {
  if (!isApiError(error) || error.kind !== 'http' || error.status === null) return 'fetchFailed';
  if (error.status === 404) return 'notFound';
  if (error.status === 401 || error.status === 403) return 'unauthorized';
  if (error.status === 400) return 'invalidId';
  if (error.status >= 500) return 'server';
  return 'fetchFailed';
}

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

export interface PaymentStatusControls {
  readonly state: PaymentStatusState;
  /** A request is under way (first load, poll or manual refresh). */
  readonly busy: boolean;
  /** The manual refresh is under way. */
  readonly refreshing: boolean;
  /** The last poll or refresh failed while an earlier answer is still shown. */
  readonly refreshFailed: boolean;
  /** Polling gave up after POLL_LIMIT_MS; a manual refresh starts it again. */
  readonly pollingStopped: boolean;
  readonly refresh: () => void;
  readonly retry: () => void;
}

type LoadMode = 'initial' | 'poll' | 'refresh';

/**
 * Loads a payment and, while it waits for the bank (PENDING, NOTCONFIRMED), asks again every
 * 3 s: never while the tab is hidden (it asks at once on return), never after unmount, and
 * not beyond 5 minutes.
 */
export function usePaymentStatus(ref: string | null): PaymentStatusControls {
  const [state, setState] = useState<PaymentStatusState>({ kind: 'loading' });
  // The first request goes out as the page mounts.
  const [busy, setBusy] = useState(ref !== null);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const [pollingStopped, setPollingStopped] = useState(false);
  // Bumped when a request settles: a failed poll changes nothing else, yet must arm the next one.
  const [settled, setSettled] = useState(0);
  const [visible, setVisible] = useState(pageVisible);
  const controller = useRef<AbortController | null>(null);
  // Set when loading starts (mount, new payment, refresh, retry).
  const deadline = useRef(0);
  // Another payment: loading from scratch, with polling armed again.
  const [polledRef, setPolledRef] = useState(ref);
  if (polledRef !== ref) {
    setPolledRef(ref);
    setPollingStopped(false);
    setState({ kind: 'loading' });
    setBusy(ref !== null);
  }

  /** The request itself; what the screen shows while it runs is set by the caller. */
  const request = useCallback(
    (mode: LoadMode) => {
      if (ref === null) return;
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const settle = () => {
        setSettled((count) => count + 1);
        setBusy(false);
        setRefreshing(false);
      };
      getPayment(ref, current.signal).then(
        (payment) => {
          if (current.signal.aborted) return;
          setState({ kind: 'loaded', payment });
          setRefreshFailed(false);
          settle();
        },
        (error: unknown) => {
          if (current.signal.aborted) return;
          const reason = statusFetchFailureOf(error);
          // A hiccup while polling keeps the last known status on screen.
          setState((previous) => (previous.kind === 'loaded' && mode !== 'initial' ? previous : { kind: 'failed', reason }));
          setRefreshFailed(true);
          settle();
        },
      );
    },
    [ref],
  );

  const load = useCallback(
    (mode: LoadMode) => {
      if (ref === null) return;
      setBusy(true);
      if (mode === 'initial') setState({ kind: 'loading' });
      if (mode === 'refresh') setRefreshing(true);
      request(mode);
    },
    [ref, request],
  );

  useEffect(() => {
    // Mount or another payment: the loading state is already on screen (see above).
    deadline.current = Date.now() + POLL_LIMIT_MS;
    request('initial');
    return () => controller.current?.abort();
  }, [request]);

  const waiting = state.kind === 'loaded' && isWaitingStatus(state.payment.status);
  // Reads `waiting` as it is when the tab comes back, without re-subscribing on every answer.
  const onVisibilityChange = useEffectEvent(() => {
    const nowVisible = pageVisible();
    setVisible(nowVisible);
    if (nowVisible && waiting && Date.now() < deadline.current) load('poll');
  });

  useEffect(() => {
    const onChange = () => onVisibilityChange();
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  useEffect(() => {
    if (!waiting || !visible || busy || pollingStopped) return undefined;
    const timer = setTimeout(() => {
      if (Date.now() >= deadline.current) setPollingStopped(true);
      else load('poll');
    }, POLL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [waiting, visible, busy, pollingStopped, load, settled]);

  const refresh = useCallback(() => {
    deadline.current = Date.now() + POLL_LIMIT_MS;
    setPollingStopped(false);
    load('refresh');
  }, [load]);

  const retry = useCallback(() => {
    deadline.current = Date.now() + POLL_LIMIT_MS;
    setPollingStopped(false);
    load('initial');
  }, [load]);

  return { state, busy, refreshing, refreshFailed, pollingStopped, refresh, retry };
}
