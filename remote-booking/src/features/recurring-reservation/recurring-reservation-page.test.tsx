import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import type { Payment } from '@venue/api/schemas/payment';
import { createBulkPayment, getPaymentMethods } from '../../api/payments';
import { BOTH_METHODS } from '../../testing/payment-methods';
import { listMyReservations } from '../../api/reservations';
import { makeReservation, renderPage } from '../../testing/reservation-pages';
import { setUpTranslations } from '../../testing/render-at';
import { retryPathOf } from '../../components/payment';
import { RecurringReservationPage } from './recurring-reservation-page';

jest.mock('../../api/reservations', () => ({ ...jest.requireActual('../../api/reservations'), listMyReservations: jest.fn() }));
jest.mock('../../api/payments', () => ({
  ...jest.requireActual('../../api/payments'),
  createBulkPayment: jest.fn(),
  createPayment: jest.fn(),
  getPaymentMethods: jest.fn(),
}));
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
const cancelled = occurrence(1, { state: 'cancelled', payment_status: 'pending' });
const unpaid = [occurrence(2), occurrence(3), occurrence(4, { base_price: 8000, discount: 1000, total: 7000 })];
const other = makeReservation({ id: 999, parent_id: 10 });

function renderSeries(parentId = '9') {
  return renderPage(<RecurringReservationPage />, '/my-reservations/recurring/:parentId', `/my-reservations/recurring/${parentId}`);
}

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getPaymentMethods).mockResolvedValue(BOTH_METHODS);
  list.mockResolvedValue([past, paid, cancelled, ...unpaid, other]);
});

describe('RecurringReservationPage', () => {
  it('counts the active dates, and lists cancelled ones apart, counted as such and without a payment badge', async () => {
    renderSeries();
    const occurrences = await screen.findByRole('list', { name: '5 terminów' });
    expect(list).toHaveBeenCalledWith({ includeCancelled: true });
    const rows = within(occurrences).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent('Opłacona');
    const cancelledList = screen.getByRole('list', { name: 'Odwołane i zwolnione terminy: 1' });
    const [cancelledRow] = within(cancelledList).getAllByRole('listitem');
    expect(cancelledRow).toHaveTextContent('Odwołana');
    // Even with a late payment still under way, a cancelled date never reads "Płatność w toku".
    expect(cancelledRow?.querySelector('[data-payment-status]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Kort 3 · Squash Arena Warszawa' })).toBeInTheDocument();
    expect(screen.getByText(/Godziny podane w strefie czasowej obiektu/)).toBeInTheDocument();
    // Only unpaid, active, future ones can be chosen.
    expect(within(occurrences).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByRole('checkbox')).not.toBeInTheDocument();
    // On site: nothing is released, so nothing is preselected and no release time is shown.
    expect(screen.queryByTestId('series-release')).not.toBeInTheDocument();
  });

  it('selects all unpaid and shows their sum with one service fee before paying', async () => {
    renderSeries();
    await screen.findByRole('list', { name: '5 terminów' });
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
    const boxes = within(await screen.findByRole('list', { name: '5 terminów' })).getAllByRole('checkbox');
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

  describe('an online series in its payment window', () => {
    const payUntil = new Date(Date.now() + 20 * 60_000 + 5_000).toISOString();
    const online = (index: number) =>
      occurrence(index, { payment_method: 'online', payment_status: 'pending_online', pay_until: payUntil, service_fee: 198 });

    it('preselects every date that would be released, says when and counts down', async () => {
      list.mockResolvedValue([online(0), online(1), online(2)]);
      renderSeries();
      const occurrences = await screen.findByRole('list', { name: '3 terminy' });
      for (const box of within(occurrences).getAllByRole('checkbox')) expect(box).toBeChecked();
      expect(screen.getByTestId('selection-summary')).toHaveTextContent('Wybrano 3 terminy. Do zapłaty z opłatą serwisową: 181,98 zł.');
      const release = screen.getByTestId('series-release');
      expect(release).toHaveTextContent(
        /Nieopłacone terminy zwolnimy we? \S+, \d{1,2} \S+, o \d{2}:\d{2}, jeśli do tej pory nie zapłacisz za nie\./,
      );
      expect(release).toHaveTextContent('Wyślemy Ci wtedy wiadomość z ich listą.');
      expect(release).toHaveTextContent('Zostało 21 minut.');
      expect(screen.queryByTestId('left-out')).not.toBeInTheDocument();
      // Header, release notice, dates and payment all show venue times: the zone is named once for the page.
      expect(screen.getAllByText(/Godziny podane w strefie czasowej obiektu/)).toHaveLength(1);
    });

    it('leaving a date out says it will be released, and when', async () => {
      list.mockResolvedValue([online(0), online(1), online(2)]);
      renderSeries();
      const boxes = within(await screen.findByRole('list', { name: '3 terminy' })).getAllByRole('checkbox');
      await userEvent.click(boxes[1] as HTMLElement);
      expect(screen.getByTestId('left-out')).toHaveTextContent(/^1 niezaznaczony termin zwolnimy we? \S+, \d{1,2} \S+, o \d{2}:\d{2}\.$/);
      await userEvent.click(boxes[2] as HTMLElement);
      expect(screen.getByTestId('left-out')).toHaveTextContent(/^2 niezaznaczone terminy zwolnimy we? \S+, \d{1,2} \S+, o \d{2}:\d{2}\.$/);
    });

    it('remembers the series page, so a declined payment can be tried again from here', async () => {
      list.mockResolvedValue([online(0), online(1)]);
      bulk.mockResolvedValue({ id: 56 } as Payment);
      renderSeries();
      await screen.findByRole('list', { name: '2 terminy' });
      await userEvent.click(screen.getByRole('radio', { name: /BLIK/ }));
      await userEvent.type(screen.getByLabelText('Kod BLIK'), '777000');
      await userEvent.click(screen.getByRole('button', { name: /^Zapłać za wybrane/ }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment-status/56'));
      expect(retryPathOf('56')).toBe('/my-reservations/recurring/9');
    });
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
    expect(await screen.findByRole('list', { name: '5 terminów' })).toBeInTheDocument();
  });
});
