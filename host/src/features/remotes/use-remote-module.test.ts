import { act, renderHook } from '@testing-library/react';
import type { RemoteName, RemoteRoutesModule } from '@venue/routes';
import type { RemoteLoader } from './remote-loader';
import { useRemoteModule } from './use-remote-module';

const MODULE = { remote: 'booking', translations: {}, pages: {} } as unknown as RemoteRoutesModule<'booking'>;

/** A loader whose one load the test settles by hand; `peek` sees the module from then on. */
function manualLoader() {
  let loaded: RemoteRoutesModule<'booking'> | undefined;
  let resolve!: () => void;
  const pending = new Promise<RemoteRoutesModule<'booking'>>((settle) => {
    resolve = () => {
      loaded = MODULE;
      settle(MODULE);
    };
  });
  const loader: RemoteLoader = {
    load: <R extends RemoteName>() => pending as unknown as Promise<RemoteRoutesModule<R>>,
    peek: <R extends RemoteName>() => loaded as unknown as RemoteRoutesModule<R> | undefined,
    forget: () => undefined,
  };
  return { loader, resolve };
}

describe('useRemoteModule', () => {
  it('renders the module once its load completes', async () => {
    const { loader, resolve } = manualLoader();
    const { result } = renderHook(() => useRemoteModule(loader, 'booking', 0));
    expect(result.current.status).toBe('loading');
    await act(async () => resolve());
    expect(result.current).toEqual({ status: 'ready', module: MODULE });
  });

  it('does not stay on "loading" when the module arrived between the render and the effect', async () => {
    const { loader, resolve } = manualLoader();
    // The render reads peek() (nothing yet); the load completes before the effect subscribes.
    const peek = jest.spyOn(loader, 'peek');
    peek.mockImplementationOnce(() => undefined);
    resolve();
    await Promise.resolve();
    const { result } = renderHook(() => useRemoteModule(loader, 'booking', 0));
    await act(async () => undefined);
    expect(result.current).toEqual({ status: 'ready', module: MODULE });
  });
});
