import { act, render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { useStore } from 'zustand';
import { createAuthStore, type AuthStore } from '@venue/auth-store';
import { testUser } from '@venue/auth-store/testing';
import { clearSharedSwrCacheOnLogout, loadSwr } from './shared-swr-cache';

/** A remote's page: reads an answer through the shared swr's global cache. */
function Answer({ user, fetcher }: { readonly user: string; readonly fetcher: () => Promise<string> }) {
  const { data } = useSWR(['account', 'wallet', user], fetcher);
  return <p>{data ?? 'nothing cached'}</p>;
}

/** A private page behind a guard: gone in the same update that ends the session. */
function Guarded({ store, fetcher }: { readonly store: AuthStore; readonly fetcher: () => Promise<string> }) {
  const token = useStore(store, (state) => state.token);
  return token === null ? <p>signed out</p> : <Answer user="guarded" fetcher={fetcher} />;
}

describe('clearSharedSwrCacheOnLogout', () => {
  it('forgets what remotes cached when the session ends; a page still on screen asks again', async () => {
    const store = createAuthStore();
    store.getState().setSession('token-of-ada', testUser());
    const unsubscribe = clearSharedSwrCacheOnLogout(store);
    // A remote asked the host for swr, which is the copy this test imports.
    await loadSwr();
    const fetcher = jest.fn<Promise<string>, []>().mockResolvedValueOnce('Ada: 55,50 zł').mockResolvedValue('open 7–23');
    render(<Answer user="public-venue" fetcher={fetcher} />);
    expect(await screen.findByText('Ada: 55,50 zł')).toBeInTheDocument();

    await act(async () => store.getState().logout());
    // A public tab (the venue, its courses) does not wait on a skeleton after a sign-out.
    expect(await screen.findByText('open 7–23')).toBeInTheDocument();
    expect(screen.queryByText('Ada: 55,50 zł')).not.toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('does not ask again for a private page the guard has taken off screen', async () => {
    const store = createAuthStore();
    store.getState().setSession('token-of-ada', testUser());
    const unsubscribe = clearSharedSwrCacheOnLogout(store);
    await loadSwr();
    const fetcher = jest.fn(async () => 'Ada: 12,00 zł');
    render(<Guarded store={store} fetcher={fetcher} />);
    expect(await screen.findByText('Ada: 12,00 zł')).toBeInTheDocument();

    await act(async () => store.getState().logout());
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetcher).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('also when another account signs in over this one (another tab)', async () => {
    const store = createAuthStore();
    store.getState().setSession('token-of-ada', testUser());
    const unsubscribe = clearSharedSwrCacheOnLogout(store);
    await loadSwr();
    const fetcher = jest.fn<Promise<string>, []>().mockResolvedValueOnce('Ada: 10,00 zł').mockResolvedValue('Bob: 0,00 zł');
    render(<Answer user="ada-in-another-tab" fetcher={fetcher} />);
    expect(await screen.findByText('Ada: 10,00 zł')).toBeInTheDocument();

    await act(async () => store.getState().setSession('token-of-bob', testUser({ first_name: 'Bob' })));
    expect(await screen.findByText('Bob: 0,00 zł')).toBeInTheDocument();
    expect(screen.queryByText('Ada: 10,00 zł')).not.toBeInTheDocument();
    unsubscribe();
  });
});
