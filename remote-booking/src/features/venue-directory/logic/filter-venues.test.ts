import type { VenueSummary } from '@venue/api/schemas/venue';
import { citiesOf, filterVenues, foldForSearch, NO_FILTERS, sportsOf } from './filter-venues';

const SQUASH = { id: 1, code: 'squash', name: 'Squash' };
const TENNIS = { id: 2, code: 'tennis', name: 'Tenis' };
const PADEL = { id: 3, code: 'padel', name: 'Padel' };

function venue(id: number, name: string, city: string, sports = [SQUASH]): VenueSummary {
  return { id, name, city, timezone: 'Europe/Warsaw', address: `ul. Testowa ${id}`, sport_types: sports, opening_hours: [] };
}

const VENUES = [
  venue(1, 'Klub Sportowy Mokotów', 'Warszawa', [SQUASH, TENNIS, PADEL]),
  venue(2, 'Bałtycka Arena Oliwa', 'Gdańsk', [PADEL, SQUASH]),
  venue(3, 'Atlas Squash 24h', 'Łódź'),
];

const names = (list: readonly VenueSummary[]) => list.map((item) => item.name);

describe('foldForSearch', () => {
  it('drops case and Polish diacritics, ł included', () => {
    expect(foldForSearch('  ŁÓDŹ  Gdańsk ')).toBe('lodz gdansk');
    expect(foldForSearch('Zażółć gęślą jaźń')).toBe('zazolc gesla jazn');
  });
});

describe('filterVenues', () => {
  it('keeps everything without filters', () => {
    expect(filterVenues(VENUES, NO_FILTERS)).toHaveLength(3);
  });

  it('matches the name without accents and in any case, and each word separately', () => {
    expect(names(filterVenues(VENUES, { ...NO_FILTERS, query: 'baltycka' }))).toEqual(['Bałtycka Arena Oliwa']);
    expect(names(filterVenues(VENUES, { ...NO_FILTERS, query: 'MOKOTOW klub' }))).toEqual(['Klub Sportowy Mokotów']);
    expect(names(filterVenues(VENUES, { ...NO_FILTERS, query: 'gdansk' }))).toEqual(['Bałtycka Arena Oliwa']);
    expect(filterVenues(VENUES, { ...NO_FILTERS, query: 'arena xyz' })).toEqual([]);
  });

  it('filters by city and by sport, together with the query', () => {
    expect(names(filterVenues(VENUES, { ...NO_FILTERS, city: 'Łódź' }))).toEqual(['Atlas Squash 24h']);
    expect(names(filterVenues(VENUES, { ...NO_FILTERS, sport: 'padel' }))).toEqual(['Klub Sportowy Mokotów', 'Bałtycka Arena Oliwa']);
    expect(filterVenues(VENUES, { query: 'atlas', city: '', sport: 'tennis' })).toEqual([]);
  });
});

describe('filter choices', () => {
  it('lists cities alphabetically the Polish way and each sport once', () => {
    expect(citiesOf(VENUES)).toEqual(['Gdańsk', 'Łódź', 'Warszawa']);
    expect(sportsOf(VENUES).map((sport) => sport.code)).toEqual(['squash', 'tennis', 'padel']);
  });
});
