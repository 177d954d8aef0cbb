import { configureApi } from '@venue/api';
import { clearTokenCookie, readTokenCookie } from './auth-cookie';
import { authStore, createAuthStore, getAuthToken } from './auth-store';
import { signOut } from './sign-out';
import { fakeResponse, testUser } from './test-user';

describe('signOut', () => {
  beforeEach(() => {
    localStorage.clear();
    clearTokenCookie();
  });

  it('revokes the token with the token still attached, then clears the session', async () => {
    const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => fakeResponse(204));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    configureApi({ apiUrl: 'http://api.test/api', getToken: getAuthToken });
    authStore.getState().setSession('tok-out', testUser());

    await signOut();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/users/auth/logout');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-out');
    expect(authStore.getState().token).toBeNull();
    expect(readTokenCookie()).toBeNull();
  });

  it('clears the local session even when the server cannot be reached', async () => {
    const store = createAuthStore();
    store.getState().setSession('tok', testUser());
    await expect(signOut(store, () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ token: null, user: null });
  });

  it('does not call the server when already signed out', async () => {
    const revoke = jest.fn(async () => undefined);
    await signOut(createAuthStore(), revoke);
    expect(revoke).not.toHaveBeenCalled();
  });
});
