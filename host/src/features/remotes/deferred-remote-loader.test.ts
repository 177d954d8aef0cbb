import type { RemoteName, RemoteRoutesModule } from '@venue/routes';
import { deferredRemoteLoader } from './deferred-remote-loader';
import type { RemoteLoader } from './remote-loader';

const bookingModule = { remote: 'booking', translations: {}, pages: {} } as unknown as RemoteRoutesModule<'booking'>;

function fakeLoader(): RemoteLoader & { forgotten: RemoteName[] } {
  let loaded = false;
  const forgotten: RemoteName[] = [];
  return {
    forgotten,
    load: <R extends RemoteName>() => {
      loaded = true;
      return Promise.resolve(bookingModule as unknown as RemoteRoutesModule<R>);
    },
    peek: <R extends RemoteName>() => (loaded ? (bookingModule as unknown as RemoteRoutesModule<R>) : undefined),
    forget: (remote) => void forgotten.push(remote),
  };
}

describe('deferredRemoteLoader', () => {
  it('creates the real loader on the first load only, and answers peek and forget through it afterwards', async () => {
    const real = fakeLoader();
    const create = jest.fn(async () => real);
    const loader = deferredRemoteLoader(create);
    expect(create).not.toHaveBeenCalled();
    expect(loader.peek('booking')).toBeUndefined();
    loader.forget('booking');
    expect(real.forgotten).toEqual([]);

    await expect(Promise.all([loader.load('booking'), loader.load('booking')])).resolves.toEqual([bookingModule, bookingModule]);
    expect(create).toHaveBeenCalledTimes(1);
    expect(loader.peek('booking')).toBe(bookingModule);
    loader.forget('booking');
    expect(real.forgotten).toEqual(['booking']);
  });

  it('fails the load when its code cannot be fetched, and fetches it again on the next load', async () => {
    const real = fakeLoader();
    const create = jest.fn<Promise<RemoteLoader>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(real);
    const loader = deferredRemoteLoader(create);
    await expect(loader.load('booking')).rejects.toThrow('ChunkLoadError');
    await expect(loader.load('booking')).resolves.toBe(bookingModule);
    expect(create).toHaveBeenCalledTimes(2);
  });
});
