import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initI18n, registerTranslations } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import type { User } from '@venue/api';
import { UiProvider } from '@venue/ui';
import { authTranslations } from '../translations';
import { testUser as baseTestUser } from '@venue/auth-store/testing';

export async function setUpAuthTranslations(language: 'pl' | 'en' | 'uk' = 'pl'): Promise<void> {
  await loadAllLanguages();
  registerTranslations('auth', authTranslations);
  await initI18n().changeLanguage(language);
}

function Location() {
  const location = useLocation();
  return (
    <>
      <div data-testid="location">{`${location.pathname}${location.search}`}</div>
      <div data-testid="location-state">{JSON.stringify(location.state ?? null)}</div>
    </>
  );
}

/** Where the page is opened: a path, or a path with navigation state (e.g. the guard's `{ from }`). */
export type AuthPageEntry = string | { readonly pathname: string; readonly search?: string; readonly state?: unknown };

/** Renders an auth page at `entry` inside the providers the host gives it, with stand-in targets. */
export function renderAuthPage(path: string, page: ReactElement, entry: AuthPageEntry = path): RenderResult {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/your-account" element={<p>your account</p>} />
          <Route path="/complete-registration" element={<p>complete registration</p>} />
          <Route path="*" element={<p>another page</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </UiProvider>,
  );
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The navigation state the current location was opened with. */
export function currentLocationState(): unknown {
  return JSON.parse(screen.getByTestId('location-state').textContent ?? 'null');
}

/** The auth store's test user as a fresh sign-in: no name or e-mail yet, at no venue. */
export function testUser(overrides: Partial<User> = {}): User {
  return baseTestUser({
    id: 42,
    first_name: '',
    last_name: '',
    email: '',
    phone_number: '+48512345678',
    user_venue_profiles: [],
    ...overrides,
  });
}
