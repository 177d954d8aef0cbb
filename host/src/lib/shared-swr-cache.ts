// The SWR cache the remotes fill through the host's swr singleton. The host itself loads no
// data with swr, so swr is downloaded only when a remote first asks for it.
import type { AuthStore } from '@venue/auth-store';

type Swr = typeof import('swr');

let swr: Promise<Swr> | null = null;

/** swr, downloaded once: the one instance every remote shares (the host provides it). */
export function loadSwr(): Promise<Swr> {
  swr ??= import(/* webpackChunkName: "swr" */ 'swr');
  return swr;
}

/**
 * Forgets every answer cached by any app: the user they belonged to is gone. Nothing is shown
 * from the old answers; what is still on screen once the guards have moved off private pages
 * (a venue's public tabs, say) asks again on the next task, so it does not wait on a skeleton.
 * Nothing to forget while no remote has used swr.
 */
export async function clearSharedSwrCache(): Promise<void> {
  if (swr === null) return;
  const { mutate } = await swr;
  await mutate(() => true, undefined, { revalidate: false });
  // Without data, mutate only revalidates keys that a mounted component still uses.
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  await mutate(() => true);
}

/**
 * Clears the cache whenever the session ends or changes hands, whichever way: the logout
 * button, a failed profile refresh, a 401, a deleted account, another tab. Returns the
 * unsubscribe.
 */
export function clearSharedSwrCacheOnLogout(store: AuthStore): () => void {
  return store.subscribe((state, previous) => {
    if (previous.token !== null && state.token !== previous.token) void clearSharedSwrCache();
  });
}
