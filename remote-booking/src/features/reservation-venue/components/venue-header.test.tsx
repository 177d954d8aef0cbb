import { act, render, screen, within } from '@testing-library/react';
import { setLanguage } from '@venue/i18n';
import { UiProvider } from '@venue/ui';
import { setUpTranslations } from '../../../testing/render-at';
import { VenueHeader, type VenueHeaderVenue } from './venue-header';

const VENUE: VenueHeaderVenue = {
  address: 'ul. Grunwaldzka 411',
  city: 'Gdańsk',
  timezone: 'Europe/Warsaw',
  opening_hours: [
    { weekday: 5, opens: '06:00', closes: '24:00' },
    { weekday: 6, opens: '08:00', closes: '22:00' },
  ],
  sport_types: [
    { id: 3, code: 'padel', name: 'Padel' },
    { id: 1, code: 'squash', name: 'Squash' },
  ],
  max_advance_days: 3,
  pass_only: false,
};

// Friday 23:30 UTC is Saturday 00:30 in Warsaw: today's hours are Saturday's.
const NOW = new Date('2026-11-27T23:30:00Z');

function renderHeader(venue: VenueHeaderVenue = VENUE, name = 'O obiekcie') {
  render(
    <UiProvider>
      <VenueHeader venue={venue} now={NOW} />
    </UiProvider>,
  );
  return screen.getByRole('region', { name });
}

beforeAll(setUpTranslations);
afterEach(() => act(() => setLanguage('pl')));

describe('VenueHeader', () => {
  it('shows the address with its city and a map link opening in a new tab', () => {
    const header = renderHeader();
    expect(header).toHaveTextContent('ul. Grunwaldzka 411, Gdańsk');
    const map = within(header).getByRole('link', { name: 'Pokaż na mapie (otwiera się w nowej karcie)' });
    expect(new URL(map.getAttribute('href') ?? '').searchParams.get('query')).toBe('ul. Grunwaldzka 411, Gdańsk');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows today’s hours in the venue’s zone, its sports and how far ahead it books, with a link to all rules', () => {
    const header = renderHeader();
    expect(header).toHaveTextContent('Dziś otwarte 08:00–22:00');
    expect(header).toHaveTextContent('Padel, Squash');
    expect(header).toHaveTextContent('Rezerwujesz najwyżej 3 dni naprzód.');
    expect(header).not.toHaveTextContent('karnet');
    expect(within(header).getByRole('link', { name: 'Wszystkie zasady rezerwacji' })).toHaveAttribute('href', '#venue-rules');
  });

  it('says when only pass holders may book, and picks the plural form', () => {
    const header = renderHeader({ ...VENUE, max_advance_days: 1, pass_only: true, opening_hours: [] });
    expect(header).toHaveTextContent('Rezerwujesz najwyżej 1 dzień naprzód.');
    expect(header).toHaveTextContent('Zajęcia tylko dla posiadaczy karnetu.');
    expect(header).toHaveTextContent('Dziś zamknięte');
  });

  it('speaks English and Ukrainian', () => {
    act(() => setLanguage('en'));
    const header = renderHeader({ ...VENUE, max_advance_days: 30 }, 'About the venue');
    expect(header).toHaveTextContent('You book at most 30 days ahead.');
    act(() => setLanguage('ua'));
    expect(header).toHaveTextContent('Бронювати можна щонайбільше на 30 днів наперед.');
    expect(header).toHaveTextContent('Сьогодні відчинено 08:00–22:00');
  });
});
