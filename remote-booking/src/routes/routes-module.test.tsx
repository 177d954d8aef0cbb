import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi } from '@venue/api';
import { authStore } from '@venue/auth-store';
import { registerTranslationLoaders, setLanguage } from '@venue/i18n';
import { expectCompleteTranslations, loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider } from '@venue/ui';
import { ROUTES, routesOf } from '@venue/routes';
import { bookingTranslations } from '../translations/all-languages';
import routesModule from './routes-module';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routesOf('booking').map((id) => {
            const Page = routesModule.pages[id];
            return <Route key={id} path={ROUTES[id].path} element={<Page />} />;
          })}
          <Route path="/your-account" element={<h1>Account</h1>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </UiProvider>,
  );
}

beforeAll(async () => {
  await registerTranslationLoaders('booking', routesModule.translations);
  await loadAllLanguages();
  setLanguage('pl');
});

afterEach(() => authStore.getState().logout());

describe('booking routes module', () => {
  it('is the booking remote with a page for every route it owns', () => {
    expect(routesModule.remote).toBe('booking');
    expect(Object.keys(routesModule.pages).sort()).toEqual([...routesOf('booking')].sort());
  });

  it('loads each language on its own, with the strings of the all-languages tree', async () => {
    for (const code of ['pl', 'en', 'uk'] as const) {
      await expect(routesModule.translations[code]()).resolves.toEqual(bookingTranslations[code]);
    }
  });

  it('has complete translations, with a title for every page', () => {
    expect(() => expectCompleteTranslations(bookingTranslations)).not.toThrow();
    for (const id of routesOf('booking'))
      for (const code of ['pl', 'en', 'uk'] as const) expect(bookingTranslations[code].title[id]).toBeTruthy();
  });

  it('shows the real heading, says the section is not available yet and who is signed in', () => {
    renderAt('/my-carnets');
    expect(screen.getByRole('heading', { level: 1, name: 'Moje karnety' })).toBeInTheDocument();
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
    act(() => authStore.getState().logout());
    expect(screen.getByText('Nie jesteś zalogowany.')).toBeInTheDocument();
  });

  it('navigates through the router it is given', async () => {
    renderAt('/my-carnets');
    await userEvent.click(screen.getByRole('link', { name: 'Przejdź do swojego konta' }));
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
  });

  it('keeps the reservation details route apart from the venue menu', async () => {
    // jsdom has no fetch; the page asks for the reservation and gets the backend's 404.
    const original = globalThis.fetch;
    const fetchMock = jest.fn(async (_input: string) => ({
      ok: false,
      status: 404,
      headers: { get: () => null },
      text: async () => JSON.stringify({ code: 'NOT_FOUND', message: 'Reservation 5 not found' }),
    }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    configureApi({ apiUrl: 'http://api.test/api', getToken: () => 'token' });
    try {
      renderAt('/reservation/12/details/5');
      expect(await screen.findByRole('heading', { level: 1, name: 'Szczegóły rezerwacji' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Nie znaleziono rezerwacji' })).toBeInTheDocument();
      expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/reservation\/single\/5$/);
      expect(screen.queryByRole('navigation', { name: 'Menu obiektu' })).not.toBeInTheDocument();
    } finally {
      globalThis.fetch = original;
    }
  });
});
