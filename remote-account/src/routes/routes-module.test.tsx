import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authStore } from '@venue/auth-store';
import { registerTranslationLoaders, setLanguage } from '@venue/i18n';
import { expectCompleteTranslations, loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider } from '@venue/ui';
import { ROUTES, routesOf } from '@venue/routes';
import { accountTranslations } from '../translations/all-languages';
import { ACCOUNT_PAGE_PARTS } from '../translations/page-parts';
import routesModule from './routes-module';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routesOf('account').map((id) => {
            const Page = routesModule.pages[id];
            return <Route key={id} path={ROUTES[id].path} element={<Page />} />;
          })}
          <Route path="/my-reservations" element={<h1>Target page</h1>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </UiProvider>,
  );
}

beforeAll(async () => {
  await registerTranslationLoaders('account', routesModule.translations);
  await loadAllLanguages();
  setLanguage('pl');
});

afterEach(() => authStore.getState().logout());

describe('account routes module', () => {
  it('is the account remote with a page for every route it owns', () => {
    expect(routesModule.remote).toBe('account');
    expect(Object.keys(routesModule.pages).sort()).toEqual([...routesOf('account')].sort());
  });

  it('loads each language on its own: the namespace and the page parts make up the all-languages tree', async () => {
    for (const code of ['pl', 'en', 'uk'] as const) {
      const namespace = await routesModule.translations[code]();
      const parts = await Promise.all(
        Object.entries(ACCOUNT_PAGE_PARTS).map(async ([part, loaders]) => [part, await loaders[code]()] as const),
      );
      // A first visit's chunk leaves the link-only pages' strings out.
      for (const [part] of parts) expect(namespace).not.toHaveProperty(part);
      expect({ ...namespace, ...Object.fromEntries(parts) }).toEqual(accountTranslations[code]);
    }
  });

  it('fetches a link-only page together with its strings, in the language shown', async () => {
    renderAt('/dump-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuń konto' })).toBeInTheDocument();
    expect(await screen.findByText(accountTranslations.pl.dumpAccount.intro)).toBeInTheDocument();
  });

  it('has complete translations, with a title for every page', () => {
    expect(() => expectCompleteTranslations(accountTranslations)).not.toThrow();
    for (const id of routesOf('account')) {
      for (const code of ['pl', 'en', 'uk'] as const) expect(accountTranslations[code].title[id]).toBeTruthy();
    }
  });

  it('shows the real heading, says the section is not available yet and who is signed in', () => {
    renderAt('/statistics');
    expect(screen.getByRole('heading', { level: 1, name: 'Statystyki' })).toBeInTheDocument();
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
    renderAt('/statistics');
    await userEvent.click(screen.getByRole('link', { name: 'Zobacz swoje rezerwacje' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/my-reservations');
  });
});
