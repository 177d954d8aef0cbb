import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { registerTranslationLoaders, setLanguage } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider } from '@venue/ui';
import { SwrTestCache } from '@venue/ui/testing';
import { kioskTranslationLoaders } from '../translations/loaders';

/** The kiosk's strings in Polish, once per test file (call in `beforeAll`). */
export async function loadKioskStrings(): Promise<void> {
  await registerTranslationLoaders('kiosk', kioskTranslationLoaders);
  await loadAllLanguages();
  setLanguage('pl');
}

/** Renders a piece of the kiosk with the theme and an empty SWR cache of its own. */
export function renderKiosk(ui: ReactElement): RenderResult {
  // As a wrapper, so `rerender` keeps the providers.
  return render(ui, {
    wrapper: ({ children }) => (
      <UiProvider>
        <SwrTestCache>{children}</SwrTestCache>
      </UiProvider>
    ),
  });
}
