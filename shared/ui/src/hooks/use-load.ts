import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  { readonly status: 'loading' } | { readonly status: 'error'; readonly error: unknown } | { readonly status: 'ready'; readonly data: T };

export interface Load<T> {
  readonly state: LoadState<T>;
  /** Loads again (e.g. the retry button); keeps showing the old data meanwhile. */
  readonly reload: () => void;
  /** Replaces the data with what an action returned, without a request. */
  readonly set: (data: T) => void;
  readonly reloading: boolean;
}

/**
 * Runs `load` when `key` changes, aborting the previous request so a late answer for old
 * filters never overwrites a newer one. `key` must change whenever `load`'s inputs do.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [reloading, setReloading] = useState(false);
  const loadedKey = useRef(key);

  useEffect(() => {
    if (key === null) return undefined;
    // New inputs: the old answer no longer describes them. A retry keeps it until the new one.
    if (loadedKey.current !== key) {
      loadedKey.current = key;
      setState({ status: 'loading' });
    }
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ status: 'ready', data });
        setReloading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error });
        setReloading(false);
      },
    );
    return () => controller.abort();
    // `load` is recreated each render; `key` names its inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => {
    setReloading(true);
    setAttempt((n) => n + 1);
  }, []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);

  return { state, reload, set, reloading };
}
