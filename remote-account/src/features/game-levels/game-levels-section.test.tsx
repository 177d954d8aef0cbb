import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { GAME_LEVELS } from '@venue/api/schemas/account';
import { authStore } from '@venue/auth-store';
import { setLanguage } from '@venue/i18n';
import { saveSportSkill } from '../../api/profile';
import { listSportTypes } from '../../api/venues';
import { loadAccountTranslations } from '../../translations/all-languages';
import { makeUser, renderSection, setUpTranslations, signInAs } from '../../testing/account-sections';
import { GameLevelsSection } from './game-levels-section';

jest.mock('../../api/profile', () => ({ saveSportSkill: jest.fn() }));
jest.mock('../../api/venues', () => ({ ...jest.requireActual<object>('../../api/venues'), listSportTypes: jest.fn() }));
const save = jest.mocked(saveSportSkill);
const list = jest.mocked(listSportTypes);

const SPORTS = [
  { id: 1, code: 'squash', name: 'Squash' },
  { id: 2, code: 'tennis', name: 'Tennis' },
  { id: 3, code: 'padel', name: 'Padel' },
];

beforeAll(setUpTranslations);
beforeEach(() => {
  save.mockReset();
  list.mockReset();
  list.mockResolvedValue(SPORTS);
});
afterEach(() => {
  authStore.getState().logout();
  setLanguage('pl');
});

describe('GameLevelsSection', () => {
  it('names all seven levels in every language', async () => {
    const accountTranslations = await loadAccountTranslations();
    for (const code of ['pl', 'en', 'uk'] as const) {
      const names = GAME_LEVELS.map((level) => accountTranslations[code].gameLevels.level[level.code]);
      expect(new Set(names).size).toBe(7);
    }
    expect(GAME_LEVELS.map((level) => accountTranslations.pl.gameLevels.level[level.code])).toEqual([
      'początkujący',
      'podstawowy',
      'średniozaawansowany',
      'zaawansowany',
      'bardzo zaawansowany',
      'półprofesjonalny',
      'profesjonalny',
    ]);
  });

  it('offers 0–6 for each sport, named by its code, starting from the saved level', async () => {
    signInAs(makeUser({ user_sport_skill: [{ id: 1, sport_type_id: 2, level: 4 }] }));
    renderSection(<GameLevelsSection />);
    const squash = await screen.findByRole('combobox', { name: 'Squash' });
    expect(squash).toHaveValue('');
    expect(
      within(squash)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Nie wybrano',
      '0 – początkujący',
      '1 – podstawowy',
      '2 – średniozaawansowany',
      '3 – zaawansowany',
      '4 – bardzo zaawansowany',
      '5 – półprofesjonalny',
      '6 – profesjonalny',
    ]);
    expect(screen.getByRole('combobox', { name: 'Tenis' })).toHaveValue('4');
    expect(screen.getByRole('combobox', { name: 'Padel' })).toBeInTheDocument();
  });

  it('translates sport and level names by code (Ukrainian)', async () => {
    signInAs(makeUser());
    setLanguage('ua');
    renderSection(<GameLevelsSection />);
    expect(await screen.findByRole('combobox', { name: 'Теніс' })).toBeInTheDocument();
    expect(screen.getAllByRole('option', { name: '6 – професійний' })).toHaveLength(3);
  });

  it('saves only the changed levels and updates the shared store', async () => {
    signInAs(makeUser({ user_sport_skill: [{ id: 1, sport_type_id: 2, level: 4 }] }));
    const afterSquash = makeUser({
      user_sport_skill: [
        { id: 1, sport_type_id: 2, level: 4 },
        { id: 2, sport_type_id: 1, level: 3 },
      ],
    });
    save.mockResolvedValueOnce(afterSquash);
    renderSection(<GameLevelsSection />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Squash' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz poziomy gry' }));
    expect(await screen.findByText('Poziomy gry zostały zapisane.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(1, 3);
    expect(authStore.getState().user).toEqual(afterSquash);
    expect(screen.getByRole('combobox', { name: 'Squash' })).toHaveValue('3');
  });

  it('keeps the choice and says so when saving fails', async () => {
    signInAs(makeUser());
    save.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    renderSection(<GameLevelsSection />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Padel' }), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz poziomy gry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zapisać poziomów gry.');
    expect(screen.getByRole('combobox', { name: 'Padel' })).toHaveValue('6');
  });

  it('shows a failed load of sports with a retry', async () => {
    signInAs(makeUser());
    list.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    renderSection(<GameLevelsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się załadować listy dyscyplin.');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('combobox', { name: 'Squash' })).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
