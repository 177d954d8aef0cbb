import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OpeningHours, VenueSummary } from '@venue/api/schemas/venue';
import { setLanguage } from '@venue/i18n';
import { listVenues } from '../../api/venues';
import { renderAt, setUpTranslations } from '../../testing/render-at';
import { VenueDirectoryPage } from './venue-directory-page';

jest.mock('../../api/venues', () => ({ ...jest.requireActual<object>('../../api/venues'), listVenues: jest.fn() }));
const list = jest.mocked(listVenues);

const SQUASH = { id: 1, code: 'squash', name: 'Squash' };
const TENNIS = { id: 2, code: 'tennis', name: 'Tenis' };
const PADEL = { id: 3, code: 'padel', name: 'Padel' };
const WEEKDAYS: OpeningHours[] = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:00', closes: '23:00' }));
const SATURDAY: OpeningHours = { weekday: 6, opens: '08:00', closes: '22:00' };
const ALL_DAY: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '00:00', closes: '24:00' }));

const VENUES: VenueSummary[] = [
  {
    id: 1,
    name: 'Klub Sportowy Mokotów',
    city: 'Warszawa',
    timezone: 'Europe/Warsaw',
    address: 'ul. Puławska 182, 02-670 Warszawa',
    sport_types: [SQUASH, TENNIS, PADEL],
    opening_hours: [...WEEKDAYS, SATURDAY],
  },
  {
    id: 3,
    name: 'Bałtycka Arena Oliwa',
    city: 'Gdańsk',
    timezone: 'Europe/Warsaw',
    address: 'ul. Grunwaldzka 411',
    sport_types: [PADEL, SQUASH],
    opening_hours: WEEKDAYS,
  },
  {
    id: 6,
    name: 'Atlas Squash 24h',
    city: 'Łódź',
    timezone: 'Europe/Warsaw',
    address: 'al. Bandurskiego 7, 94-020 Łódź',
    sport_types: [SQUASH],
    opening_hours: ALL_DAY,
  },
];

// Friday 2026-11-27 23:30 UTC is already Saturday 00:30 in Warsaw: "today" must be Saturday.
const NOW = new Date('2026-11-27T23:30:00Z');

function renderDirectory(path = '/venues') {
  return renderAt(<VenueDirectoryPage />, { path, route: '/venues' });
}

/** The live result count (the test router's location readout is an `output`, a status too). */
const count = () => screen.getAllByRole('status').find((element) => element.tagName === 'P');
const cards = () => screen.getAllByRole('article');
const cardNamed = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  list.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
  act(() => setLanguage('pl'));
});

describe('VenueDirectoryPage', () => {
  it('lists every venue with its address, sports and hours today in the venue’s zone, each linking to its page', async () => {
    list.mockResolvedValue(VENUES);
    renderDirectory();
    expect(screen.getByRole('heading', { level: 1, name: 'Obiekty' })).toBeInTheDocument();
    expect(await screen.findByText(/^3 /)).toBe(count());
    expect(count()).toHaveTextContent('3 obiekty');
    expect(cards()).toHaveLength(3);

    const warsaw = cardNamed('Klub Sportowy Mokotów');
    expect(within(warsaw).getByRole('link', { name: 'Klub Sportowy Mokotów' })).toHaveAttribute('href', '/reservation/1/courts');
    expect(warsaw).toHaveTextContent('ul. Puławska 182, 02-670 Warszawa');
    expect(warsaw).toHaveTextContent('Dziś otwarte 08:00–22:00');
    expect(
      within(within(warsaw).getByRole('list', { name: 'Sporty' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Squash', 'Tenis', 'Padel']);
    // An address without its city gets it, once.
    expect(cardNamed('Bałtycka Arena Oliwa')).toHaveTextContent('ul. Grunwaldzka 411, Gdańsk');
    expect(cardNamed('Bałtycka Arena Oliwa')).toHaveTextContent('Dziś zamknięte');
    expect(cardNamed('Atlas Squash 24h')).toHaveTextContent('Dziś otwarte całą dobę');
  });

  it('finds a venue by name or city typed without Polish letters, and keeps the search in the address', async () => {
    list.mockResolvedValue(VENUES);
    renderDirectory();
    const search = await screen.findByRole('searchbox', { name: 'Nazwa lub miasto' });
    await userEvent.type(search, 'baltycka');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Bałtycka Arena Oliwa']);
    expect(screen.getByTestId('location')).toHaveTextContent('/venues?q=baltycka');

    await userEvent.clear(search);
    await userEvent.type(search, 'lodz');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Atlas Squash 24h']);
    expect(count()).toHaveTextContent('1 obiekt');
  });

  it('filters by city and by sport, offering only the cities and sports that exist', async () => {
    list.mockResolvedValue(VENUES);
    renderDirectory();
    const city = await screen.findByRole('combobox', { name: 'Miasto' });
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wszystkie miasta', 'Gdańsk', 'Łódź', 'Warszawa']);
    await userEvent.selectOptions(city, 'Gdańsk');
    expect(cards()).toHaveLength(1);

    await userEvent.selectOptions(city, '');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'Padel');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['Klub Sportowy Mokotów', 'Bałtycka Arena Oliwa']);
    expect(screen.getByTestId('location')).toHaveTextContent('/venues?sport=padel');
  });

  it('says when no venue matches and resets the filters', async () => {
    list.mockResolvedValue(VENUES);
    renderDirectory('/venues?q=atlas&sport=tennis');
    expect(await screen.findByRole('heading', { name: 'Żaden obiekt nie pasuje' })).toBeInTheDocument();
    expect(count()).toHaveTextContent('0 obiektów');
    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/venues$/);
  });

  it('shows an error with a retry that loads the list again', async () => {
    list.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(VENUES);
    renderDirectory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać listy obiektów.');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
  });

  it('speaks English and Ukrainian, with their plural forms', async () => {
    list.mockResolvedValue(VENUES);
    act(() => setLanguage('en'));
    renderDirectory();
    expect(await screen.findByText(/^3 /)).toBe(count());
    expect(count()).toHaveTextContent('3 venues');
    expect(cardNamed('Atlas Squash 24h')).toHaveTextContent('Open 24 hours today');
    act(() => setLanguage('ua'));
    expect(screen.getByRole('heading', { level: 1, name: 'Об’єкти' })).toBeInTheDocument();
    expect(count()).toHaveTextContent('3 об’єкти');
    expect(cardNamed('Bałtycka Arena Oliwa')).toHaveTextContent('Сьогодні зачинено');
  });
});
