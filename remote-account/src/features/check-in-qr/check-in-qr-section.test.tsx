import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { authStore } from '@venue/auth-store';
import { issueCheckInQr } from '../../api/check-in';
import { listVenues } from '../../api/venues';
import { CheckInQrSection } from './check-in-qr-section';
import { formatClock } from '../../lib/format-clock';
import { warningSeconds } from './countdown';
import { VENUES, renderAt, setUpTranslations, signInAs, userAtVenues } from '../../testing/render-at';

jest.mock('../../api/check-in', () => ({ issueCheckInQr: jest.fn() }));
jest.mock('../../api/venues', () => ({ ...jest.requireActual<object>('../../api/venues'), listVenues: jest.fn() }));
const issue = jest.mocked(issueCheckInQr);
const venues = jest.mocked(listVenues);

const TTL = 120;
let issued = 0;

/** Each call signs a new token, valid for TTL seconds from "now" (the fake clock). */
function answerWithFreshCodes() {
  issue.mockImplementation(async (venueId: number) => {
    issued += 1;
    const now = Date.now();
    return {
      token: `token-${issued}`,
      venue_id: venueId,
      issued_at: new Date(now).toISOString(),
      expires_at: new Date(now + TTL * 1000).toISOString(),
      ttl_seconds: TTL,
    };
  });
}

function status() {
  return screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite') as HTMLElement;
}

async function advance(seconds: number) {
  await act(async () => {
    jest.advanceTimersByTime(seconds * 1000);
  });
}

beforeAll(setUpTranslations);
beforeEach(() => {
  issue.mockReset();
  venues.mockReset();
  venues.mockResolvedValue(VENUES);
  issued = 0;
  answerWithFreshCodes();
});
afterEach(() => {
  jest.useRealTimers();
  act(() => authStore.getState().logout());
});

describe('formatClock and warningSeconds', () => {
  it('shows minutes and seconds, never below zero', () => {
    expect(formatClock(125)).toBe('02:05');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('warns at least 20 s and at most a minute before expiry', () => {
    expect(warningSeconds(30)).toBe(20);
    expect(warningSeconds(120)).toBe(40);
    expect(warningSeconds(600)).toBe(60);
  });
});

describe('CheckInQrSection', () => {
  it('asks a user without venues to book first, without loading anything', async () => {
    signInAs(userAtVenues());
    renderAt(<CheckInQrSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Kod QR do wejścia' })).toBeInTheDocument();
    expect(await screen.findByText(/Zarezerwuj najpierw kort lub zajęcia/)).toBeInTheDocument();
    expect(venues).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Wygeneruj kod' })).not.toBeInTheDocument();
  });

  it('shows a retry when the venue names fail to load', async () => {
    signInAs(userAtVenues(2));
    venues.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    renderAt(<CheckInQrSection />);
    expect(await screen.findByText('Nie udało się wczytać Twoich obiektów.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Obiekt: Kraków Tenis Club')).toBeInTheDocument();
  });

  it('generates a code for the chosen venue, renders it as a QR with a countdown, and regenerates a different one', async () => {
    signInAs(userAtVenues(1, 2));
    renderAt(<CheckInQrSection />);
    await userEvent.selectOptions(await screen.findByLabelText('Obiekt'), 'Kraków Tenis Club');
    await userEvent.click(screen.getByRole('button', { name: 'Wygeneruj kod' }));

    expect(issue).toHaveBeenLastCalledWith(2, expect.any(AbortSignal));
    const qr = await screen.findByRole('img', { name: 'Kod QR do wejścia do obiektu Kraków Tenis Club' });
    const firstDrawing = qr.innerHTML;
    expect(screen.getByRole('timer')).toHaveTextContent('Ważny jeszcze 02:00');
    expect(status()).toHaveTextContent('Nowy kod jest gotowy. Wygaśnie za 2 minuty.');

    await userEvent.click(screen.getByRole('button', { name: 'Wygeneruj nowy kod' }));
    await waitFor(() => expect(issue).toHaveBeenCalledTimes(2));
    const second = await screen.findByRole('img', { name: /Kod QR do wejścia/ });
    await waitFor(() => expect(second.innerHTML).not.toBe(firstDrawing));
  });

  it('counts down, warns before expiry, extends with a fresh code, and shows an expired code as expired', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    signInAs(userAtVenues(1));
    renderAt(<CheckInQrSection />);
    await user.click(await screen.findByRole('button', { name: 'Wygeneruj kod' }));
    await screen.findByRole('img', { name: 'Kod QR do wejścia do obiektu Squash Arena Warszawa' });

    await advance(30);
    expect(screen.getByRole('timer')).toHaveTextContent('01:30');
    // The ticking itself is never announced.
    expect(status()).toHaveTextContent('Nowy kod jest gotowy.');
    expect(screen.queryByRole('button', { name: 'Przedłuż czas' })).not.toBeInTheDocument();

    await advance(TTL - 30 - warningSeconds(TTL));
    expect(screen.getByRole('timer')).toHaveTextContent('00:40');
    expect(screen.getByText('Kod wygaśnie za 40 sekund. Potrzebujesz więcej czasu?')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Kod wygaśnie za 40 sekund. Możesz przedłużyć czas.');

    await user.click(screen.getByRole('button', { name: 'Przedłuż czas' }));
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('02:00'));
    expect(issue).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Przedłuż czas' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wygeneruj nowy kod' })).toHaveFocus();
    expect(status()).toHaveTextContent('Nowy kod jest gotowy.');

    await advance(TTL);
    expect(screen.queryByRole('img', { name: /Kod QR/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Kod wygasł')[0]).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(status()).toHaveTextContent('Kod wygasł. Wygeneruj nowy kod.');
    expect(screen.queryByRole('button', { name: 'Przedłuż czas' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wygeneruj nowy kod' }));
    expect(await screen.findByRole('img', { name: /Kod QR/ })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('02:00');
  });

  it('moves focus from a vanishing "Extend time" to the generate button, and never steals it otherwise', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    signInAs(userAtVenues(1));
    renderAt(<CheckInQrSection />);
    await user.click(await screen.findByRole('button', { name: 'Wygeneruj kod' }));
    await screen.findByRole('img', { name: /Kod QR/ });
    await advance(TTL - warningSeconds(TTL));
    screen.getByRole('button', { name: 'Przedłuż czas' }).focus();
    await advance(warningSeconds(TTL));
    expect(screen.getByText('Kod wygasł')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wygeneruj nowy kod' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Wygeneruj nowy kod' }));
    await screen.findByRole('img', { name: /Kod QR/ });
    act(() => (document.activeElement as HTMLElement).blur());
    await advance(TTL);
    expect(screen.getByText('Kod wygasł')).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('counts on the device clock from the lifetime, whatever the device clock says about expires_at', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // The server is ten minutes ahead of this device.
    issue.mockImplementation(async (venueId: number) => {
      const serverNow = Date.now() + 600_000;
      return {
        token: 'skewed',
        venue_id: venueId,
        issued_at: new Date(serverNow).toISOString(),
        expires_at: new Date(serverNow + 90_000).toISOString(),
        ttl_seconds: 90,
      };
    });
    signInAs(userAtVenues(1));
    renderAt(<CheckInQrSection />);
    await user.click(await screen.findByRole('button', { name: 'Wygeneruj kod' }));
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('01:30'));
  });

  it('keeps the current code and explains a refusal or a rate limit', async () => {
    signInAs(userAtVenues(1));
    renderAt(<CheckInQrSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Wygeneruj kod' }));
    await screen.findByRole('img', { name: /Kod QR/ });

    issue.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 30 }));
    await userEvent.click(screen.getByRole('button', { name: 'Wygeneruj nowy kod' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób. Spróbuj ponownie za 30 sekund.');
    expect(screen.getByRole('img', { name: /Kod QR/ })).toBeInTheDocument();

    issue.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 403, code: 'NO_VENUE_PROFILE' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wygeneruj nowy kod' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Nie możesz otrzymać kodu dla tego obiektu.'));
  });

  it('keeps the current code and asks to try again in a moment when the server is busy', async () => {
    signInAs(userAtVenues(1));
    renderAt(<CheckInQrSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Wygeneruj kod' }));
    await screen.findByRole('img', { name: /Kod QR/ });

    issue.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 503, code: 'SERVICE_BUSY', retryAfterSeconds: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'Wygeneruj nowy kod' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Serwis jest teraz przeciążony. Spróbuj ponownie za chwilę.');
    expect(screen.getByRole('img', { name: /Kod QR/ })).toBeInTheDocument();
  });

  it('forgets the code when another venue is chosen', async () => {
    signInAs(userAtVenues(1, 3));
    renderAt(<CheckInQrSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Wygeneruj kod' }));
    expect(issue).toHaveBeenLastCalledWith(1, expect.any(AbortSignal));
    await screen.findByRole('img', { name: /Squash Arena/ });
    await userEvent.selectOptions(screen.getByLabelText('Obiekt'), 'Gdańsk Padel');
    expect(screen.queryByRole('img', { name: /Kod QR/ })).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Kod QR do wejścia' });
    await userEvent.click(within(section).getByRole('button', { name: 'Wygeneruj kod' }));
    expect(issue).toHaveBeenLastCalledWith(3, expect.any(AbortSignal));
    expect(await screen.findByRole('img', { name: /Gdańsk Padel/ })).toBeInTheDocument();
  });
});
