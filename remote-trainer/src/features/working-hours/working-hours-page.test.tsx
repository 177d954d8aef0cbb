import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { authStore } from '@venue/auth-store';
import { getOwnProfile, updateOwnProfile } from '../../api/trainer-area';
import { makeEntry, makeOwnProfile, makeUser, renderAt, setUpTranslations, signInAs, trainerAt } from '../../testing/render-trainer';
import { WorkingHoursPage } from './working-hours-page';

jest.mock('../../api/trainer-area', () => ({
  ...jest.requireActual<typeof import('../../api/trainer-area')>('../../api/trainer-area'),
  getOwnProfile: jest.fn(),
  updateOwnProfile: jest.fn(),
}));

beforeAll(setUpTranslations);
afterEach(() => {
  authStore.getState().logout();
  jest.resetAllMocks();
});

const show = () => renderAt(<WorkingHoursPage />, '/trainer-schedule');

it('tells a pending trainer why the hours cannot be set yet and who approves', async () => {
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1, 'pending')] }));
  jest.mocked(getOwnProfile).mockResolvedValue(makeOwnProfile({ status: 'pending' }));
  show();
  expect(await screen.findByText(/po akceptacji Twojego profilu przez obiekt Squash Arena Warszawa/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Zapisz godziny pracy' })).not.toBeInTheDocument();
});

it('shows the problems the backend would refuse, sends nothing and keeps what was typed', async () => {
  const user = userEvent.setup();
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1)] }));
  jest.mocked(getOwnProfile).mockResolvedValue(makeOwnProfile());
  show();
  const monday = await screen.findByRole('group', { name: 'poniedziałek' });
  const to = within(monday).getByRole('textbox', { name: 'Do' });
  await user.clear(to);
  await user.type(to, '08:00');
  await user.click(within(screen.getByRole('group', { name: 'wtorek' })).getByRole('button', { name: 'Dodaj godziny: wtorek' }));
  const tuesdayFrom = within(screen.getByRole('group', { name: 'wtorek' })).getByRole('textbox', { name: 'Od' });
  await user.clear(tuesdayFrom);
  await user.type(tuesdayFrom, '06:00');
  await user.click(screen.getByRole('button', { name: 'Zapisz godziny pracy' }));
  expect(await screen.findByText('poniedziałek: Koniec musi być później niż początek')).toBeInTheDocument();
  expect(screen.getByText('wtorek: Obiekt jest wtedy zamknięty')).toBeInTheDocument();
  expect(to).toHaveValue('08:00');
  expect(updateOwnProfile).not.toHaveBeenCalled();
});

it('asks about lessons the new hours leave outside, then cancels them with the message', async () => {
  const user = userEvent.setup();
  const lesson = makeEntry('2026-12-07', '18:00');
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1)] }));
  jest.mocked(getOwnProfile).mockResolvedValue(makeOwnProfile());
  jest
    .mocked(updateOwnProfile)
    .mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        status: 409,
        code: 'LESSONS_OUTSIDE_HOURS',
        body: { code: 'LESSONS_OUTSIDE_HOURS', message: 'x', lessons: [lesson] },
      }),
    )
    .mockResolvedValueOnce({ profile: makeOwnProfile(), kept_lessons: [], cancelled_lessons: [lesson] });
  show();
  // Removing the only Monday window leaves a booked Monday lesson outside.
  await user.click(await screen.findByRole('button', { name: 'Usuń godziny 09:00–17:00, poniedziałek' }));
  await user.click(screen.getByRole('button', { name: 'Zapisz godziny pracy' }));

  expect(await screen.findByRole('heading', { name: 'Lekcje poza nowymi godzinami' })).toBeInTheDocument();
  expect(screen.getByText(/zostawiają 1 zarezerwowaną lekcję/)).toBeInTheDocument();
  expect(screen.getByText(/Anna D\. · Kort 1/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Zapisz godziny' }));
  expect(screen.getByText('Wybierz, co zrobić z tymi lekcjami')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /Odwołaj je/ }));
  await user.type(screen.getByRole('textbox', { name: /Wiadomość do graczy/ }), 'Choroba');
  await user.click(screen.getByRole('button', { name: 'Zapisz godziny' }));

  expect(await screen.findByText('Godziny pracy zapisane.')).toBeInTheDocument();
  expect(screen.getByText(/Odwołano 1 lekcję/)).toBeInTheDocument();
  expect(updateOwnProfile).toHaveBeenNthCalledWith(1, 101, { working_hours: { weekly: [], overrides: [] } });
  expect(updateOwnProfile).toHaveBeenNthCalledWith(2, 101, {
    working_hours: { weekly: [], overrides: [] },
    outside_lessons: 'cancel',
    message: 'Choroba',
  });
});

it('adds a day off and says the save failed without losing it', async () => {
  const user = userEvent.setup();
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1)] }));
  jest.mocked(getOwnProfile).mockResolvedValue(makeOwnProfile());
  jest.mocked(updateOwnProfile).mockRejectedValue(new ApiError({ kind: 'network' }));
  show();
  const date = await screen.findByLabelText('Data');
  await user.type(date, '2026-12-24');
  await user.click(screen.getByRole('button', { name: 'Dodaj datę' }));
  expect(screen.getByRole('group', { name: 'czwartek, 24 grudnia 2026' })).toHaveTextContent('Dzień wolny');
  await user.click(screen.getByRole('button', { name: 'Zapisz godziny pracy' }));
  expect(await screen.findByText('Wystąpił błąd')).toBeInTheDocument();
  expect(updateOwnProfile).toHaveBeenCalledWith(101, {
    working_hours: { weekly: [{ weekday: 1, from: '09:00', to: '17:00' }], overrides: [{ date: '2026-12-24', windows: [] }] },
  });
  expect(screen.getByRole('group', { name: 'czwartek, 24 grudnia 2026' })).toBeInTheDocument();
});
