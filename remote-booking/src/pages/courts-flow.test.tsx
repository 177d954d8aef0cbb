import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, marketplaceApi } from '@venue/api';
import type { Payment } from '@venue/api/schemas/payment';
import { authStore } from '@venue/auth-store';
import { getVenue, getVenueAvailability } from '../api/venues';
import { createReservation, getReservation, listMyReservations, previewRecurrence } from '../api/reservations';
import { createPayment, getPaymentMethods } from '../api/payments';
import { BLIK_METHOD, BOTH_METHODS } from '../testing/payment-methods';
import { getCarnetOptions } from '../api/carnets';
import { makeCarnetOption, makeUserCarnet } from '../testing/carnets';
import { setUpTranslations } from '../testing/render-at';
import { renderVenuePage } from '../testing/venue-page';
import { addCalendarDays } from '@venue/i18n';
import { formatVenueDate, formatVenueTime } from '../lib/venue-time';
import { DAY, LATER_START, SLOT_START, TODAY, availability, reservation, user, venue } from '../features/courts/testing/fixtures';

jest.mock('../api/venues', () => ({ ...jest.requireActual('../api/venues'), getVenue: jest.fn(), getVenueAvailability: jest.fn() }));
jest.mock('../api/payments', () => ({
  ...jest.requireActual('../api/payments'),
  createPayment: jest.fn(),
  createBulkPayment: jest.fn(),
  getPayment: jest.fn(),
  getPaymentMethods: jest.fn(),
}));
jest.mock('../api/carnets', () => ({ ...jest.requireActual('../api/carnets'), getCarnetOptions: jest.fn() }));
jest.mock('../api/reservations', () => ({
  ...jest.requireActual('../api/reservations'),
  createReservation: jest.fn(),
  previewRecurrence: jest.fn(),
  getReservation: jest.fn(),
  listMyReservations: jest.fn(),
}));

const mockedVenue = jest.mocked(getVenue);
const mockedAvailability = jest.mocked(getVenueAvailability);
const mockedCreate = jest.mocked(createReservation);
const mockedPreview = jest.mocked(previewRecurrence);
const mockedPayment = jest.mocked(createPayment);
const mockedGetReservation = jest.mocked(getReservation);
const mockedListMine = jest.mocked(listMyReservations);
const mockedCarnetOptions = jest.mocked(getCarnetOptions);

const renderFlow = (path: string) => renderVenuePage(path, { '/my-reservations/recurring/:id': <h1>Rezerwacja stała</h1> });

/** The day strip's radio for a `YYYY-MM-DD` day (its name is the short weekday and date). */
const dayRadio = (day: string) => {
  const radio = screen.getAllByRole('radio').find((item) => (item as HTMLInputElement).value === day);
  if (!radio) throw new Error(`no day ${day} in the strip`);
  return radio;
};
const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://test');
const signIn = (overrides = {}) => act(() => authStore.getState().setSession('token', user(overrides)));
const SLOT_QUERY = `sport=1&type=indoor&date=${DAY}&object=11&start=${encodeURIComponent(SLOT_START)}`;

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getPaymentMethods).mockResolvedValue(BOTH_METHODS);
  mockedVenue.mockResolvedValue(venue());
  mockedAvailability.mockResolvedValue(availability());
  // Players have no carnets unless a test gives them some.
  mockedCarnetOptions.mockResolvedValue([]);
  // The gateway's legal note under the payment methods is not the subject here.
  jest.spyOn(marketplaceApi, 'post').mockReturnValue(new Promise(() => undefined));
});
afterEach(() => authStore.getState().logout());

describe('venue page', () => {
  it('shows the venue header and menu, and says plainly when the venue does not exist', async () => {
    renderFlow('/reservation/2/courts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Centrum Rakietowe Wawel' })).toBeInTheDocument();
    expect(screen.getByText(/ul\. Konopnickiej 24/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu obiektu' })).toBeInTheDocument();
    expect(mockedVenue).toHaveBeenCalledWith(2);
  });

  it('says the venue was not found on 404', async () => {
    mockedVenue.mockRejectedValue(new ApiError({ kind: 'http', status: 404, code: 'NOT_FOUND' }));
    renderFlow('/reservation/99/courts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono obiektu' })).toBeInTheDocument();
  });

  it('offers a visitor on a missing venue the start page and signing in, not their reservations', async () => {
    mockedVenue.mockRejectedValue(new ApiError({ kind: 'http', status: 404, code: 'NOT_FOUND' }));
    renderFlow('/reservation/99/courts');
    expect(await screen.findByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Moje rezerwacje' })).not.toBeInTheDocument();
  });

  it('offers a signed-in user on a missing venue their reservations', async () => {
    signIn();
    mockedVenue.mockRejectedValue(new ApiError({ kind: 'http', status: 404, code: 'NOT_FOUND' }));
    renderFlow('/reservation/99/courts');
    expect(await screen.findByRole('link', { name: 'Moje rezerwacje' })).toHaveAttribute('href', '/my-reservations');
  });

  it('offers a retry when loading fails for another reason', async () => {
    mockedVenue.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    renderFlow('/reservation/2/courts');
    await userEvent.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Centrum Rakietowe Wawel' })).toBeInTheDocument();
    expect(mockedVenue).toHaveBeenCalledTimes(2);
  });
});

describe('loading', () => {
  it('waits for the venue when the sport comes from it', async () => {
    let answerVenue: (answer: ReturnType<typeof venue>) => void = () => undefined;
    mockedVenue.mockReturnValue(new Promise((resolve) => (answerVenue = resolve)));
    renderFlow(`/reservation/2/courts?date=${DAY}`);
    expect(await screen.findByRole('navigation', { name: 'Menu obiektu' })).toBeInTheDocument();
    expect(mockedAvailability).not.toHaveBeenCalled();
    // The venue's only sport is the default.
    act(() => answerVenue(venue({ sport_types: [{ id: 1, code: 'squash', name: 'Squash' }] })));
    await waitFor(() => expect(mockedAvailability).toHaveBeenCalledWith(2, { date: DAY, sportTypeId: 1, courtType: undefined }));
  });
});

describe('choosing a slot', () => {
  it('goes sport → day → slot, keeping each choice in the URL; the only court type is said, not offered', async () => {
    renderFlow('/reservation/2/courts');
    await userEvent.click(await screen.findByRole('radio', { name: 'Squash' }));
    expect(location().searchParams.get('sport')).toBe('1');
    expect(screen.queryByRole('combobox', { name: 'Rodzaj kortu' })).not.toBeInTheDocument();
    expect(screen.getByText('Rodzaj kortu:').parentElement).toHaveTextContent('Rodzaj kortu: Kryty');
    expect(screen.getByRole('combobox', { name: 'Kort' })).toHaveValue('');
    await userEvent.click(dayRadio(DAY));
    await waitFor(() => expect(mockedAvailability).toHaveBeenLastCalledWith(2, { date: DAY, sportTypeId: 1, courtType: undefined }));
    const slot = await screen.findByRole('button', { name: /^18:00, Kort squash 1, 90,00\szł \/ h$/ });
    expect(slot).toHaveTextContent(/^90,00\szł \/ h$/);
    expect(screen.getByText(/Godziny podane w strefie czasowej obiektu/)).toBeInTheDocument();
    await userEvent.click(slot);
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    expect(location().searchParams.get('object')).toBe('11');
    expect(location().searchParams.get('start')).toBe(SLOT_START);
  });

  it('shows every court at every time: taken and closed starts are named, not hidden, and cannot be chosen', async () => {
    renderFlow(`/reservation/2/courts?sport=1&date=${DAY}`);
    const grid = await screen.findByRole('grid', { name: 'Terminy: godziny i korty' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Godzina', 'Kort squash 1', 'Kort squash 2']);
    // A taken start is not chosen: it offers "notify me when it frees up" (courts-notify.test.tsx).
    const taken = within(grid).getByRole('button', { name: '18:00, Kort squash 2, zajęty. Powiadom mnie, gdy się zwolni' });
    const closed = within(grid).getByRole('button', { name: '20:00, Kort squash 2, niedostępny' });
    expect(taken).toHaveTextContent('zajęty');
    expect(taken).toHaveAttribute('aria-haspopup', 'dialog');
    expect(closed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(closed);
    expect(location().searchParams.get('object')).toBeNull();
    await userEvent.click(taken);
    expect(location().searchParams.get('object')).toBeNull();
  });

  it('days past the advance limit are in the strip but cannot be chosen', async () => {
    mockedVenue.mockResolvedValue(venue({ max_advance_days: 3 }));
    mockedAvailability.mockResolvedValue(availability({ last_bookable_date: addCalendarDays(TODAY, 3) }));
    renderFlow(`/reservation/2/courts?sport=1&date=${DAY}`);
    await screen.findByRole('grid');
    expect(dayRadio(addCalendarDays(TODAY, 3))).toBeEnabled();
    expect(dayRadio(addCalendarDays(TODAY, 4))).toBeDisabled();
    expect(dayRadio(addCalendarDays(TODAY, 4)).closest('label')).toHaveTextContent('(poza limitem)');
  });

  it('is one tab stop: arrows move, Enter chooses, and one Tab reaches "Zarezerwuj", whose step heading then takes focus', async () => {
    signIn();
    renderFlow(`/reservation/2/courts?sport=1&date=${DAY}`);
    await screen.findByRole('grid');
    dayRadio(DAY).focus();
    await userEvent.tab();
    // The grid's one tab stop is its first free start.
    expect(screen.getByRole('button', { name: /^18:00, Kort squash 1/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '18:00, Kort squash 2, zajęty. Powiadom mnie, gdy się zwolni' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    const later = screen.getByRole('button', { name: /^20:00, Kort squash 1/ });
    expect(later).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(later).toHaveAttribute('aria-pressed', 'true');
    expect(location().searchParams.get('start')).toBe(LATER_START);
    // Only one cell of the grid is in the tab order.
    expect(screen.getByRole('grid').querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Zarezerwuj' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Opcje rezerwacji' })).toHaveFocus());
    expect(location().searchParams.get('step')).toBe('options');
    // Role queries over the whole grid are slow in jsdom: on a busy 2-core machine this walk takes seconds.
  }, 20_000);

  it('a venue with one sport says it instead of offering a choice of one', async () => {
    const only = venue();
    mockedVenue.mockResolvedValue(venue({ sport_types: only.sport_types.slice(0, 1), sport_objects: only.sport_objects.slice(0, 2) }));
    renderFlow(`/reservation/2/courts?date=${DAY}`);
    expect(await screen.findByText('Sport:')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Squash' })).not.toBeInTheDocument();
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });

  it('the selection bar says the chosen time, court and the price per hour', async () => {
    renderFlow(`/reservation/2/courts?${SLOT_QUERY}`);
    const bar = await screen.findByRole('region', { name: 'Wybrany termin' });
    expect(bar).toHaveTextContent(/^18:00, .+Kort squash 1\s·\s90,00\szł \/ h/);
    // On a phone only the court's name may be cut short (whole in its text and tooltip): the start
    // leads the first line and never shrinks, the price keeps its room.
    const court = within(bar).getByText('Kort squash 1');
    expect(getComputedStyle(court).textOverflow).toBe('ellipsis');
    expect(court).toHaveAttribute('title', 'Kort squash 1');
    expect(getComputedStyle(within(bar).getByText(/90,00\szł/)).flexShrink).toBe('0');
    const start = within(bar).getByText('18:00');
    expect(start.tagName).toBe('TIME');
    expect(getComputedStyle(start).flexShrink).toBe('0');
    // The day without its year: the day strip above says which one.
    expect(bar).not.toHaveTextContent(/20\d\d/);
  });

  it('shows the spec messages: no courts, no time slots on a chosen court, advance limit', async () => {
    mockedAvailability.mockResolvedValue(availability({ objects: availability().objects.map((o) => ({ ...o, slots: [] })) }));
    const { unmount } = renderFlow(`/reservation/2/courts?sport=1&date=${DAY}`);
    expect(await screen.findByText('Brak dostępnych kortów w wybranym terminie')).toBeInTheDocument();
    unmount();

    renderFlow(`/reservation/2/courts?sport=1&court=12&date=${DAY}`);
    expect(await screen.findByText(/Brak wolnych godzin na tym korcie/)).toBeInTheDocument();
  });

  it('leads from an empty day to the next one, but not past the last bookable day', async () => {
    mockedAvailability.mockResolvedValue(availability({ objects: availability().objects.map((o) => ({ ...o, slots: [] })) }));
    renderFlow(`/reservation/2/courts?sport=1&date=${DAY}`);
    await userEvent.click(await screen.findByRole('button', { name: /^Następny dzień: / }));
    expect(location().searchParams.get('date')).toBe(addCalendarDays(DAY, 1));
    await waitFor(() =>
      expect(mockedAvailability).toHaveBeenLastCalledWith(2, { date: addCalendarDays(DAY, 1), sportTypeId: 1, courtType: undefined }),
    );
  });

  it('offers no next day after the last bookable one', async () => {
    const last = availability().last_bookable_date;
    mockedAvailability.mockResolvedValue(availability({ objects: availability().objects.map((o) => ({ ...o, slots: [] })) }));
    renderFlow(`/reservation/2/courts?sport=1&date=${last}`);
    expect(await screen.findByText('Brak dostępnych kortów w wybranym terminie')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Następny dzień: / })).not.toBeInTheDocument();
  });

  it('says when the day is beyond the maximum advance booking period', async () => {
    mockedAvailability.mockResolvedValue(availability({ beyond_advance_limit: true, objects: [] }));
    renderFlow(`/reservation/2/courts?sport=1&date=${DAY}`);
    expect(await screen.findByText(/Przekroczono maksymalny okres rezerwacji z wyprzedzeniem/)).toBeInTheDocument();
  });

  it('sends a visitor to sign in with the way back to the options step', async () => {
    renderFlow(`/reservation/2/courts?${SLOT_QUERY}`);
    expect(await screen.findByText(/Aby zarezerwować, zaloguj się/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    expect(screen.getByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    const from = new URL(screen.getByTestId('from').textContent ?? '', 'http://test');
    expect(from.pathname).toBe('/reservation/2/courts');
    expect(from.searchParams.get('step')).toBe('options');
    expect(from.searchParams.get('start')).toBe(SLOT_START);
    expect(from.searchParams.get('object')).toBe('11');
  });

  it('a visitor reaching the options step directly is sent to sign in too', async () => {
    renderFlow(`/reservation/2/courts?${SLOT_QUERY}&step=options`);
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    expect(screen.getByTestId('from')).toHaveTextContent('step=options');
  });
});

describe('options', () => {
  it('recaps the chosen slot and offers only the durations it allows, with end times and prices', async () => {
    signIn();
    renderFlow(`/reservation/2/courts?${SLOT_QUERY}&step=options`);
    const group = await screen.findByRole('group', { name: 'Czas gry' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['60 min 18:00–19:00 · 90,00 zł', '90 min 18:00–19:30 · 135,00 zł', '120 min 18:00–20:00 · 180,00 zł']);
    // Step 2 recalls what was chosen in step 1.
    expect(screen.getByTestId('options-recap')).toHaveTextContent(/^Wybrany termin: Kort squash 1, .+, od 18:00$/);
  });

  it('asks availability to show the held slot free when the address names a hold ("Book now" of a notification)', async () => {
    signIn();
    renderFlow(`/reservation/2/courts?${SLOT_QUERY}&hold=9&step=options`);
    expect(await screen.findByRole('group', { name: 'Czas gry' })).toBeInTheDocument();
    expect(mockedAvailability).toHaveBeenCalledWith(2, { date: DAY, sportTypeId: 1, courtType: undefined, hold: 9 });
    expect(location().searchParams.get('hold')).toBe('9');
  });

  it('words paying online by what the venue takes: "Online (BLIK)" at a venue without transfers', async () => {
    jest.mocked(getPaymentMethods).mockResolvedValue([BLIK_METHOD]);
    signIn();
    renderFlow(`/reservation/2/courts?${SLOT_QUERY}&step=options`);
    expect(await screen.findByRole('radio', { name: /^Online \(BLIK\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /przelew/ })).not.toBeInTheDocument();
    expect(jest.mocked(getPaymentMethods).mock.calls.every(([venueId]) => venueId === 2)).toBe(true);
  });

  it('states the duration when the slot allows only one, instead of a choice of one', async () => {
    signIn();
    renderFlow(`/reservation/2/courts?sport=1&type=indoor&date=${DAY}&object=11&start=${encodeURIComponent(LATER_START)}&step=options`);
    expect(await screen.findByText('Czas gry:')).toBeInTheDocument();
    expect(screen.getByText('Czas gry:').parentElement).toHaveTextContent(/^Czas gry: 60 min 20:00–21:00 · 90,00\szł$/);
    expect(screen.queryByRole('group', { name: 'Czas gry' })).not.toBeInTheDocument();
  });

  it('blocks continuing until every required regulation is accepted and a payment chosen', async () => {
    signIn();
    renderFlow(`/reservation/2/courts?${SLOT_QUERY}&step=options`);
    await userEvent.click(await screen.findByRole('button', { name: 'Przejdź do podsumowania' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Wybierz sposób płatności');
    expect(summary).toHaveTextContent('Zaakceptuj: Regulamin obiektu');
    expect(summary).toHaveTextContent('Zaakceptuj: Zgoda RODO');
    expect(summary).not.toHaveTextContent('Zgoda marketingowa');
    expect(location().searchParams.get('step')).toBe('options');
    // The payment choice says what is missing next to it, not only in the summary at the top.
    const payment = screen.getByRole('group', { name: 'Płatność' });
    expect(payment).toHaveAccessibleDescription('Wybierz sposób płatności');
    expect(within(payment).getByRole('radio', { name: /Na miejscu/ })).toHaveAccessibleDescription('Wybierz sposób płatności');

    await userEvent.click(screen.getByRole('checkbox', { name: /Regulamin obiektu/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Na miejscu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Przejdź do podsumowania' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Zaakceptuj: Zgoda RODO');
    expect(location().searchParams.get('step')).toBe('options');

    await userEvent.click(screen.getByRole('checkbox', { name: /Zgoda RODO/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Przejdź do podsumowania' }));
    await waitFor(() => expect(location().searchParams.get('step')).toBe('summary'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Podsumowanie' })).toHaveFocus());
  });

  it('defaults a weekly repeat to the last same weekday inside the booking window', async () => {
    signIn();
    mockedVenue.mockResolvedValue(venue({ max_advance_days: 20 }));
    renderFlow(`/reservation/2/courts?${SLOT_QUERY}&step=options`);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Powtarzaj co tydzień/ }));
    // The slot is two days ahead and the window 20 days: two more weeks fit, a third would not.
    expect(screen.getByLabelText('Powtarzaj do dnia')).toHaveValue(addCalendarDays(DAY, 14));
  });

  it('never offers more partner cards than the venue allows in total', async () => {
    signIn();
    renderFlow(`/reservation/2/courts?${SLOT_QUERY}&step=options`);
    const multisport = await screen.findByRole('combobox', { name: /Multisport/ });
    const medicover = screen.getByRole('combobox', { name: /Medicover/ });
    await userEvent.selectOptions(multisport, '2');
    expect(within(medicover).getByRole('option', { name: '1' })).toBeDisabled();
    await userEvent.selectOptions(multisport, '1');
    expect(within(medicover).getByRole('option', { name: '1' })).toBeEnabled();
    expect(within(medicover).getByRole('option', { name: '2' })).toBeDisabled();
    expect(location().searchParams.get('cards')).toBe('7x1');
  });

  it('hides partner cards where the venue takes none', async () => {
    mockedVenue.mockResolvedValue(venue({ max_partner_cards: 0 }));
    signIn();
    renderFlow(`/reservation/2/courts?${SLOT_QUERY}&step=options`);
    await screen.findByRole('group', { name: 'Czas gry' });
    expect(screen.queryByRole('group', { name: 'Karty partnerskie' })).not.toBeInTheDocument();
  });

  it('allows an invoice only with billing data, and links to add them', async () => {
    signIn();
    const { unmount } = renderFlow(`/reservation/2/courts?${SLOT_QUERY}&step=options`);
    expect(await screen.findByRole('checkbox', { name: 'Chcę otrzymać fakturę' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Dodaj dane rozliczeniowe' })).toHaveAttribute('href', '/your-account#billing');
    unmount();
    signIn({ billing_info: '{"type":"personal"}' });
    renderFlow(`/reservation/2/courts?${SLOT_QUERY}&step=options`);
    expect(await screen.findByRole('checkbox', { name: 'Chcę otrzymać fakturę' })).toBeEnabled();
  });
});

const SUMMARY = `/reservation/2/courts?${SLOT_QUERY}&duration=90&step=summary&accepted=1,2&cards=7x2`;

describe('summary and booking', () => {
  it('shows the price with the online fee, books with the choices and pays by BLIK', async () => {
    signIn();
    mockedCreate.mockResolvedValue({ parent_id: null, reservations: [reservation()] });
    mockedPayment.mockResolvedValue({ id: 41 } as Payment);
    renderFlow(`${SUMMARY}&pay=online`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeInTheDocument();
    expect(screen.getByText('Kort squash 1')).toBeInTheDocument();
    expect(screen.getByText('90 min', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('135,00 zł')).toBeInTheDocument();
    expect(screen.getByText('−30,00 zł')).toBeInTheDocument();
    expect(screen.getByText('1,98 zł')).toBeInTheDocument();
    expect(screen.getByText('106,98 zł')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /BLIK/ }));
    await userEvent.type(screen.getByLabelText('Kod BLIK'), '777123');
    await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj i zapłać' }));

    await screen.findByRole('heading', { name: 'Status płatności' });
    expect(mockedCreate).toHaveBeenCalledWith({
      source: 'marketplace',
      venue_id: 2,
      venue_sport_object_id: 11,
      start_time: SLOT_START,
      end_time: `${DAY}T18:30:00.000Z`,
      payment: 'online',
      discount_cards: [7, 7],
      accepted_regulation_ids: [1, 2],
      invoice: false,
    });
    expect(mockedPayment).toHaveBeenCalledWith(
      { type: 'reservation', venue_id: 2, reservation_id: 501, method_id: 509, blik_code: '777123' },
      expect.any(AbortSignal),
    );
    expect(location().pathname).toBe('/payment-status/41');
  });

  it('does not book before a valid BLIK code is entered', async () => {
    signIn();
    renderFlow(`${SUMMARY}&pay=online`);
    await userEvent.click(await screen.findByRole('radio', { name: /BLIK/ }));
    await userEvent.type(screen.getByLabelText('Kod BLIK'), '777');
    await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj i zapłać' }));
    expect(await screen.findByText('Wprowadź poprawny 6-cyfrowy kod BLIK.')).toBeInTheDocument();
    expect(mockedCreate).not.toHaveBeenCalled();
  });

  it('on a 409 says the slot was just taken and offers the alternatives, which pick that start', async () => {
    signIn();
    mockedCreate.mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        status: 409,
        code: 'CONFLICT',
        body: {
          code: 'CONFLICT',
          message: 'taken',
          alternatives: [{ start_time: LATER_START, end_time: `${DAY}T20:00:00.000Z`, price: 9000 }],
        },
      }),
    );
    renderFlow(`/reservation/2/courts?${SLOT_QUERY}&step=summary&accepted=1,2&pay=on_site`);
    await userEvent.click(await screen.findByRole('button', { name: 'Zarezerwuj' }));
    expect(await screen.findByText('Ten termin został właśnie zarezerwowany przez kogoś innego.')).toBeInTheDocument();
    expect(mockedAvailability).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: /20:00–21:00 · 90,00\szł/ }));
    expect(location().searchParams.get('start')).toBe(LATER_START);
    expect(location().searchParams.get('step')).toBe('summary');
    expect(await screen.findByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeInTheDocument();
    expect(location().searchParams.get('accepted')).toBe('1,2');
  });

  it('explains other refusals in their own words and keeps every choice', async () => {
    signIn();
    mockedCreate.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 422, code: 'ADVANCE_LIMIT_EXCEEDED' }));
    mockedCreate.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 422, code: 'TOO_MANY_PARTNER_CARDS' }));
    mockedCreate.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 422, code: 'BILLING_DATA_REQUIRED' }));
    renderFlow(`${SUMMARY}&pay=on_site`);
    const reserve = await screen.findByRole('button', { name: 'Zarezerwuj' });
    await userEvent.click(reserve);
    expect(await screen.findByText('Przekroczono maksymalny okres rezerwacji z wyprzedzeniem.')).toBeInTheDocument();
    await userEvent.click(reserve);
    expect(await screen.findByText('Wybrano zbyt wiele kart partnerskich.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wróć do opcji' })).toBeInTheDocument();
    await userEvent.click(reserve);
    expect(
      await screen.findByText(
        'Do faktury potrzebne są dane rozliczeniowe w profilu. Dodaj je na stronie konta albo zarezerwuj bez faktury.',
      ),
    ).toBeInTheDocument();
    expect(location().searchParams.get('cards')).toBe('7x2');
  });

  it('states the venue’s fair-use limit that refused the booking, with Polish plural forms', async () => {
    signIn();
    const limit = (limitName: string, max: number) =>
      new ApiError({
        kind: 'http',
        status: 422,
        code: 'BOOKING_LIMIT_REACHED',
        body: { code: 'BOOKING_LIMIT_REACHED', message: 'x', limit: limitName, max },
      });
    mockedCreate
      .mockRejectedValueOnce(limit('unpaid_on_site', 5))
      .mockRejectedValueOnce(limit('unpaid_on_site', 2))
      .mockRejectedValueOnce(limit('active_reservations', 12));
    renderFlow(`${SUMMARY}&pay=on_site`);
    const reserve = await screen.findByRole('button', { name: 'Zarezerwuj' });
    await userEvent.click(reserve);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'W tym obiekcie możesz mieć naraz najwyżej 5 nieopłaconych rezerwacji z płatnością na miejscu. Wybierz płatność online.',
    );
    // Paying online is the way forward: back to the options, the choices kept.
    expect(screen.getByRole('button', { name: 'Wróć do opcji' })).toBeInTheDocument();
    await userEvent.click(reserve);
    expect(await screen.findByText(/najwyżej 2 nieopłacone rezerwacje z płatnością na miejscu/)).toBeInTheDocument();
    await userEvent.click(reserve);
    expect(await screen.findByText(/możesz mieć naraz najwyżej 12 aktywnych rezerwacji\. Odwołaj którąś/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wróć do opcji' })).not.toBeInTheDocument();
  });

  it('asks to try again in a moment when the server is busy, and the same booking then goes through', async () => {
    signIn();
    mockedCreate.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 503, code: 'SERVICE_BUSY', retryAfterSeconds: 2 }));
    mockedCreate.mockResolvedValueOnce({ parent_id: null, reservations: [reservation({ payment_method: 'on_site' })] });
    renderFlow(`${SUMMARY}&pay=on_site`);
    const reserve = await screen.findByRole('button', { name: 'Zarezerwuj' });
    await userEvent.click(reserve);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Serwis jest teraz przeciążony. Spróbuj ponownie za chwilę.');
    expect(alert).not.toHaveTextContent('Nie udało się utworzyć rezerwacji.');
    expect(location().searchParams.get('cards')).toBe('7x2');
    await userEvent.click(reserve);
    expect(await screen.findByRole('heading', { level: 2, name: 'Zarezerwowano' })).toBeInTheDocument();
    expect(mockedCreate).toHaveBeenCalledTimes(2);
    expect(mockedCreate.mock.calls[1]).toEqual(mockedCreate.mock.calls[0]);
  });

  it('lists what the server found invalid, in the user’s language', async () => {
    signIn();
    mockedCreate.mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        status: 400,
        code: 'VALIDATION_FAILED',
        fieldErrors: { 'discount_cards.0': { key: 'validation.invalid' } },
      }),
    );
    renderFlow(`${SUMMARY}&pay=on_site`);
    await userEvent.click(await screen.findByRole('button', { name: 'Zarezerwuj' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się utworzyć rezerwacji. Spróbuj ponownie.');
    expect(alert).toHaveTextContent('Nieprawidłowa wartość');
  });

  it('asks for an invoice only when the profile has billing data', async () => {
    signIn();
    mockedCreate.mockResolvedValue({ parent_id: null, reservations: [reservation({ payment_method: 'on_site' })] });
    renderFlow(`${SUMMARY}&pay=on_site&invoice=1`);
    await userEvent.click(await screen.findByRole('button', { name: 'Zarezerwuj' }));
    await screen.findByRole('heading', { level: 2, name: 'Zarezerwowano' });
    expect(mockedCreate.mock.calls[0]?.[0]).toMatchObject({ invoice: false });
    cleanup();

    signIn({ billing_info: '{"type":"personal"}' });
    renderFlow(`${SUMMARY}&pay=on_site&invoice=1`);
    expect(await screen.findByText('Faktura')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    await screen.findByRole('heading', { level: 2, name: 'Zarezerwowano' });
    expect(mockedCreate.mock.calls[1]?.[0]).toMatchObject({ invoice: true });
  });

  it('books on site and shows where to find the reservation', async () => {
    signIn();
    mockedCreate.mockResolvedValue({ parent_id: null, reservations: [reservation({ payment_method: 'on_site' })] });
    renderFlow(`${SUMMARY}&pay=on_site`);
    // Payable at the venue, not now, and no 0,00 zł fee line.
    expect(await screen.findByText('Do zapłaty na miejscu')).toBeInTheDocument();
    expect(screen.queryByText('Do zapłaty')).not.toBeInTheDocument();
    expect(screen.queryByText('Opłata serwisowa')).not.toBeInTheDocument();
    expect(screen.queryByText('1,98 zł')).not.toBeInTheDocument();
    // The venue's free-cancellation rule (12 h before the start) is said before booking.
    const freeUntil = new Date(Date.parse(SLOT_START) - 12 * 3_600_000);
    expect(screen.getByTestId('free-cancellation')).toHaveTextContent(
      `Bezpłatne odwołanie do ${formatVenueDate(freeUntil, 'Europe/Warsaw', 'pl')}, ${formatVenueTime(freeUntil, 'Europe/Warsaw', 'pl')}. Przy późniejszym odwołaniu obiekt może`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Zarezerwowano' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Szczegóły rezerwacji' })).toHaveAttribute('href', '/reservation/2/details/501');
    expect(screen.getByRole('link', { name: 'Moje rezerwacje' })).toHaveAttribute('href', '/my-reservations');
    expect(mockedCreate.mock.calls[0]?.[0]).toMatchObject({ payment: 'on_site' });
  });

  it('restates what was booked on site: venue, address, court, date, time and price, with the calendar and directions', async () => {
    signIn();
    const booked = reservation({ payment_method: 'on_site', service_fee: 0, total: 12000, discount: 1500 });
    mockedCreate.mockResolvedValue({ parent_id: null, reservations: [booked] });
    mockedGetReservation.mockResolvedValue(booked);
    renderFlow(`${SUMMARY}&pay=on_site`);
    await userEvent.click(await screen.findByRole('button', { name: 'Zarezerwuj' }));
    const recap = await screen.findByRole('region', { name: 'Twoja rezerwacja' });
    expect(within(recap).getByRole('heading', { level: 3, name: 'Twoja rezerwacja' })).toBeInTheDocument();
    expect(mockedGetReservation.mock.calls[0]?.[0]).toBe('501');
    const fact = (term: string) => within(recap).getByText(term).nextElementSibling;
    expect(fact('Obiekt')).toHaveTextContent('Centrum Rakietowe Wawel');
    expect(fact('Adres')).toHaveTextContent('ul. Konopnickiej 24, 30-302 Kraków');
    expect(fact('Kort')).toHaveTextContent('Kort squash 1');
    expect(fact('Data')).toHaveTextContent(formatVenueDate(SLOT_START, 'Europe/Warsaw', 'pl'));
    expect(fact('Godzina')).toHaveTextContent('18:00–19:30');
    // The price after partner cards, as stored by the server (not what the steps estimated).
    expect(fact('Cena')).toHaveTextContent(/^120,00\szł$/);
    expect(within(recap).getByRole('button', { name: 'Dodaj do kalendarza (.ics)' })).toBeInTheDocument();
    expect(within(recap).getByRole('link', { name: /Jak dojechać/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('Centrum Rakietowe Wawel, ul. Konopnickiej 24')),
    );
    // No internal numbers: neither the reservation's id nor its uuid is shown.
    expect(recap).not.toHaveTextContent('501');
    expect(recap).not.toHaveTextContent(booked.reservation_uuid);
    // The recap carries the page's one time-zone note; the flow's frame adds none.
    expect(screen.getAllByText(/strefie czasowej obiektu/)).toHaveLength(1);
    expect(within(recap).getByText(/strefie czasowej obiektu/)).toBeInTheDocument();
  });

  it('restates every active date of a series booked on site', async () => {
    signIn();
    const week2 = new Date(Date.parse(SLOT_START) + 7 * 86_400_000).toISOString();
    const first = reservation({ id: 601, parent_id: 9, payment_method: 'on_site', service_fee: 0, total: 13500 });
    const second = { ...first, id: 602, start_time: week2, end_time: new Date(Date.parse(week2) + 5_400_000).toISOString() };
    const cancelled = { ...first, id: 603, state: 'cancelled' as const, start_time: '2099-02-01T17:00:00.000Z' };
    const other = reservation({ id: 700, parent_id: null, sport_object_name: 'Kort squash 2' });
    mockedPreview.mockResolvedValue({
      occurrences: [
        { start_time: SLOT_START, end_time: first.end_time, status: 'free', price: 13500 },
        { start_time: week2, end_time: second.end_time, status: 'free', price: 13500 },
      ],
    });
    mockedCreate.mockResolvedValue({ parent_id: 9, reservations: [first, second] });
    mockedListMine.mockResolvedValue([first, other, second, cancelled]);
    renderFlow(`${SUMMARY}&pay=on_site&until=2099-01-01`);
    await userEvent.click(await screen.findByRole('button', { name: 'Zarezerwuj' }));
    const recap = await screen.findByRole('region', { name: 'Twoja rezerwacja' });
    const dates = within(recap)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(dates).toEqual([
      `${formatVenueDate(SLOT_START, 'Europe/Warsaw', 'pl')}, 18:00–19:30`,
      `${formatVenueDate(week2, 'Europe/Warsaw', 'pl')}, 18:00–19:30`,
    ]);
    expect(within(recap).getByText('Kort').nextElementSibling).toHaveTextContent(/^Kort squash 1$/);
    expect(within(recap).getByText('Cena').nextElementSibling).toHaveTextContent(/^270,00\szł$/);
  });

  it('previews a weekly series, books only the free dates, and sends an online series to pay', async () => {
    signIn();
    const until = '2099-01-01';
    const week2 = new Date(Date.parse(SLOT_START) + 7 * 86_400_000).toISOString();
    const week3 = new Date(Date.parse(SLOT_START) + 14 * 86_400_000).toISOString();
    mockedPreview.mockResolvedValue({
      occurrences: [
        { start_time: SLOT_START, end_time: `${DAY}T18:30:00.000Z`, status: 'free', price: 13500 },
        { start_time: week2, end_time: week2, status: 'taken', price: null },
        { start_time: week3, end_time: week3, status: 'free', price: 13500 },
      ],
    });
    mockedCreate.mockResolvedValue({ parent_id: 9, reservations: [reservation({ parent_id: 9 })] });
    renderFlow(`${SUMMARY}&pay=online&until=${until}`);
    expect(await screen.findByText('Wolne terminy: 2 z 3. Zarezerwujemy tylko wolne.')).toBeInTheDocument();
    expect(screen.getByText('Zajęty')).toBeInTheDocument();
    expect(screen.getByText('270,00 zł')).toBeInTheDocument();
    expect(mockedPreview.mock.calls[0]?.[0]).toMatchObject({ recurring: { until, mode: 'preview' } });
    await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj i zapłać' }));
    await screen.findByRole('heading', { name: 'Rezerwacja stała' });
    expect(mockedCreate.mock.calls[0]?.[0]).toMatchObject({ recurring: { until, mode: 'create', occurrences: [SLOT_START, week3] } });
    expect(mockedPayment).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/my-reservations/recurring/9');
  });
});

describe('paying with a carnet', () => {
  const entryOption = makeCarnetOption();
  const valueCarnet = makeUserCarnet({ id: 32, name: 'Kwotowy 500', kind: 'amount', value: 50000, remaining: 4000 });
  const shortOption = makeCarnetOption({
    carnet: valueCarnet,
    usable: false,
    reason: 'insufficient_value',
    price: 13500,
    carnet_part: 4000,
    wallet_part: 1500,
    shortfall: 8000,
  });
  const expired = makeCarnetOption({
    carnet: makeUserCarnet({ id: 33, name: 'Stary', state: 'expired', available: false, unavailable_reason: 'expired' }),
    usable: false,
    reason: 'expired',
    carnet_part: 0,
  });
  const OPTIONS = `/reservation/2/courts?${SLOT_QUERY}&duration=90&step=options&accepted=1,2`;

  it('offers no carnet choice to a player without carnets at the venue', async () => {
    signIn();
    renderFlow(OPTIONS);
    await screen.findByRole('heading', { level: 2, name: 'Opcje rezerwacji' });
    await waitFor(() => expect(mockedCarnetOptions).toHaveBeenCalled());
    expect(screen.queryByRole('radio', { name: /Karnetem/ })).not.toBeInTheDocument();
  });

  it('judges the player’s carnets for the chosen slot: what each would take, or why not, and carnet + BLIK when value is short', async () => {
    signIn();
    mockedCarnetOptions.mockResolvedValue([entryOption, shortOption, expired]);
    renderFlow(OPTIONS);
    await userEvent.click(await screen.findByRole('radio', { name: /Karnetem/ }));
    expect(mockedCarnetOptions).toHaveBeenCalledWith(2, { objectId: 11, start: SLOT_START, end: `${DAY}T18:30:00.000Z` });
    expect(screen.getByRole('radio', { name: /Karnetem/ }).closest('label')).toHaveTextContent('2 karnety pasują do tego terminu');
    const picker = await screen.findByRole('group', { name: 'Twoje karnety w tym obiekcie' });
    expect(
      within(picker)
        .getByRole('radio', { name: /Poranny squash/ })
        .closest('label'),
    ).toHaveTextContent('Pobierze 1 wejście · zostało 8 wejść');
    const stale = within(picker).getByRole('radio', { name: /Stary/ });
    expect(stale).toBeDisabled();
    expect(stale.closest('label')).toHaveTextContent('Karnet wygasł');
    const split = within(picker).getByRole('radio', { name: /Kwotowy 500: karnet \+ BLIK lub przelew za resztę/ });
    expect(split.closest('label')).toHaveTextContent('Z karnetu 40,00 zł, z portfela 15,00 zł, reszta 80,00 zł');
    // A carnet pays one reservation: no weekly repeat with it.
    expect(screen.queryByRole('checkbox', { name: 'Powtarzaj co tydzień' })).not.toBeInTheDocument();
    // A carnet must be picked before going on.
    await userEvent.click(screen.getByRole('button', { name: 'Przejdź do podsumowania' }));
    expect(screen.getAllByText('Wybierz karnet, który może opłacić ten termin').length).toBeGreaterThan(0);
    await userEvent.click(within(picker).getByRole('radio', { name: /Poranny squash/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Przejdź do podsumowania' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeInTheDocument();
    expect(location().searchParams.get('pay')).toBe('carnet');
    expect(location().searchParams.get('carnet')).toBe('31');
  });

  it('books paid at once with an entry carnet and says so', async () => {
    signIn();
    mockedCarnetOptions.mockResolvedValue([entryOption]);
    mockedCreate.mockResolvedValue({ parent_id: null, reservations: [reservation({ payment_method: 'carnet', payment_status: 'paid' })] });
    mockedGetReservation.mockResolvedValue(
      reservation({
        payment_method: 'carnet',
        payment_status: 'paid',
        carnet: { id: 31, name: 'Poranny squash', kind: 'entries', amount: 1 },
      }),
    );
    renderFlow(`${SUMMARY}&pay=carnet&carnet=31`);
    expect(await screen.findByText('Karnet Poranny squash (1 wejście)')).toBeInTheDocument();
    expect(screen.queryByText('1,98 zł')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj z karnetem' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Zarezerwowano' })).toBeInTheDocument();
    expect(
      await screen.findByText(/Kort jest zarezerwowany i opłacony\. Opłacona karnetem Poranny squash \(1 wejście\)/),
    ).toBeInTheDocument();
    expect(mockedCreate.mock.calls[0]?.[0]).toMatchObject({ payment: 'carnet', user_venue_carnet_id: 31 });
    expect(mockedPayment).not.toHaveBeenCalled();
  });

  it('shows the server’s carnet refusal in words and keeps every choice', async () => {
    signIn();
    mockedCarnetOptions.mockResolvedValue([entryOption]);
    mockedCreate.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 422, code: 'CARNET_HOURS_NOT_MATCHED' }));
    renderFlow(`${SUMMARY}&pay=carnet&carnet=31`);
    await userEvent.click(await screen.findByRole('button', { name: 'Zarezerwuj z karnetem' }));
    expect(await screen.findByText('Wybrany termin nie mieści się w godzinach karnetu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wróć do opcji' })).toBeInTheDocument();
    expect(location().searchParams.get('carnet')).toBe('31');
    expect(location().searchParams.get('cards')).toBe('7x2');
    // The carnets are asked again, so the options step shows them as they are now.
    await waitFor(() => expect(mockedCarnetOptions).toHaveBeenCalledTimes(2));
  });

  it('with a value carnet short of the price, books online and pays the rest by BLIK naming the carnet', async () => {
    signIn();
    mockedCarnetOptions.mockResolvedValue([shortOption]);
    mockedCreate.mockResolvedValue({ parent_id: null, reservations: [reservation()] });
    mockedPayment.mockResolvedValue({ id: 42 } as Payment);
    renderFlow(`/reservation/2/courts?${SLOT_QUERY}&duration=90&step=summary&accepted=1,2&pay=carnet&carnet=32&split=1`);
    expect(await screen.findByText('Karnet Kwotowy 500 oraz BLIK lub przelew za resztę')).toBeInTheDocument();
    // 135,00 zł + 1,98 zł: 15,00 zł from the wallet, 40,00 zł from the carnet, 81,98 zł by BLIK.
    expect(await screen.findByText('−40,00 zł')).toBeInTheDocument();
    expect(screen.getByText('−15,00 zł')).toBeInTheDocument();
    expect(screen.getByText('81,98 zł')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /BLIK/ }));
    await userEvent.type(screen.getByLabelText('Kod BLIK'), '777123');
    await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj i zapłać' }));
    await screen.findByRole('heading', { name: 'Status płatności' });
    expect(mockedCreate.mock.calls[0]?.[0]).toMatchObject({ payment: 'online' });
    expect(mockedCreate.mock.calls[0]?.[0]).not.toHaveProperty('user_venue_carnet_id');
    expect(mockedPayment).toHaveBeenCalledWith(
      { type: 'reservation', venue_id: 2, reservation_id: 501, user_venue_carnet_id: 32, method_id: 509, blik_code: '777123' },
      expect.any(AbortSignal),
    );
  });
});
