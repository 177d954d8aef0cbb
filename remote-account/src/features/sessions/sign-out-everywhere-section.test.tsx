import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { authStore, signOut } from '@venue/auth-store';
import { toastStore } from '@venue/ui/testing';
import { signOutEverywhere } from '../../api/sessions';
import { makeUser, renderAt, setUpTranslations, signInAs } from '../../testing/render-at';
import { SignOutEverywhereSection } from './sign-out-everywhere-section';

jest.mock('../../api/sessions', () => ({ signOutEverywhere: jest.fn() }));
// The server has already ended the session: the local sign-out must not ask it again.
jest.mock('@venue/auth-store', () => {
  const actual = jest.requireActual<typeof import('@venue/auth-store')>('@venue/auth-store');
  return { ...actual, signOut: jest.fn(() => actual.signOut(actual.authStore, async () => undefined)) };
});
const everywhere = jest.mocked(signOutEverywhere);
const signOutMock = jest.mocked(signOut);

beforeAll(setUpTranslations);
beforeEach(() => {
  everywhere.mockReset();
  signOutMock.mockClear();
  toastStore.setState({ toasts: [] });
  signInAs(makeUser());
});
afterEach(() => act(() => authStore.getState().logout()));

const section = () => screen.getByRole('region', { name: 'Zalogowane urządzenia' });

describe('SignOutEverywhereSection', () => {
  it('asks first; cancelling sends nothing and returns focus to the button', async () => {
    renderAt(<SignOutEverywhereSection />);
    await userEvent.click(within(section()).getByRole('button', { name: 'Wyloguj ze wszystkich urządzeń' }));
    const question = await within(section()).findByRole('region', { name: /Wylogować Cię ze wszystkich urządzeń, także z tego\?/ });
    expect(within(question).getByRole('heading', { level: 3 })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(within(section()).getByRole('button', { name: 'Wyloguj ze wszystkich urządzeń' })).toHaveFocus());
    expect(everywhere).not.toHaveBeenCalled();
    expect(authStore.getState().token).toBe('test-token');
  });

  it('ends every session on the server, then this one, and lands on /login with a toast', async () => {
    everywhere.mockResolvedValueOnce(undefined);
    renderAt(<SignOutEverywhereSection />);
    await userEvent.click(within(section()).getByRole('button', { name: 'Wyloguj ze wszystkich urządzeń' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tak, wyloguj wszędzie' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(everywhere).toHaveBeenCalledTimes(1);
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(authStore.getState().token).toBeNull();
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ type: 'success', message: 'Wylogowano Cię ze wszystkich urządzeń.' }),
    ]);
  });

  it('keeps the session and says so when the server could not be reached', async () => {
    everywhere.mockRejectedValueOnce(new ApiError({ kind: 'network' }));
    renderAt(<SignOutEverywhereSection />);
    await userEvent.click(within(section()).getByRole('button', { name: 'Wyloguj ze wszystkich urządzeń' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tak, wyloguj wszędzie' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Nie udało się wylogować ze wszystkich urządzeń.');
    expect(authStore.getState().token).toBe('test-token');
    expect(screen.getByTestId('location')).toHaveTextContent('/your-account');
    expect(within(section()).getByRole('button', { name: 'Wyloguj ze wszystkich urządzeń' })).toBeInTheDocument();
  });
});
