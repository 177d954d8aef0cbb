import { act, render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { createAuthStore } from '@venue/auth-store';
import { testUser } from '@venue/auth-store/testing';
import { clearSharedSwrCacheOnLogout, loadSwr } from './shared-swr-cache';

/** A remote's page: reads the user's balance through the shared swr's global cache. */
function Balance({ user, fetcher }: { readonly user: string; readonly fetcher: () => Promise<string> }) {
  const { data } = useSWR(['account', 'wallet', user], fetcher);
  return <p>{data ?? 'nothing cached'}</p>;
}

describe('clearSharedSwrCacheOnLogout', () => {
  it('forgets what remotes cached when the session ends or changes hands, without asking again', async () => {
    const store = createAuthStore();
    store.getState().setSession('token-of-ada', testUser());
    const unsubscribe = clearSharedSwrCacheOnLogout(store);
    // A remote asked the host for swr, which is the copy this test imports.
    await loadSwr();
    const fetcher = jest.fn(async () => 'Ada: 55,50 zł');
    render(<Balance user="ada" fetcher={fetcher} />);
    expect(await screen.findByText('Ada: 55,50 zł')).toBeInTheDocument();

    await act(async () => store.getState().logout());
    expect(await screen.findByText('nothing cached')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);

    unsubscribe();
  });

  it('also when another account signs in over this one (another tab)', async () => {
    const store = createAuthStore();
    store.getState().setSession('token-of-ada', testUser());
    const unsubscribe = clearSharedSwrCacheOnLogout(store);
    await loadSwr();
    render(<Balance user="ada-in-another-tab" fetcher={async () => 'Ada: 10,00 zł'} />);
    expect(await screen.findByText('Ada: 10,00 zł')).toBeInTheDocument();

    await act(async () => store.getState().setSession('token-of-bob', testUser({ first_name: 'Bob' })));
    expect(await screen.findByText('nothing cached')).toBeInTheDocument();
    unsubscribe();
  });
});
