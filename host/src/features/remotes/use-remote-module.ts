import { useEffect, useState } from 'react';
import type { RemoteName, RemoteRoutesModule } from '@venue/routes';
import type { RemoteLoader } from './remote-loader';

export type RemoteModuleState<R extends RemoteName> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly module: RemoteRoutesModule<R> }
  | { readonly status: 'failed'; readonly error: unknown };

/**
 * Loads a remote's routes module. `attempt` changes on retry, which starts a new load after
 * the loader has forgotten the failed one. A module loaded before is ready at once.
 */
export function useRemoteModule<R extends RemoteName>(loader: RemoteLoader, remote: R, attempt: number): RemoteModuleState<R> {
  const [state, setState] = useState<RemoteModuleState<R>>(() => {
    const loaded = loader.peek(remote);
    return loaded ? { status: 'ready', module: loaded } : { status: 'loading' };
  });

  useEffect(() => {
    const loaded = loader.peek(remote);
    if (loaded) {
      setState({ status: 'ready', module: loaded });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    loader.load(remote).then(
      (module) => current && setState({ status: 'ready', module }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [loader, remote, attempt]);

  return state;
}
