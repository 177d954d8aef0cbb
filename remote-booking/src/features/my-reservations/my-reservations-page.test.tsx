import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { addCalendarDays, todayIn } from '@venue/i18n';
import { formatVenueRange } from '../../lib/venue-time';
import { listMyReservations } from '../../api/reservations';
import { MyReservationsPage } from './my-reservations-page';
import { isoAt, makeReservation, renderPage } from '../../testing/reservation-pages';
import { setUpTranslations } from '../../testing/render-at';

jest.mock('../../api/reservations', () => ({ ...jest.requireActual('../../api/reservations'), listMyReservations: jest.fn() }));
const list = jest.mocked(listMyReservations);

const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
const day = (n: number) => addCalendarDays(today, n);

const single = makeReservation({
  id: 1,
  start_time: isoAt(day(2), '18:00'),
  end_time: isoAt(day(2), '19:30'),
  sport_object_name: 'Kort 1',
});
const cancelled = makeReservation({
  id: 2,
  start_time: isoAt(day(3), '10:00'),
  end_time: isoAt(day(3), '11:00'),
  state: 'cancelled',
  sport_object_name: 'Kort 2',
});
const series = [4, 11, 18].map((n, i) =>
  makeReservation({
    id: 10 + i,
    parent_id: 77,
    start_time: isoAt(day(n), '19:00'),
    end_time: isoAt(day(n), '20:00'),
    payment_status: i === 0 ? 'paid' : 'unpaid',
    payment_method: 'on_site',
    sport_object_name: 'Kort 5',
  }),
);

function renderAt(search = '') {
  return renderPage(<MyReservationsPage />, '/my-reservations', `/my-reservations${search}`);
}

/** The `from`/`to` of the last list call other than the nearest-reservation one. */
/** The filters start collapsed: open them as a user would. */
const openFilters = () => userEvent.click(screen.getByRole('button', { name: /^Filtry/ }));

function lastFilteredCall() {
  const calls = list.mock.calls.filter(([params]) => params?.to !== undefined || params?.includeCancelled === true);
  return calls.at(-1)?.[0];
}

beforeAll(setUpTranslations);
beforeEach(() => {
  list.mockReset();
  list.mockResolvedValue([single, ...series]);
});

describe('MyReservationsPage', () => {
  it('lists single reservations with venue, court, time, price, payment, state and a details link', async () => {
    renderAt();
    const rows = within(await screen.findByRole('list', { name: 'Pojedyncze' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    const row = rows[0] as HTMLElement;
    expect(row).toHaveTextContent('Kort 1 · Squash Arena Warszawa');
    expect(row).toHaveTextContent(formatVenueRange(single.start_time, single.end_time, 'Europe/Warsaw', 'pl'));
    expect(row).toHaveTextContent('Razem: 91,98 zł');
    expect(row).toHaveTextContent('Opłacona');
    expect(row).toHaveTextContent('Aktywna');
    expect(within(row).getByRole('link', { name: /^Szczegóły/ })).toHaveAttribute('href', '/reservation/1/details/1');
    expect(screen.getByText(/Godziny podane w strefie czasowej obiektu/)).toBeInTheDocument();
    expect(screen.getByText('Znaleziono 1 rezerwację.')).toBeInTheDocument();
  });

  it('shows the nearest active reservation with a link to its details', async () => {
    renderAt();
    const block = await screen.findByRole('region', { name: 'Najbliższa rezerwacja' });
    await waitFor(() =>
      expect(within(block).getByRole('link', { name: 'Zobacz szczegóły' })).toHaveAttribute('href', '/reservation/1/details/1'),
    );
    expect(block).toHaveTextContent('Kort 1');
  });

  it('groups recurring occurrences by series on the Recurring tab, reached with the arrow key', async () => {
    renderAt();
    const singleTab = screen.getByRole('tab', { name: 'Pojedyncze' });
    expect(singleTab).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('list', { name: 'Pojedyncze' });
    singleTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const recurringTab = screen.getByRole('tab', { name: 'Stałe' });
    expect(recurringTab).toHaveAttribute('aria-selected', 'true');
    expect(recurringTab).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('tab=recurring');
    const rows = within(screen.getByRole('list', { name: 'Stałe' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Kort 5');
    expect(rows[0]).toHaveTextContent('3 terminy · 2 nieopłacone');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: /^Zobacz terminy/ })).toHaveAttribute(
      'href',
      '/my-reservations/recurring/77',
    );
    expect(screen.getByRole('tabpanel', { name: 'Stałe' })).toBeInTheDocument();
    expect(singleTab).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Pojedyncze' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-reservations$/);
    // From the first tab, left wraps round to the last: the weekly classes.
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Zajęcia stałe' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists class sign-ups under Single classes with the class and its trainer, apart from the courts', async () => {
    const signUp = makeReservation({
      id: 31,
      start_time: isoAt(day(2), '16:00'),
      end_time: isoAt(day(2), '17:00'),
      group_class: { id: 104, class_id: 10, name: 'Squash dla początkujących', price_list_name: 'Normalny' },
      trainer: { id: 5, display_name: 'Anna Kowalska', price: 0 },
    });
    list.mockResolvedValue([single, signUp]);
    renderAt('?tab=single-classes');
    const rows = within(await screen.findByRole('list', { name: 'Zajęcia pojedyncze' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Squash dla początkujących');
    expect(rows[0]).toHaveTextContent('Trener: Anna Kowalska');
    await userEvent.click(screen.getByRole('tab', { name: 'Pojedyncze' }));
    expect(within(await screen.findByRole('list', { name: 'Pojedyncze' })).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: 'Zajęcia stałe' }));
    expect(await screen.findByText('Nie masz zapisów na zajęcia w tym okresie.')).toBeInTheDocument();
  });

  it('keeps the filters collapsed behind a button that opens them and counts the active ones', async () => {
    renderAt();
    await screen.findByRole('list', { name: 'Pojedyncze' });
    const toggle = screen.getByRole('button', { name: 'Filtry' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Filtry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '7 dni' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Filtry' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '7 dni' }));
    expect(toggle).toHaveAccessibleName('Filtry (1)');
    await userEvent.click(screen.getByLabelText('Pokaż odwołane'));
    expect(toggle).toHaveAccessibleName('Filtry (2)');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: '7 dni' })).not.toBeInTheDocument();
    // Closing hides the form; the filters stay applied (they live in the URL).
    expect(screen.getByTestId('location')).toHaveTextContent(`/my-reservations?to=${day(6)}&cancelled=1`);
    expect(toggle).toHaveAccessibleName('Filtry (2)');
  });

  it('opens the filters at once when the URL brings a range to fix', async () => {
    renderAt(`?from=${day(5)}&to=${day(2)}`);
    expect(await screen.findByRole('button', { name: 'Filtry (1)' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Do dnia')).toBeVisible();
  });

  it('quick filters ask for the next N days and keep the range in the URL', async () => {
    renderAt();
    await screen.findByRole('list', { name: 'Pojedyncze' });
    await openFilters();
    await userEvent.click(screen.getByRole('button', { name: '7 dni' }));
    expect(screen.getByRole('button', { name: '7 dni' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(`/my-reservations?to=${day(6)}`);
    await waitFor(() => expect(lastFilteredCall()?.to?.toISOString()).toBe(`${day(8)}T00:00:00.000Z`));
    expect(lastFilteredCall()?.from?.toISOString()).toBe(`${day(-1)}T00:00:00.000Z`);
    expect((screen.getByLabelText('Od dnia') as HTMLInputElement).value).toBe(today);
    expect((screen.getByLabelText('Do dnia') as HTMLInputElement).value).toBe(day(6));

    await userEvent.click(screen.getByRole('button', { name: '90 dni' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`to=${day(89)}`);
    expect(screen.getByRole('button', { name: '7 dni' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reads the filters from the URL and trims the answer to the chosen venue days', async () => {
    const late = makeReservation({
      id: 3,
      start_time: isoAt(day(12), '22:30'),
      end_time: isoAt(day(12), '23:30'),
      sport_object_name: 'Kort 9',
    });
    list.mockResolvedValue([single, late]);
    renderAt(`?from=${day(1)}&to=${day(5)}&cancelled=1`);
    const rows = within(await screen.findByRole('list', { name: 'Pojedyncze' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Kort 1')]);
    // The days and "show cancelled": two filters, said while the form is still collapsed.
    expect(screen.getByRole('button', { name: 'Filtry (2)' })).toHaveAttribute('aria-expanded', 'false');
    await openFilters();
    expect(screen.getByLabelText('Pokaż odwołane')).toBeChecked();
    expect(list).toHaveBeenCalledWith({
      from: new Date(`${day(0)}T00:00:00Z`),
      to: new Date(`${day(7)}T00:00:00Z`),
      includeCancelled: true,
    });
  });

  it('narrows to a venue and a weekday from the URL, says so, and lifts each with its button', async () => {
    const weekdayOf = (d: string) => ((new Date(`${d}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const sameWeekday = makeReservation({
      start_time: isoAt(day(9), '18:00'),
      end_time: isoAt(day(9), '19:00'),
      sport_object_name: 'Kort 4',
    });
    const otherDay = makeReservation({ start_time: isoAt(day(3), '18:00'), end_time: isoAt(day(3), '19:00'), sport_object_name: 'Kort 6' });
    const otherVenue = makeReservation({
      venue_id: 2,
      venue_name: 'Tenis Kraków',
      start_time: isoAt(day(2), '12:00'),
      end_time: isoAt(day(2), '13:00'),
      sport_object_name: 'Kort 7',
    });
    list.mockResolvedValue([single, sameWeekday, otherDay, otherVenue]);
    renderAt(`?from=${day(0)}&to=${day(13)}&venue=1&weekday=${weekdayOf(day(2))}`);
    const names = async () =>
      within(await screen.findByRole('list', { name: 'Pojedyncze' }))
        .getAllByRole('listitem')
        .map((row) => /Kort \d/.exec(row.textContent ?? '')?.[0]);
    expect(await names()).toEqual(['Kort 1', 'Kort 4']);
    const chips = screen.getByRole('list', { name: 'Lista zawężona do' });
    expect(chips).toHaveTextContent('Obiekt: Squash Arena Warszawa');
    expect(chips).toHaveTextContent(/Dzień tygodnia: (poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela)/);
    expect(screen.getByRole('button', { name: 'Filtry (3)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pokaż wszystkie dni' }));
    expect(await names()).toEqual(['Kort 1', 'Kort 4', 'Kort 6']);
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż wszystkie obiekty' }));
    expect(await names()).toEqual(['Kort 1', 'Kort 4', 'Kort 6', 'Kort 7']);
    expect(screen.queryByRole('list', { name: 'Lista zawężona do' })).not.toBeInTheDocument();
  });

  it('shows only cancelled reservations from a link, says so, and lifts that with its button', async () => {
    list.mockResolvedValue([single, cancelled]);
    renderAt(`?from=${day(0)}&to=${day(13)}&cancelled=only`);
    const names = async () =>
      within(await screen.findByRole('list', { name: 'Pojedyncze' }))
        .getAllByRole('listitem')
        .map((row) => /Kort \d/.exec(row.textContent ?? '')?.[0]);
    expect(await names()).toEqual([cancelled.sport_object_name]);
    expect(screen.getByRole('list', { name: 'Lista zawężona do' })).toHaveTextContent('Tylko odwołane');
    // The days and the cancelled filter: "only" is one filter, not two.
    expect(screen.getByRole('button', { name: 'Filtry (2)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pokaż też aktywne' }));
    expect(await names()).toEqual(['Kort 1', cancelled.sport_object_name]);
    expect(screen.getByTestId('location')).toHaveTextContent(`/my-reservations?to=${day(13)}&cancelled=1`);
    expect(screen.queryByRole('list', { name: 'Lista zawężona do' })).not.toBeInTheDocument();
  });

  it('changes the dates and the cancelled switch through the form', async () => {
    list.mockResolvedValue([single, cancelled]);
    renderAt();
    await screen.findByRole('list', { name: 'Pojedyncze' });
    await openFilters();
    fireEvent.change(screen.getByLabelText('Od dnia'), { target: { value: day(1) } });
    fireEvent.change(screen.getByLabelText('Do dnia'), { target: { value: day(4) } });
    await userEvent.click(screen.getByLabelText('Pokaż odwołane'));
    expect(screen.getByTestId('location')).toHaveTextContent(`?from=${day(1)}&to=${day(4)}&cancelled=1`);
    await waitFor(() =>
      expect(lastFilteredCall()).toEqual({
        from: new Date(`${day(0)}T00:00:00Z`),
        to: new Date(`${day(6)}T00:00:00Z`),
        includeCancelled: true,
      }),
    );
    const rows = within(await screen.findByRole('list', { name: 'Pojedyncze' })).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('Odwołana');
  });

  it('waits for a whole year before filtering by a typed date', async () => {
    renderAt();
    await screen.findByRole('list', { name: 'Pojedyncze' });
    await openFilters();
    const to = screen.getByLabelText('Do dnia');
    for (const partial of ['0002', '0020', '0202']) fireEvent.change(to, { target: { value: `${partial}-${day(3).slice(5)}` } });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-reservations$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.change(to, { target: { value: day(3) } });
    expect(screen.getByTestId('location')).toHaveTextContent(`/my-reservations?to=${day(3)}`);
    await waitFor(() => expect(lastFilteredCall()?.to).toEqual(new Date(`${day(5)}T00:00:00Z`)));
    expect(await screen.findByRole('list', { name: 'Pojedyncze' })).toBeInTheDocument();
  });

  it('refuses an end before the start without asking the server', async () => {
    renderAt(`?from=${day(5)}&to=${day(2)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Data końcowa nie może być wcześniejsza niż początkowa.');
    expect(screen.getByText('Popraw zakres dat, aby zobaczyć rezerwacje.')).toBeInTheDocument();
    expect(lastFilteredCall()).toBeUndefined();
  });

  it('offers to book a court when nothing matches', async () => {
    list.mockResolvedValue([]);
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Brak rezerwacji w wybranym okresie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zarezerwuj kort' })).toHaveAttribute('href', '/reservation/1/courts');
    expect(screen.getByText('Nie masz nadchodzących rezerwacji.')).toBeInTheDocument();
  });

  it('offers to book at the venue of the user’s latest reservation', async () => {
    const elsewhere = makeReservation({ venue_id: 5, start_time: isoAt(day(40), '18:00'), end_time: isoAt(day(40), '19:00') });
    // Nothing in the filtered period; the nearest-reservation query knows the user's venue.
    list.mockImplementation(async (params) => (params?.to === undefined && params?.includeCancelled === false ? [elsewhere] : []));
    renderAt('?to=' + day(7));
    expect(await screen.findByRole('link', { name: 'Zarezerwuj kort' })).toHaveAttribute('href', '/reservation/5/courts');
  });

  it('points to the Recurring tab when the period holds only standing reservations', async () => {
    list.mockResolvedValue(series);
    renderAt();
    expect(
      await screen.findByRole('heading', { name: 'W wybranym okresie masz 1 rezerwację stałą, bez pojedynczych' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Brak rezerwacji w wybranym okresie')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż rezerwacje stałe' }));
    expect(screen.getByRole('tab', { name: 'Stałe' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Stałe' })).toHaveFocus();
    expect(within(screen.getByRole('list', { name: 'Stałe' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when loading failed and loads again on retry', async () => {
    list.mockRejectedValue(new ApiError({ kind: 'network' }));
    renderAt();
    expect(await screen.findByText('Nie udało się wczytać rezerwacji.')).toBeInTheDocument();
    list.mockResolvedValue([single]);
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('list', { name: 'Pojedyncze' })).toBeInTheDocument();
  });
});
