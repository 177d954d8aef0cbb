import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VenueSummary } from '@venue/api/schemas/venue';
import { authStore } from '@venue/auth-store';
import { listVenues } from '../../api/venues';
import { VENUES, makeUser, renderSection, setUpTranslations, signInAs } from '../../testing/account-sections';
import { AccountVenuesSection } from './account-venues-section';

jest.mock('../../api/venues', () => ({ ...jest.requireActual<object>('../../api/venues'), listVenues: jest.fn() }));
const venues = jest.mocked(listVenues);

/** The section as the page shows it once the venue list is in the cache. */
function renderWithVenues(list: readonly VenueSummary[] = VENUES) {
  return renderSection(<AccountVenuesSection />, '/your-account', { venues: list });
}

beforeAll(setUpTranslations);
beforeEach(() => venues.mockReset());
afterEach(() => authStore.getState().logout());

describe('AccountVenuesSection', () => {
  it('lists the venues where the user has a profile, with an owner badge, each linking to its reservation page', () => {
    signInAs(
      makeUser({
        user_venue_profiles: [
          { id: 11, venue_id: 2, is_owner: true, is_active: true },
          { id: 12, venue_id: 1, is_owner: false, is_active: true },
        ],
      }),
    );
    renderWithVenues();
    const region = screen.getByRole('region', { name: 'Twoje obiekty' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Kraków Tenis Club' })).toHaveAttribute(
      'href',
      '/reservation/2/courts',
    );
    expect(items[0]).toHaveTextContent('Właściciel');
    expect(items[0]).toHaveTextContent('ul. Kortowa 2, Kraków');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Squash Arena Warszawa' })).toHaveAttribute(
      'href',
      '/reservation/1/courts',
    );
    expect(items[1]).not.toHaveTextContent('Właściciel');
  });

  it('without venues says how to get one and links to booking at each venue', () => {
    signInAs(makeUser({ user_venue_profiles: [] }));
    renderWithVenues();
    expect(screen.getByText('Nie masz jeszcze żadnych obiektów — zarezerwuj kort, aby zacząć.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Zarezerwuj kort w obiekcie' });
    expect(within(nav).getByRole('link', { name: 'Squash Arena Warszawa' })).toHaveAttribute('href', '/reservation/1/courts');
  });

  it('shows loading, then a failed load with a retry', async () => {
    signInAs(makeUser({ user_venue_profiles: [{ id: 11, venue_id: 2, is_owner: false, is_active: true }] }));
    venues.mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce([...VENUES]);
    renderSection(<AccountVenuesSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się załadować listy obiektów.');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(venues).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('link', { name: 'Kraków Tenis Club' })).toHaveAttribute('href', '/reservation/2/courts');
  });

  it('links to the venue directory to find another venue', () => {
    signInAs(makeUser({ user_venue_profiles: [{ id: 11, venue_id: 2, is_owner: false, is_active: true }] }));
    renderWithVenues();
    const region = screen.getByRole('region', { name: 'Twoje obiekty' });
    expect(within(region).getByRole('link', { name: 'Znajdź inny obiekt' })).toHaveAttribute('href', '/venues');
  });

  it('does not repeat the city when the address already ends with it', () => {
    signInAs(makeUser({ user_venue_profiles: [{ id: 11, venue_id: 3, is_owner: false, is_active: true }] }));
    const list = [
      {
        id: 3,
        name: 'Mokotów Squash',
        city: 'Warszawa',
        timezone: 'Europe/Warsaw',
        address: 'ul. Puławska 182, 02-670 Warszawa',
        sport_types: [],
        opening_hours: [],
      },
    ];
    renderWithVenues(list);
    const item = within(screen.getByRole('region', { name: 'Twoje obiekty' })).getByRole('listitem');
    expect(within(item).getByText('ul. Puławska 182, 02-670 Warszawa')).toBeInTheDocument();
    expect(item).not.toHaveTextContent('Warszawa, Warszawa');
  });

  it('names a venue missing from the list by its number', () => {
    signInAs(makeUser({ user_venue_profiles: [{ id: 11, venue_id: 9, is_owner: false, is_active: true }] }));
    renderWithVenues();
    expect(screen.getByRole('link', { name: 'Obiekt nr 9' })).toHaveAttribute('href', '/reservation/9/courts');
  });
});
