import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider } from '@venue/ui';
import { SwrTestCache } from '@venue/ui/src/testing/swr-test-cache';
import { registerTranslationLoaders, setLanguage } from '@venue/i18n';
import { expectCompleteTranslations, loadAllLanguages } from '@venue/i18n/testing';
import { ROUTES, routesOf } from '@venue/routes';
import { kioskTranslations } from '../translations/all-languages';
import routesModule from './routes-module';

// The shared contract (`describeRoutesModule`) also tests a placeholder page, and the kiosk has
// none left; its other checks are repeated here.
beforeAll(async () => {
  await registerTranslationLoaders('kiosk', routesModule.translations);
  await loadAllLanguages();
  setLanguage('pl');
});

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

  it('has complete translations', () => {
    expect(() => expectCompleteTranslations(kioskTranslations)).not.toThrow();
  });

  it('self-checkout keeps an optional reservation id in its path, and asks an unactivated kiosk to be activated', () => {
    window.localStorage.clear();
    render(
      <UiProvider>
        <SwrTestCache>
          <MemoryRouter initialEntries={['/self-checkout/1/0b7e9d5a-1b2c-4d3e-9f00-000000000001']}>
            <Routes>
              <Route path={ROUTES.selfCheckout.path} element={<routesModule.pages.selfCheckout />} />
            </Routes>
          </MemoryRouter>
        </SwrTestCache>
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Kiosk samoobsługowy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aktywuj ten kiosk' })).toBeInTheDocument();
  });
});
