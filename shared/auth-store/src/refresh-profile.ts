import { getMe, isApiError, type User } from '@venue/api';
import { authStore, type AuthStore } from './auth-store';

/** Spec §9: the profile is fetched at most once a second, however many guards ask. */
export const PROFILE_CACHE_MS = 1000;

export type RefreshProfileResult =
  | { readonly ok: true; readonly user: User }
  | { readonly ok: false; readonly reason: 'signed-out' }
  | { readonly ok: false; readonly reason: 'failed'; readonly error: unknown }
  | { readonly ok: false; readonly reason: 'unavailable'; readonly error: unknown };

export interface ProfileRefresherOptions {
  readonly store: AuthStore;
  readonly fetchProfile: () => Promise<User>;
  readonly now?: () => number;
}

/**
 * Whether a failed profile load says the session is over. Spec §4 ends the session on a failed
 * profile load; we read that as the server refusing it (a 4xx, or an answer that is not a
 * profile). No answer at all (offline, timeout, a request the browser dropped because the page
 * was being left) or a server error (5xx: busy, restarting) says nothing about the session, and
 * logging out then would sign players out for leaving a page while a check was in flight.
 */
export function endsSession(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'invalid-response') return true;
  return error.kind === 'http' && error.status !== null && error.status < 500;
}

/**
 * Reloads the signed-in user's profile. Answers from a cache for one second, shares one request
 * among concurrent callers. When the server refuses the session it logs out and reports
 * `failed`, so the caller can tell the user and go to /login; when the profile could not be
 * loaded for any other reason it keeps the session and reports `unavailable`, to be retried.
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
        if (!endsSession(error)) return { ok: false, reason: 'unavailable', error };
        if (store.getState().token === token) store.getState().logout('expired');
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
