// Test helpers of the account page's sections (never imported by app code).
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '@venue/api';
import { testUser } from '@venue/auth-store/testing';
import type { VenueSummary } from '@venue/api/schemas/venue';
import { authStore } from '@venue/auth-store';
import { registerTranslations, setLanguage } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider, type Load } from '@venue/ui';
import { accountTranslations } from '../../translations/all-languages';

export async function setUpTranslations(): Promise<void> {
  await loadAllLanguages();
  registerTranslations('account', accountTranslations);
  setLanguage('pl');
}

/** A complete, schema-valid user with a confirmed e-mail and no venues yet. */
export function makeUser(overrides: Partial<User> = {}): User {
  return testUser({ phone_number: '+48500600700', email_verified: true, user_venue_profiles: [], ...overrides });
}

export function signInAs(user: User): void {
  act(() => authStore.getState().setSession('test-token', user));
}

function wrapped(element: ReactElement, url: string) {
  return (
    <UiProvider>
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </UiProvider>
  );
}

/** Renders a section with the theme, translations and a router at `url`; `rerender` keeps them. */
export function renderSection(element: ReactElement, url = '/your-account') {
  const result = render(wrapped(element, url));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrapped(next, url)) };
}

export const VENUES: readonly VenueSummary[] = [
  { id: 1, name: 'Squash Arena Warszawa', city: 'Warszawa', timezone: 'Europe/Warsaw', address: 'ul. Sportowa 1' },
  { id: 2, name: 'Kraków Tenis Club', city: 'Kraków', timezone: 'Europe/Warsaw', address: 'ul. Kortowa 2' },
];

/** A venues load in a given state, as the page hands it to sections. */
export function venuesLoad(
  state: Load<readonly VenueSummary[]>['state'] = { status: 'ready', data: VENUES },
  reload: () => void = () => undefined,
): Load<readonly VenueSummary[]> {
  return { state, reload, set: () => undefined, reloading: false };
}
