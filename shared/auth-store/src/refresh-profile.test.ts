import { ApiError, configureApi } from '@venue/api';
import { readTokenCookie, clearTokenCookie } from './auth-cookie';
import { authStore, createAuthStore, getAuthToken } from './auth-store';
import { createProfileRefresher, refreshProfile } from './refresh-profile';
import { fakeResponse, testUser } from './test-user';
import type { User } from '@venue/api';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createProfileRefresher', () => {
  let clock = 0;
  const now = () => clock;

  beforeEach(() => {
    clock = 10_000;
    localStorage.clear();
    clearTokenCookie();
  });

  it('does not call the API when signed out', async () => {
    const fetchProfile = jest.fn<Promise<User>, []>();
    const refresh = createProfileRefresher({ store: createAuthStore(), fetchProfile, now });
    await expect(refresh()).resolves.toEqual({ ok: false, reason: 'signed-out' });
    expect(fetchProfile).not.toHaveBeenCalled();
  });

  it('stores the fresh profile', async () => {
    const store = createAuthStore();
    store.getState().setSession('tok', testUser());
    const fresh = testUser({ first_name: 'Ewa' });
    const refresh = createProfileRefresher({ store, fetchProfile: async () => fresh, now });
    await expect(refresh()).resolves.toEqual({ ok: true, user: fresh });
    expect(store.getState().user).toEqual(fresh);
    expect(localStorage.getItem('user')).toContain('Ewa');
  });

  it('answers from the cache for one second', async () => {
    const store = createAuthStore();
    store.getState().setSession('tok', testUser());
    const fetchProfile = jest.fn(async () => testUser());
    const refresh = createProfileRefresher({ store, fetchProfile, now });

    await refresh();
    clock += 999;
    await expect(refresh()).resolves.toMatchObject({ ok: true });
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    clock += 1;
    await refresh();
    expect(fetchProfile).toHaveBeenCalledTimes(2);
  });

  it('does not serve the cache to a different session', async () => {
    const store = createAuthStore();
    store.getState().setSession('tok-a', testUser());
    const fetchProfile = jest.fn(async () => testUser());
    const refresh = createProfileRefresher({ store, fetchProfile, now });
    await refresh();
    store.getState().setSession('tok-b', testUser({ id: 8 }));
    await refresh();
    expect(fetchProfile).toHaveBeenCalledTimes(2);
  });

  it('shares one request among concurrent callers', async () => {
    const store = createAuthStore();
    store.getState().setSession('tok', testUser());
    const answer = deferred<User>();
    const fetchProfile = jest.fn(() => answer.promise);
    const refresh = createProfileRefresher({ store, fetchProfile, now });

    const calls = [refresh(), refresh(), refresh()];
    answer.resolve(testUser());
    const results = await Promise.all(calls);
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    expect(results.every((result) => result.ok)).toBe(true);
  });

  it.each([
    ['a 401', new ApiError({ kind: 'http', status: 401, code: 'UNAUTHORIZED' })],
    ['a 404', new ApiError({ kind: 'http', status: 404 })],
    ['an answer that is not a profile', new ApiError({ kind: 'invalid-response', status: 200 })],
  ])('logs out and reports the failure when the server refuses the session (%s)', async (_name, error) => {
    const store = createAuthStore();
    store.getState().setSession('tok', testUser());
    const refresh = createProfileRefresher({ store, fetchProfile: async () => Promise.reject(error), now });

    await expect(refresh()).resolves.toEqual({ ok: false, reason: 'failed', error });
    expect(store.getState()).toMatchObject({ token: null, user: null, sessionExpired: true });
    expect(readTokenCookie()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it.each([
    ['no connection', new ApiError({ kind: 'network' })],
    ['a request dropped while leaving the page', new ApiError({ kind: 'cancel' })],
    ['a timeout', new ApiError({ kind: 'timeout' })],
    ['a busy server', new ApiError({ kind: 'http', status: 503, code: 'SERVICE_BUSY' })],
  ])('keeps the session and reports it unavailable after %s, then loads on retry', async (_name, error) => {
    const store = createAuthStore();
    store.getState().setSession('tok', testUser());
    const fresh = testUser({ last_name: 'Nowak' });
    const fetchProfile = jest.fn<Promise<User>, []>().mockRejectedValueOnce(error).mockResolvedValueOnce(fresh);
    const refresh = createProfileRefresher({ store, fetchProfile, now });

    await expect(refresh()).resolves.toEqual({ ok: false, reason: 'unavailable', error });
    expect(store.getState().token).toBe('tok');
    expect(readTokenCookie()).toBe('tok');
    await expect(refresh()).resolves.toEqual({ ok: true, user: fresh });
  });

  it('does not bring back a session that ended while the request ran', async () => {
    const store = createAuthStore();
    store.getState().setSession('tok', testUser());
    const answer = deferred<User>();
    const refresh = createProfileRefresher({ store, fetchProfile: () => answer.promise, now });
    const pending = refresh();
    store.getState().logout();
    answer.resolve(testUser());
    await expect(pending).resolves.toEqual({ ok: false, reason: 'signed-out' });
    expect(store.getState().user).toBeNull();
  });
});

describe('refreshProfile', () => {
  it('loads GET /auth/me with the session token into the app store', async () => {
    const fresh = testUser({ last_name: 'Kowalska' });
    const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => fakeResponse(200, fresh));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    configureApi({ apiUrl: 'http://api.test/api', getToken: getAuthToken });
    authStore.getState().setSession('tok-app', testUser());

    await expect(refreshProfile()).resolves.toEqual({ ok: true, user: fresh });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/users/auth/me');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-app');
    expect(authStore.getState().user?.last_name).toBe('Kowalska');
  });
});
