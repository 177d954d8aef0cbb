import { getMe, type User } from '@venue/api';
import { authStore, type AuthStore } from './auth-store';

/** Spec §9: the profile is fetched at most once a second, however many guards ask. */
export const PROFILE_CACHE_MS = 1000;

export type RefreshProfileResult =
  | { readonly ok: true; readonly user: User }
  | { readonly ok: false; readonly reason: 'signed-out' }
  | { readonly ok: false; readonly reason: 'failed'; readonly error: unknown };

export interface ProfileRefresherOptions {
  readonly store: AuthStore;
  readonly fetchProfile: () => Promise<User>;
  readonly now?: () => number;
}

/**
 * Reloads the signed-in user's profile. Answers from a cache for one second, shares one request
 * among concurrent callers, and on any failure logs out (spec §4: a failed profile load ends the
 * session) and reports it, so the caller can tell the user and go to /login.
 */
export function createProfileRefresher({ store, fetchProfile, now = Date.now }: ProfileRefresherOptions) {
  let cached: { token: string; at: number } | null = null;
  let inFlight: { token: string; promise: Promise<RefreshProfileResult> } | null = null;

  return function refreshProfile(): Promise<RefreshProfileResult> {
    const { token, user } = store.getState();
    if (!token) return Promise.resolve({ ok: false, reason: 'signed-out' });
    if (cached && cached.token === token && user && now() - cached.at < PROFILE_CACHE_MS) {
      return Promise.resolve({ ok: true, user });
    }
    if (inFlight && inFlight.token === token) return inFlight.promise;

    const promise = fetchProfile().then(
      (fresh): RefreshProfileResult => {
        // A logout or another sign-in while the request ran makes this answer stale.
        if (store.getState().token !== token) return { ok: false, reason: 'signed-out' };
        store.getState().setUser(fresh);
        cached = { token, at: now() };
        return { ok: true, user: fresh };
      },
      (error: unknown): RefreshProfileResult => {
        cached = null;
        if (store.getState().token === token) store.getState().logout();
        return { ok: false, reason: 'failed', error };
      },
    );
    const entry = { token, promise };
    inFlight = entry;
    void promise.finally(() => {
      if (inFlight === entry) inFlight = null;
    });
    return promise;
  };
}

/** Refreshes the profile in the app's auth store via `GET /auth/me`. */
export const refreshProfile = createProfileRefresher({ store: authStore, fetchProfile: () => getMe() });
