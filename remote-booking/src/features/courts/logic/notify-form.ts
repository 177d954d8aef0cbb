// The "notify me when it frees up" dialog as pure decisions: what the address's `notify` names
// (a taken cell, or the whole day), the window it prefills, the checks before sending, the request,
// and the words for each refusal of the contract (@venue/api term-notification.ts).
import * as v from 'valibot';
import { isApiError } from '@venue/api';
import {
  NotificationLimitBodySchema,
  TERM_NOTIFICATION_DEFAULT_DURATION,
  TERM_NOTIFICATION_MAX_PENDING,
  type TermNotificationRequest,
} from '@venue/api/schemas/term-notification';
import type { OpeningHours } from '@venue/api/schemas/venue';
import { RESERVATION_DURATIONS } from '@venue/api/schemas/reservation';
import { addWallMinutes, venueWallTimeToInstant } from '../../../lib/venue-wall-time';

/** What opened the dialog: a taken start on a court, or a day with no time left. */
export type NotifyTarget = { readonly kind: 'slot'; readonly court: number; readonly time: string } | { readonly kind: 'day' };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `notify=day` or `notify=<court id>@<HH:MM>`; anything else opens nothing. */
export function parseNotifyTarget(value: string | null): NotifyTarget | null {
  if (value === 'day') return { kind: 'day' };
  const match = /^([1-9]\d{0,9})@(\d{2}:\d{2})$/.exec(value ?? '');
  if (!match?.[1] || !match[2] || !TIME.test(match[2])) return null;
  return { kind: 'slot', court: Number(match[1]), time: match[2] };
}

export interface NotifyValues {
  /** A court id, or null for any court of the kind. */
  readonly court: number | null;
  readonly from: string;
  readonly to: string;
  readonly duration: number;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar day `YYYY-MM-DD`. */
function isoWeekday(day: string): number {
  return ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/**
 * A taken start asks for that court from that start for the flow's duration; a full day asks for
 * any court (or the court the filter names) over the venue's hours that day, else the evening.
 */
export function prefill(
  target: NotifyTarget,
  context: {
    readonly date: string;
    readonly duration: number;
    readonly courtFilter: number | null;
    readonly hours: readonly OpeningHours[];
  },
): NotifyValues {
  if (target.kind === 'slot') {
    return { court: target.court, from: target.time, to: addWallMinutes(target.time, context.duration), duration: context.duration };
  }
  const day = context.hours.find((hours) => hours.weekday === isoWeekday(context.date));
  return { court: context.courtFilter, from: day?.opens ?? '17:00', to: day?.closes ?? '21:00', duration: context.duration };
}

function minutesOf(time: string): number {
  const [hour, minute] = time.split(':').map(Number);
  return (hour ?? 0) * 60 + (minute ?? 0);
}

export type NotifyFieldErrors = Partial<Record<'to' | 'duration', string>>;

/** The checks the form makes before sending (the schema's, worded beside their fields). */
export function checkNotifyValues(values: NotifyValues): NotifyFieldErrors {
  const length = minutesOf(values.to) - minutesOf(values.from);
  if (length <= 0) return { to: 'myNotifications.ask.errors.endBeforeStart' };
  if (values.duration > length) return { duration: 'myNotifications.ask.errors.durationTooLong' };
  return {};
}

/** The durations a court can be booked for, for the duration choice. */
export const NOTIFY_DURATIONS: readonly number[] = RESERVATION_DURATIONS;

export function notifyRequest(
  values: NotifyValues,
  context: {
    readonly venueId: number;
    readonly timeZone: string;
    readonly date: string;
    readonly sport: number;
    readonly courtType: string | null;
    readonly profileId: number;
  },
): TermNotificationRequest {
  return {
    venue_id: context.venueId,
    venue_sport_object_id: values.court,
    tag_id: context.sport,
    court_type: context.courtType,
    start_time: venueWallTimeToInstant(context.date, values.from, context.timeZone),
    end_time: venueWallTimeToInstant(context.date, values.to, context.timeZone),
    duration_minutes: RESERVATION_DURATIONS.find((minutes) => minutes === values.duration) ?? TERM_NOTIFICATION_DEFAULT_DURATION,
    user_venue_profile_id: context.profileId,
  };
}

/** What a refused or failed request becomes: sign in again, "make a reservation first", or a message. */
export type NotifyFailure =
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'no-profile' }
  | { readonly kind: 'message'; readonly key: string; readonly params: Readonly<Record<string, number>> };

const CODE_MESSAGES: Readonly<Record<string, string>> = {
  SLOT_IN_PAST: 'myNotifications.ask.errors.inPast',
  ADVANCE_LIMIT_EXCEEDED: 'myNotifications.ask.errors.advanceLimit',
  NOTIFICATION_WINDOW_INVALID: 'myNotifications.ask.errors.windowInvalid',
};

export function notifyFailure(error: unknown): NotifyFailure {
  if (!isApiError(error) || error.kind !== 'http') return { kind: 'message', key: 'myNotifications.ask.errors.createFailed', params: {} };
  if (error.status === 401) return { kind: 'sign-in' };
  if (error.code === 'NO_VENUE_PROFILE') return { kind: 'no-profile' };
  if (error.code === 'NOTIFICATION_LIMIT_REACHED') {
    const body = v.safeParse(NotificationLimitBodySchema, error.body);
    const max = body.success ? body.output.max : TERM_NOTIFICATION_MAX_PENDING;
    return { kind: 'message', key: 'myNotifications.ask.errors.limit', params: { count: max } };
  }
  const key = (error.code && CODE_MESSAGES[error.code]) ?? 'myNotifications.ask.errors.createFailed';
  return { kind: 'message', key, params: {} };
}
