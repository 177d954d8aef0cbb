import * as v from 'valibot';

/**
 * Characters that print nothing or reorder what follows them: controls, format characters
 * (zero-width spaces and joiners, bidi overrides and isolates, the BOM), private-use and
 * unassigned code points, line separators, and the fillers that render as blanks. A name made of
 * them looks empty, and an override (`"Ali\u202ecE"`) shows staff a different name than is stored.
 */
const INVISIBLE_OR_REORDERING = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u2800\u3164\uFFA0]/u;

export function hasOnlyVisibleCharacters(value: string): boolean {
  return !INVISIBLE_OR_REORDERING.test(value);
}

/** A person's first or last name (a player's, a child's): trimmed, visible characters only, `minLength`–50 long. */
export const personNameSchema = (minLength: number) =>
  v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.check(hasOnlyVisibleCharacters, 'validation.invisibleCharacters'),
    v.minLength(minLength, 'validation.minLength'),
    v.maxLength(50, 'validation.maxLength'),
  );
