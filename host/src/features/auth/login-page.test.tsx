import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, magicLogin, requestOtp, verifyOtp, type AuthTokenResponse } from '@venue/api';
import { authStore, readTokenCookie } from '@venue/auth-store';
import { initI18n } from '@venue/i18n';
import LoginPage from './login-page';
import { loadPhoneRules } from './utils/load-phone-rules';
import {
  currentLocation,
  currentLocationState,
  renderAuthPage,
  setUpAuthTranslations,
  testUser,
  type AuthPageEntry,
} from './testing/render-auth-page';

jest.mock('@venue/api', () => ({
  ...jest.requireActual<typeof import('@venue/api')>('@venue/api'),
  requestOtp: jest.fn(),
  verifyOtp: jest.fn(),
  magicLogin: jest.fn(),
}));

jest.mock('./utils/load-phone-rules', () => {
  const actual = jest.requireActual<typeof import('./utils/load-phone-rules')>('./utils/load-phone-rules');
  return { loadPhoneRules: jest.fn(actual.loadPhoneRules) };
});

const { loadPhoneRules: actualLoadPhoneRules } = jest.requireActual<typeof import('./utils/load-phone-rules')>('./utils/load-phone-rules');
const loadPhoneRulesMock = jest.mocked(loadPhoneRules);
const requestOtpMock = jest.mocked(requestOtp);
const verifyOtpMock = jest.mocked(verifyOtp);
const magicLoginMock = jest.mocked(magicLogin);

const codeSent = { resend_available_in: 60, expires_in: 300 };
const session = (registrationRequired: boolean): AuthTokenResponse => ({
  token: 'session-token',
  user: testUser(registrationRequired ? {} : { first_name: 'Anna', last_name: 'Nowak', email: 'anna@example.com' }),
  registration_required: registrationRequired,
});

function renderLogin(entry: AuthPageEntry = '/login') {
  return renderAuthPage('/login', <LoginPage />, entry);
}

type User = ReturnType<typeof userEvent.setup>;

async function enterPhone(user: User, number = '512 345 678') {
  await user.type(screen.getByRole('textbox', { name: 'Numer telefonu' }), number);
  await user.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
}

async function reachCodeStep(user: User, entry: AuthPageEntry = '/login') {
  requestOtpMock.mockResolvedValueOnce(codeSent);
  renderLogin(entry);
  await enterPhone(user);
  await screen.findByRole('heading', { level: 1, name: 'Wpisz kod z SMS-a' });
}

beforeEach(async () => {
  jest.clearAllMocks();
  loadPhoneRulesMock.mockImplementation(actualLoadPhoneRules);
  act(() => authStore.getState().logout());
  await setUpAuthTranslations('pl');
});

afterEach(() => {
  jest.useRealTimers();
});

describe('phone step', () => {
  it('lets a visitor browse the venues without signing in', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Przeglądaj obiekty bez logowania' })).toHaveAttribute('href', '/venues');
  });

  it('asks for the number with +48 preselected among the country codes', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Kierunkowy kraju' });
    expect(select).toHaveValue('+48');
    expect(screen.getByRole('option', { name: 'Polska (+48)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ukraina (+380)' })).toBeInTheDocument();
    const number = screen.getByRole('textbox', { name: 'Numer telefonu' });
    expect(number).toHaveAttribute('type', 'tel');
    expect(number).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('rejects an empty or invalid number on the client, announced', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(screen.getByRole('alert')).toHaveTextContent('To pole jest wymagane');

    await enterPhone(user, '123');
    expect(screen.getByRole('alert')).toHaveTextContent('Wprowadź poprawny numer telefonu');
    expect(screen.getByRole('textbox', { name: 'Numer telefonu' })).toHaveAttribute('aria-invalid', 'true');
    expect(requestOtpMock).not.toHaveBeenCalled();
  });

  it('fetches the phone-number rules once the visitor starts on the form, not with the page', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(loadPhoneRulesMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Numer telefonu' }));
    expect(loadPhoneRulesMock).toHaveBeenCalled();
  });

  it('says sending failed when the phone-number rules cannot be downloaded, and tries again', async () => {
    const user = userEvent.setup();
    loadPhoneRulesMock.mockRejectedValue(new Error('chunk failed to load'));
    renderLogin();
    await enterPhone(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wystąpił błąd podczas wysyłania kodu SMS. Spróbuj ponownie.');
    expect(requestOtpMock).not.toHaveBeenCalled();

    loadPhoneRulesMock.mockImplementation(actualLoadPhoneRules);
    requestOtpMock.mockResolvedValueOnce(codeSent);
    await user.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    await screen.findByRole('heading', { level: 1, name: 'Wpisz kod z SMS-a' });
  });

  it('sends the national digits with the chosen country code', async () => {
    const user = userEvent.setup();
    requestOtpMock.mockResolvedValueOnce(codeSent);
    renderLogin();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kierunkowy kraju' }), '+380');
    await enterPhone(user, '50 123-4567');
    expect(requestOtpMock).toHaveBeenCalledWith(
      { source: 'web', phone_number_without_country_code: '501234567', country_code: '+380' },
      expect.any(AbortSignal),
    );
  });

  it.each([
    ['SMS_SEND_FAILED', new ApiError({ kind: 'http', status: 502, code: 'SMS_SEND_FAILED' })],
    ['a network failure', new ApiError({ kind: 'network' })],
  ])('says sending failed on %s, keeping the number', async (_label, error) => {
    const user = userEvent.setup();
    requestOtpMock.mockRejectedValueOnce(error);
    renderLogin();
    await enterPhone(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wystąpił błąd podczas wysyłania kodu SMS. Spróbuj ponownie.');
    expect(screen.getByRole('textbox', { name: 'Numer telefonu' })).toHaveValue('512 345 678');
  });

  it('says, at the number and in every language, why the server sends no code to a valid number', async () => {
    const user = userEvent.setup();
    const refusal = (key: string) =>
      new ApiError({ kind: 'http', status: 400, code: 'VALIDATION_FAILED', fieldErrors: { phone_number_without_country_code: { key } } });
    // A number the form lets through, which the server still refuses (it is the judge).
    requestOtpMock.mockRejectedValueOnce(refusal('validation.phoneNotMobile'));
    renderLogin();
    await enterPhone(user, '512 345 678');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kod SMS możemy wysłać tylko na numer komórkowy');
    expect(screen.getByRole('textbox', { name: 'Numer telefonu' })).toHaveAttribute('aria-invalid', 'true');
    await act(() => initI18n().changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('SMS codes can only be sent to mobile numbers');
    await act(() => initI18n().changeLanguage('uk'));
    expect(screen.getByRole('alert')).toHaveTextContent('SMS-код можна надіслати лише на мобільний номер');

    await act(() => initI18n().changeLanguage('pl'));
    requestOtpMock.mockRejectedValueOnce(refusal('validation.phoneCountryNotServed'));
    await user.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie wysyłamy kodów SMS na numery z tego kraju');
  });

  it.each([
    ['a landline', '22 123 45 67'],
    ['a premium-rate line', '701 234 567'],
  ])('refuses %s before sending anything, at the number and in every language', async (_label, number) => {
    const user = userEvent.setup();
    renderLogin();
    await enterPhone(user, number);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kod SMS możemy wysłać tylko na numer komórkowy');
    expect(screen.getByRole('textbox', { name: 'Numer telefonu' })).toHaveAttribute('aria-invalid', 'true');
    await act(() => initI18n().changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('SMS codes can only be sent to mobile numbers');
    await act(() => initI18n().changeLanguage('uk'));
    expect(screen.getByRole('alert')).toHaveTextContent('SMS-код можна надіслати лише на мобільний номер');
    expect(requestOtpMock).not.toHaveBeenCalled();
  });

  it('offers only the countries login codes are texted to', () => {
    renderLogin();
    const codes = screen.getAllByRole('option').map((option) => option.getAttribute('value'));
    expect(codes).toEqual(['+48', '+380', '+49', '+44', '+420', '+421', '+370', '+375']);
  });

  it('on 429 says when to try again and disables sending until then', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    requestOtpMock.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 42 }));
    renderLogin();
    await enterPhone(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób. Spróbuj ponownie za 42 sekundy.');
    const send = screen.getByRole('button', { name: 'Wyślij kod SMS' });
    expect(send).toBeDisabled();
    act(() => jest.advanceTimersByTime(41_000));
    expect(send).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Zbyt wiele prób. Spróbuj ponownie za 1 sekundę.');
    act(() => jest.advanceTimersByTime(1_000));
    expect(send).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('works with the keyboard alone', async () => {
    const user = userEvent.setup();
    requestOtpMock.mockResolvedValueOnce(codeSent);
    renderLogin();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Kierunkowy kraju' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Numer telefonu' })).toHaveFocus();
    await user.keyboard('512345678{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Kod z SMS-a' })).toHaveFocus();
    verifyOtpMock.mockResolvedValueOnce(session(false));
    await user.keyboard('1234');
    await waitFor(() => expect(currentLocation()).toBe('/your-account'));
  });
});

describe('after a session ended', () => {
  it('says the session expired, in every language, when the server ended it', async () => {
    act(() => authStore.getState().setSession('old-token', testUser()));
    act(() => authStore.getState().logout('expired'));
    renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent('Twoja sesja wygasła. Zaloguj się ponownie.');
    await act(() => initI18n().changeLanguage('en'));
    expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Please sign in again.');
    await act(() => initI18n().changeLanguage('uk'));
    expect(screen.getByRole('status')).toHaveTextContent('Ваш сеанс завершився. Увійдіть знову.');
  });

  it('says nothing of the kind after the user signed out', () => {
    act(() => authStore.getState().setSession('old-token', testUser()));
    act(() => authStore.getState().logout());
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Zaloguj się' })).toBeInTheDocument();
    expect(screen.queryByText(/sesja wygasła/)).not.toBeInTheDocument();
  });
});

describe('code step', () => {
  it('offers one numeric field that autofill and paste can fill, and checks a pasted or 4th-digit code by itself', async () => {
    const user = userEvent.setup();
    await reachCodeStep(user);
    verifyOtpMock.mockRejectedValue(new ApiError({ kind: 'http', status: 400, code: 'INVALID_CODE' }));
    const checked = async (expected: string) => {
      await waitFor(() =>
        expect(verifyOtpMock).toHaveBeenLastCalledWith(expect.objectContaining({ code: expected }), expect.any(AbortSignal)),
      );
      await screen.findByRole('alert');
    };
    expect(screen.getByText('Wysłaliśmy kod SMS na numer +48 512 345 678.')).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Kod z SMS-a' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();

    await user.paste('12 34');
    expect(code).toHaveValue('1234');
    await checked('1234');
    await user.clear(code);
    await user.paste('Kod logowania: 5678. Ważny 5 minut.');
    expect(code).toHaveValue('5678');
    await checked('5678');
    await user.clear(code);
    await user.type(code, '98 7');
    expect(verifyOtpMock).toHaveBeenCalledTimes(2);
    await user.type(code, '6');
    expect(code).toHaveValue('9876');
    await checked('9876');
    expect(verifyOtpMock).toHaveBeenCalledTimes(3);
  });

  it('rejects a malformed code without asking the server, in the current language', async () => {
    const user = userEvent.setup();
    await reachCodeStep(user);
    await user.type(screen.getByRole('textbox', { name: 'Kod z SMS-a' }), '12a');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Wprowadź poprawny 4-cyfrowy kod');
    expect(verifyOtpMock).not.toHaveBeenCalled();

    await act(() => initI18n().changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 4-digit code');
  });

  it.each([
    ['INVALID_CODE', 400, 'Błędny kod SMS. Spróbuj ponownie.'],
    ['CODE_EXPIRED', 400, 'Kod wygasł. Wyślij nowy kod.'],
  ])('explains %s', async (code, status, message) => {
    const user = userEvent.setup();
    await reachCodeStep(user);
    verifyOtpMock.mockRejectedValueOnce(new ApiError({ kind: 'http', status, code }));
    await user.type(screen.getByRole('textbox', { name: 'Kod z SMS-a' }), '1111');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(verifyOtpMock).toHaveBeenCalledWith(
      { code: '1111', phone_number_without_country_code: '512345678', country_code: '+48' },
      expect.any(AbortSignal),
    );
  });

  it('shows the wrong-code message in English and Ukrainian too', async () => {
    const user = userEvent.setup();
    await reachCodeStep(user);
    verifyOtpMock.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 400, code: 'INVALID_CODE' }));
    await user.type(screen.getByRole('textbox', { name: 'Kod z SMS-a' }), '1111');
    await screen.findByRole('alert');
    await act(() => initI18n().changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect SMS code. Please try again.');
    await act(() => initI18n().changeLanguage('uk'));
    expect(screen.getByRole('alert')).toHaveTextContent('Неправильний код SMS. Спробуйте ще раз.');
  });

  it('blocks checking after a 429 with a wait, saying how long in plural-correct words', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await reachCodeStep(user);
    verifyOtpMock.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 429, code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 5 }));
    await user.type(screen.getByRole('textbox', { name: 'Kod z SMS-a' }), '1111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób. Spróbuj ponownie za 5 sekund.');
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeEnabled();
  });

  it('counts the lockout down in every language, and drops it once over like the resend countdown', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await reachCodeStep(user);
    verifyOtpMock.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 429, code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 57 }));
    await user.type(screen.getByRole('textbox', { name: 'Kod z SMS-a' }), '1111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób. Spróbuj ponownie za 57 sekund.');
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Zbyt wiele prób. Spróbuj ponownie za 54 sekundy.');
    // Seen ticking, read out once: the live region's spoken text stays as it first was.
    expect(screen.getByText('Zbyt wiele prób. Spróbuj ponownie za 54 sekundy.')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Zbyt wiele prób. Spróbuj ponownie za 57 sekund.')).not.toHaveAttribute('aria-hidden');
    await act(() => initI18n().changeLanguage('en'));
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('alert')).toHaveTextContent('in 53 seconds');
    await act(() => initI18n().changeLanguage('uk'));
    act(() => jest.advanceTimersByTime(52_000));
    expect(screen.getByRole('alert')).toHaveTextContent('через 1 секунду');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Увійти' })).toBeEnabled();
  });

  it('keeps focus on the code field when a limited resend swaps its button for the countdown', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await reachCodeStep(user);
    act(() => jest.advanceTimersByTime(60_000));
    requestOtpMock.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 59 }));
    await user.click(screen.getByRole('button', { name: 'Wyślij kod ponownie' }));
    expect(await screen.findByText('Nowy kod możesz wysłać za 59 sekund.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyślij kod ponownie' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kod z SMS-a' })).toHaveFocus();
  });

  it('shows the number grouped however it was typed', async () => {
    const user = userEvent.setup();
    requestOtpMock.mockResolvedValueOnce(codeSent);
    renderLogin();
    await enterPhone(user, '531883222');
    expect(await screen.findByText('Wysłaliśmy kod SMS na numer +48 531 883 222.')).toBeInTheDocument();
  });

  it('counts down to resending, then resends', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await reachCodeStep(user);
    expect(screen.getByText('Nowy kod możesz wysłać za 60 sekund.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyślij kod ponownie' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(38_000));
    expect(screen.getByText('Nowy kod możesz wysłać za 22 sekundy.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(21_000));
    expect(screen.getByText('Nowy kod możesz wysłać za 1 sekundę.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));

    requestOtpMock.mockResolvedValueOnce(codeSent);
    await user.click(screen.getByRole('button', { name: 'Wyślij kod ponownie' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wysłaliśmy nowy kod.');
    expect(requestOtpMock).toHaveBeenCalledTimes(2);
    expect(requestOtpMock).toHaveBeenLastCalledWith(
      { source: 'web', phone_number_without_country_code: '512345678', country_code: '+48' },
      expect.any(AbortSignal),
    );
    expect(screen.getByText('Nowy kod możesz wysłać za 60 sekund.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kod z SMS-a' })).toHaveFocus();
  });

  it('goes back to change the number, keeping what was typed', async () => {
    const user = userEvent.setup();
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Zmień numer telefonu' }));
    const number = screen.getByRole('textbox', { name: 'Numer telefonu' });
    expect(number).toHaveValue('512 345 678');
    expect(number).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Kierunkowy kraju' })).toHaveValue('+48');
  });
});

describe('signing in', () => {
  it('stores the session and opens the account of a registered user', async () => {
    const user = userEvent.setup();
    await reachCodeStep(user);
    verifyOtpMock.mockResolvedValueOnce(session(false));
    await user.type(screen.getByRole('textbox', { name: 'Kod z SMS-a' }), '1234');
    await waitFor(() => expect(currentLocation()).toBe('/your-account'));
    expect(authStore.getState().token).toBe('session-token');
    expect(readTokenCookie()).toBe('session-token');
    expect(authStore.getState().user?.first_name).toBe('Anna');
  });

  it('sends a new user to complete the registration', async () => {
    const user = userEvent.setup();
    await reachCodeStep(user);
    verifyOtpMock.mockResolvedValueOnce(session(true));
    await user.type(screen.getByRole('textbox', { name: 'Kod z SMS-a' }), '1234');
    await waitFor(() => expect(currentLocation()).toBe('/complete-registration'));
    expect(authStore.getState().token).toBe('session-token');
  });

  it('returns a registered user to the page the guard sent to sign in', async () => {
    const user = userEvent.setup();
    await reachCodeStep(user, { pathname: '/login', state: { from: '/wallet?tab=history' } });
    verifyOtpMock.mockResolvedValueOnce(session(false));
    await user.type(screen.getByRole('textbox', { name: 'Kod z SMS-a' }), '1234');
    await waitFor(() => expect(currentLocation()).toBe('/wallet?tab=history'));
  });

  it('sends a new user to complete the registration first, carrying the wanted page on', async () => {
    const user = userEvent.setup();
    await reachCodeStep(user, { pathname: '/login', state: { from: '/my-reservations' } });
    verifyOtpMock.mockResolvedValueOnce(session(true));
    await user.type(screen.getByRole('textbox', { name: 'Kod z SMS-a' }), '1234');
    await waitFor(() => expect(currentLocation()).toBe('/complete-registration'));
    expect(currentLocationState()).toEqual({ from: '/my-reservations' });
  });

  it.each([
    ['another origin', '//evil.example/phish'],
    ['the login page itself', '/login?magic_token=x'],
  ])('ignores a remembered path to %s', async (_label, from) => {
    const user = userEvent.setup();
    await reachCodeStep(user, { pathname: '/login', state: { from } });
    verifyOtpMock.mockResolvedValueOnce(session(false));
    await user.type(screen.getByRole('textbox', { name: 'Kod z SMS-a' }), '1234');
    await waitFor(() => expect(currentLocation()).toBe('/your-account'));
  });

  it('signs in once with a magic link', async () => {
    magicLoginMock.mockResolvedValueOnce(session(false));
    renderLogin('/login?magic_token=link-1');
    await waitFor(() => expect(currentLocation()).toBe('/your-account'));
    expect(magicLoginMock).toHaveBeenCalledTimes(1);
    expect(magicLoginMock).toHaveBeenCalledWith({ magic_token: 'link-1' });
    expect(authStore.getState().token).toBe('session-token');
  });

  it('falls back to the phone form when a magic link is spent, dropping it from the address', async () => {
    magicLoginMock.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 400, code: 'INVALID_CODE' }));
    renderLogin('/login?magic_token=used');
    expect(screen.getByRole('status')).toHaveTextContent('Sprawdzamy link logowania…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link logowania jest nieprawidłowy lub wygasł. Zaloguj się numerem telefonu.',
    );
    expect(currentLocation()).toBe('/login');
    expect(screen.getByRole('textbox', { name: 'Numer telefonu' })).toBeInTheDocument();
  });
});

describe('a busy server', () => {
  const busy = () => new ApiError({ kind: 'http', status: 503, code: 'SERVICE_BUSY', retryAfterSeconds: 2 });
  const BUSY_PL = 'Serwis jest teraz przeciążony. Spróbuj ponownie za chwilę.';

  it('says so instead of a failed SMS when sending the code, keeping the number', async () => {
    const user = userEvent.setup();
    requestOtpMock.mockRejectedValueOnce(busy());
    renderLogin();
    await enterPhone(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(BUSY_PL);
    expect(screen.getByRole('textbox', { name: 'Numer telefonu' })).toHaveValue('512 345 678');
    expect(screen.getByRole('button', { name: 'Wyślij kod SMS' })).toBeEnabled();
  });

  it('says so when checking the code, in the current language', async () => {
    const user = userEvent.setup();
    await reachCodeStep(user);
    verifyOtpMock.mockRejectedValueOnce(busy());
    await user.type(screen.getByRole('textbox', { name: 'Kod z SMS-a' }), '1111');
    expect(await screen.findByRole('alert')).toHaveTextContent(BUSY_PL);
    await act(() => initI18n().changeLanguage('en'));
    expect(screen.getByRole('alert')).toHaveTextContent('The service is busy right now. Please try again in a moment.');
    await act(() => initI18n().changeLanguage('uk'));
    expect(screen.getByRole('alert')).toHaveTextContent('Сервіс зараз перевантажений. Спробуйте ще раз за мить.');
  });

  it('says so when a magic link could not be checked', async () => {
    magicLoginMock.mockRejectedValueOnce(busy());
    renderLogin('/login?magic_token=link-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(BUSY_PL);
  });
});
