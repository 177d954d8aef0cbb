import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { authStore, signOut } from '@venue/auth-store';
import { SwrTestCache, toastStore } from '@venue/ui/testing';
import { confirmDeletion, requestDeletionCode } from '../../api/account-deletion';
import { makeUser, renderAt, setUpTranslations, signInAs } from '../../testing/render-at';
import { getWallet } from '../../api/wallet';
import { DumpAccountPage } from './dump-account-page';

jest.mock('../../api/account-deletion', () => ({ requestDeletionCode: jest.fn(), confirmDeletion: jest.fn() }));
jest.mock('../../api/wallet', () => ({
  ...jest.requireActual<typeof import('../../api/wallet')>('../../api/wallet'),
  getWallet: jest.fn(),
}));
jest.mock('@venue/auth-store', () => {
  const actual = jest.requireActual<typeof import('@venue/auth-store')>('@venue/auth-store');
  return { ...actual, signOut: jest.fn(() => actual.signOut(actual.authStore, async () => undefined)) };
});
const requestCode = jest.mocked(requestDeletionCode);
const confirm = jest.mocked(confirmDeletion);
const signOutMock = jest.mocked(signOut);
const wallet = jest.mocked(getWallet);

const SENT = { phone_number_masked: '+48 *** *** 700', resend_available_in: 60, expires_in: 300 };

function renderPage() {
  return renderAt(
    <SwrTestCache>
      <DumpAccountPage />
    </SwrTestCache>,
    '/dump-account',
  );
}

async function reachCodeStep() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'Rozumiem, że usunięcia konta nie można cofnąć.' }));
  await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
  return screen.findByRole('textbox', { name: /Kod z SMS-a/ });
}

beforeAll(setUpTranslations);
beforeEach(() => {
  requestCode.mockReset();
  confirm.mockReset();
  signOutMock.mockClear();
  requestCode.mockResolvedValue(SENT);
  wallet.mockReset();
  wallet.mockResolvedValue({ available: 0, frozen: 0, currency: 'PLN' });
  toastStore.setState({ toasts: [] });
  signInAs(makeUser());
});
afterEach(() => {
  jest.useRealTimers();
  act(() => authStore.getState().logout());
});

describe('DumpAccountPage', () => {
  it('says money in the wallet is not paid out by deleting, with the amount', async () => {
    wallet.mockResolvedValue({ available: 4550, frozen: 1000, currency: 'PLN' });
    renderPage();
    const note = await screen.findByText(/W portfelu masz/);
    // Available and frozen together, as Intl writes złoty (a non-breaking space before "zł").
    expect(note.textContent).toContain('W portfelu masz 55,50\u00a0zł.');
    expect(note).toHaveTextContent('poproś obiekt');
  });

  it('says nothing about an empty wallet, and says it could not check a wallet it cannot load', async () => {
    const { unmount } = renderPage();
    await waitFor(() => expect(wallet).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.queryByText(/W portfelu masz/)).not.toBeInTheDocument();
    expect(screen.queryByText(/saldo portfela|salda portfela/)).not.toBeInTheDocument();
    unmount();

    wallet.mockRejectedValue(new ApiError({ kind: 'network' }));
    renderPage();
    expect(
      await screen.findByText(
        'Nie udało się sprawdzić salda portfela. Jeśli masz w nim środki, poproś obiekt o ich zwrot przed usunięciem konta.',
      ),
    ).toBeInTheDocument();
    // The deletion itself stays possible.
    expect(screen.getByRole('button', { name: 'Wyślij kod SMS' })).toBeEnabled();
  });

  it('explains what deleting means before anything is sent', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Usuń konto' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Przyszłe nieopłacone rezerwacje zostaną odwołane.',
      expect.stringContaining('Opłacone rezerwacje nie są odwoływane.'),
      expect.stringContaining('Twoje dane osobowe'),
      'Dokumenty finansowe, takie jak płatności i faktury, zachowamy tak długo, jak wymaga tego prawo.',
      'Zostaniesz wylogowany na wszystkich urządzeniach.',
    ]);
    expect(screen.getByRole('link', { name: 'Nie usuwaj, wróć do konta' })).toHaveAttribute('href', '/your-account');
  });

  it('sends no code until the user confirms they understand', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(requestCode).not.toHaveBeenCalled();
    const checkbox = screen.getByRole('checkbox', { name: 'Rozumiem, że usunięcia konta nie można cofnąć.' });
    expect(checkbox).toHaveAccessibleDescription('Zaznacz, że rozumiesz skutki usunięcia konta.');
    expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.queryByText('Zaznacz, że rozumiesz skutki usunięcia konta.')).not.toBeInTheDocument();
  });

  it('says why the code could not be sent', async () => {
    requestCode.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 503, code: 'SMS_SEND_FAILED' }));
    renderPage();
    await userEvent.click(screen.getByRole('checkbox', { name: /Rozumiem/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wystąpił błąd podczas wysyłania kodu SMS. Spróbuj ponownie.');
    expect(screen.getByRole('checkbox', { name: /Rozumiem/ })).toBeChecked();
  });

  it('asks for the 4-digit code like the sign-in page, and rejects a malformed or wrong one', async () => {
    renderPage();
    const input = await reachCodeStep();
    expect(screen.getByText('Wysłaliśmy kod SMS na numer +48 *** *** 700.')).toBeInTheDocument();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveFocus();

    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń konto na zawsze' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Wprowadź poprawny 4-cyfrowy kod'));

    confirm.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 400, code: 'INVALID_CODE' }));
    await userEvent.type(input, '34');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń konto na zawsze' }));
    expect(confirm).toHaveBeenCalledWith('1234', expect.any(AbortSignal));
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('Błędny kod SMS. Spróbuj ponownie.')));
    expect(authStore.getState().token).toBe('test-token');
    expect(signOutMock).not.toHaveBeenCalled();
  });

  it.each([
    ['CODE_EXPIRED', 'Kod wygasł. Wyślij nowy kod.'],
    ['TOO_MANY_ATTEMPTS', 'Zbyt wiele błędnych prób. Wyślij nowy kod.'],
  ])('explains %s', async (code, text) => {
    renderPage();
    const input = await reachCodeStep();
    confirm.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 400, code }));
    await userEvent.type(input, '1234{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(text)));
  });

  it('offers a new code once the wait is over', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await user.click(screen.getByRole('checkbox', { name: /Rozumiem/ }));
    await user.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(await screen.findByText('Nowy kod możesz wysłać za 60 sekund.')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    await user.click(screen.getByRole('button', { name: 'Wyślij kod ponownie' }));
    expect(requestCode).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Wysłaliśmy nowy kod.')).toBeInTheDocument();
  });

  it('deletes the account with the right code, signs out everywhere and lands on /login with a toast', async () => {
    confirm.mockResolvedValueOnce({ deleted: true, cancelled_reservations: 2 });
    renderPage();
    const input = await reachCodeStep();
    await userEvent.type(input, '4321');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń konto na zawsze' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(confirm).toHaveBeenCalledWith('4321', expect.any(AbortSignal));
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(authStore.getState().token).toBeNull();
    expect(authStore.getState().user).toBeNull();
    expect(screen.getByTestId('login-state')).toHaveTextContent('null');
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Twoje konto zostało usunięte.' })]);
  });

  it('asks to try again in a moment when the server is busy, at either step', async () => {
    const busy = () => new ApiError({ kind: 'http', status: 503, code: 'SERVICE_BUSY', retryAfterSeconds: 2 });
    requestCode.mockRejectedValueOnce(busy());
    renderPage();
    await userEvent.click(screen.getByRole('checkbox', { name: /Rozumiem/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Serwis jest teraz przeciążony. Spróbuj ponownie za chwilę.');

    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    const input = await screen.findByRole('textbox', { name: /Kod z SMS-a/ });
    confirm.mockRejectedValueOnce(busy());
    await userEvent.type(input, '1234{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Serwis jest teraz przeciążony. Spróbuj ponownie za chwilę.');
    expect(input).not.toHaveAccessibleDescription(expect.stringContaining('Serwis'));
    expect(authStore.getState().token).toBe('test-token');
    expect(signOutMock).not.toHaveBeenCalled();
  });
});
