import { act } from '@testing-library/react';
import { clearTokenCookie, readTokenCookie, writeTokenCookie } from './auth-cookie';
import { createAuthStore } from './auth-store';
import { testUser } from './test-user';

function otherTabStorageEvent(key: string | null, newValue: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  });
}

describe('auth store', () => {
  beforeEach(() => {
    localStorage.clear();
    clearTokenCookie();
  });

  it('starts signed out with nothing stored', () => {
    expect(createAuthStore().getState()).toMatchObject({ token: null, user: null });
  });

  it('stores a session in the cookie and localStorage, and reads it back on the next load', () => {
    const user = testUser();
    createAuthStore().getState().setSession('tok-1', user);
    expect(readTokenCookie()).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);

    expect(createAuthStore().getState()).toMatchObject({ token: 'tok-1', user });
  });

  it('replaces the user with setUser', () => {
    const store = createAuthStore();
    store.getState().setSession('tok-1', testUser());
    store.getState().setUser(testUser({ first_name: 'Ewa' }));
    expect(store.getState().user?.first_name).toBe('Ewa');
    expect(localStorage.getItem('user')).toContain('"first_name":"Ewa"');
  });

  it.each([
    ['not JSON', '{"id":'],
    ['not a user', JSON.stringify({ id: 'x' })],
    ['an old shape', JSON.stringify({ ...testUser(), children: undefined })],
  ])('clears a stored user that is %s', (_label, raw) => {
    writeTokenCookie('tok-1');
    localStorage.setItem('user', raw);
    expect(createAuthStore().getState()).toMatchObject({ token: 'tok-1', user: null });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('drops a stored user left without a token', () => {
    localStorage.setItem('user', JSON.stringify(testUser()));
    expect(createAuthStore().getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logout clears cookie and storage and tells every subscriber at once', () => {
    const store = createAuthStore();
    store.getState().setSession('tok-1', testUser());
    const first = jest.fn();
    const second = jest.fn();
    store.subscribe(first);
    store.subscribe(second);

    store.getState().logout();

    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ token: null, user: null, sessionExpired: false });
    expect(readTokenCookie()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('remembers that the server ended the session, not the user, until the next sign-in', () => {
    const store = createAuthStore();
    store.getState().setSession('tok-1', testUser());
    store.getState().logout('expired');
    expect(store.getState()).toMatchObject({ token: null, sessionExpired: true });
    // A later stray 401 keeps it said; a sign-in clears it.
    store.getState().logout('expired');
    expect(store.getState().sessionExpired).toBe(true);
    store.getState().setSession('tok-2', testUser());
    expect(store.getState().sessionExpired).toBe(false);
  });

  it('says nothing expired when there was no session, or the user signed out', () => {
    const store = createAuthStore();
    store.getState().logout('expired');
    expect(store.getState().sessionExpired).toBe(false);
    store.getState().setSession('tok-1', testUser());
    store.getState().logout();
    expect(store.getState().sessionExpired).toBe(false);
  });

  it('logs this tab out when another tab logs out', () => {
    const store = createAuthStore();
    store.getState().setSession('tok-1', testUser());
    // What the other tab's logout left behind in the shared cookie jar and storage.
    clearTokenCookie();
    localStorage.removeItem('user');
    otherTabStorageEvent('user', null);
    expect(store.getState()).toMatchObject({ token: null, user: null });
  });

  it('logs this tab out when another tab clears all storage', () => {
    const store = createAuthStore();
    store.getState().setSession('tok-1', testUser());
    localStorage.clear();
    otherTabStorageEvent(null, null);
    expect(store.getState().token).toBeNull();
  });

  it('follows a sign-in made in another tab', () => {
    const store = createAuthStore();
    const user = testUser({ id: 9 });
    writeTokenCookie('tok-other');
    localStorage.setItem('user', JSON.stringify(user));
    otherTabStorageEvent('user', JSON.stringify(user));
    expect(store.getState()).toMatchObject({ token: 'tok-other', user });
  });

  it('ignores storage events of other keys', () => {
    const store = createAuthStore();
    store.getState().setSession('tok-1', testUser());
    otherTabStorageEvent('language', 'en');
    expect(store.getState().token).toBe('tok-1');
  });
});
