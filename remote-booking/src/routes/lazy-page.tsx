import { lazy, Suspense, type ComponentType, type JSX } from 'react';
import { LoadingState } from '@venue/ui';

/**
 * A page whose code downloads when it is first shown, so a visitor's first look at a venue does
 * not carry the payment-status, pay-by-link or reservation-list pages. A failed download is
 * forgotten at once: the host's error boundary shows its fallback, and its Retry renders the
 * page again, which fetches the chunk again (webpack drops a chunk whose download failed).
 */
export function lazyPage(load: () => Promise<ComponentType>, name: string): ComponentType {
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
  function LazyPage(): JSX.Element {
    return (
      <Suspense fallback={<LoadingState />}>
        <Current />
      </Suspense>
    );
  }
  LazyPage.displayName = name;
  return LazyPage;
}
