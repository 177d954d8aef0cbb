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

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `element` at `path` matched by `route`; `getByTestId('location')` tells where it navigated. */
export function renderAt(element: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}): RenderResult {
  return render(
    <UiProvider>
      <SwrTestCache>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </SwrTestCache>
    </UiProvider>,
  );
}
