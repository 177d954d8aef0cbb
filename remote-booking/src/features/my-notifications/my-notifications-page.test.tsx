import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import type { TermNotification } from '@venue/api/schemas/term-notification';
import { setLanguage } from '@venue/i18n';
import { deleteNotification, listMyNotifications } from '../../api/term-notifications';
import { renderAt, setUpTranslations } from '../../testing/render-at';
import { MyNotificationsPage } from './my-notifications-page';

jest.mock('../../api/term-notifications', () => ({
  ...jest.requireActual('../../api/term-notifications'),
  listMyNotifications: jest.fn(),
  deleteNotification: jest.fn(),
}));
const list = jest.mocked(listMyNotifications);
const remove = jest.mocked(deleteNotification);

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function makeNotification(overrides: Partial<TermNotification> = {}): TermNotification {
  return {
    id: 5,
    venue_id: 1,
    venue_name: 'Arena Warszawa',
    venue_timezone: 'Europe/Warsaw',
    venue_sport_object_id: null,
    sport_object_name: null,
    tag_id: 2,
    sport_type_name: 'Squash',
    court_type: null,
    start_time: '2030-06-03T16:00:00.000Z',
    end_time: '2030-06-03T19:00:00.000Z',
    duration_minutes: 90,
    date: '2030-06-03',
    local_start: '18:00',
    local_end: '21:00',
    status: 'pending',
    outcome: 'waiting',
    hold: null,
    reservation_id: null,
    created_at: '2030-06-01T10:00:00.000Z',
    sent_at: null,
    ...overrides,
  };
}

const held = makeNotification({
  id: 6,
  venue_sport_object_id: 4,
  sport_object_name: 'Kort 4',
  status: 'sent',
  outcome: 'held',
  hold: {
    venue_sport_object_id: 4,
    sport_object_name: 'Kort 4',
    start_time: '2030-06-03T16:00:00.000Z',
    end_time: '2030-06-03T17:30:00.000Z',
    held_until: inMinutes(4.5),
    booking_path: '/reservation/1/courts?sport=2&object=4&start=2030-06-03T16%3A00%3A00.000Z&step=options',
  },
  sent_at: '2030-06-01T10:00:01.000Z',
});

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.clearAllMocks();
  setLanguage('pl');
});

describe('MyNotificationsPage', () => {
  it('lists a wish with its venue, court, window in venue time and status', async () => {
    list.mockResolvedValue([makeNotification({ court_type: 'indoor' })]);
    renderAt(<MyNotificationsPage />);
    const card = await screen.findByRole('article', { name: 'Arena Warszawa' });
    expect(within(card).getByText('Squash · Dowolny kort (Kryty)')).toBeInTheDocument();
    expect(within(card).getByText(/18:00–21:00 · Gra: 90 min/)).toBeInTheDocument();
    expect(within(card).getByTestId('notification-status')).toHaveTextContent('Oczekuje');
    expect(within(card).getByText('Czekamy, aż kort się zwolni.')).toBeInTheDocument();
    expect(screen.getAllByText(/strefie czasowej obiektu/)).toHaveLength(1);
  });

  it('shows a live hold with the minutes left (plural forms) and "Book now" to the courts flow', async () => {
    list.mockResolvedValue([held]);
    renderAt(<MyNotificationsPage />);
    const card = await screen.findByRole('article', { name: 'Arena Warszawa' });
    expect(within(card).getByTestId('notification-status')).toHaveTextContent('Wysłane');
    expect(within(card).getByRole('timer')).toHaveTextContent('Zostało 5 minut');
    await userEvent.click(within(card).getByRole('link', { name: 'Zarezerwuj teraz' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/reservation\/1\/courts\?.*step=options/);
  });

  it('says the booking time is over once the hold has run out, without "Book now"', async () => {
    list.mockResolvedValue([{ ...held, hold: held.hold && { ...held.hold, held_until: inMinutes(-1) } }]);
    renderAt(<MyNotificationsPage />);
    expect(await screen.findByText('Czas na rezerwację minął.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zarezerwuj teraz' })).not.toBeInTheDocument();
  });

  it('words the outcomes and links a booked one to its reservation', async () => {
    list.mockResolvedValue([
      makeNotification({ id: 7, status: 'sent', outcome: 'booked', reservation_id: 90 }),
      makeNotification({ id: 8, venue_name: 'Hala Kraków', outcome: 'expired' }),
    ]);
    renderAt(<MyNotificationsPage />);
    expect(await screen.findByRole('link', { name: 'Zobacz rezerwację' })).toHaveAttribute('href', '/reservation/1/details/90');
    expect(screen.getByText('Termin minął, zanim kort się zwolnił.')).toBeInTheDocument();
  });

  it('explains how to add one when there are none', async () => {
    list.mockResolvedValue([]);
    renderAt(<MyNotificationsPage />);
    expect(await screen.findByText('Nie masz jeszcze powiadomień')).toBeInTheDocument();
    expect(screen.getByText(/Powiadom mnie, gdy się zwolni/)).toBeInTheDocument();
  });

  it('says a failed fetch and retries it', async () => {
    list.mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValueOnce([]);
    renderAt(<MyNotificationsPage />);
    expect(await screen.findByText('Nie udało się pobrać powiadomień')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Spróbuj ponownie/ }));
    expect(await screen.findByText('Nie masz jeszcze powiadomień')).toBeInTheDocument();
  });

  it('deletes only after confirmation, sending the venue', async () => {
    list.mockResolvedValueOnce([makeNotification()]).mockResolvedValue([]);
    remove.mockResolvedValue(undefined);
    renderAt(<MyNotificationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: /^Usuń powiadomienie/ }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Tak, usuń' }));
    expect(remove).toHaveBeenCalledWith(5, 1);
    expect(await screen.findByText('Nie masz jeszcze powiadomień')).toBeInTheDocument();
  });

  it('keeps the question open with the reason when deleting fails, and Escape puts focus back', async () => {
    list.mockResolvedValue([makeNotification()]);
    remove.mockRejectedValue(new ApiError({ kind: 'http', status: 500 }));
    renderAt(<MyNotificationsPage />);
    const opener = await screen.findByRole('button', { name: /^Usuń powiadomienie/ });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Tak, usuń' }));
    expect(await screen.findByText('Nie udało się usunąć powiadomienia. Spróbuj ponownie.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /^Usuń powiadomienie/ })).toHaveFocus();
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it('speaks English and Ukrainian with their plural forms', async () => {
    list.mockResolvedValue([held]);
    setLanguage('ua');
    const { unmount } = renderAt(<MyNotificationsPage />);
    expect(await screen.findByRole('timer')).toHaveTextContent('Залишилося 5 хвилин');
    unmount();
    setLanguage('en');
    renderAt(<MyNotificationsPage />);
    expect(await screen.findByRole('link', { name: 'Book now' })).toBeInTheDocument();
  });
});
