import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

export default {
  intro: 'Find a venue and book a court. No sign-in needed to browse.',
  filters: 'Find a venue',
  search: 'Name or city',
  city: 'City',
  anyCity: 'All cities',
  sport: 'Sport',
  anySport: 'All sports',
  count_one: '{{count}} venue',
  count_other: '{{count}} venues',
  sports: 'Sports',
  emptyTitle: 'No venue matches',
  emptyHint: 'Change the search or clear the filters.',
  reset: 'Clear filters',
  noVenues: 'There are no venues yet.',
  loadFailed: 'Could not load the venues.',
} as const satisfies TranslationShapeOf<typeof pl>;
