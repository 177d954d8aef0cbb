import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * Wraps a test render in an empty SWR cache of its own, so no answer cached by one test is
 * shown by the next, and errors are not retried behind the test's back.
 * Use as RTL's `wrapper`, or around the rendered tree.
 */
export function SwrTestCache({ children }: { readonly children?: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}
