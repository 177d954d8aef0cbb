import type { Child } from '@venue/api';
import type { GENDERS } from '@venue/api/schemas/user';

export const CHILD_FIELDS = ['first_name', 'last_name', 'gender', 'birth_date', 'venue_id'] as const;
export type ChildField = (typeof CHILD_FIELDS)[number];
export type Gender = (typeof GENDERS)[number];

export interface ChildValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly gender: Gender | '';
  /** `YYYY-MM-DD` from the date input, '' when empty. */
  readonly birth_date: string;
  /** The select's value: a venue id, '' when none is chosen. */
  readonly venue_id: string;
}

export function isChildField(path: string): path is ChildField {
  return (CHILD_FIELDS as readonly string[]).includes(path);
}

export function childValuesOf(child: Child | null, defaultVenueId: number | null): ChildValues {
  if (!child) {
    return { first_name: '', last_name: '', gender: '', birth_date: '', venue_id: defaultVenueId === null ? '' : String(defaultVenueId) };
  }
  return {
    first_name: child.first_name,
    last_name: child.last_name,
    gender: child.gender,
    birth_date: child.birth_date,
    venue_id: String(child.venue_id),
  };
}
