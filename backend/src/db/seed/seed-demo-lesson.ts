import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Tx } from '../database.js';
import { reservations, sportObjects, trainerVenueProfiles, users, venues } from '../schema/index.js';
import { trainerBusyIntervals } from '../../modules/classes/occurrence-court.js';
import { overlapsCourseSession } from '../../modules/courses/course-court.js';
import { insertReservations } from '../../modules/reservations/insert-reservations.js';
import { addLocalDays, instantAt, localDay, localPosition } from '../../modules/venues/venue-time.js';
import { DEMO_LESSON_TRAINER_PHONE } from './demo-classes-data.js';
import { DEMO_PLAYER_PHONE } from './seed-demo-wallet.js';

const COURT = 'Kort squash 1';
const START_MINUTE = 10 * 60;
/** The court's off-peak hour on a weekday (demo-data.ts) and the trainer's share: court + trainer. */
const COURT_PRICE = 6000;

/**
 * One private lesson of the demo trainer (Kasia Nowak) with the demo player, so the trainer area
 * shows a booked lesson: on site, unpaid, 10:00–11:00 on the first weekday at least two days ahead
 * when the court and the trainer are both free. Once: nothing is added when she has any lesson.
 */
export async function seedDemoLesson(tx: Tx, now: Date): Promise<void> {
  const [trainer] = await tx
    .select({ profile: trainerVenueProfiles, timezone: venues.timezone })
    .from(trainerVenueProfiles)
    .innerJoin(users, eq(users.id, trainerVenueProfiles.userId))
    .innerJoin(venues, eq(venues.id, trainerVenueProfiles.venueId))
    .where(eq(users.phoneNumber, DEMO_LESSON_TRAINER_PHONE));
  const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, DEMO_PLAYER_PHONE));
  const [court] = trainer
    ? await tx
        .select({ id: sportObjects.id })
        .from(sportObjects)
        .where(and(eq(sportObjects.venueId, trainer.profile.venueId), eq(sportObjects.name, COURT)))
    : [];
  if (!trainer || !player || !court) return;
  const [any] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.trainerVenueProfileId, trainer.profile.id))
    .limit(1);
  if (any) return;
  const zone = trainer.timezone;
  const today = localPosition(now, zone).date;
  for (let days = 2; days < 14; days += 1) {
    const date = addLocalDays(today, days, zone);
    if (localDay(date, zone).weekday > 5) continue;
    const start = instantAt(date, START_MINUTE, zone);
    const end = instantAt(date, START_MINUTE + 60, zone);
    const [courtTaken] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.sportObjectId, court.id),
          sql`${reservations.state} = 'active'`,
          lt(reservations.startTime, end),
          gt(reservations.endTime, start),
        ),
      )
      .limit(1);
    if (courtTaken || (await overlapsCourseSession(tx, court.id, start, end))) continue;
    if ((await trainerBusyIntervals(tx, [trainer.profile.id], start, end)).length > 0) continue;
    const trainerShare = trainer.profile.pricePerHourGrosze;
    await insertReservations(tx, [
      {
        userId: player.id,
        venueId: trainer.profile.venueId,
        sportObjectId: court.id,
        startTime: start,
        endTime: end,
        paymentMethod: 'on_site',
        paymentStatus: 'unpaid',
        basePriceGrosze: COURT_PRICE + trainerShare,
        createdAt: now,
        kind: 'court',
        trainerVenueProfileId: trainer.profile.id,
        trainerPriceGrosze: trainerShare,
      },
    ]);
    return;
  }
}
