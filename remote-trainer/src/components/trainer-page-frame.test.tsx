import { screen } from '@testing-library/react';
import { authStore } from '@venue/auth-store';
import { listVenues } from '../api/trainer-area';
import { VENUES, makeUser, renderAt, setUpTranslations, signInAs, trainerAt } from '../testing/render-trainer';
import { TrainerPageFrame } from './trainer-page-frame';

jest.mock('../api/trainer-area', () => ({
  ...jest.requireActual<typeof import('../api/trainer-area')>('../api/trainer-area'),
  listVenues: jest.fn(),
}));

beforeAll(setUpTranslations);
afterEach(() => {
  authStore.getState().logout();
  jest.resetAllMocks();
});

function renderFrame() {
  return renderAt(<TrainerPageFrame title="Rezerwacje">{(profile) => <p>Obiekt nr {profile.venue_id}</p>}</TrainerPageFrame>, '/area');
}

it('for a trainer at one venue puts the page right under the title: no switcher and no empty row taking a gap', () => {
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1)] }));
  renderFrame();

  expect(screen.queryByRole('combobox', { name: 'Obiekt' })).not.toBeInTheDocument();
  const body = screen.getByText('Obiekt nr 1').parentElement;
  expect([...(body?.children ?? [])].map((child) => child.textContent)).toEqual(['Obiekt nr 1']);
  expect(listVenues).not.toHaveBeenCalled();
});

it('for a trainer at several venues shows the switcher above the page, with the venues’ names', async () => {
  jest.mocked(listVenues).mockResolvedValue(VENUES);
  signInAs(makeUser({ trainer_venue_profiles: [trainerAt(1), trainerAt(2, 'pending')] }));
  renderFrame();

  const switcher = screen.getByRole('combobox', { name: 'Obiekt' });
  expect(await screen.findByRole('option', { name: 'Squash Arena Warszawa' })).toBeInTheDocument();
  expect(switcher).toHaveValue('1');
  const body = screen.getByText('Obiekt nr 1').parentElement;
  expect(body?.children).toHaveLength(2);
});
