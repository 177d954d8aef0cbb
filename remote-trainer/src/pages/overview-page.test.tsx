import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { authStore } from '@venue/auth-store';
import { addCalendarDays, todayIn } from '@venue/i18n';
import {
  acceptTrainer,
  getOwnProfile,
  listPendingTrainers,
  listTrainerReservations,
  listVenues,
  updateOwnProfile,
} from '../api/trainer-area';
import { weekStartOf } from '../lib/week';
import {
  VENUES,
  makeEntry,
  makeOwnProfile,
  makeUser,
  renderAt,
  reservationsOf,
  setUpTranslations,
  signInAs,
  trainerAt,
} from '../testing/render-trainer';
import { OverviewPage } from './overview-page';

jest.mock('../api/trainer-area', () => ({
  ...jest.requireActual<typeof import('../api/trainer-area')>('../api/trainer-area'),
  getOwnProfile: jest.fn(),
  updateOwnProfile: jest.fn(),
  listTrainerReservations: jest.fn(),
  listPendingTrainers: jest.fn(),
  acceptTrainer: jest.fn(),
  listVenues: jest.fn(),
}));

beforeAll(setUpTranslations);
afterEach(() => {
  authStore.getState().logout();
  jest.resetAllMocks();
});

const show = () => renderAt(<OverviewPage />, '/trainer-profile/overview');

it('tells a pending trainer why nothing can be changed yet and who approves, with the form read-only', async () => {
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1, 'pending')] }));
  jest.mocked(getOwnProfile).mockResolvedValue(makeOwnProfile({ status: 'pending' }));
  jest.mocked(listTrainerReservations).mockResolvedValue(reservationsOf([]));
  show();
  expect(await screen.findByText('Czeka na akceptację')).toBeInTheDocument();
  expect(screen.getByText(/Obiekt Squash Arena Warszawa jeszcze nie zaakceptował.*recepcja lub właściciel obiektu/)).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /Widoczny dla graczy online/ })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Zapisz profil' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Ustaw godziny pracy' })).not.toBeInTheDocument();
});

it('shows this week at a glance and the next lesson, in the venue’s time zone', async () => {
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1)] }));
  const monday = weekStartOf(todayIn('Europe/Warsaw'));
  // Working hours: every day 09:00–17:00 (56 h); a lesson next week does not count for this one.
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '09:00', to: '17:00' }));
  jest.mocked(getOwnProfile).mockResolvedValue(makeOwnProfile({ working_hours: { weekly: everyDay, overrides: [] } }));
  const nextWeek = makeEntry(addCalendarDays(monday, 8), '10:00', { start_time: '2099-01-01T09:00:00.000Z', display_name: 'Jan K.' });
  jest
    .mocked(listTrainerReservations)
    .mockResolvedValue(
      reservationsOf([
        makeEntry(monday, '09:00', { state: 'past', start_time: '2000-01-01T08:00:00.000Z', end_time: '2000-01-01T09:30:00.000Z' }),
        makeEntry(monday, '12:00', { kind: 'class', display_name: 'Squash', state: 'past', participants: 3, max_participants: null }),
        makeEntry(monday, '14:00', { state: 'cancelled' }),
        nextWeek,
      ]),
    );
  show();
  const week = await screen.findByRole('region', { name: 'Ten tydzień' });
  expect(within(week).getByText('1 lekcja')).toBeInTheDocument();
  expect(within(week).getByText('1 zajęcia')).toBeInTheDocument();
  expect(within(week).getByText('zarezerwowane 2,5 z 56 godz. pracy')).toBeInTheDocument();
  const next = screen.getByRole('region', { name: 'Najbliższa lekcja' });
  expect(within(next).getByText(/10:00–11:00 · Jan K\. · Kort 1/)).toBeInTheDocument();
  expect(within(next).getByRole('link', { name: 'Zobacz szczegóły' })).toHaveAttribute(
    'href',
    `/trainer-reservations?venue=1&view=list&entry=lesson-${nextWeek.id}`,
  );
  expect(screen.getAllByTestId('timezone-note')).toHaveLength(1);
});

it('saves visibility and about me, and keeps the text when the save fails', async () => {
  const user = userEvent.setup();
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1)] }));
  jest.mocked(getOwnProfile).mockResolvedValue(makeOwnProfile());
  jest.mocked(listTrainerReservations).mockResolvedValue(reservationsOf([]));
  jest
    .mocked(updateOwnProfile)
    .mockRejectedValueOnce(new ApiError({ kind: 'network' }))
    .mockResolvedValueOnce({
      profile: makeOwnProfile({ visibility: 'hidden', about: 'Nowy opis' }),
      kept_lessons: [],
      cancelled_lessons: [],
    });
  show();
  await user.click(await screen.findByRole('checkbox', { name: /Widoczny dla graczy online/ }));
  const about = screen.getByRole('textbox', { name: 'O mnie' });
  await user.clear(about);
  await user.type(about, 'Nowy opis');
  await user.click(screen.getByRole('button', { name: 'Zapisz profil' }));
  expect(await screen.findByText('Nie udało się zapisać profilu. Spróbuj ponownie.')).toBeInTheDocument();
  expect(about).toHaveValue('Nowy opis');
  await user.click(screen.getByRole('button', { name: 'Zapisz profil' }));
  expect(await screen.findByText('Profil zapisany.')).toBeInTheDocument();
  expect(updateOwnProfile).toHaveBeenLastCalledWith(101, { visibility: 'hidden', about: 'Nowy opis' }, expect.anything());
});

it('lets a venue owner who trains nowhere accept a pending trainer', async () => {
  const user = userEvent.setup();
  signInAs(makeUser({ user_venue_profiles: [{ id: 5, venue_id: 2, is_owner: true, is_active: true }] }));
  jest.mocked(listVenues).mockResolvedValue(VENUES);
  jest.mocked(listPendingTrainers).mockResolvedValue([
    {
      id: 301,
      venue_id: 2,
      status: 'pending',
      display_name: 'Piotr W.',
      first_name: 'Piotr',
      last_name: 'Wiśniewski',
      phone_number: '+48500600702',
    },
  ]);
  jest.mocked(acceptTrainer).mockResolvedValue({ id: 301, venue_id: 2, status: 'accepted', visibility: 'visible' });
  show();
  expect(await screen.findByText('Nie masz profilu trenera')).toBeInTheDocument();
  const section = await screen.findByRole('region', { name: 'Trenerzy czekający na akceptację' });
  expect(await within(section).findByText('Kraków Tenis Club')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Akceptuj: Piotr Wiśniewski' }));
  expect(acceptTrainer).toHaveBeenCalledWith(301);
  expect(await within(section).findByText('Nikt nie czeka na akceptację.')).toBeInTheDocument();
});

it('shows nothing of approvals to a trainer who owns no venue', async () => {
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1)] }));
  jest.mocked(getOwnProfile).mockResolvedValue(makeOwnProfile());
  jest.mocked(listTrainerReservations).mockResolvedValue(reservationsOf([]));
  show();
  expect(await screen.findByText('Zaakceptowany')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Trenerzy czekający na akceptację' })).not.toBeInTheDocument();
  expect(listPendingTrainers).not.toHaveBeenCalled();
});
