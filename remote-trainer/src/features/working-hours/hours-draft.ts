import * as v from 'valibot';
import type { FieldErrors } from '@venue/api/schemas/errors';
import { issuesToFieldErrors } from '@venue/api/schemas/field-errors';
import type { OpeningHours } from '@venue/api/schemas/venue';
import { WorkingHoursInputSchema, type WorkingHoursInput } from '@venue/api/schemas/trainer-area';
import { workingHoursFieldErrors } from '@venue/api/working-hours-check';

/** The hours being edited: the request's own shape, so the API's field paths name the same rows. */
export type HoursDraft = WorkingHoursInput;
type Edge = 'from' | 'to';

export type DraftAction =
  | { readonly type: 'reset'; readonly hours: HoursDraft }
  | { readonly type: 'addWeekly'; readonly weekday: number }
  | { readonly type: 'changeWeekly'; readonly index: number; readonly edge: Edge; readonly value: string }
  | { readonly type: 'removeWeekly'; readonly index: number }
  | { readonly type: 'addOverride'; readonly date: string }
  | { readonly type: 'removeOverride'; readonly index: number }
  | { readonly type: 'addOverrideWindow'; readonly index: number }
  | { readonly type: 'changeOverrideWindow'; readonly index: number; readonly window: number; readonly edge: Edge; readonly value: string }
  | { readonly type: 'removeOverrideWindow'; readonly index: number; readonly window: number };

/** A new window starts where the day's last one ended (or at 09:00), an hour long. */
function nextWindow(windows: readonly { from: string; to: string }[]): { from: string; to: string } {
  const last = windows.at(-1)?.to;
  const match = last ? /^(\d{2}):(\d{2})$/.exec(last) : null;
  if (!match || Number(match[1]) >= 23) return { from: '09:00', to: '10:00' };
  const hour = Number(match[1]);
  return { from: last!, to: `${String(hour + 1).padStart(2, '0')}:${match[2]}` };
}

/** The editor's changes, pure: the component dispatches and renders. */
export function hoursDraftReducer(draft: HoursDraft, action: DraftAction): HoursDraft {
  switch (action.type) {
    case 'reset':
      return action.hours;
    case 'addWeekly':
      return {
        ...draft,
        weekly: [...draft.weekly, { weekday: action.weekday, ...nextWindow(draft.weekly.filter((row) => row.weekday === action.weekday)) }],
      };
    case 'changeWeekly':
      return {
        ...draft,
        weekly: draft.weekly.map((row, index) => (index === action.index ? { ...row, [action.edge]: action.value } : row)),
      };
    case 'removeWeekly':
      return { ...draft, weekly: draft.weekly.filter((_, index) => index !== action.index) };
    case 'addOverride':
      // A new date starts as a day off: the commonest reason to add one.
      return { ...draft, overrides: [...draft.overrides, { date: action.date, windows: [] }] };
    case 'removeOverride':
      return { ...draft, overrides: draft.overrides.filter((_, index) => index !== action.index) };
    case 'addOverrideWindow':
      return mapOverride(draft, action.index, (windows) => [...windows, nextWindow(windows)]);
    case 'changeOverrideWindow':
      return mapOverride(draft, action.index, (windows) =>
        windows.map((window, index) => (index === action.window ? { ...window, [action.edge]: action.value } : window)),
      );
    case 'removeOverrideWindow':
      return mapOverride(draft, action.index, (windows) => windows.filter((_, index) => index !== action.window));
  }
}

function mapOverride(
  draft: HoursDraft,
  index: number,
  change: (windows: HoursDraft['overrides'][number]['windows']) => HoursDraft['overrides'][number]['windows'],
): HoursDraft {
  return { ...draft, overrides: draft.overrides.map((row, i) => (i === index ? { ...row, windows: change(row.windows) } : row)) };
}

/**
 * The draft's problems by the API's field paths (`working_hours.weekly.0.to`): the request schema
 * first (a time that is not HH:MM), then `workingHoursFieldErrors`, the check the backend runs.
 */
export function checkHours(draft: HoursDraft, openingHours: readonly OpeningHours[]): FieldErrors {
  const parsed = v.safeParse(WorkingHoursInputSchema, draft);
  if (!parsed.success) {
    const errors = issuesToFieldErrors(parsed.issues);
    return Object.fromEntries(Object.entries(errors).map(([path, error]) => [`working_hours.${path}`, error]));
  }
  return workingHoursFieldErrors(parsed.output, openingHours);
}
