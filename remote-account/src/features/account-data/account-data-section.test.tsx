import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { authStore, userInitials } from '@venue/auth-store';
import { resendEmailConfirmation, saveAccountData } from '../../api/profile';
import { makeUser, renderSection, setUpTranslations, signInAs } from '../../testing/account-sections';
import { AccountDataSection } from './account-data-section';

jest.mock('../../api/profile', () => ({ saveAccountData: jest.fn(), resendEmailConfirmation: jest.fn() }));
const save = jest.mocked(saveAccountData);
const resend = jest.mocked(resendEmailConfirmation);

beforeAll(setUpTranslations);
beforeEach(() => {
  save.mockReset();
  resend.mockReset();
});
afterEach(() => authStore.getState().logout());

const firstName = () => screen.getByRole('textbox', { name: 'Imię' });
const lastName = () => screen.getByRole('textbox', { name: 'Nazwisko' });
const email = () => screen.getByRole('textbox', { name: 'Adres e-mail' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Zapisz dane konta' }));

describe('AccountDataSection', () => {
  it('starts from the profile and shows the phone read only, formatted', () => {
    signInAs(makeUser({ marketing_consent: true }));
    renderSection(<AccountDataSection />);
    expect(screen.getByRole('region', { name: 'Dane konta' })).toBeInTheDocument();
    expect(firstName()).toHaveValue('Anna');
    expect(lastName()).toHaveValue('Nowak');
    expect(email()).toHaveValue('anna@example.com');
    expect(screen.getByRole('checkbox', { name: /nowościach i promocjach/ })).toBeChecked();
    expect(screen.getByText('+48 500 600 700')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /telefon/i })).not.toBeInTheDocument();
    expect(screen.getByText('Potwierdzony')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /link potwierdzający/ })).not.toBeInTheDocument();
  });

  it('checks the fields with the shared schema before saving', async () => {
    signInAs(makeUser());
    renderSection(<AccountDataSection />);
    await userEvent.clear(lastName());
    await userEvent.clear(email());
    await userEvent.type(email(), 'nie-email');
    await submit();
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Nazwisko: To pole jest wymagane' })).toBeInTheDocument();
    expect(lastName()).toHaveAccessibleDescription('To pole jest wymagane');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(within(summary).getByRole('link', { name: 'Adres e-mail: Wprowadź poprawny adres e-mail' })).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('names each field in the error summary, in the order the form shows them', async () => {
    signInAs(makeUser());
    renderSection(<AccountDataSection />);
    await userEvent.clear(email());
    await userEvent.type(email(), 'anna@');
    await userEvent.clear(firstName());
    await submit();
    const links = within(await screen.findByRole('alert')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Imię: To pole jest wymagane', 'Adres e-mail: Wprowadź poprawny adres e-mail']);
    expect(links[0]).toHaveAttribute('href', '#account-first-name');
  });

  it('aligns the resend link with the form, not centred as a button, for when it wraps on a phone', () => {
    signInAs(makeUser({ email_verified: false }));
    renderSection(<AccountDataSection />);
    const style = getComputedStyle(screen.getByRole('button', { name: 'Wyślij link potwierdzający ponownie' }));
    expect(style.justifyContent).toBe('flex-start');
    expect(style.textAlign).toBe('start');
  });

  it('saves trimmed values and updates the shared store, so the navigation initials change at once', async () => {
    signInAs(makeUser());
    const saved = makeUser({ first_name: 'Zofia', last_name: 'Kowalska', marketing_consent: true });
    save.mockResolvedValueOnce(saved);
    renderSection(<AccountDataSection />);
    await userEvent.clear(firstName());
    await userEvent.type(firstName(), ' Zofia ');
    await userEvent.clear(lastName());
    await userEvent.type(lastName(), 'Kowalska');
    await userEvent.click(screen.getByRole('checkbox', { name: /nowościach i promocjach/ }));
    await submit();
    expect(await screen.findByText('Dane konta zostały zapisane.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(
      { first_name: 'Zofia', last_name: 'Kowalska', email: 'anna@example.com', marketing_consent: true },
      expect.any(AbortSignal),
    );
    const user = authStore.getState().user;
    expect(user).toEqual(saved);
    expect(user && userInitials(user)).toBe('ZK');
  });

  it('says a confirmation link went to a changed address', async () => {
    signInAs(makeUser());
    save.mockResolvedValueOnce(makeUser({ email: 'nowy@example.com', email_verified: false }));
    renderSection(<AccountDataSection />);
    await userEvent.clear(email());
    await userEvent.type(email(), 'nowy@example.com');
    await submit();
    expect(
      await screen.findByText('Dane konta zostały zapisane. Wysłaliśmy link potwierdzający na adres nowy@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Niepotwierdzony')).toBeInTheDocument();
  });

  it('shows the server field errors inline and keeps what was typed', async () => {
    signInAs(makeUser());
    save.mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        status: 400,
        code: 'VALIDATION_FAILED',
        fieldErrors: { first_name: { key: 'validation.maxLength', params: { max: 50 } } },
      }),
    );
    renderSection(<AccountDataSection />);
    await userEvent.clear(firstName());
    await userEvent.type(firstName(), 'Bardzo');
    await submit();
    await waitFor(() => expect(firstName()).toHaveAccessibleDescription('Maksymalna liczba znaków: 50'));
    expect(firstName()).toHaveValue('Bardzo');
    expect(authStore.getState().user?.first_name).toBe('Anna');
  });

  it('says saving failed on other errors and keeps the values', async () => {
    signInAs(makeUser());
    save.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    renderSection(<AccountDataSection />);
    await userEvent.clear(lastName());
    await userEvent.type(lastName(), 'Zielińska');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zapisać zmian');
    expect(lastName()).toHaveValue('Zielińska');
  });

  describe('an unconfirmed e-mail', () => {
    it('can get its confirmation link again', async () => {
      signInAs(makeUser({ email_verified: false }));
      resend.mockResolvedValueOnce({ email: 'anna@example.com', resend_available_in: 60, expires_in: 86400 });
      renderSection(<AccountDataSection />);
      expect(screen.getByText('Niepotwierdzony')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Wyślij link potwierdzający ponownie' }));
      expect(await screen.findByText('Wysłaliśmy link potwierdzający na adres anna@example.com.')).toBeInTheDocument();
      expect(resend).toHaveBeenCalledTimes(1);
    });

    it('says how long to wait when links are sent too often', async () => {
      signInAs(makeUser({ email_verified: false }));
      resend.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 42 }));
      renderSection(<AccountDataSection />);
      await userEvent.click(screen.getByRole('button', { name: 'Wyślij link potwierdzający ponownie' }));
      expect(await screen.findByText('Link został wysłany przed chwilą. Kolejny możesz wysłać za 42 sekundy.')).toBeInTheDocument();
    });

    it('says when sending failed', async () => {
      signInAs(makeUser({ email_verified: false }));
      resend.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500 }));
      renderSection(<AccountDataSection />);
      await userEvent.click(screen.getByRole('button', { name: 'Wyślij link potwierdzający ponownie' }));
      expect(await screen.findByText('Nie udało się wysłać linku potwierdzającego. Spróbuj ponownie.')).toBeInTheDocument();
    });
  });
});
