import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { createPayment, getPaymentMethods } from '../../api/payments';
import { BOTH_METHODS } from '../../testing/payment-methods';
import { getReservationByUuid } from '../../api/reservations';
import { renderAt, setUpTranslations } from '../../testing/render-at';
import { PayByLinkPage } from './pay-by-link-page';
import { UUID, linkReservation as reservation } from './testing/fixtures';

jest.mock('../../api/payments', () => ({
  ...jest.requireActual('../../api/payments'),
  createPayment: jest.fn(),
  createBulkPayment: jest.fn(),
  getPayment: jest.fn(),
  getPaymentMethods: jest.fn(),
}));
jest.mock('../../api/reservations', () => ({ ...jest.requireActual('../../api/reservations'), getReservationByUuid: jest.fn() }));
// The gateway's legal note never answers here: it must not hold up paying.
jest.mock('../../components/payment/legal-data', () => ({ loadLegalData: () => new Promise(() => undefined) }));
const mockedGet = jest.mocked(getReservationByUuid);
const mockedCreate = jest.mocked(createPayment);

const render = (path = `/p/${UUID}`) => renderAt(<PayByLinkPage />, { path, route: '/p/:reservationUUID' });

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getPaymentMethods).mockResolvedValue(BOTH_METHODS);
});

/** The price list inside the payment form, term and value alternating, with plain spaces. */
function breakdown(): string[] {
  return Array.from(document.querySelectorAll('form dl > *')).map((node) => (node.textContent ?? '').replace(/\u00a0/g, ' '));
}

describe('PayByLinkPage', () => {
  it('shows the reservation in the venue time zone with the breakdown and the 1,98 zł fee', async () => {
    mockedGet.mockResolvedValue(reservation());
    render();
    expect(screen.getByText('Ładowanie rezerwacji…')).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Rezerwacja' });
    expect(within(card).getByText('Kraków Arena')).toBeInTheDocument();
    expect(within(card).getByText('Kort 3')).toBeInTheDocument();
    expect(within(card).getByText(/18:30–20:00/)).toBeInTheDocument();
    expect(within(card).getByText(/Godziny podane w strefie czasowej obiektu: .*\(Europe\/Warsaw\)/)).toBeInTheDocument();
    expect(screen.getByText(/Opłać rezerwację do .*11:30/)).toBeInTheDocument();
    expect(breakdown()).toEqual([
      'Cena rezerwacji',
      '120,00 zł',
      'Rabat',
      '−30,00 zł',
      'Opłata serwisowa',
      '1,98 zł',
      'Do zapłaty',
      '91,98 zł',
    ]);
    expect(screen.getByRole('button', { name: /^Zapłać 91,98\szł$/ })).toBeInTheDocument();
    expect(mockedGet).toHaveBeenCalledWith(UUID);
  });

  it('writes a pay-by deadline at midnight as 24:00 of its day, never "…, 00:00" of the next', async () => {
    // 23:00 UTC on 21 Nov is midnight in Warsaw: the end of Saturday 21 Nov.
    mockedGet.mockResolvedValue(reservation({ pay_until: '2099-11-21T23:00:00.000Z' }));
    render();
    expect(await screen.findByText(/Opłać rezerwację do sob\., 21 lis 2099, 24:00/)).toBeInTheDocument();
    expect(screen.queryByText(/00:00/)).not.toBeInTheDocument();
  });

  it('pays by link with BLIK and continues on the public status page', async () => {
    mockedGet.mockResolvedValue(reservation());
    mockedCreate.mockResolvedValue({
      id: 3,
      payment_uuid: 'a1b2c3d4-0000-4000-8000-000000000001',
      status: 'PENDING',
      method_id: 509,
      amount: 9198,
      service_fee: 198,
      currency: 'PLN',
      redirect_url: null,
      reservation_ids: [7],
      bookings: [],
      venue_id: 4,
      created_at: '2099-11-21T10:00:00.000Z',
    });
    render();
    await userEvent.click(await screen.findByRole('radio', { name: /BLIK/ }));
    await userEvent.type(screen.getByLabelText('Kod BLIK'), '777123');
    await userEvent.click(screen.getByRole('button', { name: /^Zapłać/ }));
    expect(mockedCreate).toHaveBeenCalledWith(
      { type: 'reservation', venue_id: 4, reservation_uuid: UUID, method_id: 509, blik_code: '777123' },
      expect.any(AbortSignal),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment/status/a1b2c3d4-0000-4000-8000-000000000001'));
  });

  it('warns that a payment is already in progress instead of showing the form; a new one can still be started', async () => {
    mockedGet.mockResolvedValue(reservation({ payment_status: 'pending' }));
    render();
    expect(await screen.findByRole('heading', { name: 'Płatność za tę rezerwację jest już w toku' })).toBeInTheDocument();
    expect(screen.getByText(/nowa płatność anuluje tę w toku/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /BLIK/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rozpocznij nową płatność' }));
    expect(screen.getByRole('radio', { name: /BLIK/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Płatność za tę rezerwację jest już w toku' })).not.toBeInTheDocument();
  });

  it('says a paid reservation is already paid, without a form', async () => {
    mockedGet.mockResolvedValue(reservation({ payment_status: 'paid' }));
    render();
    expect(await screen.findByRole('heading', { name: 'Rezerwacja jest już opłacona' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Zapłać/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rezerwacja' })).toBeInTheDocument();
  });

  it('switches to "already paid" when the server says so while paying, and moves focus there', async () => {
    mockedGet.mockResolvedValue(reservation());
    mockedCreate.mockRejectedValue(new ApiError({ kind: 'http', status: 409, code: 'ALREADY_PAID' }));
    render();
    await userEvent.click(await screen.findByRole('radio', { name: /Przelew bankowy/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Zapłać/ }));
    const heading = await screen.findByRole('heading', { name: 'Rezerwacja jest już opłacona' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it.each([
    ['cancelled', reservation({ state: 'cancelled' }), 'Rezerwacja została anulowana.'],
    [
      'started',
      reservation({ start_time: '2020-01-01T10:00:00.000Z', end_time: '2020-01-01T11:00:00.000Z' }),
      'Termin tej rezerwacji już się rozpoczął.',
    ],
  ])('reports a payment issue for a %s reservation', async (_name, loaded, reason) => {
    mockedGet.mockResolvedValue(loaded);
    render();
    expect(await screen.findByRole('heading', { name: 'Nie można teraz opłacić tej rezerwacji' })).toBeInTheDocument();
    expect(screen.getByText(/Wykryto problem z płatnością/)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Zapłać/ })).not.toBeInTheDocument();
  });

  it('reports NOT_PAYABLE from the server as a payment issue', async () => {
    mockedGet.mockResolvedValue(reservation());
    mockedCreate.mockRejectedValue(new ApiError({ kind: 'http', status: 409, code: 'NOT_PAYABLE' }));
    render();
    await userEvent.click(await screen.findByRole('radio', { name: /Przelew bankowy/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Zapłać/ }));
    const heading = await screen.findByRole('heading', { name: 'Nie można teraz opłacić tej rezerwacji' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('says not found for an invalid uuid without asking the server', async () => {
    render('/p/not-a-uuid');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie znaleziono rezerwacji. Sprawdź, czy link do płatności jest poprawny.');
    expect(mockedGet).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Spróbuj ponownie' })).not.toBeInTheDocument();
  });

  it('says not found for an unknown reservation', async () => {
    mockedGet.mockRejectedValue(new ApiError({ kind: 'http', status: 404, code: 'NOT_FOUND' }));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie znaleziono rezerwacji.');
  });

  it('offers a retry when loading fails', async () => {
    mockedGet.mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValue(reservation());
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się pobrać danych rezerwacji.');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('region', { name: 'Rezerwacja' })).toBeInTheDocument();
  });
});
