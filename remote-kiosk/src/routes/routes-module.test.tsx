import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authStore } from '@venue/auth-store';
import { registerTranslationLoaders, setLanguage } from '@venue/i18n';
import { expectCompleteTranslations, loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider } from '@venue/ui';
import { ROUTES, routesOf } from '@venue/routes';
import { kioskTranslations } from '../translations/all-languages';
import routesModule from './routes-module';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {routesOf('kiosk').map((id) => {
            const Page = routesModule.pages[id];
            return <Route key={id} path={ROUTES[id].path} element={<Page />} />;
          })}
          <Route path="/get-mobile-app" element={<h1>Target page</h1>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </UiProvider>,
  );
}

beforeAll(async () => {
  await registerTranslationLoaders('kiosk', routesModule.translations);
  await loadAllLanguages();
  setLanguage('pl');
});

afterEach(() => authStore.getState().logout());

describe('kiosk routes module', () => {
  it('is the kiosk remote with a page for every route it owns', () => {
    expect(routesModule.remote).toBe('kiosk');
    expect(Object.keys(routesModule.pages).sort()).toEqual([...routesOf('kiosk')].sort());
  });

  it('loads each language on its own, with the strings of the all-languages tree', async () => {
    for (const code of ['pl', 'en', 'uk'] as const) {
      await expect(routesModule.translations[code]()).resolves.toEqual(kioskTranslations[code]);
    }
  });

  it('has complete translations, with a title for every page', () => {
    expect(() => expectCompleteTranslations(kioskTranslations)).not.toThrow();
    for (const id of routesOf('kiosk')) {
      for (const code of ['pl', 'en', 'uk'] as const) expect(kioskTranslations[code].title[id]).toBeTruthy();
    }
  });

  it('shows the real heading, says the section is not available yet and who is signed in', () => {
    renderAt('/self-checkout/1');
    expect(screen.getByRole('heading', { level: 1, name: 'Kiosk samoobsługowy' })).toBeInTheDocument();
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
    renderAt('/self-checkout/1');
    await userEvent.click(screen.getByRole('link', { name: 'Pobierz aplikację mobilną' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/get-mobile-app');
  });

  it('self-checkout keeps an optional reservation id in its path', () => {
    renderAt('/self-checkout/1/0b7e9d5a-1b2c-4d3e-9f00-000000000001');
    expect(screen.getByRole('heading', { level: 1, name: 'Kiosk samoobsługowy' })).toBeInTheDocument();
  });
});
