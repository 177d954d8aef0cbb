import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { createPayment, getPaymentMethods } from '../../api/payments';
import { BLIK_METHOD, BOTH_METHODS } from '../../testing/payment-methods';
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
jest.mock('./legal-data', () => ({ loadLegalData: jest.fn(() => new Promise(() => undefined)), clearLegalDataCache: jest.fn() }));
const mockedCreate = jest.mocked(createPayment);

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.clearAllMocks();
  clearLegalDataCache();
  jest.mocked(getPaymentMethods).mockResolvedValue(BOTH_METHODS);
});

const target = { kind: 'reservation', venueId: 4, reservationId: 7 } as const;

describe('PaymentForm', () => {
  it('names the total on the button and validates before calling the API, focusing the problem', async () => {
    renderAt(<PaymentForm target={target} basePrice={12000} discount={2000} />, { path: '/pay' });
    await screen.findByRole('radio', { name: /BLIK/ });
    const pay = screen.getByRole('button', { name: /^Zapłać 101,98\szł$/ });
    await userEvent.click(pay);
    expect(screen.getByText('Wybierz metodę płatności.')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /BLIK/ })).toHaveFocus();
    expect(mockedCreate).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('radio', { name: /BLIK/ }));
    expect(screen.queryByText('Wybierz metodę płatności.')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Kod BLIK'), '777');
    await userEvent.click(pay);
    expect(screen.getByLabelText('Kod BLIK')).toHaveFocus();
    expect(screen.getByLabelText('Kod BLIK')).toHaveAccessibleDescription(/6-cyfrowy kod BLIK/);
    expect(mockedCreate).not.toHaveBeenCalled();
  });

  it('pays with BLIK from the keyboard and goes to the status page', async () => {
    mockedCreate.mockResolvedValue(makePayment({ id: 9, payment_uuid: 'u' }));
    renderAt(<PaymentForm target={target} basePrice={12000} />, { path: '/pay' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('777123{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-status/9'));
    expect(mockedCreate).toHaveBeenCalledWith(
      expect.objectContaining({ method_id: 509, blik_code: '777123', reservation_id: 7 }),
      expect.any(AbortSignal),
    );
  });

  it('keeps the BLIK code and shows the error when the payment fails, and tells the page why', async () => {
    mockedCreate.mockRejectedValue(new ApiError({ kind: 'http', status: 409, code: 'ALREADY_PAID' }));
    const onFailure = jest.fn();
    renderAt(<PaymentForm target={target} basePrice={12000} onFailure={onFailure} submitLabel="Opłać" />, { path: '/pay' });
    await userEvent.click(await screen.findByRole('radio', { name: /BLIK/ }));
    await userEvent.type(screen.getByLabelText('Kod BLIK'), '777123');
    await userEvent.click(screen.getByRole('button', { name: 'Opłać' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ta rezerwacja jest już opłacona.');
    expect(screen.getByLabelText('Kod BLIK')).toHaveValue('777123');
    expect(onFailure).toHaveBeenCalledWith('alreadyPaid');
    expect(screen.getByTestId('location')).toHaveTextContent('/pay');
  });

  it('hands a transfer to the gateway page', async () => {
    mockedCreate.mockResolvedValue({
      id: 9,
      payment_uuid: 'u',
      status: 'PENDING',
      method_id: 106,
      amount: 12198,
      service_fee: 198,
      currency: 'PLN',
      redirect_url: 'http://api.test/api/sandbox/pay/t',
      reservation_ids: [7],
      bookings: [],
      venue_id: 4,
      created_at: '2026-11-21T10:00:00.000Z',
    });
    const assign = jest.fn();
    renderAt(<PaymentForm target={target} basePrice={12000} assign={assign} />, { path: '/pay' });
    await userEvent.click(await screen.findByRole('radio', { name: /Przelew bankowy/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Zapłać 121,98\szł$/ }));
    expect(assign).toHaveBeenCalledWith('http://api.test/api/sandbox/pay/t');
    expect(screen.getByText('Przekierowujemy na stronę płatności…')).toBeInTheDocument();
  });

  it('a method the venue refuses is explained, and the fresh list of the venue no longer offers it', async () => {
    const methods = jest.mocked(getPaymentMethods);
    methods.mockResolvedValueOnce(BOTH_METHODS).mockResolvedValue([BLIK_METHOD]);
    mockedCreate.mockRejectedValue(new ApiError({ kind: 'http', status: 422, code: 'PAYMENT_METHOD_NOT_ACCEPTED' }));
    renderAt(<PaymentForm target={target} basePrice={12000} assign={jest.fn()} />, { path: '/pay' });
    await userEvent.click(await screen.findByRole('radio', { name: /Przelew bankowy/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Zapłać/ }));
    expect(await screen.findByText(/nie przyjmuje już tej metody płatności/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Przelew bankowy/ })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /BLIK/ })).not.toBeChecked();
    expect(methods).toHaveBeenCalledTimes(2);
    expect(methods.mock.calls.every(([venueId]) => venueId === 4)).toBe(true);
  });
});
