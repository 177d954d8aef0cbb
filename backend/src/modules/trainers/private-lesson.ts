import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import type { SportObject } from '../../db/schema/venues.js';
import { ruleViolated } from '../../lib/api-error.js';
import { trainerBusyIntervals } from '../classes/occurrence-court.js';
import type { VenueCatalog } from '../venues/venue-catalog.js';
import { localPosition } from '../venues/venue-time.js';
import { findTrainerProfile, isPublic, trainerHours } from './trainer-profiles.js';
import { windowsOn, within, workingIntervals } from './working-hours.js';

/**
 * Namespace of the per-trainer transaction-level advisory lock (the second key is the profile id).
 * A private lesson takes it after the player's and the court's, always in that order.
 */
export const TRAINER_LOCK_NAMESPACE = 7_412_116;

const notAvailable = () => ruleViolated('TRAINER_NOT_AVAILABLE', 'The trainer is not available then');

/** The trainer's share of a lesson: their hourly price pro rata (half hours are whole grosze: the hourly price is even). */
export function trainerShare(pricePerHourGrosze: number, minutes: number): number {
  return (pricePerHourGrosze * minutes) / 60;
}

/**
 * Whether the court booking [start, end) may come with the trainer: accepted and visible at the
 * court's venue, allowed on that court, working then (their wall-clock hours of that day) and free
 * (no private lesson, no class they teach). Refuses with 422 TRAINER_NOT_AVAILABLE otherwise.
 */
export async function privateLessonTerms(
  db: Db,
  catalog: VenueCatalog,
  object: SportObject,
  trainerId: number,
  start: Date,
  end: Date,
): Promise<{ price: number }> {
  const profile = await findTrainerProfile(db, trainerId);
  if (!profile || profile.venueId !== catalog.venue.id || !isPublic(profile) || !profile.sportObjectIds.includes(object.id)) {
    throw notAvailable();
  }
  const zone = catalog.venue.timezone;
  const date = localPosition(start, zone).date;
  const hours = (await trainerHours(db, [trainerId], { from: date, to: date })).get(trainerId) ?? { weekly: [], overrides: [] };
  if (!within(workingIntervals(date, zone, windowsOn(date, zone, hours.weekly, hours.overrides)), start, end)) throw notAvailable();
  if ((await trainerBusyIntervals(db, [trainerId], start, end)).length > 0) throw notAvailable();
  return { price: trainerShare(profile.pricePerHourGrosze, (end.getTime() - start.getTime()) / 60_000) };
}

/**
 * Takes the trainer's lock and re-checks, inside the booking's transaction after the court's lock,
 * that the trainer is still bookable, working then and free: a change of hours or visibility
 * (`update-profile.ts`, under the same lock) either committed before, and is seen here, or waits
 * for this booking and then finds the lesson among those its new hours strand. The exclusion
 * constraint on lessons stays the last word on overlaps.
 */
export async function confirmTrainerFree(tx: Tx, trainerId: number, start: Date, end: Date, zone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TRAINER_LOCK_NAMESPACE}, ${trainerId})`);
  const profile = await findTrainerProfile(tx, trainerId);
  if (!profile || !isPublic(profile)) throw notAvailable();
  const date = localPosition(start, zone).date;
  const hours = (await trainerHours(tx, [trainerId], { from: date, to: date })).get(trainerId) ?? { weekly: [], overrides: [] };
  if (!within(workingIntervals(date, zone, windowsOn(date, zone, hours.weekly, hours.overrides)), start, end)) throw notAvailable();
  if ((await trainerBusyIntervals(tx, [trainerId], start, end)).length > 0) throw notAvailable();
}
