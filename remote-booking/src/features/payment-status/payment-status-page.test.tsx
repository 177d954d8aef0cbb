import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@venue/api';
import type { Payment, PaymentStatus } from '@venue/api/schemas/payment';
import { authStore } from '@venue/auth-store';
import { setLanguage } from '@venue/i18n';
import { UiProvider } from '@venue/ui';
import { getPayment, getPaymentMethods } from '../../api/payments';
import { BOTH_METHODS } from '../../testing/payment-methods';
import { rememberLinkReservation, rememberRetryPath } from '../../components/payment/link-return';
import { makePayment } from '../../testing/make-payment';
import { setUpTranslations } from '../../testing/render-at';
import { PaymentStatusPage } from './payment-status-page';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from './use-payment-status';

jest.mock('../../api/payments', () => ({
  ...jest.requireActual('../../api/payments'),
  createPayment: jest.fn(),
  createBulkPayment: jest.fn(),
  getPayment: jest.fn(),
  getPaymentMethods: jest.fn(),
}));
const mockedGet = jest.mocked(getPayment);

const UUID = '0b8f7a52-3c1e-4f7e-9d51-6a3e0d1c2b9a';

// The status panel's heading; "Twoja rezerwacja" (what was booked) is the page's other h2.
const STATUS_TITLE = /^(?!Twoja rezerwacja)/;

const payment = (overrides: Partial<Payment> = {}): Payment => makePayment({ payment_uuid: UUID, status: 'SUCCESS', ...overrides });

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderPage(path: string) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/payment-status/:paymentId" element={<PaymentStatusPage />} />
          <Route path="/payment/status/:paymentId" element={<PaymentStatusPage />} />
          <Route path="/payment/status/" element={<PaymentStatusPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </UiProvider>,
  );
}

function signIn() {
  authStore.getState().setSession('token', {
    id: 1,
    first_name: 'Anna',
    last_name: 'Nowak',
    email: 'anna@example.com',
    phone_number: '+48500600700',
    is_active: true,
    phone_verified: true,
    email_verified: true,
    marketing_consent: false,
    is_deleted: false,
    user_venue_profiles: [],
    trainer_venue_profiles: [],
    user_sport_skill: [],
    billing_info: null,
    children: [],
  });
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getPaymentMethods).mockResolvedValue(BOTH_METHODS);
  window.sessionStorage.clear();
});
afterEach(() => {
  act(() => authStore.getState().logout());
  jest.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('statuses', () => {
  const cases: [PaymentStatus, string, RegExp][] = [
    ['SUCCESS', 'Płatność zakończona sukcesem', /Rezerwacja jest opłacona/],
    ['CONFIRMED', 'Płatność potwierdzona', /Operator potwierdził płatność/],
    ['PENDING', 'Czekamy na potwierdzenie płatności', /Strona odświeża się sama/],
    ['NOTCONFIRMED', 'Płatność nie jest jeszcze potwierdzona', /Bank nie potwierdził jeszcze/],
    ['VOIDED', 'Płatność odrzucona', /odrzucona lub anulowana/],
    ['ABANDONED', 'Płatność przerwana', /nie została dokończona/],
    ['REFUNDED', 'Płatność zwrócona', /Cała kwota/],
    ['PARTIALLY_REFUNDED', 'Płatność częściowo zwrócona', /Część kwoty/],
  ];

  it.each(cases)('%s has its own title, explanation and announcement', async (status, title, text) => {
    mockedGet.mockResolvedValue(payment({ status }));
    renderPage('/payment-status/41');
    expect(screen.getByRole('heading', { level: 1, name: 'Status płatności' })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 2, name: title });
    expect(heading.closest('section')).toHaveAttribute('data-status', status);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((node) => node.textContent === `Status płatności: ${title}`)).toBe(true);
    const waiting = status === 'PENDING' || status === 'NOTCONFIRMED';
    expect(screen.queryByText('Potwierdź płatność w aplikacji banku.') !== null).toBe(waiting);
    expect(mockedGet).toHaveBeenCalledWith('41', expect.any(AbortSignal));
  });

  it('shows the amount with the service fee and the method', async () => {
    mockedGet.mockResolvedValue(payment({ method_id: 106, status: 'PENDING' }));
    renderPage('/payment-status/41');
    await screen.findByRole('heading', { level: 2, name: STATUS_TITLE });
    const rows = Array.from(document.querySelectorAll('section[data-status] dl > *')).map((node) =>
      (node.textContent ?? '').replace(/\u00a0/g, ' '),
    );
    // No internal payment number: it says nothing to the player.
    expect(rows).toEqual(['Kwota', '121,98 zł', 'W tym opłata serwisowa', '1,98 zł', 'Metoda', 'Przelew bankowy']);
    expect(screen.getByText('Przelew bankowy')).toBeInTheDocument();
    expect(screen.getByText(/bank potwierdzi go w ciągu kilku minut/)).toBeInTheDocument();
    expect(screen.queryByText('Potwierdź płatność w aplikacji banku.')).not.toBeInTheDocument();
  });
});

describe('what was booked', () => {
  const recap = () => screen.getByRole('region', { name: 'Twoja rezerwacja' });

  it('restates venue, address, court, date, time in the venue zone and price', async () => {
    mockedGet.mockResolvedValue(payment());
    renderPage('/payment-status/41');
    await screen.findByRole('heading', { level: 2, name: 'Twoja rezerwacja' });
    const rows = Array.from(recap().querySelectorAll('dl > *')).map((node) => (node.textContent ?? '').replace(/\u00a0/g, ' '));
    expect(rows).toEqual([
      'Obiekt',
      'Arena Mokotów',
      'Adres',
      'ul. Puławska 100, 02-620 Warszawa',
      'Kort',
      'Kort 2',
      'Data',
      expect.stringMatching(/28 lis 2026/),
      'Godzina',
      '18:00–19:00',
      'Cena',
      '120,00 zł',
    ]);
  });

  it('offers the calendar file and directions once paid', async () => {
    signIn();
    mockedGet.mockResolvedValue(payment());
    renderPage('/payment-status/41');
    await screen.findByRole('heading', { level: 2, name: 'Twoja rezerwacja' });
    expect(within(recap()).getByRole('button', { name: 'Dodaj do kalendarza (.ics)' })).toBeInTheDocument();
    const directions = within(recap()).getByRole('link', { name: /Jak dojechać/ });
    expect(directions).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('ul. Puławska 100, 02-620 Warszawa')));
    expect(directions).toHaveAttribute('target', '_blank');
  });

  it.each(['PENDING', 'VOIDED', 'REFUNDED'] as const)('offers neither while %s (nothing to go to yet, or any more)', async (status) => {
    mockedGet.mockResolvedValue(payment({ status }));
    renderPage('/payment-status/41');
    await screen.findByRole('heading', { level: 2, name: 'Twoja rezerwacja' });
    expect(within(recap()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(recap()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists every date of a payment for several reservations, with their total', async () => {
    const [booking] = makePayment().bookings;
    if (!booking) throw new Error('fixture');
    const next = { ...booking, reservation_id: 8, start_time: '2026-12-05T17:00:00.000Z', end_time: '2026-12-05T18:00:00.000Z' };
    mockedGet.mockResolvedValue(payment({ reservation_ids: [7, 8], bookings: [booking, next] }));
    renderPage('/payment-status/41');
    await screen.findByRole('heading', { level: 2, name: 'Twoja rezerwacja' });
    expect(within(recap()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(recap()).getByText('240,00 zł', { normalizer: (text) => text.replace(/\u00a0/g, ' ') })).toBeInTheDocument();
    // One time-zone note for the page, in the recap, however many dates it lists.
    expect(screen.getAllByText(/strefie czasowej obiektu/)).toHaveLength(1);
  });
});

describe('final states', () => {
  it.each(['SUCCESS', 'VOIDED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const)('%s offers no refresh', async (status) => {
    mockedGet.mockResolvedValue(payment({ status }));
    renderPage('/payment-status/41');
    await screen.findByRole('heading', { level: 2, name: 'Twoja rezerwacja' });
    expect(screen.queryByRole('button', { name: 'Odśwież status' })).not.toBeInTheDocument();
  });

  it('gives a failed payment a short reference for support, never the internal number', async () => {
    mockedGet.mockResolvedValue(payment({ status: 'VOIDED' }));
    renderPage('/payment-status/41');
    await screen.findByRole('heading', { level: 2, name: 'Twoja rezerwacja' });
    expect(screen.getByText('Kod dla obsługi')).toBeInTheDocument();
    expect(screen.getByText('0B8F7A52')).toBeInTheDocument();
    expect(screen.queryByText('41')).not.toBeInTheDocument();
  });

  it('a paid one shows no reference at all', async () => {
    mockedGet.mockResolvedValue(payment());
    renderPage('/payment-status/41');
    await screen.findByRole('heading', { level: 2, name: 'Twoja rezerwacja' });
    expect(screen.queryByText('Kod dla obsługi')).not.toBeInTheDocument();
  });
});

describe('languages', () => {
  it.each([
    ['en', 'Payment status', 'Payment successful', /121,98/],
    ['ua', 'Статус оплати', 'Оплату успішно здійснено', /121,98/],
  ] as const)('speaks %s', async (language, title, status, amount) => {
    act(() => setLanguage(language));
    try {
      mockedGet.mockResolvedValue(payment());
      renderPage('/payment-status/41');
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 2, name: status })).toBeInTheDocument();
      expect(screen.getAllByText(amount).length).toBeGreaterThan(0);
    } finally {
      act(() => setLanguage('pl'));
    }
  });
});

describe('links onward', () => {
  it('gives the signed-in owner the reservation details and My reservations', async () => {
    signIn();
    mockedGet.mockResolvedValue(payment());
    renderPage('/payment-status/41');
    await screen.findByRole('heading', { level: 2, name: STATUS_TITLE });
    expect(screen.getByRole('link', { name: 'Szczegóły rezerwacji' })).toHaveAttribute('href', '/reservation/4/details/7');
    expect(screen.getByRole('link', { name: 'Moje rezerwacje' })).toHaveAttribute('href', '/my-reservations');
  });

  it('offers the owner to try again from the reservation after a declined payment', async () => {
    signIn();
    mockedGet.mockResolvedValue(payment({ status: 'VOIDED' }));
    renderPage('/payment-status/41');
    expect(await screen.findByRole('link', { name: 'Spróbuj zapłacić ponownie' })).toHaveAttribute('href', '/reservation/4/details/7');
  });

  it('offers the owner to try again from the series page after a declined payment for several dates', async () => {
    signIn();
    const [booking] = makePayment().bookings;
    if (!booking) throw new Error('fixture');
    rememberRetryPath(41, '/my-reservations/recurring/9');
    mockedGet.mockResolvedValue(
      payment({ status: 'VOIDED', reservation_ids: [7, 8], bookings: [booking, { ...booking, reservation_id: 8 }] }),
    );
    renderPage('/payment-status/41');
    expect(await screen.findByRole('link', { name: 'Spróbuj zapłacić ponownie' })).toHaveAttribute('href', '/my-reservations/recurring/9');
  });

  it('sends a visitor who paid by link back to the link page to try again', async () => {
    rememberLinkReservation(UUID, 'res-uuid');
    mockedGet.mockResolvedValue(payment({ status: 'ABANDONED' }));
    renderPage(`/payment/status/${UUID}`);
    expect(await screen.findByRole('link', { name: 'Spróbuj zapłacić ponownie' })).toHaveAttribute('href', '/payment/create/res-uuid');
    expect(screen.queryByRole('link', { name: 'Moje rezerwacje' })).not.toBeInTheDocument();
    expect(mockedGet).toHaveBeenCalledWith(UUID, expect.any(AbortSignal));
  });

  it('tells a visitor without the link at hand how to try again', async () => {
    mockedGet.mockResolvedValue(payment({ status: 'VOIDED' }));
    renderPage(`/payment/status/${UUID}`);
    expect(await screen.findByText(/otwórz jeszcze raz otrzymany link/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Spróbuj zapłacić ponownie' })).not.toBeInTheDocument();
  });
});

describe('failures (spec §8 "Payment status")', () => {
  it.each([
    ['/payment-status/abc', 'Nieprawidłowy identyfikator płatności. Sprawdź adres strony.'],
    ['/payment-status/0', 'Nieprawidłowy identyfikator płatności. Sprawdź adres strony.'],
    ['/payment/status/%20', 'Brak identyfikatora płatności w adresie strony.'],
  ])('%s is rejected without a request', async (path, message) => {
    renderPage(path);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(mockedGet).not.toHaveBeenCalled();
  });

  it.each([
    [
      '404',
      new ApiError({ kind: 'http', status: 404, code: 'NOT_FOUND' }),
      'Nie znaleziono płatności. Sprawdź, czy adres strony jest poprawny.',
      false,
    ],
    [
      '403',
      new ApiError({ kind: 'http', status: 403, code: 'FORBIDDEN' }),
      'Nie masz dostępu do tej płatności. Zaloguj się na konto, z którego została utworzona.',
      false,
    ],
    ['503', new ApiError({ kind: 'http', status: 503 }), 'Serwer płatności jest chwilowo niedostępny. Spróbuj ponownie za chwilę.', true],
    ['network', new ApiError({ kind: 'network' }), 'Nie udało się pobrać statusu płatności. Sprawdź połączenie i spróbuj ponownie.', true],
  ])('shows %s', async (_name, error, message, retryable) => {
    signIn();
    mockedGet.mockRejectedValue(error);
    renderPage('/payment-status/41');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' }) !== null).toBe(retryable);
  });

  it('offers a way on from a payment that is not found: My reservations, or home for a visitor', async () => {
    signIn();
    mockedGet.mockRejectedValue(new ApiError({ kind: 'http', status: 404, code: 'NOT_FOUND' }));
    const { unmount } = renderPage('/payment-status/999');
    expect(await screen.findByRole('link', { name: 'Moje rezerwacje' })).toHaveAttribute('href', '/my-reservations');
    unmount();
    act(() => authStore.getState().logout());
    renderPage('/payment-status/abc');
    expect(screen.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
  });

  it('retries a failed load', async () => {
    mockedGet.mockRejectedValueOnce(new ApiError({ kind: 'timeout' })).mockResolvedValue(payment());
    renderPage(`/payment/status/${UUID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Płatność zakończona sukcesem' })).toBeInTheDocument();
  });

  it('asks a visitor without access to sign in and brings them back', async () => {
    mockedGet.mockRejectedValue(new ApiError({ kind: 'http', status: 401, code: 'UNAUTHORIZED' }));
    render(
      <UiProvider>
        <MemoryRouter initialEntries={['/payment/status/41']}>
          <Routes>
            <Route path="/payment/status/:paymentId" element={<PaymentStatusPage />} />
            <Route path="/login" element={<LoginProbe />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Zaloguj się' }));
    expect(screen.getByTestId('from')).toHaveTextContent('/payment/status/41');
  });
});

function LoginProbe() {
  const state = useLocation().state as { from?: string } | null;
  return <output data-testid="from">{state?.from}</output>;
}

describe('refreshing', () => {
  beforeEach(() => jest.useFakeTimers());

  async function flush() {
    // A settled request takes a few microtasks (await, catch, finally) before React re-renders.
    await act(async () => {
      for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    });
  }

  async function advance(ms: number) {
    await act(async () => {
      jest.advanceTimersByTime(ms);
    });
    await flush();
  }

  it('polls every 3 s while pending and stops at a final state', async () => {
    mockedGet
      .mockResolvedValueOnce(payment({ status: 'PENDING' }))
      .mockResolvedValueOnce(payment({ status: 'NOTCONFIRMED' }))
      .mockResolvedValue(payment({ status: 'SUCCESS' }));
    renderPage('/payment-status/41');
    await flush();
    expect(screen.getByRole('heading', { level: 2, name: STATUS_TITLE })).toHaveTextContent('Czekamy na potwierdzenie płatności');
    expect(mockedGet).toHaveBeenCalledTimes(1);
    await advance(POLL_INTERVAL_MS - 1);
    expect(mockedGet).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(mockedGet).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 2, name: STATUS_TITLE })).toHaveTextContent('Płatność nie jest jeszcze potwierdzona');
    await advance(POLL_INTERVAL_MS);
    expect(mockedGet).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('heading', { level: 2, name: STATUS_TITLE })).toHaveTextContent('Płatność zakończona sukcesem');
    await advance(POLL_INTERVAL_MS * 5);
    expect(mockedGet).toHaveBeenCalledTimes(3);
  });

  it('does not poll a final state at all', async () => {
    mockedGet.mockResolvedValue(payment({ status: 'VOIDED' }));
    renderPage('/payment-status/41');
    await flush();
    await advance(POLL_INTERVAL_MS * 3);
    expect(mockedGet).toHaveBeenCalledTimes(1);
  });

  it('stops on unmount', async () => {
    mockedGet.mockResolvedValue(payment({ status: 'PENDING' }));
    const view = renderPage('/payment-status/41');
    await flush();
    view.unmount();
    await advance(POLL_INTERVAL_MS * 3);
    expect(mockedGet).toHaveBeenCalledTimes(1);
  });

  it('pauses while the tab is hidden and asks at once on return', async () => {
    mockedGet.mockResolvedValue(payment({ status: 'PENDING' }));
    renderPage('/payment-status/41');
    await flush();
    setVisibility('hidden');
    await advance(POLL_INTERVAL_MS * 4);
    expect(mockedGet).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await flush();
    expect(mockedGet).toHaveBeenCalledTimes(2);
    await advance(POLL_INTERVAL_MS);
    expect(mockedGet).toHaveBeenCalledTimes(3);
  });

  it('gives up after 5 minutes with a message; the manual refresh starts again', async () => {
    mockedGet.mockResolvedValue(payment({ status: 'PENDING' }));
    renderPage('/payment-status/41');
    await flush();
    for (let elapsed = 0; elapsed <= POLL_LIMIT_MS; elapsed += POLL_INTERVAL_MS) await advance(POLL_INTERVAL_MS);
    const calls = mockedGet.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(POLL_LIMIT_MS / POLL_INTERVAL_MS - 1);
    expect(calls).toBeLessThanOrEqual(POLL_LIMIT_MS / POLL_INTERVAL_MS + 1);
    expect(screen.getByText(/Automatyczne odświeżanie zostało wstrzymane/)).toBeInTheDocument();
    await advance(POLL_INTERVAL_MS * 5);
    expect(mockedGet).toHaveBeenCalledTimes(calls);

    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Odśwież status' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Odśwież status' })).not.toHaveAttribute('aria-busy'));
    expect(mockedGet).toHaveBeenCalledTimes(calls + 1);
    expect(screen.queryByText(/Automatyczne odświeżanie zostało wstrzymane/)).not.toBeInTheDocument();
    await advance(POLL_INTERVAL_MS);
    expect(mockedGet).toHaveBeenCalledTimes(calls + 2);
  });

  it('keeps the last status when a poll fails, says so, and keeps polling', async () => {
    mockedGet
      .mockResolvedValueOnce(payment({ status: 'PENDING' }))
      .mockRejectedValueOnce(new ApiError({ kind: 'network' }))
      .mockResolvedValue(payment({ status: 'SUCCESS' }));
    renderPage('/payment-status/41');
    await flush();
    await advance(POLL_INTERVAL_MS);
    expect(screen.getByRole('heading', { level: 2, name: STATUS_TITLE })).toHaveTextContent('Czekamy na potwierdzenie płatności');
    expect(screen.getByText('Nie udało się odświeżyć statusu. Spróbujemy ponownie.')).toBeInTheDocument();
    await advance(POLL_INTERVAL_MS);
    expect(screen.getByRole('heading', { level: 2, name: STATUS_TITLE })).toHaveTextContent('Płatność zakończona sukcesem');
    expect(screen.queryByText(/Nie udało się odświeżyć/)).not.toBeInTheDocument();
  });

  it('refreshes by hand while waiting', async () => {
    mockedGet.mockResolvedValueOnce(payment({ status: 'PENDING' })).mockResolvedValue(payment({ status: 'SUCCESS' }));
    renderPage('/payment-status/41');
    await flush();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Odśwież status' }));
    await flush();
    expect(
      await within(screen.getByRole('main')).findByRole('heading', { level: 2, name: 'Płatność zakończona sukcesem' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Odśwież status' })).not.toBeInTheDocument();
  });
});

describe('a carnet purchase', () => {
  const carnetPayment = (overrides: Partial<Payment> = {}) =>
    payment({ id: 90, reservation_ids: [], bookings: [], carnet: { id: 40, name: 'Poranny squash' }, amount: 40198, ...overrides });

  it('restates the carnet instead of bookings and leads to My carnets once paid', async () => {
    signIn();
    mockedGet.mockResolvedValue(carnetPayment());
    renderPage('/payment-status/90');
    expect(await screen.findByText('Dziękujemy! Karnet Poranny squash jest opłacony i możesz z niego korzystać.')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Płatność zakończona sukcesem' });
    expect(panel).toHaveTextContent('KarnetPoranny squash');
    expect(screen.queryByRole('heading', { name: 'Twoja rezerwacja' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moje karnety' })).toHaveAttribute('href', '/my-carnets');
    expect(screen.queryByRole('link', { name: 'Moje rezerwacje' })).not.toBeInTheDocument();
  });

  it('while BLIK waits, says the carnet becomes usable once paid (no 30-minute reservation note)', async () => {
    signIn();
    mockedGet.mockResolvedValue(carnetPayment({ status: 'PENDING' }));
    renderPage('/payment-status/90');
    expect(await screen.findByText('Karnet Poranny squash będzie dostępny, gdy płatność zostanie potwierdzona.')).toBeInTheDocument();
    expect(screen.queryByText(/30 minut/)).not.toBeInTheDocument();
  });

  it('a declined purchase is tried again on the venue’s carnets', async () => {
    signIn();
    mockedGet.mockResolvedValue(carnetPayment({ status: 'VOIDED', venue_id: 2 }));
    renderPage('/payment-status/90');
    expect(await screen.findByRole('link', { name: 'Spróbuj zapłacić ponownie' })).toHaveAttribute('href', '/carnets/2');
  });
});

describe('a course enrolment', () => {
  const coursePayment = (overrides: Partial<Payment> = {}) =>
    payment({
      id: 91,
      reservation_ids: [],
      bookings: [],
      course_enrollment: { id: 77, course_id: 5, course_name: 'Mini tenis dla dzieci', child_first_name: 'Ola', venue_id: 1 },
      amount: 13698,
      ...overrides,
    });

  it('restates the course and the child once paid', async () => {
    signIn();
    mockedGet.mockResolvedValue(coursePayment());
    renderPage('/payment-status/91');
    expect(await screen.findByText('Dziękujemy! Zapis na kurs Mini tenis dla dzieci (Ola) jest opłacony.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Płatność zakończona sukcesem' })).toHaveTextContent('KursMini tenis dla dzieci (Ola)');
    expect(screen.getByRole('link', { name: 'Moje rezerwacje' })).toHaveAttribute('href', '/my-reservations');
  });

  it('while BLIK waits, says the place is held (no 30-minute reservation note), and a declined one is paid again on the course', async () => {
    signIn();
    mockedGet.mockResolvedValue(coursePayment({ status: 'PENDING' }));
    const { unmount } = renderPage('/payment-status/91');
    expect(await screen.findByText(/Zapis na kurs Mini tenis dla dzieci czeka na potwierdzenie płatności/)).toBeInTheDocument();
    expect(screen.queryByText(/30 minut/)).not.toBeInTheDocument();
    unmount();
    mockedGet.mockResolvedValue(coursePayment({ status: 'VOIDED' }));
    renderPage('/payment-status/91');
    expect(await screen.findByRole('link', { name: 'Spróbuj zapłacić ponownie' })).toHaveAttribute(
      'href',
      '/reservation/1/courses?course=5',
    );
  });
});
