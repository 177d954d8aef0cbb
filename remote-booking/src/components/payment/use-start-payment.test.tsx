import { act, renderHook, screen, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ApiError } from '@venue/api';
import type { Payment } from '@venue/api/schemas/payment';
import { createBulkPayment, createPayment } from '../../api/payments';
import { linkReservationOf } from './link-return';
import { pageNavigation } from './page-navigation';
import { makePayment } from '../../testing/make-payment';
import { setUpTranslations } from '../../testing/render-at';
import { useStartPayment, type PaymentTarget } from './use-start-payment';

jest.mock('../../api/payments', () => ({
  ...jest.requireActual('../../api/payments'),
  createPayment: jest.fn(),
  createBulkPayment: jest.fn(),
  getPayment: jest.fn(),
  getPaymentMethods: jest.fn(),
}));
const mockedCreate = jest.mocked(createPayment);
const mockedBulk = jest.mocked(createBulkPayment);

const payment = makePayment;

const RESERVATION: PaymentTarget = { kind: 'reservation', venueId: 4, reservationId: 7 };
const BLIK = { methodId: 509, blikCode: '777123' } as const;
const TRANSFER = { methodId: 106, blikCode: '' } as const;

function LocationProbe() {
  return <output data-testid="hook-location">{useLocation().pathname}</output>;
}
const location = () => screen.getByTestId('hook-location').textContent;
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/pay']}>
    {children}
    <LocationProbe />
  </MemoryRouter>
);

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.resetAllMocks();
});

async function start(target: PaymentTarget, method: Parameters<ReturnType<typeof useStartPayment>['startPayment']>[1], assign = jest.fn()) {
  const hook = renderHook(() => useStartPayment({ assign }), { wrapper });
  let ok = false;
  await act(async () => {
    ok = await hook.result.current.startPayment(target, method);
  });
  return { hook, ok, assign };
}

describe('useStartPayment requests', () => {
  it('pays one reservation by id with the BLIK code and opens its status page', async () => {
    mockedCreate.mockResolvedValue(payment());
    const { ok, assign, hook } = await start(RESERVATION, BLIK);
    expect(mockedCreate).toHaveBeenCalledWith(
      { type: 'reservation', venue_id: 4, reservation_id: 7, method_id: 509, blik_code: '777123' },
      expect.any(AbortSignal),
    );
    expect(ok).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(location()).toBe('/payment-status/41');
    expect(hook.result.current.error).toBeNull();
  });

  it('pays by link with the uuid and continues on the public alias, keyed by the payment uuid', async () => {
    mockedCreate.mockResolvedValue(payment());
    await start({ kind: 'link', venueId: 4, reservationUuid: 'res-uuid' }, BLIK);
    expect(mockedCreate).toHaveBeenCalledWith(
      { type: 'reservation', venue_id: 4, reservation_uuid: 'res-uuid', method_id: 509, blik_code: '777123' },
      expect.any(AbortSignal),
    );
    expect(location()).toBe('/payment/status/0b8f7a52-3c1e-4f7e-9d51-6a3e0d1c2b9a');
    expect(linkReservationOf('0B8F7A52-3C1E-4F7E-9D51-6A3E0D1C2B9A')).toBe('res-uuid');
  });

  it('pays several reservations in one bulk payment', async () => {
    mockedBulk.mockResolvedValue(payment({ id: 50 }));
    await start({ kind: 'bulk', venueId: 4, reservationIds: [7, 8] }, BLIK);
    expect(mockedBulk).toHaveBeenCalledWith(
      { venue_id: 4, reservation_id: [7, 8], method_id: 509, blik_code: '777123' },
      expect.any(AbortSignal),
    );
    expect(mockedCreate).not.toHaveBeenCalled();
    expect(location()).toBe('/payment-status/50');
  });

  it('sends a transfer to the gateway page without a code and stays busy while leaving', async () => {
    mockedCreate.mockResolvedValue(payment({ method_id: 106, redirect_url: 'http://api.test/api/sandbox/pay/tok' }));
    const { ok, assign, hook } = await start(RESERVATION, { methodId: 106, blikCode: '123456' });
    expect(mockedCreate).toHaveBeenCalledWith(
      { type: 'reservation', venue_id: 4, reservation_id: 7, method_id: 106 },
      expect.any(AbortSignal),
    );
    expect(ok).toBe(true);
    expect(assign).toHaveBeenCalledWith('http://api.test/api/sandbox/pay/tok');
    expect(location()).toBe('/pay');
    expect(hook.result.current.pending).toBe(true);
    expect(hook.result.current.redirecting).toBe(true);
  });

  it('uses pageNavigation.assign when nothing is injected', async () => {
    const spy = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    mockedCreate.mockResolvedValue(payment({ method_id: 106, redirect_url: 'http://gateway.test/x' }));
    const hook = renderHook(() => useStartPayment(), { wrapper });
    await act(async () => {
      await hook.result.current.startPayment(RESERVATION, TRANSFER);
    });
    expect(spy).toHaveBeenCalledWith('http://gateway.test/x');
    spy.mockRestore();
  });

  it('reports a transfer without a redirect URL', async () => {
    mockedCreate.mockResolvedValue(payment({ method_id: 106, redirect_url: null }));
    const onFailure = jest.fn();
    const hook = renderHook(() => useStartPayment({ assign: jest.fn(), onFailure }), { wrapper });
    let ok = true;
    await act(async () => {
      ok = await hook.result.current.startPayment(RESERVATION, TRANSFER);
    });
    expect(ok).toBe(false);
    expect(hook.result.current.error).toBe('Operator płatności nie podał adresu strony płatności. Spróbuj ponownie.');
    expect(hook.result.current.pending).toBe(false);
    expect(onFailure).toHaveBeenCalledWith('noRedirectUrl');
  });

  it('does not call the API with an invalid method', async () => {
    const { ok, hook } = await start(RESERVATION, { methodId: 509, blikCode: '123' });
    expect(ok).toBe(false);
    expect(mockedCreate).not.toHaveBeenCalled();
    expect(hook.result.current.error).toBe('Wprowadź poprawny 6-cyfrowy kod BLIK.');
    const none = await start(RESERVATION, { methodId: null, blikCode: '' });
    expect(none.hook.result.current.error).toBe('Wybierz metodę płatności.');
  });
});

describe('useStartPayment errors (spec §8 "Payment creation")', () => {
  const http = (status: number, code: string, fieldErrors = {}) => new ApiError({ kind: 'http', status, code, fieldErrors });

  it.each([
    ['ALREADY_PAID', http(409, 'ALREADY_PAID'), 'alreadyPaid', 'Ta rezerwacja jest już opłacona.'],
    [
      'NOT_PAYABLE',
      http(409, 'NOT_PAYABLE'),
      'notPayable',
      'Wykryto problem z płatnością. Spróbuj później lub skontaktuj się z obsługą obiektu.',
    ],
    [
      'PAYMENT_GATEWAY_FAILED',
      http(502, 'PAYMENT_GATEWAY_FAILED'),
      'initialization',
      'Nie udało się zainicjować płatności u operatora. Spróbuj ponownie za chwilę.',
    ],
    [
      'VALIDATION_FAILED on blik_code',
      http(400, 'VALIDATION_FAILED', { blik_code: { key: 'validation.blikCode' } }),
      'blikCode',
      'Kod BLIK został odrzucony. Wygeneruj nowy kod w aplikacji banku i spróbuj ponownie.',
    ],
    [
      'VALIDATION_FAILED elsewhere',
      http(400, 'VALIDATION_FAILED', { venue_id: { key: 'validation.invalid' } }),
      'creation',
      'Nie udało się utworzyć płatności. Spróbuj ponownie.',
    ],
    [
      'PAYMENT_METHOD_NOT_ACCEPTED',
      http(422, 'PAYMENT_METHOD_NOT_ACCEPTED', { method_id: { key: 'validation.invalid' } }),
      'methodNotAccepted',
      'Ten obiekt nie przyjmuje już tej metody płatności. Wybierz jedną z dostępnych i zapłać ponownie.',
    ],
    ['UNAUTHORIZED', http(401, 'UNAUTHORIZED'), 'unauthorized', 'Twoja sesja wygasła. Zaloguj się ponownie, aby zapłacić.'],
    ['NOT_FOUND', http(404, 'NOT_FOUND'), 'notFound', 'Nie znaleziono rezerwacji do opłacenia.'],
    ['network', new ApiError({ kind: 'network' }), 'network', 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.'],
    ['timeout', new ApiError({ kind: 'timeout' }), 'network', 'Nie udało się połączyć z serwerem. Sprawdź połączenie i spróbuj ponownie.'],
    ['a server error', http(500, 'INTERNAL'), 'creation', 'Nie udało się utworzyć płatności. Spróbuj ponownie.'],
    ['a non-API error', new TypeError('boom'), 'creation', 'Nie udało się utworzyć płatności. Spróbuj ponownie.'],
  ])('maps %s', async (_name, error, failure, message) => {
    mockedCreate.mockRejectedValue(error);
    const { ok, hook } = await start(RESERVATION, BLIK);
    expect(ok).toBe(false);
    expect(hook.result.current.failure).toBe(failure);
    expect(hook.result.current.error).toBe(message);
    expect(hook.result.current.pending).toBe(false);
    expect(location()).toBe('/pay');
  });

  it('asks to try again in a moment when the server is busy, reporting a failed creation', async () => {
    mockedCreate.mockRejectedValue(new ApiError({ kind: 'http', status: 503, code: 'SERVICE_BUSY', retryAfterSeconds: 2 }));
    const { ok, hook } = await start(RESERVATION, BLIK);
    expect(ok).toBe(false);
    expect(hook.result.current.failure).toBe('creation');
    expect(hook.result.current.error).toBe('Serwis jest teraz przeciążony. Spróbuj ponownie za chwilę.');

    // The next failure has its own words again.
    mockedCreate.mockRejectedValue(http(409, 'ALREADY_PAID'));
    await act(async () => {
      await hook.result.current.startPayment(RESERVATION, BLIK);
    });
    expect(hook.result.current.error).toBe('Ta rezerwacja jest już opłacona.');
    act(() => hook.result.current.reset());
    expect(hook.result.current.error).toBeNull();
  });

  it('clears the previous error when trying again and ignores a second press while busy', async () => {
    mockedCreate.mockRejectedValueOnce(http(502, 'PAYMENT_GATEWAY_FAILED'));
    const hook = renderHook(() => useStartPayment({ assign: jest.fn() }), { wrapper });
    await act(async () => {
      await hook.result.current.startPayment(RESERVATION, BLIK);
    });
    expect(hook.result.current.error).not.toBeNull();

    let resolve: (value: Payment) => void = () => undefined;
    mockedCreate.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    let first: Promise<boolean> = Promise.resolve(false);
    let second = true;
    await act(async () => {
      first = hook.result.current.startPayment(RESERVATION, BLIK);
      second = await hook.result.current.startPayment(RESERVATION, BLIK);
    });
    expect(second).toBe(false);
    expect(hook.result.current.pending).toBe(true);
    expect(hook.result.current.error).toBeNull();
    await act(async () => {
      resolve(payment());
      await first;
    });
    expect(mockedCreate).toHaveBeenCalledTimes(2);
    expect(location()).toBe('/payment-status/41');
  });

  it('follows the language for the message', async () => {
    mockedCreate.mockRejectedValue(http(409, 'ALREADY_PAID'));
    function Probe() {
      const state = useStartPayment();
      return (
        <button type="button" onClick={() => void state.startPayment(RESERVATION, BLIK)}>
          {state.error ?? 'none'}
        </button>
      );
    }
    render(<Probe />, { wrapper });
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByText('Ta rezerwacja jest już opłacona.')).toBeInTheDocument();
    const { setLanguage } = await import('@venue/i18n');
    act(() => setLanguage('en'));
    expect(await screen.findByText('This reservation is already paid.')).toBeInTheDocument();
    act(() => setLanguage('pl'));
  });
});
