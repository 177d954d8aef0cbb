import { logout as revokeToken } from '@venue/api';
import { authStore, type AuthStore } from './auth-store';

/**
 * Ends the session everywhere: the local session is cleared at once (the user must never wait
 * for the network to be signed out), then the server revokes the token. A failed revocation
 * does not bring the session back.
 */
export async function signOut(store: AuthStore = authStore, revoke: () => Promise<void> = () => revokeToken()): Promise<void> {
  const hadToken = store.getState().token !== null;
  // Started before the local logout: the request reads the bearer token synchronously.
  const revocation = hadToken ? revoke() : Promise.resolve();
  store.getState().logout();
  await revocation.catch(() => undefined);
}
