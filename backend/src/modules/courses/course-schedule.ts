import type { CourseSession } from '@venue/api';
import type { courses } from '../../db/schema/index.js';
import { addLocalDays, instantAt, localDay } from '../venues/venue-time.js';

type CourseRule = Pick<typeof courses.$inferSelect, 'weekdays' | 'startMinute' | 'durationMinutes' | 'startDate' | 'endDate'>;

/** One session as the rules use it: the venue day and its instants. */
export type Session = { readonly date: string; readonly start: Date; readonly end: Date };

/** A course lasts at most this many days: the expansion stops there whatever the dates say. */
const MAX_COURSE_DAYS = 400;

/**
 * Every session of a course, in time order: each venue day from the start to the end date whose
 * ISO weekday is one of the course's, at its wall-clock minute in the venue's zone (so 17:00 stays
 * 17:00 across a daylight-saving change).
 */
export function courseSessions(course: CourseRule, zone: string): Session[] {
  const weekdays = new Set(course.weekdays);
  const sessions: Session[] = [];
  let date = course.startDate;
  for (let n = 0; n < MAX_COURSE_DAYS && date <= course.endDate; n += 1) {
    if (weekdays.has(localDay(date, zone).weekday)) {
      const start = instantAt(date, course.startMinute, zone);
      sessions.push({ date, start, end: new Date(start.getTime() + course.durationMinutes * 60_000) });
    }
    date = addLocalDays(date, 1, zone);
  }
  return sessions;
}

/** A session as the API shows it; `past` once it has started. */
export function sessionView(session: Session, now: Date): CourseSession {
  return {
    date: session.date,
    start_time: session.start.toISOString(),
    end_time: session.end.toISOString(),
    past: session.start.getTime() <= now.getTime(),
  };
}

/** `HH:MM` of a minute of the day. */
export function wallTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
