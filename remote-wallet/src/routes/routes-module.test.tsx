import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { authStore } from '@venue/auth-store';
import { registerTranslationLoaders, setLanguage } from '@venue/i18n';
import { expectCompleteTranslations, loadAllLanguages } from '@venue/i18n/testing';
import { ROUTES, routesOf, type TranslationTree } from '@venue/routes';
import { UiProvider } from '@venue/ui';
import { SwrTestCache } from '@venue/ui/src/testing/swr-test-cache';
import { getWallet, listTransactions, listWithdrawals } from '../api/wallet';
import { makeUser, makeWallet, pageOf, signInAs } from '../testing/render-wallet';
import { walletTranslations } from '../translations/all-languages';
import routesModule from './routes-module';

jest.mock('../api/wallet', () => ({
  ...jest.requireActual<typeof import('../api/wallet')>('../api/wallet'),
  getWallet: jest.fn(),
  listTransactions: jest.fn(),
  listWithdrawals: jest.fn(),
}));

// The contract of RemoteRoutesModule, as `describeRoutesModule` (@venue/federation/testing) checks
// it for remotes that still have a placeholder page; the wallet has none left to show.
const LANGUAGES = ['pl', 'en', 'uk'] as const;

function renderRoute(path: string) {
  return render(
    <SwrTestCache>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {routesOf('wallet').map((id) => {
              const Page: ComponentType = routesModule.pages[id];
              return <Route key={id} path={ROUTES[id].path} element={<Page />} />;
            })}
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </SwrTestCache>,
  );
}

beforeAll(async () => {
  await registerTranslationLoaders('wallet', routesModule.translations);
  await loadAllLanguages();
  setLanguage('pl');
});
afterEach(() => authStore.getState().logout());

describe('wallet routes module', () => {
  it('is the wallet remote with a page for every route it owns', () => {
    expect(routesModule.remote).toBe('wallet');
    expect(Object.keys(routesModule.pages).sort()).toEqual([...routesOf('wallet')].sort());
  });

  it('loads each language on its own, with the strings of the all-languages tree', async () => {
    for (const code of LANGUAGES) {
      await expect(routesModule.translations[code]()).resolves.toEqual(walletTranslations[code]);
    }
  });

  it('has complete translations, with a title for every page', () => {
    expect(() => expectCompleteTranslations(walletTranslations)).not.toThrow();
    for (const id of routesOf('wallet')) {
      for (const code of LANGUAGES) {
        const titles = (walletTranslations[code] as TranslationTree).title;
        expect(typeof titles === 'object' ? titles[id] : undefined).toBeTruthy();
      }
    }
  });

  it('shows the wallet page at /wallet through the router it is given', async () => {
    jest.mocked(getWallet).mockResolvedValue(makeWallet(11000));
    jest.mocked(listTransactions).mockResolvedValue(pageOf([]));
    jest.mocked(listWithdrawals).mockResolvedValue([]);
    signInAs(makeUser());
    renderRoute('/wallet');
    expect(screen.getByRole('heading', { level: 1, name: 'Portfel' })).toBeInTheDocument();
    expect(await screen.findByText('110,00 zł')).toBeInTheDocument();
  });
});
