// Test helpers of the check-in, door, e-mail confirmation and deletion features (never imported by app code).
import type { ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@venue/api';
import { testUser } from '@venue/auth-store/testing';
import type { VenueSummary } from '@venue/api/schemas/venue';
import { authStore } from '@venue/auth-store';
import { registerTranslations, setLanguage } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider } from '@venue/ui';
import { SwrTestCache } from '@venue/ui/testing';
import { loadAccountTranslations } from '../translations/all-languages';

export async function setUpTranslations(): Promise<void> {
  await loadAllLanguages();
  registerTranslations('account', await loadAccountTranslations());
  setLanguage('pl');
}

/** A complete, schema-valid user with no venues yet. */
export function makeUser(overrides: Partial<User> = {}): User {
  return testUser({ phone_number: '+48500600700', user_venue_profiles: [], ...overrides });
}

/** A user with an active profile at each venue id. */
export function userAtVenues(...venueIds: number[]): User {
  return makeUser({
    user_venue_profiles: venueIds.map((venueId, index) => ({ id: 100 + index, venue_id: venueId, is_owner: false, is_active: true })),
  });
}

export function signInAs(user: User, token = 'test-token'): void {
  act(() => authStore.getState().setSession(token, user));
}

export const VENUES: VenueSummary[] = [
  {
    id: 1,
    name: 'Squash Arena Warszawa',
    city: 'Warszawa',
    timezone: 'Europe/Warsaw',
    address: 'ul. Sportowa 1',
    sport_types: [],
    opening_hours: [],
  },
  {
    id: 2,
    name: 'Kraków Tenis Club',
    city: 'Kraków',
    timezone: 'Europe/Warsaw',
    address: 'ul. Kortowa 2',
    sport_types: [],
    opening_hours: [],
  },
  { id: 3, name: 'Gdańsk Padel', city: 'Gdańsk', timezone: 'Europe/Warsaw', address: 'ul. Morska 3', sport_types: [], opening_hours: [] },
];

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function LoginStub() {
  const location = useLocation();
  return (
    <>
      <h1>Login page</h1>
      <p data-testid="login-state">{JSON.stringify(location.state)}</p>
    </>
  );
}

/** Renders `element` at `path`, with the current location in `getByTestId('location')` and a login page. */
export function renderAt(element: ReactElement, path = '/your-account', extraRoutes?: ReactNode) {
  const route = path.split('?')[0] ?? path;
  return render(
    <SwrTestCache>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="/login" element={<LoginStub />} />
            {route !== '/your-account' && <Route path="/your-account" element={<h1>Account page</h1>} />}
            {extraRoutes}
          </Routes>
          <Location />
        </MemoryRouter>
      </UiProvider>
    </SwrTestCache>,
  );
}
