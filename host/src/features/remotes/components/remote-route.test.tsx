import { act, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '@venue/i18n';
import { UiProvider } from '@venue/ui';
import type { RemoteRoutesModule } from '@venue/routes';
import { fakeRuntime, remoteModule, setUpHostTranslations } from '../../../testing/render-host';
import { RemoteLoaderContext } from '../remote-loader-context';
import { createRemoteLoader, registerRemoteTranslations, type RemoteLoader } from '../remote-loader';
import { RemoteRoute } from './remote-route';
import { RemoteContractVersionError } from '../remote-contract-version';
import { recordRemoteRelease } from '../../../lib/remote-releases';

function walletModule(Page: ComponentType): RemoteRoutesModule<'wallet'> {
  const strings = async () => ({ title: { wallet: 'Portfel' } });
  return { remote: 'wallet', translations: { pl: strings, en: strings, uk: strings }, pages: { wallet: Page } };
}

function renderRoute(loader: RemoteLoader) {
  return render(
    <UiProvider>
      <RemoteLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={['/wallet']}>
          <RemoteRoute remote="wallet" routeId="wallet" />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </UiProvider>,
  );
}

beforeAll(setUpHostTranslations);

describe('RemoteRoute', () => {
  it('renders the remote page and registers the remote translations', async () => {
    const runtime = fakeRuntime({ wallet: remoteModule(walletModule(() => <h1>Wallet page</h1>)) });
    const onLoaded = jest.fn((module: { remote: string }) => {
      i18n.addResourceBundle('pl', module.remote, { ok: 'yes' });
    });
    renderRoute(createRemoteLoader(runtime, onLoaded));
    expect(await screen.findByRole('heading', { name: 'Wallet page' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('wallet/routes');
    expect(onLoaded).toHaveBeenCalledWith(expect.objectContaining({ remote: 'wallet' }));
  });

  it('shows a localized fallback when the remote cannot be loaded, and retry really loads again', async () => {
    let up = false;
    const runtime = fakeRuntime({
      wallet: () => (up ? remoteModule(walletModule(() => <h1>Wallet page</h1>))() : Promise.reject(new Error('manifest unreachable'))),
    });
    renderRoute(createRemoteLoader(runtime, () => undefined));

    expect(await screen.findByRole('heading', { name: 'Nie udało się załadować tej sekcji' })).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));

    expect(await screen.findByRole('heading', { name: 'Wallet page' })).toBeInTheDocument();
    expect(runtime.reset).toHaveBeenCalledWith('wallet');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it("marks the remote's area with its name and the version its manifest named", async () => {
    recordRemoteRelease('wallet', '2.1.0', 'https://wallet.example/remoteEntry.js');
    const runtime = fakeRuntime({ wallet: remoteModule(walletModule(() => <h1>Wallet page</h1>)) });
    renderRoute(createRemoteLoader(runtime, () => undefined));
    const heading = await screen.findByRole('heading', { name: 'Wallet page' });
    expect(heading.closest('[data-remote="wallet"]')).toHaveAttribute('data-remote-version', '2.1.0');
  });

  it('shows the localized fallback, not a crash, for a remote built against another contract version', async () => {
    const runtime = fakeRuntime({
      wallet: () => Promise.reject(new RemoteContractVersionError('wallet', '9.0.0', 2, 'https://wallet.example/mf-manifest.json')),
    });
    renderRoute(createRemoteLoader(runtime, () => undefined));
    expect(await screen.findByRole('heading', { name: 'Nie udało się załadować tej sekcji' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote strings cannot be fetched, and retry fetches them again', async () => {
    let stringsUp = false;
    const strings = jest.fn(async () => {
      if (!stringsUp) throw new Error('chunk wallet-strings-pl unreachable');
      return { title: { wallet: 'Portfel' } };
    });
    const module: RemoteRoutesModule<'wallet'> = {
      remote: 'wallet',
      translations: { pl: strings, en: strings, uk: strings },
      pages: { wallet: () => <h1>Wallet page</h1> },
    };
    const runtime = fakeRuntime({ wallet: remoteModule(module) });
    renderRoute(createRemoteLoader(runtime, registerRemoteTranslations));

    expect(await screen.findByRole('heading', { name: 'Nie udało się załadować tej sekcji' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Wallet page' })).not.toBeInTheDocument();
    stringsUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));

    expect(await screen.findByRole('heading', { name: 'Wallet page' })).toBeInTheDocument();
    expect(i18n.getResource('pl', 'wallet', 'title.wallet')).toBe('Portfel');
    expect(runtime.reset).toHaveBeenCalledWith('wallet');
    expect(strings).toHaveBeenCalledTimes(2);
  });

  it('keeps a page that throws while rendering inside its own area', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed');
      return <h1>Wallet page</h1>;
    }
    const runtime = fakeRuntime({ wallet: remoteModule(walletModule(Flaky)) });
    render(
      <UiProvider>
        <RemoteLoaderContext.Provider value={createRemoteLoader(runtime, () => undefined)}>
          <MemoryRouter>
            <p>Shell stays</p>
            <RemoteRoute remote="wallet" routeId="wallet" />
          </MemoryRouter>
        </RemoteLoaderContext.Provider>
      </UiProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Nie udało się załadować tej sekcji' })).toBeInTheDocument();
    expect(screen.getByText('Shell stays')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { name: 'Wallet page' })).toBeInTheDocument();
    expect(runtime.reset).toHaveBeenCalledWith('wallet');
    jest.mocked(console.error).mockRestore();
  });

  it('rejects a module that breaks the routes contract', async () => {
    const runtime = fakeRuntime({ wallet: () => Promise.resolve({ default: { remote: 'booking', pages: {} } }) });
    renderRoute(createRemoteLoader(runtime, () => undefined));
    expect(await screen.findByRole('heading', { name: 'Nie udało się załadować tej sekcji' })).toBeInTheDocument();
  });

  it('shows the fallback in the current language', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderRoute(createRemoteLoader(fakeRuntime({}), () => undefined));
    expect(await screen.findByRole('heading', { name: 'This section could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('pl'));
  });
});

describe('createRemoteLoader', () => {
  it('shares one load per remote until it is forgotten', async () => {
    const runtime = fakeRuntime({ wallet: remoteModule(walletModule(() => <p>x</p>)) });
    const loader = createRemoteLoader(runtime, () => undefined);
    await Promise.all([loader.load('wallet'), loader.load('wallet')]);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(loader.peek('wallet')?.remote).toBe('wallet');
    loader.forget('wallet');
    expect(loader.peek('wallet')).toBeUndefined();
    await waitFor(() => loader.load('wallet'));
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});
