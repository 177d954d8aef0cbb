import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { authStore } from '@venue/auth-store';
import { getVenue, getVenueAvailability } from '../api/venues';
import { createNotification } from '../api/term-notifications';
import { setUpTranslations } from '../testing/render-at';
import { renderVenuePage } from '../testing/venue-page';
import { DAY, availability, user, venue } from '../features/courts/testing/fixtures';

jest.mock('../api/venues', () => ({ ...jest.requireActual('../api/venues'), getVenue: jest.fn(), getVenueAvailability: jest.fn() }));
jest.mock('../api/term-notifications', () => ({ ...jest.requireActual('../api/term-notifications'), createNotification: jest.fn() }));
const create = jest.mocked(createNotification);

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://test');
const TAKEN = '18:00, Kort squash 2, zajęty. Powiadom mnie, gdy się zwolni';
const withProfile = () => user({ user_venue_profiles: [{ id: 70, venue_id: 2, is_owner: false, is_active: true }] });
const signIn = (player = withProfile()) => act(() => authStore.getState().setSession('token', player));

async function openFromTakenCell() {
  renderVenuePage(`/reservation/2/courts?sport=1&date=${DAY}`);
  await userEvent.click(await screen.findByRole('button', { name: TAKEN }));
  return screen.findByRole('dialog', { name: 'Powiadom mnie, gdy się zwolni' });
}

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(getVenue).mockResolvedValue(venue());
  jest.mocked(getVenueAvailability).mockResolvedValue(availability());
});
afterEach(() => authStore.getState().logout());

describe('notify me when it frees up', () => {
  it('opens from a taken start with its court and window prefilled, and asks for it', async () => {
    signIn();
    create.mockResolvedValue({} as never);
    const dialog = await openFromTakenCell();
    expect(location().searchParams.get('notify')).toBe('12@18:00');
    expect(within(dialog).getByRole('combobox', { name: 'Kort' })).toHaveDisplayValue('Kort squash 2');
    expect(within(dialog).getByRole('combobox', { name: 'Od' })).toHaveValue('18:00');
    expect(within(dialog).getByRole('combobox', { name: 'Do' })).toHaveValue('19:00');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Do' }), '20:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Powiadom mnie' }));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        venue_id: 2,
        venue_sport_object_id: 12,
        tag_id: 1,
        duration_minutes: 60,
        user_venue_profile_id: 70,
        end_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    );
    expect(await within(dialog).findByText(/Gotowe\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Moje powiadomienia' })).toHaveAttribute('href', '/my-notifications');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    expect(location().searchParams.get('notify')).toBeNull();
  });

  it('words a window that ends before it starts beside its end, keeping the choices', async () => {
    signIn();
    const dialog = await openFromTakenCell();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Do' }), '17:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Powiadom mnie' }));
    expect(within(dialog).getByRole('combobox', { name: 'Do' })).toHaveAccessibleDescription(/Koniec musi być później/);
    expect(create).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in and brings them back to the dialog', async () => {
    const dialog = await openFromTakenCell();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zaloguj się' }));
    expect(screen.getByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    const from = new URL(screen.getByTestId('from').textContent ?? '', 'http://test');
    expect(from.pathname).toBe('/reservation/2/courts');
    expect(from.searchParams.get('notify')).toBe('12@18:00');
  });

  it('tells a player without an account at the venue to make a reservation first, also when the server says so', async () => {
    signIn(user());
    let dialog = await openFromTakenCell();
    expect(within(dialog).getByText(/Najpierw zarezerwuj tu dowolny termin/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Powiadom mnie' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));

    act(() => authStore.getState().setSession('token', withProfile()));
    create.mockRejectedValue(new ApiError({ kind: 'http', status: 403, code: 'NO_VENUE_PROFILE' }));
    await userEvent.click(screen.getByRole('button', { name: TAKEN }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Powiadom mnie' }));
    expect(await within(dialog).findByText(/Najpierw zarezerwuj tu dowolny termin/)).toBeInTheDocument();
  });

  it('says the cap with Polish plural forms and keeps the form', async () => {
    signIn();
    create.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        code: 'NOTIFICATION_LIMIT_REACHED',
        body: { code: 'NOTIFICATION_LIMIT_REACHED', max: 10 },
      }),
    );
    const dialog = await openFromTakenCell();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Powiadom mnie' }));
    expect(await within(dialog).findByText(/najwyżej 10 oczekujących powiadomień/)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Od' })).toHaveValue('18:00');
  });

  it('offers it for a day with no time left, for any court', async () => {
    signIn();
    jest
      .mocked(getVenueAvailability)
      .mockResolvedValue(availability({ objects: availability().objects.map((o) => ({ ...o, slots: [] })) }));
    renderVenuePage(`/reservation/2/courts?sport=1&date=${DAY}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Powiadom mnie, gdy się zwolni' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Kort' })).toHaveDisplayValue(/^Dowolny kort/);
  });
});
