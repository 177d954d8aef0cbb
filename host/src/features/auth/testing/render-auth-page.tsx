import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { initI18n, registerTranslations } from '@venue/i18n';
import type { User } from '@venue/api';
import { UiProvider } from '@venue/ui';
import { authTranslations } from '../translations';

export async function setUpAuthTranslations(language: 'pl' | 'en' | 'uk' = 'pl'): Promise<void> {
  registerTranslations('auth', authTranslations);
  await initI18n().changeLanguage(language);
}

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders an auth page at `entry` inside the providers the host gives it, with stand-in targets. */
export function renderAuthPage(path: string, page: ReactElement, entry: string = path): RenderResult {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/your-account" element={<p>your account</p>} />
          <Route path="/complete-registration" element={<p>complete registration</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </UiProvider>,
  );
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 42,
    first_name: '',
    last_name: '',
    email: '',
    phone_number: '+48512345678',
    is_active: true,
    phone_verified: true,
    email_verified: false,
    marketing_consent: false,
    is_deleted: false,
    user_venue_profiles: [],
    trainer_venue_profiles: [],
    user_sport_skill: [],
    billing_info: null,
    children: [],
    ...overrides,
  };
}
