import type { RemoteName, RemoteRoutesModule } from '@venue/routes';
import type { RemoteLoader } from './remote-loader';

/**
 * A remote loader whose code arrives with the first remote route: a visit to a host page
 * (`/login`) never downloads how remotes are loaded. `create` runs once; should its download
 * fail, the load fails like any remote that cannot be loaded (fallback with Retry), and the
 * next load tries again.
 */
export function deferredRemoteLoader(create: () => Promise<RemoteLoader>): RemoteLoader {
  let created: RemoteLoader | undefined;
  let pending: Promise<RemoteLoader> | undefined;
  const loader = () =>
    (pending ??= create().then(
      (real) => (created = real),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    load: <R extends RemoteName>(remote: R): Promise<RemoteRoutesModule<R>> => loader().then((real) => real.load(remote)),
    peek: <R extends RemoteName>(remote: R) => created?.peek(remote),
    forget: (remote: RemoteName) => created?.forget(remote),
  };
}
