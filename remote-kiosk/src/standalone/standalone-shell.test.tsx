import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerTranslationLoaders, registerTranslations, setLanguage } from '@venue/i18n';
import { StandaloneApp, STANDALONE_NAMESPACE, standaloneTranslations } from '@venue/federation/standalone';
import { expectCompleteTranslations, loadAllLanguages } from '@venue/i18n/testing';
import { SwrTestCache } from '@venue/ui/testing';
import type { KioskSession } from '@venue/api/schemas/kiosk';
import { getKioskStatus, openSession } from '../api/kiosk';
import { saveKioskToken } from '../lib/kiosk-token';
import routesModule from '../routes/routes-module';
import { kioskStandaloneOptions } from './standalone-options';

jest.mock('../api/kiosk', () => ({ ...jest.requireActual('../api/kiosk'), getKioskStatus: jest.fn(), openSession: jest.fn() }));

const UUID = '0b7e9d5a-1b2c-4d3e-9f00-000000000001';
const session: KioskSession = {
  session_token: 's1',
  expires_at: '2030-06-03T08:15:00.000Z',
  source: 'reservation',
  player: { first_name: 'Bożena' },
  reservations: [],
};

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

  it("keeps reception inside the kiosk: the logo ends a player's session and returns to the venue's start screen", async () => {
    jest.mocked(getKioskStatus).mockResolvedValue({
      kiosk_id: 1,
      venue_id: 1,
      venue_name: 'Warszawa',
      venue_timezone: 'Europe/Warsaw',
      activated_at: '2030-06-01T08:00:00.000Z',
      app_url: 'https://app.test',
    });
    jest.mocked(openSession).mockResolvedValue(session);
    saveKioskToken(1, 'kt1');
    // A reservation's QR URL opened on the kiosk: the session starts at once.
    window.history.pushState({}, '', `/self-checkout/1/${UUID}`);
    render(
      <SwrTestCache>
        <StandaloneApp module={routesModule} options={kioskStandaloneOptions} />
      </SwrTestCache>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Cześć, Bożena!' })).toBeInTheDocument();

    const logo = screen.getByRole('link', { name: /^Venue · kiosk/ });
    expect(logo).toHaveAttribute('href', '/self-checkout/1');
    await userEvent.click(logo);
    expect(await screen.findByRole('heading', { level: 2, name: 'Zamelduj się tutaj' })).toBeInTheDocument();
    expect(screen.queryByText(/Bożena/)).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/self-checkout/1');
    expect(screen.getByRole('link', { name: /^Venue · kiosk/ })).toHaveAttribute('href', '/self-checkout/1');
    window.localStorage.clear();
  });

  it('has complete shell translations', () => {
    expect(() => expectCompleteTranslations(standaloneTranslations)).not.toThrow();
  });
});
