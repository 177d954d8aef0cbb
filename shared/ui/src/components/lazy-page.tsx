import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';
import { LoadingState } from '../shell-kit';

/**
 * The resets of every part whose download failed, host's and remotes' alike: each app bundles its
 * own copy of this file, and the host's retry must reach a remote's page too. Kept on `globalThis`
 * as `globalSingleton` does, written out: that helper's module would cost every remote's routes
 * chunk more than these two lines.
 */
const FAILED_LOADS = Symbol.for('@venue/ui/failed-loads');
const failedLoads = ((globalThis as { [FAILED_LOADS]?: Set<() => void> })[FAILED_LOADS] ??= new Set());

/**
 * A page (or a part of one) whose code downloads when it is first shown, so a first visit
 * carries only what it renders. `fallback` holds the part's place meanwhile (a page's loading
 * state by default; a section can keep its heading, so nothing below moves).
 *
 * A failed download stays failed until `retryFailedLazyLoads()` (a retry the visitor asked for):
 * plain `React.lazy` keeps the failure for good, so after a network blip a page could never come
 * back without a full reload; trying again at once instead would let React's own re-render after
 * the error start a new download, which offline loops without ever reaching an error screen.
 * Webpack forgets a chunk whose download failed, so the fresh import really fetches again.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
  fallback: ReactNode = <LoadingState />,
): ComponentType<P> {
  const makeLazy = () =>
    lazy(() =>
      load().then(
        (Page) => ({ default: Page }),
        (error: unknown) => {
          failedLoads.add(() => (Current = makeLazy()));
          throw error;
        },
      ),
    );
  let Current = makeLazy();
  function LazyPage(props: P): JSX.Element {
    return (
      <Suspense fallback={fallback}>
        <Current {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = name;
  return LazyPage;
}

/** Lets every part whose code failed to download try again on its next render. */
export function retryFailedLazyLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}
