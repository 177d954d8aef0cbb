import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import type { Payment } from '@venue/api/schemas/payment';
import { createBulkPayment } from '../../api/payments';
import { listMyReservations } from '../../api/reservations';
import { makeReservation, renderPage } from '../../testing/reservation-pages';
import { setUpTranslations } from '../../testing/render-at';
import { RecurringReservationPage } from './recurring-reservation-page';

jest.mock('../../api/reservations', () => ({ ...jest.requireActual('../../api/reservations'), listMyReservations: jest.fn() }));
jest.mock('../../api/payments', () => ({ createBulkPayment: jest.fn(), createPayment: jest.fn() }));
const list = jest.mocked(listMyReservations);
const bulk = jest.mocked(createBulkPayment);

const week = 7 * 86_400_000;
const base = Date.now() + 2 * 86_400_000;
function occurrence(index: number, overrides: Parameters<typeof makeReservation>[0] = {}) {
  const start = new Date(base + index * week);
  return makeReservation({
    id: 200 + index,
    parent_id: 9,
    venue_id: 1,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 3_600_000).toISOString(),
    payment_method: 'on_site',
    payment_status: 'unpaid',
    service_fee: 0,
    base_price: 6000,
    total: 6000,
    ...overrides,
  });
}

const past = occurrence(-2, { payment_status: 'unpaid' });
const paid = occurrence(0, { payment_status: 'paid' });
const cancelled = occurrence(1, { state: 'cancelled' });
const unpaid = [occurrence(2), occurrence(3), occurrence(4, { base_price: 8000, discount: 1000, total: 7000 })];
const other = makeReservation({ id: 999, parent_id: 10 });

function renderSeries(parentId = '9') {
  return renderPage(<RecurringReservationPage />, '/my-reservations/recurring/:parentId', `/my-reservations/recurring/${parentId}`);
}

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.clearAllMocks();
  list.mockResolvedValue([past, paid, cancelled, ...unpaid, other]);
});

describe('RecurringReservationPage', () => {
  it('lists every occurrence of the series, cancelled ones included, with state and payment', async () => {
    renderSeries();
    const occurrences = await screen.findByRole('list', { name: '6 terminów' });
    expect(list).toHaveBeenCalledWith({ includeCancelled: true });
    const rows = within(occurrences).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toHaveTextContent('Opłacona');
    expect(rows[2]).toHaveTextContent('Odwołana');
    expect(screen.getByRole('heading', { name: 'Kort 3 · Squash Arena Warszawa' })).toBeInTheDocument();
    expect(screen.getByText(/Godziny podane w strefie czasowej obiektu/)).toBeInTheDocument();
    // Only unpaid, active, future ones can be chosen.
    expect(within(occurrences).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('selects all unpaid and shows their sum with one service fee before paying', async () => {
    renderSeries();
    await screen.findByRole('list', { name: '6 terminów' });
    expect(screen.getByTestId('selection-summary')).toHaveTextContent('Zaznacz terminy, za które chcesz zapłacić.');
    await userEvent.click(screen.getByRole('button', { name: 'Zaznacz wszystkie nieopłacone' }));
    for (const box of screen.getAllByRole('checkbox', { name: /:/ })) expect(box).toBeChecked();
    // 60 + 60 + (80 − 10) zł + 1,98 zł
    expect(screen.getByTestId('selection-summary')).toHaveTextContent('Wybrano 3 terminy. Do zapłaty z opłatą serwisową: 191,98 zł.');
    const pay = screen.getByRole('region', { name: 'Zapłać za wybrane terminy' });
    expect(pay).toHaveTextContent('Opłata serwisowa1,98 zł');
    expect(pay).toHaveTextContent('Rabat−10,00 zł');
    await userEvent.click(screen.getByRole('button', { name: 'Odznacz wszystkie' }));
    expect(screen.getByTestId('selection-summary')).toHaveTextContent('Zaznacz terminy, za które chcesz zapłacić.');
  });

  it('pays the chosen occurrences in one bulk payment', async () => {
    bulk.mockResolvedValue({ id: 55 } as Payment);
    renderSeries();
    const boxes = within(await screen.findByRole('list', { name: '6 terminów' })).getAllByRole('checkbox');
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[2] as HTMLElement);
    expect(screen.getByTestId('selection-summary')).toHaveTextContent('Wybrano 2 terminy. Do zapłaty z opłatą serwisową: 131,98 zł.');
    await userEvent.click(screen.getByRole('radio', { name: /BLIK/ }));
    await userEvent.type(screen.getByLabelText('Kod BLIK'), '777123');
    await userEvent.click(screen.getByRole('button', { name: /^Zapłać za wybrane \(131,98\szł\)$/ }));
    await waitFor(() => expect(bulk).toHaveBeenCalledTimes(1));
    expect(bulk.mock.calls[0]?.[0]).toEqual({
      venue_id: 1,
      reservation_id: [unpaid[0]?.id, unpaid[2]?.id],
      method_id: 509,
      blik_code: '777123',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-status/55'));
  });

  it('says when nothing is left to pay', async () => {
    list.mockResolvedValue([paid, cancelled]);
    renderSeries();
    expect(await screen.findByText(/Nie ma terminów do opłacenia/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zaznacz wszystkie nieopłacone' })).not.toBeInTheDocument();
  });

  it.each(['10000', 'abc'])('treats an unknown or malformed series %s as not found', async (parentId) => {
    list.mockResolvedValue([other]);
    renderSeries(parentId);
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono rezerwacji stałej' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do moich rezerwacji' })).toHaveAttribute('href', '/my-reservations');
  });

  it('offers a retry when loading failed', async () => {
    list.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    renderSeries();
    expect(await screen.findByText('Nie udało się wczytać rezerwacji stałej.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('list', { name: '6 terminów' })).toBeInTheDocument();
  });
});
