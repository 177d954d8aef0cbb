import type { Regulation } from '@venue/api/schemas/venue';

/** The required regulations and consents not yet accepted; continuing is blocked while any remain. */
export function missingRequired(regulations: readonly Regulation[], accepted: readonly number[]): Regulation[] {
  const chosen = new Set(accepted);
  return regulations.filter((item) => item.required && !chosen.has(item.id));
}

/** Accepted ids limited to this venue's regulations (a stale URL may carry others). */
export function acceptedIds(regulations: readonly Regulation[], accepted: readonly number[]): number[] {
  const known = new Set(regulations.map((item) => item.id));
  return accepted.filter((id) => known.has(id));
}
