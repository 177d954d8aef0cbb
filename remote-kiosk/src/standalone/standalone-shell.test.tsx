import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerTranslationLoaders, registerTranslations, setLanguage } from '@venue/i18n';
import { StandaloneApp, STANDALONE_NAMESPACE, standaloneTranslations } from '@venue/federation/standalone';
import { expectCompleteTranslations, loadAllLanguages } from '@venue/i18n/testing';
import routesModule from '../routes/routes-module';

beforeAll(async () => {
  registerTranslations(STANDALONE_NAMESPACE, standaloneTranslations);
  await registerTranslationLoaders('kiosk', routesModule.translations);
  await loadAllLanguages();
  setLanguage('pl');
});

describe('the kiosk on its own', () => {
  it('opens self-checkout at its own origin under a minimal header', async () => {
    window.history.pushState({}, '', '/self-checkout/1');
    render(<StandaloneApp module={routesModule} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kiosk samoobsługowy' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kiosk samoobsługowy · Venue'));
    expect(screen.getByRole('button', { name: 'Tryb ciemny' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Zmień język/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Self-checkout kiosk' })).toBeInTheDocument();
    act(() => setLanguage('pl'));
  });

  it('lists its pages on any other path', () => {
    window.history.pushState({}, '', '/');
    render(<StandaloneApp module={routesModule} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Strony tej aplikacji' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kiosk samoobsługowy' })).toHaveAttribute('href', '/self-checkout/1');
  });

  it('has complete shell translations', () => {
    expect(() => expectCompleteTranslations(standaloneTranslations)).not.toThrow();
  });
});
