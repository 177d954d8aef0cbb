import { lazy, type ComponentProps, type ComponentType, type JSX } from 'react';

const resets = new Set<() => void>();

/** Whatever React.lazy accepts: its own constraint, taken from its signature. */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * `React.lazy` whose failed download can be tried again. Plain `lazy` keeps a failed import for
 * good, so after a network blip during navigation a page could never come back without a full
 * reload. A failed loader stays failed until `retryFailedLazyLoads()` (the /500 page's retry)
 * swaps in a fresh `lazy`; swapping at once instead would let React's own re-render after the
 * error start a new download, and offline that loops without ever reaching the error page.
 * Webpack forgets a chunk whose download failed, so the fresh import really fetches again.
 */
export function retryableLazy<T extends LazyComponent>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const makeLazy = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        resets.add(reset);
        throw error;
      }),
    );
  let Current = makeLazy();
  function reset() {
    Current = makeLazy();
  }
  function RetryableLazy(props: ComponentProps<T>): JSX.Element {
    return <Current {...props} />;
  }
  return RetryableLazy;
}

/** Lets every page whose code failed to download try again on its next render. */
export function retryFailedLazyLoads(): void {
  for (const reset of resets) reset();
  resets.clear();
}
