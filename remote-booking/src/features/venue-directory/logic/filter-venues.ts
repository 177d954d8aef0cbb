import type { SportType, VenueSummary } from '@venue/api/schemas/venue';

/** What the directory filters by; empty strings mean "any". `sport` is a sport code (`padel`). */
export interface DirectoryFilters {
  readonly query: string;
  readonly city: string;
  readonly sport: string;
}

export const NO_FILTERS: DirectoryFilters = { query: '', city: '', sport: '' };

/**
 * Text as a player might type it on any keyboard: lower case, without diacritics, so "gdansk"
 * finds "Gdańsk" and "lodz" finds "Łódź". Ł/ł has no decomposition in Unicode, hence by hand.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łŁ]/g, 'l').toLocaleLowerCase('pl').replace(/\s+/g, ' ').trim();
}

/** Venues matching every filter: the query against the name (and the city, as people type "padel gdańsk"). */
export function filterVenues(venues: readonly VenueSummary[], filters: DirectoryFilters): VenueSummary[] {
  const words = foldForSearch(filters.query).split(' ').filter(Boolean);
  return venues.filter((venue) => {
    if (filters.city && venue.city !== filters.city) return false;
    if (filters.sport && !venue.sport_types.some((sport) => sport.code === filters.sport)) return false;
    const haystack = foldForSearch(`${venue.name} ${venue.city}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The cities that have a venue, in Polish alphabetical order. */
export function citiesOf(venues: readonly VenueSummary[]): string[] {
  return [...new Set(venues.map((venue) => venue.city))].sort(new Intl.Collator('pl').compare);
}

/** The sports some venue offers, each once, in the API's order. */
export function sportsOf(venues: readonly VenueSummary[]): SportType[] {
  const byCode = new Map<string, SportType>();
  for (const sport of venues.flatMap((venue) => venue.sport_types)) if (!byCode.has(sport.code)) byCode.set(sport.code, sport);
  return [...byCode.values()].sort((a, b) => a.id - b.id);
}
