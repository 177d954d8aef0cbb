import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { listStatement } from '../../api/wallet';
import { listVenues } from '../../api/venues';
import {
  makeEntry,
  makeItem,
  makeRefund,
  makeUser,
  renderAt,
  setUpTranslations,
  signInAs,
  statementOf as pageOf,
} from '../../testing/render-wallet';
import { HistorySection } from './history-section';

jest.mock('../../api/wallet', () => ({
  ...jest.requireActual<typeof import('../../api/wallet')>('../../api/wallet'),
  listStatement: jest.fn(),
}));
jest.mock('../../api/venues', () => ({
  ...jest.requireActual<typeof import('../../api/venues')>('../../api/venues'),
  listVenues: jest.fn(),
}));
const transactions = jest.mocked(listStatement);
const venues = jest.mocked(listVenues);

const VENUE_2 = {
  id: 2,
  name: 'Kraków Tenis Club',
  city: 'Kraków',
  timezone: 'Europe/Warsaw',
  address: 'ul. Kortowa 2',
  sport_types: [],
  opening_hours: [],
};

beforeAll(setUpTranslations);
beforeEach(() => {
  transactions.mockReset();
  venues.mockReset();
  venues.mockResolvedValue([VENUE_2]);
  signInAs(makeUser({ user_venue_profiles: [{ id: 10, venue_id: 2, is_owner: false, is_active: true }] }));
});

const lastQuery = () => transactions.mock.calls.at(-1)?.[0];

describe('HistorySection', () => {
  it('shows every field of an entry: wording by type, amount, date, time, type, reservation link, payment, venue, court, reservation date', async () => {
    transactions.mockResolvedValue(pageOf([makeRefund()]));
    renderAt(<HistorySection />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie historii operacji…');
    const list = await screen.findByRole('list', { name: 'Historia operacji' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Zwrot za odwołaną rezerwację');
    expect(row).not.toHaveTextContent('Audit text');
    expect(within(row).getByText('+60,00 zł')).toBeInTheDocument();
    // 13:05 UTC on 20 November is 14:05 in Warsaw.
    expect(row).toHaveTextContent('20 lis 2026');
    expect(row).toHaveTextContent('14:05');
    expect(row).toHaveTextContent('Rodzaj: Zwrot');
    expect(within(row).getByRole('link', { name: 'Szczegóły rezerwacji nr 42' })).toHaveAttribute('href', '/reservation/1/details/42');
    expect(row).toHaveTextContent('Płatnośćnr 7');
    expect(row).toHaveTextContent('ObiektKlub Sportowy Mokotów');
    expect(row).toHaveTextContent('KortKort 1');
    expect(row).toHaveTextContent('Termin rezerwacjipon., 3 cze 2030, 16:00');
    expect(screen.getByText('Znaleziono 1 operację')).toBeInTheDocument();
    // One time-zone note for the page, naming the zone once though two kinds of times use it.
    expect(screen.getAllByText(/Godziny podajemy w strefie czasowej: czas środkowoeuropejski/)).toHaveLength(1);
  });

  it('says a debit with a minus and a hold with the amount held', async () => {
    transactions.mockResolvedValue(
      pageOf([
        makeEntry({ type: 'freeze', amount: -5000, frozen_amount: 5000 }),
        makeEntry({ type: 'service_fee', amount: -198 }),
        makeEntry({ type: 'unfreeze', amount: 3000, frozen_amount: -3000, payment_id: 8 }),
      ]),
    );
    renderAt(<HistorySection />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Blokada środków na wypłatę');
    expect(rows[0]).toHaveTextContent('−50,00 zł');
    expect(rows[0]).toHaveTextContent('Zablokowano 50,00 zł');
    expect(rows[1]).toHaveTextContent('Opłata serwisowa za płatność online');
    expect(rows[1]).toHaveTextContent('−1,98 zł');
    // A split payment's hold given back: not a withdrawal.
    expect(rows[2]).toHaveTextContent('Zwolnienie blokady środków na płatność');
    expect(rows[2]).toHaveTextContent('+30,00 zł');
    expect(rows[2]).toHaveTextContent('Odblokowano 30,00 zł');
  });

  it('shows one row per thing the player did, its ledger entries behind a keyboard-usable "Szczegóły"', async () => {
    const court = { venue_id: 1, venue_name: 'Malta Racket Club', venue_timezone: 'Europe/Warsaw', sport_object_name: 'Kort squash 2' };
    const start = { reservation_id: 42, reservation_start_time: '2026-11-29T16:00:00.000Z' };
    transactions.mockResolvedValue(
      pageOf([
        makeItem({
          id: 'withdrawal:3',
          kind: 'withdrawal',
          amount: -1000,
          wallet_amount: -1000,
          withdrawal: { id: 3, state: 'paid_out', iban_last4: '2874', expected_arrival_date: '2026-11-30', failure_reason: null },
          movements: [
            makeEntry({ type: 'freeze', amount: -1000, frozen_amount: 1000 }),
            makeEntry({ type: 'withdrawal', amount: 0, frozen_amount: -1000 }),
          ],
        }),
        makeItem({
          id: 'payment:7',
          kind: 'booking_payment',
          amount: -8198,
          wallet_amount: 0,
          method_id: 509,
          gateway_amount: 8198,
          wallet_part: 0,
          service_fee: 198,
          payment_id: 7,
          ...court,
          ...start,
          movements: [
            makeEntry({ type: 'deposit', amount: 8198, payment_id: 7, payment_reservation_count: 1, ...court }),
            makeEntry({ type: 'service_fee', amount: -198, payment_id: 7, ...court }),
            makeEntry({ type: 'settlement', amount: -8000, payment_id: 7, ...court, ...start }),
          ],
        }),
      ]),
    );
    renderAt(<HistorySection />);
    const list = await screen.findByRole('list', { name: 'Historia operacji' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement === list);
    expect(rows).toHaveLength(2);
    const [withdrawal, booking] = rows as [HTMLElement, HTMLElement];
    expect(within(withdrawal).getByText('Wypłata na konto …2874 — wysłana')).toBeVisible();
    // The row's own amount (the hold inside the details says it too, hidden).
    expect(within(withdrawal).getAllByText('−10,00 zł')[0]).toBeVisible();
    // Its payout spent the hold: said so, not as money "released" back.
    expect(withdrawal).toHaveTextContent(/Wysłano na konto 10,00\s?zł z zablokowanych środków/);
    expect(withdrawal).not.toHaveTextContent('Odblokowano');
    expect(within(booking).getByText('Kort squash 2, 29 lis')).toBeVisible();
    expect(booking).toHaveTextContent(/BLIK 81,98\s?zł/);
    expect(within(booking).getByText('−81,98 zł')).toBeVisible();
    const link = within(booking).getByRole('link', { name: 'Rezerwacja nr 42' });
    expect(link).toBeVisible();
    expect(link).toHaveAttribute('href', '/reservation/1/details/42');

    // The ledger's entries are there, closed until asked for: a native disclosure, whose summary the
    // browser makes focusable and opens with Enter or Space (the e2e journey presses Enter; jsdom only clicks).
    const movements = within(booking).getByRole('list', { name: 'Operacje w portfelu', hidden: true });
    expect(movements).not.toBeVisible();
    const summary = within(booking).getByText('Szczegóły');
    expect(summary.tagName).toBe('SUMMARY');
    await userEvent.click(summary);
    await waitFor(() => expect(movements).toBeVisible());
    expect(
      within(movements)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('data-type')),
    ).toEqual(['deposit', 'service_fee', 'settlement']);
    expect(movements).toHaveTextContent('Płatność online za 1 rezerwację');
  });

  it.each([
    [2, 'Znaleziono 2 operacje'],
    [5, 'Znaleziono 5 operacji'],
    [22, 'Znaleziono 22 operacje'],
  ])('counts %i entries in good Polish', async (total, text) => {
    transactions.mockResolvedValue(pageOf([makeRefund()], total));
    renderAt(<HistorySection />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('filters by several types, a quick range and a venue; every change shows the first page and lands in the URL', async () => {
    transactions.mockResolvedValue(pageOf([makeRefund()], 45, 1));
    renderAt(<HistorySection />, '/wallet?page=2');
    await screen.findByText('Znaleziono 45 operacji');
    expect(lastQuery()).toMatchObject({ page: 2, page_size: 20 });

    await userEvent.click(screen.getByRole('button', { name: 'Filtry' }));
    const types = screen.getByRole('group', { name: 'Rodzaj operacji' });
    await userEvent.click(within(types).getByRole('checkbox', { name: 'Zwrot' }));
    await userEvent.click(within(types).getByRole('checkbox', { name: 'Wypłata' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: ['refund_cancellation', 'withdrawal'], page: 1 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/wallet?type=refund_cancellation%2Cwithdrawal');

    await userEvent.click(screen.getByRole('button', { name: 'Ostatnie 30 dni' }));
    expect(screen.getByRole('button', { name: 'Ostatnie 30 dni' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastQuery()?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    expect(lastQuery()?.to).toEqual(expect.any(String));

    // The user's venues (from their venue profiles) and the entries' venues, named.
    const venue = screen.getByRole('combobox', { name: 'Obiekt' });
    expect(
      within(venue)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wszystkie obiekty', 'Klub Sportowy Mokotów', 'Kraków Tenis Club']);
    await userEvent.selectOptions(venue, 'Kraków Tenis Club');
    await waitFor(() => expect(lastQuery()).toMatchObject({ venue_id: 2, page: 1 }));
    expect(screen.getByRole('button', { name: 'Filtry (3)' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/wallet$/);
  });

  it('refuses an inverted date range without asking the API', async () => {
    transactions.mockResolvedValue(pageOf([]));
    renderAt(<HistorySection />, '/wallet?from=2026-11-20&to=2026-11-01');
    expect(await screen.findByText('Popraw zakres dat, aby zobaczyć operacje.')).toBeInTheDocument();
    expect(screen.getByText('Data „do” nie może być wcześniejsza niż „od”.')).toBeVisible();
    expect(transactions).not.toHaveBeenCalled();
  });

  it('pages through the history and moves focus to its heading', async () => {
    transactions.mockImplementation(async (query) => pageOf([makeRefund({ id: query.page ?? 1 })], 45, query.page ?? 1));
    renderAt(<HistorySection />);
    expect(await screen.findByText('Strona 1 z 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Poprzednia strona' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    expect(await screen.findByText('Strona 2 z 3')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/wallet?page=2');
    expect(screen.getByRole('heading', { name: 'Historia operacji' })).toHaveFocus();
  });

  it('has an empty state, another one for filters that match nothing, and the spec’s error with a retry', async () => {
    transactions.mockResolvedValue(pageOf([]));
    const { unmount } = renderAt(<HistorySection />);
    expect(await screen.findByText('Nie masz jeszcze żadnych operacji')).toBeInTheDocument();
    unmount();

    renderAt(<HistorySection />, '/wallet?type=deposit');
    expect(await screen.findByText('Żadna operacja nie pasuje do wybranych filtrów.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtry (1)' })).toBeInTheDocument();
  });

  it('says the history could not be loaded, and tries again', async () => {
    transactions.mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValueOnce(pageOf([makeRefund()]));
    renderAt(<HistorySection />);
    expect(await screen.findByText('Nie udało się pobrać historii operacji.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Zwrot za odwołaną rezerwację')).toBeInTheDocument();
  });
});
