import { createStore, type StoreApi } from 'zustand';
import type { User } from '@venue/api';
import { clearTokenCookie, readTokenCookie, writeTokenCookie } from './auth-cookie';
import { USER_STORAGE_KEY, clearStoredUser, parseStoredUser, readStoredUser, writeStoredUser } from './stored-user';

export interface AuthState {
  /** Bearer token for the users base; null when signed out. */
  readonly token: string | null;
  /** The last known profile; null when signed out or not loaded yet. */
  readonly user: User | null;
  /** Stores a fresh sign-in: token in the cookie, user in localStorage. */
  readonly setSession: (token: string, user: User) => void;
  /** Replaces the profile after a refresh or an edit. */
  readonly setUser: (user: User) => void;
  /**
   * The last session was ended by the server refusing it (a 401, a refused profile load), not by
   * the user: the login page says "your session has expired". Cleared by the next sign-in.
   */
  readonly sessionExpired: boolean;
  /**
   * Forgets the session locally: cookie and stored user are cleared, subscribers are told at once.
   * `'expired'` when the server refused the session (sets `sessionExpired` if there was one).
   */
  readonly logout: (reason?: LogoutReason) => void;
}

/** Why a session ends: the user signed out (default), or the server no longer accepts it. */
export type LogoutReason = 'signed-out' | 'expired';

export type AuthStore = StoreApi<AuthState>;

function readPersistedSession(): Pick<AuthState, 'token' | 'user'> {
  const token = readTokenCookie();
  const user = readStoredUser();
  if (!token) {
    // A user without a token is a leftover of an interrupted logout; it must not look signed in.
    if (user) clearStoredUser();
    return { token: null, user: null };
  }
  return { token, user };
}

/**
 * Builds a store over the cookie and localStorage. The app uses the one `authStore` below; tests
 * build their own.
 */
export function createAuthStore(): AuthStore {
  const store = createStore<AuthState>()((set, get) => ({
    ...readPersistedSession(),
    sessionExpired: false,
    setSession: (token, user) => {
      writeTokenCookie(token);
      writeStoredUser(user);
      set({ token, user, sessionExpired: false });
    },
    setUser: (user) => {
      writeStoredUser(user);
      set({ user });
    },
    logout: (reason = 'signed-out') => {
      // Only a session that was there can expire; a stray 401 while signed out keeps what was said.
      const sessionExpired = reason === 'expired' && (get().token !== null || get().sessionExpired);
      clearTokenCookie();
      clearStoredUser();
      set({ token: null, user: null, sessionExpired });
    },
  }));

  if (typeof window !== 'undefined') {
    // Another tab logging in or out changes the shared cookie and localStorage; follow it here.
    window.addEventListener('storage', (event) => {
      if (event.key !== null && event.key !== USER_STORAGE_KEY) return;
      const user = parseStoredUser(event.key === null ? null : event.newValue);
      const token = readTokenCookie();
      if (!user || !token) {
        if (store.getState().token !== null || store.getState().user !== null) store.setState({ token: null, user: null });
        return;
      }
      store.setState({ token, user });
    });
  }
  return store;
}

/** The one auth store of the page; a federation singleton shared by the host and every remote. */
export const authStore: AuthStore = createAuthStore();

/** For the API client's `getToken`. */
export function getAuthToken(): string | null {
  return authStore.getState().token;
}

export function isSignedIn(state: Pick<AuthState, 'token'>): boolean {
  return state.token !== null;
}
