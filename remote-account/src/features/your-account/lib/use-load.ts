import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly data: T };

export interface Load<T> {
  readonly state: LoadState<T>;
  /** Loads again (the retry button); keeps showing the old state meanwhile. */
  readonly reload: () => void;
  readonly reloading: boolean;
}

/** Runs `load` once on mount and again on `reload`, ignoring answers that arrive after unmount. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
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
    // `load` is recreated each render; only a retry should run it again.
  }, [attempt]);

  const reload = useCallback(() => {
    setReloading(true);
    setAttempt((n) => n + 1);
  }, []);

  return { state, reload, reloading };
}
