import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authStore } from '@venue/auth-store';
import { registerTranslationLoaders, setLanguage } from '@venue/i18n';
import { expectCompleteTranslations, loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider } from '@venue/ui';
import { ROUTES, routesOf } from '@venue/routes';
import { walletTranslations } from '../translations/all-languages';
import routesModule from './routes-module';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routesOf('wallet').map((id) => {
            const Page = routesModule.pages[id];
            return <Route key={id} path={ROUTES[id].path} element={<Page />} />;
          })}
          <Route path="/your-account" element={<h1>Target page</h1>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </UiProvider>,
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
    for (const code of ['pl', 'en', 'uk'] as const) {
      await expect(routesModule.translations[code]()).resolves.toEqual(walletTranslations[code]);
    }
  });

  it('has complete translations, with a title for every page', () => {
    expect(() => expectCompleteTranslations(walletTranslations)).not.toThrow();
    for (const id of routesOf('wallet')) {
      for (const code of ['pl', 'en', 'uk'] as const) expect(walletTranslations[code].title[id]).toBeTruthy();
    }
  });

  it('shows the real heading, says the section is not available yet and who is signed in', () => {
    renderAt('/wallet');
    expect(screen.getByRole('heading', { level: 1, name: 'Portfel' })).toBeInTheDocument();
    expect(screen.getByText('Ta sekcja nie jest jeszcze dostępna.')).toBeInTheDocument();
    expect(screen.getByText('Nie jesteś zalogowany.')).toBeInTheDocument();
    act(() =>
      authStore.getState().setSession('token', {
        id: 1,
        first_name: 'Anna',
        last_name: 'Nowak',
        email: 'anna@example.com',
        phone_number: '+48500600700',
        is_active: true,
        phone_verified: true,
        email_verified: true,
        marketing_consent: false,
        is_deleted: false,
        user_venue_profiles: [],
        trainer_venue_profiles: [],
        user_sport_skill: [],
        billing_info: null,
        children: [],
      }),
    );
    expect(screen.getByText('Zalogowano jako Anna.')).toBeInTheDocument();
  });

  it('navigates through the router it is given', async () => {
    renderAt('/wallet');
    await userEvent.click(screen.getByRole('link', { name: 'Przejdź do swojego konta' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/your-account');
  });
});
