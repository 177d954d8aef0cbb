import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, refreshProfile } from '@venue/auth-store';
import { currentPath, renderHost, setUpHostTranslations, signIn } from '../testing/render-host';

let pageWorks = false;

jest.mock('../features/auth/complete-registration-page', () => ({
  __esModule: true,
  default: function BrokenPage() {
    if (!pageWorks) throw new Error('the page crashed');
    return <h1>Registration form</h1>;
  },
}));

jest.mock('@venue/auth-store', () => ({
  ...jest.requireActual<typeof import('@venue/auth-store')>('@venue/auth-store'),
  refreshProfile: jest.fn(),
}));

beforeAll(setUpHostTranslations);

it('sends a page that throws to /500, whose retry brings the page back', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signIn();
  jest.mocked(refreshProfile).mockImplementation(async () => {
    const { user } = authStore.getState();
    return user ? { ok: true, user } : { ok: false, reason: 'signed-out' };
  });
  renderHost('/complete-registration');

  // The page, its boundary and /500 each load on first use: on a busy machine that takes a while.
  expect(await screen.findByRole('heading', { name: 'Ups! Serwer potrzebuje przerwy technicznej' }, { timeout: 5000 })).toBeInTheDocument();
  expect(currentPath()).toBe('/500');
  pageWorks = true;
  await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
  expect(await screen.findByRole('heading', { name: 'Registration form' })).toBeInTheDocument();
  await waitFor(() => expect(currentPath()).toBe('/complete-registration'));
  jest.mocked(console.error).mockRestore();
});
