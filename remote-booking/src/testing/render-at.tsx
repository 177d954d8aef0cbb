// Test-only helpers of the booking remote: translations, and providers with a router around a screen.
import { configure, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { registerTranslations, setLanguage } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider } from '@venue/ui';
import { SwrTestCache } from '@venue/ui/testing';
import { loadBookingTranslations } from '../translations/all-languages';

export async function setUpTranslations(): Promise<void> {
  // The shared 2-core machine can be slow; waiting longer costs nothing when all is well.
  configure({ asyncUtilTimeout: 4000 });
  await loadAllLanguages();
  registerTranslations('booking', await loadBookingTranslations());
  setLanguage('pl');
}

/**
 * Where the router is: `getByTestId('location')` holds the path and query, `getByTestId('from')` the
 * `from` a page handed on in the location's state (where signing in brings the player back to).
 */
export function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <output data-testid="from">{from}</output>
    </>
  );
}

/** Renders `element` at `path` matched by `route`; `LocationProbe` tells where it navigated. */
export function renderAt(element: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}): RenderResult {
  return render(
    <UiProvider>
      <SwrTestCache>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </SwrTestCache>
    </UiProvider>,
  );
}
