import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type Child } from '@venue/api';
import { todayInPoland } from '@venue/api/schemas/account';
import { authStore } from '@venue/auth-store';
import { createChild, deleteChild, updateChild } from '../../api/children';
import { listVenues } from '../../api/venues';
import { VENUES, makeUser, renderSection, setUpTranslations, signInAs } from '../../testing/account-sections';
import { ChildrenSection } from './children-section';

jest.mock('../../api/children', () => ({ createChild: jest.fn(), updateChild: jest.fn(), deleteChild: jest.fn() }));
const create = jest.mocked(createChild);
const update = jest.mocked(updateChild);
const remove = jest.mocked(deleteChild);
jest.mock('../../api/venues', () => ({ ...jest.requireActual<object>('../../api/venues'), listVenues: jest.fn() }));
const venues = jest.mocked(listVenues);

const JAN: Child = { id: 5, venue_id: 2, first_name: 'Jan', last_name: 'Nowak', birth_date: '2016-03-12', gender: 'male' };

beforeAll(setUpTranslations);
beforeEach(() => jest.clearAllMocks());
afterEach(() => authStore.getState().logout());

function renderChildren() {
  // As on the page once the venue list is in the cache.
  return renderSection(<ChildrenSection />, '/your-account', { venues: VENUES });
}

function tomorrow(): string {
  const [y, m, d] = todayInPoland().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

describe('ChildrenSection', () => {
  it('says when there are no children yet', () => {
    signInAs(makeUser());
    renderChildren();
    expect(screen.getByText('Nie dodano jeszcze żadnego dziecka.')).toBeInTheDocument();
  });

  it('lists children with birth date, gender and venue', async () => {
    signInAs(makeUser({ children: [JAN] }));
    renderChildren();
    // A profile's code arrives once the section has children.
    const item = await within(screen.getByRole('list', { name: 'Twoje dzieci' })).findByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: 'Jan Nowak' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Data urodzenia: 12 marca 2016 · Chłopiec · Kraków Tenis Club');
  });

  it('checks required fields and a birth date in the future before adding', async () => {
    signInAs(makeUser());
    renderChildren();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    // The form's code arrives on first use; focus moves to its heading once it shows.
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Nowy profil dziecka' })).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Data urodzenia'), tomorrow());
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj profil dziecka' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    // Listed as the fields appear, top to bottom.
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Imię: To pole jest wymagane',
      'Nazwisko: To pole jest wymagane',
      'Płeć: To pole jest wymagane',
      'Data urodzenia: Data urodzenia nie może być z przyszłości',
      'Obiekt: To pole jest wymagane',
    ]);
    expect(screen.getByRole('textbox', { name: 'Imię' })).toHaveAccessibleDescription('To pole jest wymagane');
    expect(screen.getByRole('textbox', { name: 'Nazwisko' })).toHaveAccessibleDescription('To pole jest wymagane');
    expect(screen.getByRole('combobox', { name: 'Płeć' })).toHaveAccessibleDescription('To pole jest wymagane');
    expect(screen.getByRole('combobox', { name: 'Obiekt' })).toHaveAccessibleDescription(
      'Obiekt, w którym dziecko będzie chodzić na zajęcia. To pole jest wymagane',
    );
    expect(screen.getByLabelText('Data urodzenia')).toHaveAccessibleDescription('Data urodzenia nie może być z przyszłości');
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a name with invisible or text-direction characters before sending', async () => {
    signInAs(makeUser());
    renderChildren();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'Nowy profil dziecka' })).toHaveFocus());
    await userEvent.type(screen.getByRole('textbox', { name: 'Imię' }), 'Ali\u202ecE');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwisko' }), '\u200b\u200b');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj profil dziecka' }));
    const message = 'Usuń niewidoczne znaki i znaki sterujące kierunkiem tekstu';
    expect(screen.getByRole('textbox', { name: 'Imię' })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('textbox', { name: 'Nazwisko' })).toHaveAccessibleDescription(message);
    expect(create).not.toHaveBeenCalled();
  });

  it('adds a child, updates the shared store and says so', async () => {
    signInAs(makeUser({ user_venue_profiles: [{ id: 1, venue_id: 2, is_owner: false, is_active: true }] }));
    const saved = makeUser({ children: [JAN] });
    create.mockResolvedValueOnce(saved);
    renderChildren();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    // The only venue the parent has is chosen for them.
    expect(screen.getByRole('combobox', { name: 'Obiekt' })).toHaveValue('2');
    await userEvent.type(screen.getByRole('textbox', { name: 'Imię' }), ' Jan ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwisko' }), 'Nowak');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Płeć' }), 'male');
    await userEvent.type(screen.getByLabelText('Data urodzenia'), '2016-03-12');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj profil dziecka' }));
    expect(await screen.findByText('Dodano profil dziecka: Jan Nowak.')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      { venue_id: 2, first_name: 'Jan', last_name: 'Nowak', birth_date: '2016-03-12', gender: 'male' },
      expect.any(AbortSignal),
    );
    expect(authStore.getState().user).toEqual(saved);
    expect(screen.getByRole('heading', { level: 3, name: 'Jan Nowak' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj profil dziecka' })).not.toBeInTheDocument();
  });

  it('keeps what was typed when adding fails', async () => {
    signInAs(makeUser());
    create.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500 }));
    renderChildren();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Imię' }), 'Ola');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nazwisko' }), 'Nowak');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Płeć' }), 'female');
    await userEvent.type(screen.getByLabelText('Data urodzenia'), '2018-01-02');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Obiekt' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj profil dziecka' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zapisać profilu dziecka.');
    expect(screen.getByRole('textbox', { name: 'Imię' })).toHaveValue('Ola');
    expect(screen.getByRole('combobox', { name: 'Obiekt' })).toHaveValue('1');
  });

  it('edits a child with its data filled in', async () => {
    signInAs(makeUser({ children: [JAN] }));
    const saved = makeUser({ children: [{ ...JAN, first_name: 'Janek' }] });
    update.mockResolvedValueOnce(saved);
    renderChildren();
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj profil: Jan Nowak' }));
    const name = screen.getByRole('textbox', { name: 'Imię' });
    expect(name).toHaveValue('Jan');
    expect(screen.getByLabelText('Data urodzenia')).toHaveValue('2016-03-12');
    await userEvent.clear(name);
    await userEvent.type(name, 'Janek');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Zapisano zmiany w profilu: Janek Nowak.')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      5,
      { venue_id: 2, first_name: 'Janek', last_name: 'Nowak', birth_date: '2016-03-12', gender: 'male' },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Janek Nowak' })).toBeInTheDocument();
  });

  it('asks before deleting; cancelling keeps the child and returns focus', async () => {
    signInAs(makeUser({ children: [JAN] }));
    renderChildren();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń profil: Jan Nowak' }));
    const question = await screen.findByRole('region', { name: /Czy na pewno usunąć profil: Jan Nowak\?/ });
    expect(within(question).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(question).getByRole('button', { name: 'Nie usuwaj' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Usuń profil: Jan Nowak' })).toHaveFocus());
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes after confirmation, sending the venue id', async () => {
    signInAs(makeUser({ children: [JAN] }));
    remove.mockResolvedValueOnce(makeUser({ children: [] }));
    renderChildren();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń profil: Jan Nowak' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tak, usuń profil' }));
    expect(await screen.findByText('Usunięto profil dziecka: Jan Nowak.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith(5, 2);
    expect(screen.queryByRole('heading', { level: 3, name: 'Jan Nowak' })).not.toBeInTheDocument();
    expect(authStore.getState().user?.children).toEqual([]);
  });

  it('says when deleting failed and keeps the child', async () => {
    signInAs(makeUser({ children: [JAN] }));
    remove.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    renderChildren();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń profil: Jan Nowak' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tak, usuń profil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się usunąć profilu dziecka: Jan Nowak.');
    expect(screen.getByRole('heading', { level: 3, name: 'Jan Nowak' })).toBeInTheDocument();
  });

  it('keeps a child enrolled in a course and says to cancel the enrolment first', async () => {
    signInAs(makeUser({ children: [JAN] }));
    remove.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 409, code: 'CHILD_HAS_ENROLLMENTS' }));
    renderChildren();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń profil: Jan Nowak' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tak, usuń profil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profil Jan Nowak ma aktywny zapis na kurs. Najpierw anuluj zapis poniżej');
    expect(screen.getByRole('heading', { level: 3, name: 'Jan Nowak' })).toBeInTheDocument();
  });

  it('shows a failed venues load with a retry', async () => {
    signInAs(makeUser());
    venues.mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce([...VENUES]);
    renderSection(<ChildrenSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się załadować listy obiektów');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(venues).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Nie dodano jeszcze żadnego dziecka.')).toBeInTheDocument();
  });
});
