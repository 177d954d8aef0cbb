import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@venue/api';

export interface RequestState<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly loading: boolean;
  readonly reload: () => void;
}

interface Settled<T> {
  readonly key: string;
  readonly data?: T;
  readonly error?: unknown;
}

/**
 * Loads `load` whenever `key` changes (null: nothing to load), aborting the previous request.
 * A reload of the same key keeps showing the old answer until the new one arrives.
 */
export function useRequest<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): RequestState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setPending(true);
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ key, data });
        setPending(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.kind === 'cancel')) return;
        setSettled({ key, error });
        setPending(false);
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `key` names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = settled && settled.key === key ? settled : null;
  return {
    data: current?.data,
    error: current?.error,
    loading: key !== null && (pending || current === null),
    reload,
  };
}
