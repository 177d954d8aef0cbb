import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { authStore } from '@venue/auth-store';
import { addCalendarDays, todayIn } from '@venue/i18n';
import { getOwnProfile, listTrainerReservations, listVenues } from '../../api/trainer-area';
import { weekStartOf } from '../../lib/week';
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
} from '../../testing/render-trainer';
import { ReservationsPage } from './reservations-page';

jest.mock('../../api/trainer-area', () => ({
  ...jest.requireActual<typeof import('../../api/trainer-area')>('../../api/trainer-area'),
  getOwnProfile: jest.fn(),
  listTrainerReservations: jest.fn(),
  listVenues: jest.fn(),
}));

beforeAll(setUpTranslations);
afterEach(() => {
  authStore.getState().logout();
  jest.resetAllMocks();
});

// A fixed week in the past, named in the address, so the test does not depend on today.
const WEEK = '2026-03-23';

it('shows the week with its entries, once the time-zone note, and opens an entry’s details', async () => {
  const user = userEvent.setup();
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1)] }));
  jest.mocked(getOwnProfile).mockResolvedValue(makeOwnProfile());
  const lesson = makeEntry('2026-03-24', '17:00', { state: 'past', payment_status: 'unpaid' });
  const group = makeEntry('2026-03-26', '10:00', {
    kind: 'class',
    display_name: 'Squash dla początkujących',
    state: 'past',
    payment_status: null,
    price: null,
    participants: 5,
    max_participants: 8,
  });
  jest
    .mocked(listTrainerReservations)
    .mockResolvedValue(reservationsOf([lesson, group, makeEntry('2026-03-25', '12:00', { state: 'cancelled' })]));
  renderAt(<ReservationsPage />, `/trainer-reservations?filter=past&week=${WEEK}`);

  const link = await screen.findByRole('link', { name: /17:00–18:00.*Anna D\./ });
  expect(link).toHaveTextContent('Nieopłacona');
  expect(screen.getByRole('link', { name: /10:00–11:00.*Squash dla początkujących/ })).toBeInTheDocument();
  // The cancelled one waits for its filter.
  expect(screen.queryByRole('link', { name: /12:00–13:00/ })).not.toBeInTheDocument();
  expect(screen.getAllByTestId('timezone-note')).toHaveLength(1);
  expect(listTrainerReservations).toHaveBeenCalledWith(101, '2026-03-22T00:00:00.000Z', '2026-03-31T00:00:00.000Z');

  await user.click(screen.getByRole('link', { name: /10:00–11:00/ }));
  const details = await screen.findByRole('region', { name: 'Szczegóły: Squash dla początkujących' });
  expect(within(details).getByText('5 z 8 miejsc zajętych')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(`entry=class-${group.id}`);
  expect(screen.getByRole('heading', { name: 'Szczegóły: Squash dla początkujących' })).toHaveFocus();
  await user.click(within(details).getByRole('link', { name: 'Zamknij szczegóły' }));
  expect(screen.queryByRole('region', { name: /Szczegóły/ })).not.toBeInTheDocument();
});

it('keeps the view and the filter in the address, and says when a list is empty', async () => {
  const user = userEvent.setup();
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1)] }));
  jest.mocked(getOwnProfile).mockResolvedValue(makeOwnProfile());
  jest.mocked(listTrainerReservations).mockResolvedValue(reservationsOf([]));
  renderAt(<ReservationsPage />, `/trainer-reservations?week=${WEEK}`);
  await user.click(await screen.findByRole('radio', { name: 'Lista' }));
  await user.click(screen.getByRole('radio', { name: 'Odwołane' }));
  expect(screen.getByTestId('location')).toHaveTextContent(`/trainer-reservations?week=${WEEK}&view=list&filter=cancelled`);
  expect(await screen.findByText('Brak odwołanych lekcji i zajęć')).toBeInTheDocument();
  expect(screen.getByText('0 pozycji')).toBeInTheDocument();
});

it('moves by weeks', async () => {
  const user = userEvent.setup();
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1)] }));
  jest.mocked(getOwnProfile).mockResolvedValue(makeOwnProfile());
  jest.mocked(listTrainerReservations).mockResolvedValue(reservationsOf([]));
  renderAt(<ReservationsPage />, '/trainer-reservations');
  await user.click(await screen.findByRole('button', { name: 'Następny tydzień' }));
  const next = addCalendarDays(weekStartOf(todayIn('Europe/Warsaw')), 7);
  expect(screen.getByTestId('location')).toHaveTextContent(`/trainer-reservations?week=${next}`);
  await user.click(screen.getByRole('button', { name: 'Ten tydzień' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/trainer-reservations$/);
});

it('switches the venue for a trainer at two, and offers a retry when the schedule fails', async () => {
  const user = userEvent.setup();
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1), trainerAt(2, 'pending')] }));
  jest.mocked(listVenues).mockResolvedValue(VENUES);
  jest.mocked(getOwnProfile).mockImplementation(async (id) => makeOwnProfile({ id, venue_id: id - 100 }));
  jest
    .mocked(listTrainerReservations)
    .mockRejectedValueOnce(new ApiError({ kind: 'network' }))
    .mockResolvedValue(reservationsOf([]));
  renderAt(<ReservationsPage />, `/trainer-reservations?week=${WEEK}`);
  await user.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }));
  expect(await screen.findByText('0 pozycji')).toBeInTheDocument();
  const venue = screen.getByRole('combobox', { name: 'Obiekt' });
  expect(await within(venue).findByRole('option', { name: 'Kraków Tenis Club (czeka na akceptację)' })).toBeInTheDocument();
  await user.selectOptions(venue, '2');
  expect(screen.getByTestId('location')).toHaveTextContent(`venue=2`);
  await screen.findByText('0 pozycji');
  expect(listTrainerReservations).toHaveBeenLastCalledWith(102, expect.any(String), expect.any(String));
});
