import { useEffect, useState } from 'react';
import type { RemoteName, RemoteRoutesModule } from '@venue/routes';
import type { RemoteLoader } from './remote-loader';

export type RemoteModuleState<R extends RemoteName> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly module: RemoteRoutesModule<R> }
  | { readonly status: 'failed'; readonly error: unknown };

/** A settled load, with the inputs it answers: an answer for other inputs is stale. */
interface Settled<R extends RemoteName> {
  readonly loader: RemoteLoader;
  readonly remote: R;
  readonly attempt: number;
  readonly state: RemoteModuleState<R>;
}

/**
 * Loads a remote's routes module. `attempt` changes on retry, which starts a new load after
 * the loader has forgotten the failed one. A module loaded before is ready at once.
 */
export function useRemoteModule<R extends RemoteName>(loader: RemoteLoader, remote: R, attempt: number): RemoteModuleState<R> {
  const [settled, setSettled] = useState<Settled<R> | null>(null);

  useEffect(() => {
    // Subscribed even when the module is in already: a load started elsewhere (another page of
    // the same remote, a retry) may finish between the render that showed "loading" and this
    // effect, and nothing else would render the page then.
    let current = true;
    loader.load(remote).then(
      (module) => current && setSettled({ loader, remote, attempt, state: { status: 'ready', module } }),
      (error: unknown) => current && setSettled({ loader, remote, attempt, state: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [loader, remote, attempt]);

  if (settled && settled.loader === loader && settled.remote === remote && settled.attempt === attempt) return settled.state;
  const loaded = loader.peek(remote);
  return loaded ? { status: 'ready', module: loaded } : { status: 'loading' };
}
