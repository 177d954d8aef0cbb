import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, updateUser } from '@venue/api';
import { authStore } from '@venue/auth-store';
import { initI18n } from '@venue/i18n';
import CompleteRegistrationPage from './complete-registration-page';
import { currentLocation, renderAuthPage, setUpAuthTranslations, testUser, type AuthPageEntry } from './testing/render-auth-page';

jest.mock('@venue/api', () => ({
  ...jest.requireActual<typeof import('@venue/api')>('@venue/api'),
  updateUser: jest.fn(),
}));

const updateUserMock = jest.mocked(updateUser);

function renderPage(entry: AuthPageEntry = '/complete-registration') {
  return renderAuthPage('/complete-registration', <CompleteRegistrationPage />, entry);
}

type User = ReturnType<typeof userEvent.setup>;

async function fillIn(user: User, values: { first?: string; last?: string; email?: string }) {
  if (values.first !== undefined) await user.type(screen.getByRole('textbox', { name: 'Imię' }), values.first);
  if (values.last !== undefined) await user.type(screen.getByRole('textbox', { name: 'Nazwisko' }), values.last);
  if (values.email !== undefined) await user.type(screen.getByRole('textbox', { name: 'Adres e-mail' }), values.email);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Zapisz i przejdź dalej' }));

beforeEach(async () => {
  jest.clearAllMocks();
  act(() => authStore.getState().setSession('session-token', testUser()));
  await setUpAuthTranslations('pl');
});

it('asks for name, e-mail and marketing consent under its heading', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Dokończ rejestrację' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Imię' })).toHaveAttribute('autocomplete', 'given-name');
  expect(screen.getByRole('textbox', { name: 'Nazwisko' })).toHaveAttribute('autocomplete', 'family-name');
  expect(screen.getByRole('textbox', { name: 'Adres e-mail' })).toHaveAttribute('type', 'email');
  expect(screen.getByRole('checkbox', { name: 'Chcę otrzymywać e-mailem informacje o nowościach i promocjach.' })).not.toBeChecked();
});

it('starts from what the profile already holds', () => {
  act(() => authStore.getState().setUser(testUser({ first_name: 'Jan' })));
  renderPage();
  expect(screen.getByRole('textbox', { name: 'Imię' })).toHaveValue('Jan');
});

it('checks the form with the shared schema before saving, with a summary and inline errors', async () => {
  const user = userEvent.setup();
  renderPage();
  await fillIn(user, { first: 'A', email: 'not-an-email' });
  await submit(user);

  const summary = screen.getByRole('alert');
  expect(summary).toHaveFocus();
  expect(within(summary).getByRole('link', { name: 'Imię: Minimalna liczba znaków: 2' })).toBeInTheDocument();
  expect(within(summary).getByRole('link', { name: 'Nazwisko: To pole jest wymagane' })).toBeInTheDocument();
  expect(within(summary).getByRole('link', { name: 'Adres e-mail: Wprowadź poprawny adres e-mail' })).toBeInTheDocument();

  expect(screen.getByRole('textbox', { name: 'Imię' })).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: 'Imię' })).toHaveAccessibleDescription('Minimalna liczba znaków: 2');
  expect(screen.getByRole('textbox', { name: 'Nazwisko' })).toHaveAccessibleDescription('To pole jest wymagane');
  expect(updateUserMock).not.toHaveBeenCalled();

  await user.click(within(summary).getByRole('link', { name: 'Nazwisko: To pole jest wymagane' }));
  expect(screen.getByRole('textbox', { name: 'Nazwisko' })).toHaveFocus();
});

it('names each field in the summary of an empty form, in every language', async () => {
  const user = userEvent.setup();
  renderPage();
  await submit(user);
  const links = () =>
    within(screen.getByRole('alert'))
      .getAllByRole('link')
      .map((link) => link.textContent);
  expect(links()).toEqual(['Imię: To pole jest wymagane', 'Nazwisko: To pole jest wymagane', 'Adres e-mail: To pole jest wymagane']);
  await act(() => initI18n().changeLanguage('en'));
  expect(links()).toEqual([
    'First name: This field is required',
    'Last name: This field is required',
    'E-mail address: This field is required',
  ]);
  await act(() => initI18n().changeLanguage('uk'));
  expect(links()[0]).toMatch(/^Ім’я: /);
});

it('lists server field errors in the order of the form, not of the answer', async () => {
  const user = userEvent.setup();
  updateUserMock.mockRejectedValueOnce(
    new ApiError({
      kind: 'http',
      status: 400,
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        email: { key: 'validation.email' },
        first_name: { key: 'validation.maxLength', params: { max: 50 } },
      },
    }),
  );
  renderPage();
  await fillIn(user, { first: 'Anna', last: 'Nowak', email: 'anna@example.com' });
  await submit(user);
  await screen.findByRole('alert');
  expect(
    within(screen.getByRole('alert'))
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Imię: Maksymalna liczba znaków: 50', 'Adres e-mail: Wprowadź poprawny adres e-mail']);
});

it('saves trimmed values, updates the stored user and opens the account', async () => {
  const user = userEvent.setup();
  const saved = testUser({ first_name: 'Anna', last_name: 'Nowak', email: 'anna@example.com', marketing_consent: true });
  updateUserMock.mockResolvedValueOnce(saved);
  renderPage();
  await fillIn(user, { first: ' Anna ', last: 'Nowak', email: 'anna@example.com ' });
  await user.click(screen.getByRole('checkbox', { name: /nowościach i promocjach/ }));
  await submit(user);

  await waitFor(() => expect(currentLocation()).toBe('/your-account'));
  expect(updateUserMock).toHaveBeenCalledWith(
    { first_name: 'Anna', last_name: 'Nowak', email: 'anna@example.com', marketing_consent: true, is_active: true },
    expect.any(AbortSignal),
  );
  expect(authStore.getState().user).toEqual(saved);
});

it('then opens the page the user wanted before signing in', async () => {
  const user = userEvent.setup();
  updateUserMock.mockResolvedValueOnce(testUser({ first_name: 'Anna', last_name: 'Nowak', email: 'anna@example.com' }));
  renderPage({ pathname: '/complete-registration', state: { from: '/my-reservations' } });
  await fillIn(user, { first: 'Anna', last: 'Nowak', email: 'anna@example.com' });
  await submit(user);
  await waitFor(() => expect(currentLocation()).toBe('/my-reservations'));
});

it('shows the server field errors inline and keeps what was typed', async () => {
  const user = userEvent.setup();
  updateUserMock.mockRejectedValueOnce(
    new ApiError({
      kind: 'http',
      status: 400,
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: { key: 'validation.maxLength', params: { max: 254 } } },
    }),
  );
  renderPage();
  await fillIn(user, { first: 'Anna', last: 'Nowak', email: 'anna@example.com' });
  await submit(user);

  expect(await screen.findByRole('alert')).toHaveTextContent('Maksymalna liczba znaków: 254');
  expect(screen.getByRole('textbox', { name: 'Adres e-mail' })).toHaveAccessibleDescription(
    'Wyślemy na niego potwierdzenia rezerwacji. Maksymalna liczba znaków: 254',
  );
  expect(screen.getByRole('textbox', { name: 'Imię' })).toHaveValue('Anna');
  expect(screen.getByRole('textbox', { name: 'Adres e-mail' })).toHaveValue('anna@example.com');
  expect(currentLocation()).toBe('/complete-registration');
});

it('says saving failed on other errors, keeps the values and lets the user try again', async () => {
  const user = userEvent.setup();
  updateUserMock.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
  renderPage();
  await fillIn(user, { first: 'Anna', last: 'Nowak', email: 'anna@example.com' });
  await submit(user);

  expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zapisać zmian');
  expect(screen.getByRole('textbox', { name: 'Nazwisko' })).toHaveValue('Nowak');

  updateUserMock.mockResolvedValueOnce(testUser({ first_name: 'Anna', last_name: 'Nowak', email: 'anna@example.com' }));
  await submit(user);
  await waitFor(() => expect(currentLocation()).toBe('/your-account'));
});

it('can be completed with the keyboard alone', async () => {
  const user = userEvent.setup();
  updateUserMock.mockResolvedValueOnce(testUser({ first_name: 'Anna', last_name: 'Nowak', email: 'anna@example.com' }));
  renderPage();
  await user.tab();
  await user.keyboard('Anna');
  await user.tab();
  await user.keyboard('Nowak');
  await user.tab();
  await user.keyboard('anna@example.com');
  await user.tab();
  expect(screen.getByRole('checkbox')).toHaveFocus();
  await user.keyboard(' ');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Zapisz i przejdź dalej' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(currentLocation()).toBe('/your-account'));
  expect(updateUserMock).toHaveBeenCalledWith(expect.objectContaining({ marketing_consent: true }), expect.any(AbortSignal));
});
