import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { createPayment, getPaymentMethods } from '../../api/payments';
import { BLIK_METHOD, BOTH_METHODS } from '../../testing/payment-methods';
import { getWallet } from '../../api/wallet';
import { clearLegalDataCache } from './legal-data';
import { PaymentForm } from './payment-form';
import { makePayment } from '../../testing/make-payment';
import { renderAt, setUpTranslations } from '../../testing/render-at';

jest.mock('../../api/payments', () => ({
  ...jest.requireActual('../../api/payments'),
  createPayment: jest.fn(),
  createBulkPayment: jest.fn(),
  getPayment: jest.fn(),
  getPaymentMethods: jest.fn(),
}));
jest.mock('../../api/wallet', () => ({ ...jest.requireActual('../../api/wallet'), getWallet: jest.fn() }));
jest.mock('./legal-data', () => ({ loadLegalData: jest.fn(() => new Promise(() => undefined)), clearLegalDataCache: jest.fn() }));
const mockedCreate = jest.mocked(createPayment);
const mockedWallet = jest.mocked(getWallet);

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.clearAllMocks();
  clearLegalDataCache();
  jest.mocked(getPaymentMethods).mockResolvedValue(BOTH_METHODS);
});

const target = { kind: 'reservation', venueId: 4, reservationId: 7 } as const;
const balance = (available: number) => mockedWallet.mockResolvedValue({ available, frozen: 0, currency: 'PLN' });

describe('PaymentForm with the wallet', () => {
  it('pays in full from a wallet that covers the price: no method, no fee, straight to the status page', async () => {
    balance(20000);
    mockedCreate.mockResolvedValue(
      makePayment({ id: 9, status: 'SUCCESS', method_id: 0, amount: 12000, wallet_amount: 12000, service_fee: 0 }),
    );
    renderAt(<PaymentForm target={target} basePrice={12000} />, { path: '/pay' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Zapłać z portfela \(saldo 200,00\szł\)$/ }));
    expect(screen.getByText(/Portfel pokryje całe 120,00\szł/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /BLIK/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Opłata serwisowa')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Zapłać 120,00\szł z portfela$/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-status/9'));
    expect(mockedCreate).toHaveBeenCalledWith(
      { type: 'reservation', venue_id: 4, reservation_id: 7, use_wallet: true },
      expect.any(AbortSignal),
    );
  });

  it('covers part from the wallet and asks for a method for the rest plus the fee', async () => {
    balance(5000);
    mockedCreate.mockResolvedValue(makePayment({ id: 9, amount: 12198, wallet_amount: 5000 }));
    renderAt(<PaymentForm target={target} basePrice={12000} />, { path: '/pay' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Zapłać z portfela \(saldo 50,00\szł\)/ }));
    expect(screen.getByText(/Z portfela zapłacisz 50,00\szł, a pozostałe 71,98\szł/)).toBeInTheDocument();
    expect(screen.getByText('Do zapłaty BLIK-iem lub przelewem')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Zapłać 121,98\szł$/ }));
    expect(screen.getByText('Wybierz metodę płatności.')).toBeInTheDocument();
    expect(mockedCreate).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('radio', { name: /BLIK/ }));
    await userEvent.type(screen.getByLabelText('Kod BLIK'), '777123');
    await userEvent.click(screen.getByRole('button', { name: /^Zapłać 121,98\szł$/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-status/9'));
    expect(mockedCreate).toHaveBeenCalledWith(
      expect.objectContaining({ use_wallet: true, method_id: 509, blik_code: '777123' }),
      expect.any(AbortSignal),
    );
  });

  it('at a venue that takes BLIK alone, the hint, the split and the summary name BLIK, never a transfer', async () => {
    jest.mocked(getPaymentMethods).mockResolvedValue([BLIK_METHOD]);
    balance(5000);
    renderAt(<PaymentForm target={target} basePrice={12000} />, { path: '/pay' });
    const checkbox = await screen.findByRole('checkbox', { name: /Zapłać z portfela \(saldo 50,00\szł\)/ });
    expect(
      await screen.findByText('Środki z portfela opłacą rezerwację w całości lub w części, resztę zapłacisz BLIK-iem.'),
    ).toBeInTheDocument();
    await userEvent.click(checkbox);
    expect(screen.getByText(/a pozostałe 71,98\szł \(z opłatą serwisową\) BLIK-iem\. Jeśli/)).toBeInTheDocument();
    expect(screen.getByText('Do zapłaty BLIK-iem')).toBeInTheDocument();
    expect(screen.queryByText(/przelew/)).not.toBeInTheDocument();
  });

  it('says so when the balance fell short meanwhile', async () => {
    balance(20000);
    mockedCreate.mockRejectedValue(new ApiError({ kind: 'http', status: 422, code: 'INSUFFICIENT_FUNDS' }));
    renderAt(<PaymentForm target={target} basePrice={12000} />, { path: '/pay' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /Zapłać z portfela/ }));
    await userEvent.click(screen.getByRole('button', { name: /z portfela$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/za mało środków|Sprawdź nowe saldo/i);
    expect(mockedWallet.mock.calls.length).toBeGreaterThanOrEqual(1);
  });

  it('offers no wallet with an empty balance, nor to a payer by link', async () => {
    balance(0);
    const { unmount } = renderAt(<PaymentForm target={target} basePrice={12000} />, { path: '/pay' });
    await waitFor(() => expect(mockedWallet).toHaveBeenCalled());
    expect(screen.queryByRole('checkbox', { name: /portfela/ })).not.toBeInTheDocument();
    unmount();
    mockedWallet.mockClear();
    balance(20000);
    renderAt(<PaymentForm target={{ kind: 'link', venueId: 4, reservationUuid: 'u' }} basePrice={12000} />, { path: '/p/u' });
    expect(screen.queryByRole('checkbox', { name: /portfela/ })).not.toBeInTheDocument();
    expect(mockedWallet).not.toHaveBeenCalled();
  });
});
