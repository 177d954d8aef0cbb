import { lazy, type ComponentProps, type ComponentType, type JSX } from 'react';

/**
 * `React.lazy` that can try again. Plain `lazy` keeps a failed import for good, so once a chunk
 * failed to download (a network blip during navigation) the page could never come back without
 * a full reload. Here a failure swaps in a fresh `lazy`, so the next mount — the retry from
 * /500 — downloads again (webpack forgets a failed chunk, so the new import really refetches).
 */
// The constraint mirrors React.lazy's own: any component type, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function retryableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const makeLazy = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        Current = makeLazy();
        throw error;
      }),
    );
  let Current = makeLazy();
  function RetryableLazy(props: ComponentProps<T>): JSX.Element {
    return <Current {...props} />;
  }
  return RetryableLazy;
}
