import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';
import { LoadingState } from '../shell-kit';

/**
 * A page (or a part of one) whose code downloads when it is first shown, so a first visit
 * carries only what it renders. `fallback` holds the part's place meanwhile (a page's loading
 * state by default; a section can keep its heading, so nothing below moves).
 *
 * A failed download is forgotten at once: the host's error boundary shows its fallback, and
 * its Retry renders the part again, which fetches the chunk again (webpack drops a chunk
 * whose download failed).
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
          Current = makeLazy();
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
