import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { ApiError, getMe } from '@venue/api';
import { authStore } from '@venue/auth-store';
import { confirmEmail, resendEmailConfirmation } from '../../api/email';
import { makeUser, renderAt, setUpTranslations, signInAs } from '../../testing/render-at';
import { ConfirmEmailPage } from './confirm-email-page';
import { resetSentConfirmations } from './use-confirmation';

jest.mock('../../api/email', () => ({ confirmEmail: jest.fn(), resendEmailConfirmation: jest.fn() }));
jest.mock('@venue/api', () => ({ ...jest.requireActual<object>('@venue/api'), getMe: jest.fn() }));
const confirm = jest.mocked(confirmEmail);
const resend = jest.mocked(resendEmailConfirmation);
const me = jest.mocked(getMe);

const used = () => new ApiError({ kind: 'http', status: 410, code: 'EMAIL_TOKEN_USED' });
const expired = () => new ApiError({ kind: 'http', status: 410, code: 'EMAIL_TOKEN_EXPIRED' });

function renderPage(search: string) {
  return renderAt(
    <StrictMode>
      <ConfirmEmailPage />
    </StrictMode>,
    `/confirm-email${search}`,
  );
}

beforeAll(setUpTranslations);
beforeEach(() => {
  resetSentConfirmations();
  confirm.mockReset();
  resend.mockReset();
  me.mockReset();
});
afterEach(() => act(() => authStore.getState().logout()));

describe('ConfirmEmailPage', () => {
  it('sends the link once, however often the page mounts, and says which address is confirmed', async () => {
    confirm.mockResolvedValue({ email: 'anna@example.com', email_verified: true });
    // A remount (the shell retrying a page, React's development double effects) sends nothing more.
    renderPage('?token=abc123').unmount();
    renderPage('?token=abc123');
    expect(screen.getByRole('heading', { level: 1, name: 'Potwierdzenie adresu e-mail' })).toBeInTheDocument();
    expect(screen.getByText('Potwierdzamy Twój adres e-mail…')).toBeInTheDocument();
    expect(await screen.findByText('Adres anna@example.com został potwierdzony. Dziękujemy!')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('abc123');
    // A visitor gets no account link and no profile request.
    expect(screen.queryByRole('link', { name: 'Przejdź do swojego konta' })).not.toBeInTheDocument();
    expect(me).not.toHaveBeenCalled();
  });

  it('updates the signed-in profile in the shared store and links to the account', async () => {
    signInAs(makeUser({ email_verified: false }));
    confirm.mockResolvedValue({ email: 'anna@example.com', email_verified: true });
    me.mockResolvedValue(makeUser({ email_verified: true }));
    renderPage('?token=abc123');
    expect(await screen.findByRole('link', { name: 'Przejdź do swojego konta' })).toHaveAttribute('href', '/your-account');
    await waitFor(() => expect(authStore.getState().user?.email_verified).toBe(true));
  });

  it.each([
    ['expired', expired, 'Ten link wygasł.'],
    ['used', used, 'Ten link został już użyty.'],
    ['unknown', () => new ApiError({ kind: 'http', status: 404, code: 'NOT_FOUND' }), 'Ten link jest nieprawidłowy.'],
  ])('says an %s link cannot confirm and sends a new one to a signed-in user', async (_case, error, text) => {
    signInAs(makeUser({ email: 'anna@example.com', email_verified: false }));
    confirm.mockRejectedValue(error());
    resend.mockResolvedValue({ email: 'anna@example.com', resend_available_in: 60, expires_in: 86400 });
    renderPage('?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij nowy link' }));
    expect(resend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Wysłaliśmy nowy link na adres anna@example.com. Sprawdź skrzynkę.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyślij nowy link' })).not.toBeInTheDocument();
  });

  it('says an address confirmed by another account cannot be confirmed again, and offers no new link', async () => {
    signInAs(makeUser({ email: 'anna@example.com', email_verified: false }));
    confirm.mockRejectedValue(new ApiError({ kind: 'http', status: 409, code: 'EMAIL_TAKEN' }));
    renderPage('?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ten adres e-mail jest już potwierdzony w innym koncie.');
    expect(screen.getByRole('link', { name: 'Przejdź do swojego konta' })).toHaveAttribute('href', '/your-account');
    expect(screen.queryByRole('button', { name: 'Wyślij nowy link' })).not.toBeInTheDocument();
  });

  it('says when a new link may be sent after a rate limit', async () => {
    signInAs(makeUser());
    confirm.mockRejectedValue(expired());
    resend.mockRejectedValue(new ApiError({ kind: 'http', status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 45 }));
    renderPage('?token=old');
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij nowy link' }));
    expect(await screen.findByText('Nowy link możesz wysłać za 45 sekund.')).toBeInTheDocument();
  });

  it('asks a visitor with an expired link to sign in, returning to this page', async () => {
    confirm.mockRejectedValue(expired());
    renderPage('?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ten link wygasł.');
    expect(screen.queryByRole('button', { name: 'Wyślij nowy link' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się, aby otrzymać nowy link' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.getByTestId('login-state')).toHaveTextContent('{"from":"/confirm-email"}');
  });

  it('tells a signed-in user whose address is already confirmed that nothing is left to do', async () => {
    signInAs(makeUser({ email: 'anna@example.com', email_verified: true }));
    confirm.mockRejectedValue(used());
    renderPage('?token=old');
    expect(await screen.findByText('Twój adres anna@example.com jest już potwierdzony.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyślij nowy link' })).not.toBeInTheDocument();
  });

  it('explains a link without a token and sends nothing', async () => {
    renderPage('');
    expect(screen.getByText(/Brakuje kodu potwierdzającego/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zaloguj się, aby otrzymać nowy link' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('offers a retry when the server could not be reached, and the retry confirms', async () => {
    confirm.mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValueOnce({ email: 'a@b.pl', email_verified: true });
    renderPage('?token=abc');
    expect(await screen.findByText('Nie udało się potwierdzić adresu. Sprawdź połączenie i spróbuj ponownie.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Adres a@b.pl został potwierdzony. Dziękujemy!')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
