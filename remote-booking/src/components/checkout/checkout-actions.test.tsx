import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { ApiError } from '@venue/api';
import type { CreateReservationResponse } from '@venue/api/schemas/reservation';
import { createPayment, getPaymentMethods } from '../../api/payments';
import { BOTH_METHODS } from '../../testing/payment-methods';
import { makePayment } from '../../testing/make-payment';
import { renderAt, setUpTranslations } from '../../testing/render-at';
import { makeReservation } from '../../testing/reservation-pages';
import { CheckoutActions } from './checkout-actions';
import { CheckoutError } from './checkout-error';
import { checkoutErrorView } from './checkout-errors';
import { INITIAL_CHECKOUT, checkoutReducer } from './checkout-state';
import { useCheckout, type Tender } from './use-checkout';

jest.mock('../../api/payments', () => ({
  ...jest.requireActual('../../api/payments'),
  createPayment: jest.fn(),
  createBulkPayment: jest.fn(),
  getPayment: jest.fn(),
  getPaymentMethods: jest.fn(),
}));
jest.mock('../payment/legal-data', () => ({ loadLegalData: jest.fn(() => new Promise(() => undefined)), clearLegalDataCache: jest.fn() }));
const mockedPay = jest.mocked(createPayment);

const VENUE = { id: 4, service_fee: 198 };
const booked = makeReservation({ id: 7, venue_id: 4 });
const answer: CreateReservationResponse = { reservations: [booked], parent_id: null } as CreateReservationResponse;

function Harness({
  tender,
  book,
  onBack = jest.fn(),
}: {
  tender: Tender;
  book: () => Promise<CreateReservationResponse>;
  onBack?: () => void;
}) {
  const [state, dispatch] = useReducer(checkoutReducer, INITIAL_CHECKOUT);
  const checkout = useCheckout({ state, dispatch, venue: VENUE, tender, price: 12000, book });
  const refusal = state.status === 'choosing' ? state.error : null;
  const view = refusal ? checkoutErrorView(refusal, { fallback: 'createFailed' }) : null;
  if (state.status === 'done') return <p>Done: {state.reservationId}</p>;
  return (
    <CheckoutActions
      checkout={checkout}
      fieldsId="test-payment"
      price={{ basePrice: 12000 }}
      error={
        view && (
          <CheckoutError
            error={refusal}
            view={view}
            keyPrefix="courtsBooking.errors"
            remedies={{ retry: { label: 'Try it again', onClick: jest.fn() } }}
          />
        )
      }
      unpaid="Booked, not paid yet."
      detailsLabel="Booking details"
      back={{ label: 'Back', onClick: onBack }}
      submitLabel="Book and pay"
      payAgainLabel="Pay again"
    />
  );
}

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getPaymentMethods).mockResolvedValue(BOTH_METHODS);
});

describe('CheckoutActions with useCheckout', () => {
  it('books on site with nothing to pay now, and is done', async () => {
    const book = jest.fn().mockResolvedValue(answer);
    renderAt(<Harness tender="on_site" book={book} />);
    expect(screen.queryByRole('radio', { name: 'BLIK' })).not.toBeInTheDocument();
    expect(screen.getByText('Do zapłaty na miejscu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(await screen.findByText('Done: 7')).toBeInTheDocument();
    expect(book).toHaveBeenCalledTimes(1);
    expect(mockedPay).not.toHaveBeenCalled();
  });

  it('asks for a method before booking online, then pays the booking again without booking twice', async () => {
    const book = jest.fn().mockResolvedValue(answer);
    mockedPay.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 502, code: 'PAYMENT_GATEWAY_FAILED' }));
    mockedPay.mockResolvedValueOnce(makePayment({ method_id: 106, redirect_url: null }));
    renderAt(<Harness tender="online" book={book} />);
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(book).not.toHaveBeenCalled();
    expect(screen.getByText('Wybierz metodę płatności.')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('radio', { name: 'Przelew bankowy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(await screen.findByText('Booked, not paid yet.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Booking details' })).toHaveAttribute('href', '/reservation/4/details/7');
    // The booking stands: going back is locked and the button pays it.
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    expect(book).toHaveBeenCalledTimes(1);
    expect(mockedPay).toHaveBeenCalledTimes(2);
    expect(mockedPay).toHaveBeenLastCalledWith(
      { type: 'reservation', venue_id: 4, reservation_id: 7, method_id: 106 },
      expect.any(AbortSignal),
    );
  });

  it('shows a refusal in the kind’s words with its way forward, and books again from there', async () => {
    const book = jest
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'network' }))
      .mockResolvedValueOnce(answer);
    renderAt(<Harness tender="on_site" book={book} />);
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(await screen.findByText('Brak połączenia. Sprawdź internet i spróbuj ponownie.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try it again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(await screen.findByText('Done: 7')).toBeInTheDocument();
  });
});
