import { and, eq, gt, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  wallMinutes,
  workingHoursFieldErrors,
  type TrainerScheduleEntry,
  type UpdateTrainerProfileRequestSchema,
  type UpdateTrainerProfileResponse,
  type WorkingHoursInput,
} from '@venue/api';
import type { Db, Tx } from '../../db/database.js';
import { reservations, trainerHourOverrides, trainerVenueProfiles, trainerWorkingHours } from '../../db/schema/index.js';
import { ApiError, validationFailed } from '../../lib/api-error.js';
import { cancelForVenue } from '../reservations/venue-cancellation.js';
import { localPosition } from '../venues/venue-time.js';
import { queueLessonCancelledNotice } from './lesson-cancel-notice.js';
import { ownProfileView, ownTrainerProfile, openingHoursOf } from './own-profile.js';
import { TRAINER_LOCK_NAMESPACE } from './private-lesson.js';
import { trainerHours } from './trainer-profiles.js';
import { lessonEntries } from './trainer-schedule.js';
import { windowsOn, within, workingIntervals, type OverrideRow, type WeeklyWindow } from './working-hours.js';

export type UpdateTrainerProfileBody = v.InferOutput<typeof UpdateTrainerProfileRequestSchema>;

/** The rows the hours are stored as: wall-clock minutes; a date without windows is one row without minutes (a day off). */
export function hoursRows(hours: WorkingHoursInput): { weekly: WeeklyWindow[]; overrides: OverrideRow[] } {
  return {
    weekly: hours.weekly.map((row) => ({ weekday: row.weekday, fromMinute: wallMinutes(row.from), toMinute: wallMinutes(row.to) })),
    overrides: hours.overrides.flatMap((override): OverrideRow[] =>
      override.windows.length === 0
        ? [{ date: override.date, fromMinute: null, toMinute: null }]
        : override.windows.map((window) => ({
            date: override.date,
            fromMinute: wallMinutes(window.from),
            toMinute: wallMinutes(window.to),
          })),
    ),
  };
}

type HoursRows = ReturnType<typeof hoursRows>;

const covers = (rows: HoursRows, zone: string, lesson: TrainerScheduleEntry) => {
  const start = new Date(lesson.start_time);
  const date = localPosition(start, zone).date;
  return within(workingIntervals(date, zone, windowsOn(date, zone, rows.weekly, rows.overrides)), start, new Date(lesson.end_time));
};

/**
 * Upcoming booked lessons the change strands: inside the current hours, outside the new ones (each
 * judged on its own date's windows, in wall time). One already outside the current hours was kept
 * by an earlier change and is not asked about again.
 */
async function strandedLessons(tx: Tx, trainerId: number, zone: string, current: HoursRows, next: HoursRows, now: Date) {
  const upcoming = await lessonEntries(
    tx,
    trainerId,
    zone,
    now,
    and(sql`${reservations.state} = 'active'`, gt(reservations.startTime, now)),
  );
  return upcoming.filter((lesson) => covers(current, zone, lesson) && !covers(next, zone, lesson));
}

async function replaceHours(tx: Tx, trainerId: number, rows: HoursRows): Promise<void> {
  await tx.delete(trainerWorkingHours).where(eq(trainerWorkingHours.trainerVenueProfileId, trainerId));
  await tx.delete(trainerHourOverrides).where(eq(trainerHourOverrides.trainerVenueProfileId, trainerId));
  if (rows.weekly.length > 0)
    await tx.insert(trainerWorkingHours).values(rows.weekly.map((row) => ({ trainerVenueProfileId: trainerId, ...row })));
  if (rows.overrides.length > 0) {
    await tx.insert(trainerHourOverrides).values(rows.overrides.map((row) => ({ trainerVenueProfileId: trainerId, ...row })));
  }
}

/**
 * The trainer changes their own profile (issue 28). Only the trainer themself (404 for anyone
 * else), only once the venue accepted them (403 TRAINER_PENDING_APPROVAL, spec §4); hours that do
 * not make sense are 400 with the same field errors the editor shows. New hours never strand a
 * booked lesson silently: without `outside_lessons` the lessons they strand are answered as
 * 409 LESSONS_OUTSIDE_HOURS and nothing is saved; `keep` saves and leaves them booked; `cancel`
 * saves, cancels them through the reservations module (full refund) and queues the player's SMS.
 * The trainer's lock (as a lesson booking takes it) keeps a lesson from being booked in between.
 */
export async function updateTrainerProfile(
  db: Db,
  userId: number,
  profileId: number,
  body: UpdateTrainerProfileBody,
  now: Date,
): Promise<UpdateTrainerProfileResponse> {
  const { profile, catalog } = await ownTrainerProfile(db, userId, profileId);
  if (profile.status !== 'accepted') {
    throw new ApiError(403, 'TRAINER_PENDING_APPROVAL', 'The venue has not accepted this trainer yet; the profile cannot be changed');
  }
  const zone = catalog.venue.timezone;
  if (body.working_hours) {
    const problems = workingHoursFieldErrors(body.working_hours, openingHoursOf(catalog));
    if (Object.keys(problems).length > 0) throw validationFailed(problems, 'Working hours are invalid');
  }
  const rows = body.working_hours ? hoursRows(body.working_hours) : null;
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TRAINER_LOCK_NAMESPACE}, ${profile.id})`);
    const current = (await trainerHours(tx, [profile.id])).get(profile.id) ?? { weekly: [], overrides: [] };
    const outside = rows ? await strandedLessons(tx, profile.id, zone, current, rows, now) : [];
    if (outside.length > 0 && !body.outside_lessons) {
      throw new ApiError(409, 'LESSONS_OUTSIDE_HOURS', 'Booked lessons fall outside the new hours; say whether to keep or cancel them', {
        lessons: outside,
      });
    }
    const changes = { visibility: body.visibility, about: body.about === undefined ? undefined : body.about || null };
    if (changes.visibility !== undefined || changes.about !== undefined) {
      await tx.update(trainerVenueProfiles).set(changes).where(eq(trainerVenueProfiles.id, profile.id));
    }
    if (rows) await replaceHours(tx, profile.id, rows);
    if (body.outside_lessons !== 'cancel') return { kept: outside, cancelled: [] };
    const cancelledIds = new Set(
      await cancelForVenue(
        tx,
        outside.map((lesson) => lesson.id),
        now,
      ),
    );
    for (const id of cancelledIds) await queueLessonCancelledNotice(tx, id, body.message ?? '', now);
    return {
      kept: outside.filter((lesson) => !cancelledIds.has(lesson.id)),
      cancelled: outside.filter((lesson) => cancelledIds.has(lesson.id)).map((lesson) => ({ ...lesson, state: 'cancelled' as const })),
    };
  });
  const saved = await ownTrainerProfile(db, userId, profileId);
  return {
    profile: await ownProfileView(db, saved.profile, saved.catalog),
    kept_lessons: outcome.kept,
    cancelled_lessons: outcome.cancelled,
  };
}
