import type { GAME_LEVELS as API_GAME_LEVELS } from '@venue/api/schemas/account';

/**
 * The API's self-rated levels, written out here because importing them from
 * `@venue/api/schemas/account` would bundle that whole module (its valibot schemas, with the user,
 * billing and auth ones it imports) into the account page's first visit. `satisfies` keeps the copy
 * exact: a level added, removed or renamed in the API package fails the type check here.
 */
export const GAME_LEVELS = [
  { level: 0, code: 'beginner' },
  { level: 1, code: 'basic' },
  { level: 2, code: 'intermediate' },
  { level: 3, code: 'advanced' },
  { level: 4, code: 'very_advanced' },
  { level: 5, code: 'semi_professional' },
  { level: 6, code: 'professional' },
] as const satisfies typeof API_GAME_LEVELS;
