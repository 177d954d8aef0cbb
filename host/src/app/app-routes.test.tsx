import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { authStore, refreshProfile } from '@venue/auth-store';
import { setLanguage } from '@venue/i18n';
import type { RemoteRoutesModule } from '@venue/routes';
import { createRemoteLoader, registerRemoteTranslations } from '../features/remotes/remote-loader';
import {
  currentPath,
  fakeRuntime,
  rememberedFrom,
  remoteModule,
  renderHost,
  setUpHostTranslations,
  signIn,
  testUser,
} from '../testing/render-host';

jest.mock('@venue/auth-store', () => ({
  ...jest.requireActual<typeof import('@venue/auth-store')>('@venue/auth-store'),
  refreshProfile: jest.fn(),
}));
const refreshProfileMock = jest.mocked(refreshProfile);

function bookingModule(page: ComponentType): RemoteRoutesModule<'booking'> {
  const strings = async () => ({ title: { myReservations: 'Moje rezerwacje' } });
  const pages = Object.fromEntries(
    [
      'reservationVenue',
      'reservationDetails',
      'trainers',
      'carnets',
      'myReservations',
      'myReservationsRecurring',
      'myCarnets',
      'myNotifications',
      'paymentCreate',
      'paymentCreateShort',
      'paymentStatus',
      'paymentStatusAlias',
    ].map((id) => [id, page]),
  ) as RemoteRoutesModule<'booking'>['pages'];
  return { remote: 'booking', translations: { pl: strings, en: strings, uk: strings }, pages };
}

beforeAll(setUpHostTranslations);

beforeEach(() => {
  authStore.getState().logout();
  refreshProfileMock.mockReset();
  refreshProfileMock.mockImplementation(async () => {
    const { user } = authStore.getState();
    return user ? { ok: true, user } : { ok: false, reason: 'signed-out' };
  });
});

describe('root and guard', () => {
  it('sends a visitor from / to /login, without fetching any remote', async () => {
    const runtime = fakeRuntime({});
    renderHost(
      '/',
      createRemoteLoader(runtime, () => undefined),
    );
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Logowanie · Venue'));
  });

  it('sends a signed-in user from / to the account', async () => {
    signIn();
    renderHost('/');
    await waitFor(() => expect(currentPath()).toBe('/your-account'));
  });

  it('sends a visitor on an auth route to /login and remembers where they wanted to go', async () => {
    renderHost('/my-reservations?tab=recurring');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(rememberedFrom()).toBe('/my-reservations?tab=recurring');
    expect(refreshProfileMock).not.toHaveBeenCalled();
  });

  it('refreshes the profile before an auth page and shows the remote page once it succeeds', async () => {
    signIn();
    const loader = createRemoteLoader(
      fakeRuntime({ booking: remoteModule(bookingModule(() => <h1>Lista rezerwacji</h1>)) }),
      registerRemoteTranslations,
    );
    renderHost('/my-reservations', loader);
    expect(await screen.findByRole('heading', { name: 'Lista rezerwacji' })).toBeInTheDocument();
    expect(refreshProfileMock).toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Moje rezerwacje · Venue'));
  });

  it('keeps the page mounted when only its search params change', async () => {
    signIn();
    let mounts = 0;
    function FilteredList() {
      const [params, setParams] = useSearchParams();
      useEffect(() => {
        mounts += 1;
      }, []);
      return (
        <>
          <h1>Lista rezerwacji</h1>
          <button type="button" onClick={() => setParams({ tab: 'recurring' })}>
            {params.get('tab') ?? 'single'}
          </button>
        </>
      );
    }
    const loader = createRemoteLoader(fakeRuntime({ booking: remoteModule(bookingModule(FilteredList)) }), () => undefined);
    renderHost('/my-reservations', loader);
    await userEvent.click(await screen.findByRole('button', { name: 'single' }));
    expect(await screen.findByRole('button', { name: 'recurring' })).toBeInTheDocument();
    expect(screen.queryByText('Sprawdzanie sesji…')).not.toBeInTheDocument();
    expect(mounts).toBe(1);
    expect(refreshProfileMock).toHaveBeenCalledTimes(1);
  });

  it('on a failed refresh logs out, says so and goes to /login', async () => {
    signIn();
    refreshProfileMock.mockImplementation(async () => {
      authStore.getState().logout();
      return { ok: false, reason: 'failed', error: new Error('offline') };
    });
    renderHost('/wallet');
    expect(await screen.findByText('Nie udało się odświeżyć danych użytkownika')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(authStore.getState().token).toBeNull();
  });

  it('keeps the session when the check could not reach the server, and shows the page after a retry', async () => {
    signIn();
    refreshProfileMock.mockResolvedValueOnce({ ok: false, reason: 'unavailable', error: new Error('offline') });
    renderHost('/wallet');
    expect(await screen.findByText('Nie udało się sprawdzić sesji. Sprawdź połączenie i spróbuj ponownie.')).toBeInTheDocument();
    expect(currentPath()).toBe('/wallet');
    expect(authStore.getState().token).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(screen.queryByText(/Nie udało się sprawdzić sesji/)).not.toBeInTheDocument());
    expect(screen.queryByText('Sprawdzanie sesji…')).not.toBeInTheDocument();
    expect(refreshProfileMock).toHaveBeenCalledTimes(2);
    expect(currentPath()).toBe('/wallet');
  });

  it('refreshes a signed-in user on /login and moves on to the account', async () => {
    signIn();
    renderHost('/login');
    await waitFor(() => expect(currentPath()).toBe('/your-account'));
    expect(refreshProfileMock).toHaveBeenCalled();
  });

  it('sends a user who has not finished registration to /complete-registration', async () => {
    signIn(testUser({ first_name: '', last_name: '', email: '' }));
    renderHost('/wallet');
    await waitFor(() => expect(currentPath()).toBe('/complete-registration'));
  });
});

describe('layout', () => {
  it('hides the navigation bar on /get-mobile-app', async () => {
    signIn();
    renderHost('/get-mobile-app');
    expect(await screen.findByRole('heading', { name: 'Pobierz aplikację mobilną' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyloguj' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('gives the kiosk no bar, no footer and no link leading out of it, even to a signed-in user', async () => {
    const strings = async () => ({ title: { selfCheckout: 'Kiosk samoobsługowy' } });
    const kiosk: RemoteRoutesModule<'kiosk'> = {
      remote: 'kiosk',
      translations: { pl: strings, en: strings, uk: strings },
      pages: { selfCheckout: () => <h1>Kiosk samoobsługowy</h1> },
    };
    signIn();
    renderHost('/self-checkout/1', createRemoteLoader(fakeRuntime({ kiosk: remoteModule(kiosk) }), registerRemoteTranslations));
    expect(await screen.findByRole('heading', { name: 'Kiosk samoobsługowy' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // Only the skip link, which stays on the page.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#main-content']);
  });

  it('hides the trainer profile link from users without a trainer profile', async () => {
    signIn(testUser({ trainer_venue_profiles: [] }));
    renderHost('/xyz');
    await userEvent.click(await screen.findByRole('button', { name: 'Otwórz menu' }));
    expect(screen.getByRole('link', { name: 'Statystyki' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profil trenera' })).not.toBeInTheDocument();
  });

  it('lists the spec links for a signed-in user', async () => {
    signIn(testUser({ trainer_venue_profiles: [{ id: 1, venue_id: 2, status: 'accepted', visibility: 'visible', comment: null }] }));
    renderHost('/xyz');
    // Phones first: the links sit behind the menu button.
    await userEvent.click(await screen.findByRole('button', { name: 'Otwórz menu' }));
    expect(screen.getByRole('button', { name: 'Zamknij menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Menu główne' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Profil', '/your-account'],
      ['Zarezerwuj', '/venues'],
      ['Rezerwacje', '/my-reservations'],
      ['Karnety', '/my-carnets'],
      ['Powiadomienia', '/my-notifications'],
      ['Portfel', '/wallet'],
      ['Profil trenera', '/trainer-profile'],
      ['Statystyki', '/statistics'],
    ]);
    expect(screen.getByRole('img', { name: 'Zalogowany użytkownik: Jan Kowalski' })).toHaveTextContent('JK');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('logs out from the bar at once and goes to /login', async () => {
    signIn();
    renderHost('/xyz');
    // On a phone (jsdom's layout) logout waits in the menu with the links.
    await userEvent.click(await screen.findByRole('button', { name: 'Otwórz menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wyloguj' }));
    expect(authStore.getState().token).toBeNull();
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('hides the footer on /login and shows visitors a slim bar', async () => {
    renderHost('/login');
    expect(await screen.findByRole('button', { name: /Zmień język/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tryb ciemny' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu główne' })).not.toBeInTheDocument();
    // Booking starts at the venue directory, open to visitors too.
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Zarezerwuj' }));
    expect(screen.getByRole('link', { name: 'Zarezerwuj' })).toHaveAttribute('href', '/venues');
  });

  it('cycles the language from the bar after the switch delay and stores it', async () => {
    renderHost('/xyz');
    await screen.findByRole('heading', { name: 'Aut! Piłka poza kortem!' });
    const button = screen.getByRole('button', { name: /Zmień język/ });
    expect(button).toHaveTextContent('PL');
    await userEvent.click(button);
    // Nothing changes before the 150 ms delay has passed.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Aut! Piłka poza kortem!');
    expect(await screen.findByRole('heading', { name: 'Out! The ball is off the court!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Change language/ })).toHaveTextContent('EN');
    expect(localStorage.getItem('language')).toBe('en');
    await userEvent.click(screen.getByRole('button', { name: /Change language/ }));
    expect(await screen.findByRole('button', { name: /Змінити мову/ })).toHaveTextContent('UA');
    expect(localStorage.getItem('language')).toBe('ua');
    expect(document.documentElement.lang).toBe('uk');
    act(() => setLanguage('pl'));
  });

  it('toggles dark mode with a pressed state and remembers it', async () => {
    renderHost('/xyz');
    const toggle = await screen.findByRole('button', { name: 'Tryb ciemny' });
    const before = toggle.getAttribute('aria-pressed');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).not.toBe(before);
    expect(localStorage.getItem('theme')).toBe(before === 'true' ? 'light' : 'dark');
  });
});

describe('error pages', () => {
  it('shows the not-found page with a working back button', async () => {
    renderHost('/xyz');
    expect(await screen.findByRole('heading', { name: 'Aut! Piłka poza kortem!' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nie znaleziono strony · Venue'));
    await userEvent.click(screen.getByRole('button', { name: 'Wróć' }));
    // Opened directly, there is nothing to go back to: home, which redirects a visitor to /login.
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('shows the server error page with a retry button', async () => {
    renderHost('/500');
    expect(await screen.findByRole('heading', { name: 'Ups! Serwer potrzebuje przerwy technicznej' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });
});
