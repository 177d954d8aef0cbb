// Test helpers of the account page's sections (never imported by app code).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import type { User } from '@venue/api';
import { testUser } from '@venue/auth-store/testing';
import type { VenueSummary } from '@venue/api/schemas/venue';
import { UiProvider } from '@venue/ui';
import { SwrTestCache } from '@venue/ui/testing';
import { venuesKey } from '../api/venues';

import { VENUES as PAGE_VENUES } from './render-at';

export { setUpTranslations, signInAs } from './render-at';

/** A complete, schema-valid user with a confirmed e-mail and no venues yet. */
export function makeUser(overrides: Partial<User> = {}): User {
  return testUser({ phone_number: '+48500600700', email_verified: true, user_venue_profiles: [], ...overrides });
}

/** The first two of the page tests' venues: the sections' tests need a venue list, not three. */
export const VENUES: readonly VenueSummary[] = PAGE_VENUES.slice(0, 2);

export interface SectionSeed {
  /** The venue list already in the cache, as when the page has loaded it: no request, no loading state. */
  readonly venues?: readonly VenueSummary[];
}

function Seeded({ seed, children }: { readonly seed: SectionSeed; readonly children: ReactElement }) {
  if (!seed.venues) return children;
  return (
    <SWRConfig value={{ fallback: { [unstable_serialize(venuesKey())]: seed.venues }, revalidateOnMount: false }}>{children}</SWRConfig>
  );
}

function wrapped(element: ReactElement, url: string, seed: SectionSeed) {
  return (
    <SwrTestCache>
      <Seeded seed={seed}>
        <UiProvider>
          <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
        </UiProvider>
      </Seeded>
    </SwrTestCache>
  );
}

/**
 * Renders a section with the theme, translations, an empty data cache (or `seed`) and a router
 * at `url`; `rerender` keeps them.
 */
export function renderSection(element: ReactElement, url = '/your-account', seed: SectionSeed = {}) {
  const result = render(wrapped(element, url, seed));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrapped(next, url, seed)) };
}
