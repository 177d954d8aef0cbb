import type { StatisticsKind } from '@venue/api';

export type MatchFormat = 'singles' | 'doubles' | 'unknown';

// A venue may say so of a court with a tag, in English or Polish (`debel` is doubles in Polish).
const SINGLES_TAGS = new Set(['singles', 'singiel']);
const DOUBLES_TAGS = new Set(['doubles', 'debel']);

/**
 * Singles or doubles of one court match (docs/decisions/024-play-statistics.md): what the court
 * says (a `singles`/`doubles` tag), else what its sport's standard court allows (padel is played in
 * pairs, a standard squash court by two players), else `unknown`: a tennis court takes both, and
 * nothing in a booking says which it was. Lessons, classes and courses are not matches (null).
 */
export function matchFormatOf(kind: StatisticsKind, sportCode: string, tags: readonly string[]): MatchFormat | null {
  if (kind !== 'court') return null;
  const lower = tags.map((tag) => tag.toLowerCase());
  if (lower.some((tag) => DOUBLES_TAGS.has(tag))) return 'doubles';
  if (lower.some((tag) => SINGLES_TAGS.has(tag))) return 'singles';
  if (sportCode === 'padel') return 'doubles';
  if (sportCode === 'squash') return 'singles';
  return 'unknown';
}
