// What a child's card says about one course enrolment, as pure functions of the API's answer.
import { isApiError } from '@venue/api';
import type { CourseEnrollment } from '@venue/api/schemas/course';
import { dateTimeFormat, formatMoney, formatTime, type Language } from '@venue/i18n';

type Session = CourseEnrollment['price']['sessions'][number];

const ISO_WEEKDAY: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/**
 * The weekly rule the child attends, from its own sessions on the venue's clock:
 * "poniedziałek, środa · 17:00–18:00" (weekdays Monday first, then the first session's hours).
 */
export function enrollmentSchedule(enrollment: CourseEnrollment, language: Language): string {
  const zone = enrollment.venue_timezone;
  const { sessions } = enrollment.price;
  const first = sessions[0];
  if (!first) return '';
  const byWeekday = new Map<number, Session>();
  for (const session of sessions) {
    const day = ISO_WEEKDAY[dateTimeFormat('en', zone, { weekday: 'short' }).format(new Date(session.start_time))] ?? 0;
    if (!byWeekday.has(day)) byWeekday.set(day, session);
  }
  const names = [...byWeekday.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, session]) => dateTimeFormat(language, zone, { weekday: 'long' }).format(new Date(session.start_time)));
  return `${names.join(', ')} · ${formatTime(first.start_time, zone, language)}–${formatTime(first.end_time, zone, language)}`;
}

/** The sessions the child still has ahead (not started at `now`), in time order. */
export function sessionsAhead(enrollment: CourseEnrollment, now: Date = new Date()): Session[] {
  return enrollment.price.sessions.filter((session) => Date.parse(session.start_time) > now.getTime());
}

/** "pon., 23 lis, 17:00–18:00": one session on the venue's clock. */
export function formatSession(session: Session, timeZone: string, language: Language): string {
  const day = dateTimeFormat(language, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(session.start_time));
  return `${day}, ${formatTime(session.start_time, timeZone, language)}–${formatTime(session.end_time, timeZone, language)}`;
}

/** "śr., 26 lis, 14:30": a deadline on the venue's clock. */
export function formatDeadline(instant: string, timeZone: string, language: Language): string {
  const day = dateTimeFormat(language, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(instant));
  return `${day}, ${formatTime(instant, timeZone, language)}`;
}

export interface Message {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * What cancelling now gives back, as the API quotes it in `cancellation` (the venue's rule):
 * an unpaid enrolment only frees its place; a paid one returns `refund` to the wallet (all the
 * sessions not started until `free_until`, then all but the next one), or nothing.
 */
export function cancellationMessage(
  enrollment: CourseEnrollment & { cancellation: NonNullable<CourseEnrollment['cancellation']> },
  language: Language,
): Message {
  const { cancellation, venue_timezone: zone } = enrollment;
  if (enrollment.state === 'awaiting_payment') return { key: 'unpaid' };
  const deadline = cancellation.free_until ? formatDeadline(cancellation.free_until, zone, language) : '';
  const amount = formatMoney(cancellation.refund, language);
  if (cancellation.outcome === 'cancelled')
    return cancellation.refund > 0 ? { key: 'refund', params: { amount, deadline } } : { key: 'nothing' };
  return cancellation.refund > 0 ? { key: 'lateRefund', params: { amount, deadline } } : { key: 'lateNothing', params: { deadline } };
}

/** The refusal of a cancellation, worded: the API's `NOT_CANCELLABLE` (too late, lapsed, cancelled) or a failure. */
export function cancelErrorKey(error: unknown): 'notCancellable' | 'notFound' | 'failed' {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'NOT_CANCELLABLE') return 'notCancellable';
  return error.status === 404 ? 'notFound' : 'failed';
}
