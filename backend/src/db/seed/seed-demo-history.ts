import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Tx } from '../database.js';
import {
  children,
  courses,
  groupClasses,
  groupClassOccurrences,
  groupClassPriceLists,
  reservations,
  sportObjects,
  sportTypes,
  trainerVenueProfiles,
  users,
  venues,
} from '../schema/index.js';
import { overlapsScheduledOccurrence } from '../../modules/classes/occurrence-court.js';
import { insertDeskEnrollment, upsertDemoCourse } from '../../modules/courses/course-setup.js';
import { insertReservations, type NewReservation } from '../../modules/reservations/insert-reservations.js';
import { DEMO_TIMEZONE } from './demo-data.js';
import { DEMO_HISTORY, DEMO_HISTORY_CHILD, DEMO_HISTORY_COURSE, type DemoHabit } from './demo-history-data.js';
import { DEMO_PLAYER_PHONE } from './seed-demo-wallet.js';

/** Each start of a habit in the months it keeps (`monthsBack`) that ended an hour before `now` or earlier. */
function startsOf(habit: DemoHabit, now: Date): { start: Date; end: Date }[] {
  const today = DateTime.fromJSDate(now, { zone: DEMO_TIMEZONE });
  const starts: { start: Date; end: Date }[] = [];
  for (const back of habit.monthsBack) {
    const first = today.startOf('month').minus({ months: back });
    for (let day = first; day.month === first.month; day = day.plus({ days: 1 })) {
      if (day.weekday !== habit.weekday || !habit.weeks.includes(Math.ceil(day.day / 7))) continue;
      const start = day.set({ hour: Math.floor(habit.minute / 60), minute: habit.minute % 60 });
      const end = start.plus({ minutes: habit.minutes });
      if (end.toMillis() < now.getTime() - 3_600_000) starts.push({ start: start.toJSDate(), end: end.toJSDate() });
    }
  }
  return starts;
}

/** Nothing else holds the court then: no active booking or lesson on it, no scheduled class. */
async function courtFree(tx: Tx, sportObjectId: number, start: Date, end: Date, trainerId: number | null): Promise<boolean> {
  const [booked] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        sql`(${reservations.sportObjectId} = ${sportObjectId} or (${trainerId}::int is not null and ${reservations.trainerVenueProfileId} = ${trainerId}))`,
        eq(reservations.state, 'active'),
        ne(reservations.kind, 'class'),
        lt(reservations.startTime, end),
        gt(reservations.endTime, start),
      ),
    )
    .limit(1);
  return !booked && !(await overlapsScheduledOccurrence(tx, sportObjectId, start, end));
}

type Place = { venueId: number; sportObjectId: number };

async function placeOf(tx: Tx, venue: string, court: string): Promise<Place | null> {
  const [row] = await tx
    .select({ venueId: venues.id, sportObjectId: sportObjects.id })
    .from(sportObjects)
    .innerJoin(venues, eq(venues.id, sportObjects.venueId))
    .where(and(eq(venues.slug, venue), eq(sportObjects.name, court)));
  return row ?? null;
}

/** The class's occurrence at `start`, written as the generator would have; null when its court was taken. */
async function occurrenceOf(tx: Tx, className: string, place: Place, start: Date, end: Date, now: Date) {
  const [found] = await tx
    .select({
      id: groupClasses.id,
      trainerId: groupClasses.trainerVenueProfileId,
      priceListId: groupClassPriceLists.id,
      price: groupClassPriceLists.priceGrosze,
    })
    .from(groupClasses)
    .innerJoin(groupClassPriceLists, eq(groupClassPriceLists.classId, groupClasses.id))
    .where(and(eq(groupClasses.venueId, place.venueId), eq(groupClasses.name, className)))
    .orderBy(groupClassPriceLists.sortOrder)
    .limit(1);
  if (!found) return null;
  const [existing] = await tx
    .select({ id: groupClassOccurrences.id })
    .from(groupClassOccurrences)
    .where(and(eq(groupClassOccurrences.classId, found.id), eq(groupClassOccurrences.startTime, start)));
  if (existing) return { id: existing.id, priceListId: found.priceListId, price: found.price };
  if (!(await courtFree(tx, place.sportObjectId, start, end, null))) return null;
  const [inserted] = await tx
    .insert(groupClassOccurrences)
    .values({
      classId: found.id,
      venueId: place.venueId,
      sportObjectId: place.sportObjectId,
      trainerVenueProfileId: found.trainerId,
      startTime: start,
      endTime: end,
      maxParticipants: 6,
      createdAt: now,
    })
    .returning({ id: groupClassOccurrences.id });
  return inserted ? { id: inserted.id, priceListId: found.priceListId, price: found.price } : null;
}

async function trainerIdOf(tx: Tx, phone: string, venueId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: trainerVenueProfiles.id })
    .from(trainerVenueProfiles)
    .innerJoin(users, eq(users.id, trainerVenueProfiles.userId))
    .where(and(eq(users.phoneNumber, phone), eq(trainerVenueProfiles.venueId, venueId)));
  return row?.id ?? null;
}

async function habitRows(tx: Tx, playerId: number, habit: DemoHabit, now: Date): Promise<NewReservation[]> {
  const place = await placeOf(tx, habit.venue, habit.court);
  if (!place) return [];
  const trainerId = habit.trainerPhone ? await trainerIdOf(tx, habit.trainerPhone, place.venueId) : null;
  if (habit.trainerPhone && trainerId === null) return [];
  const rows: NewReservation[] = [];
  for (const { start, end } of startsOf(habit, now)) {
    const cancelled = habit.state !== undefined;
    const base = {
      userId: playerId,
      ...place,
      startTime: start,
      endTime: end,
      state: habit.state ?? ('active' as const),
      paymentMethod: 'on_site' as const,
      paymentStatus: cancelled ? ('unpaid' as const) : ('paid' as const),
      createdAt: new Date(start.getTime() - 3 * 86_400_000),
      cancelledAt: cancelled ? new Date(start.getTime() - (habit.state === 'cancelled' ? 2 * 86_400_000 : 3_600_000)) : null,
      cancelReason: cancelled ? ('user' as const) : null,
    };
    if (habit.className) {
      const occurrence = await occurrenceOf(tx, habit.className, place, start, end, now);
      if (occurrence)
        rows.push({
          ...base,
          kind: 'class',
          groupClassOccurrenceId: occurrence.id,
          priceListId: occurrence.priceListId,
          basePriceGrosze: occurrence.price,
        });
      continue;
    }
    // A cancelled booking holds no court; an active one only where nothing else did then.
    if (!cancelled && !(await courtFree(tx, place.sportObjectId, start, end, trainerId))) continue;
    rows.push({
      ...base,
      kind: 'court',
      trainerVenueProfileId: trainerId,
      trainerPriceGrosze: trainerId ? 8000 : 0,
      basePriceGrosze: trainerId ? 14000 : 6000,
    });
  }
  return rows;
}

/** The past course: written, the demo player's son added and enrolled at the reception before it began. */
async function seedHistoryCourse(tx: Tx, playerId: number, now: Date): Promise<void> {
  const spec = DEMO_HISTORY_COURSE;
  const place = await placeOf(tx, spec.venue, spec.court);
  const [sport] = await tx.select({ id: sportTypes.id }).from(sportTypes).where(eq(sportTypes.code, spec.sport));
  if (!place || !sport) return;
  const monthStart = DateTime.fromJSDate(now, { zone: DEMO_TIMEZONE }).startOf('month').minus({ months: spec.monthsBack });
  const first = monthStart.plus({ days: (spec.weekday - monthStart.weekday + 7) % 7 });
  const last = first.plus({ weeks: spec.weeks - 1 });
  const startDate = first.toISODate() ?? '';
  await upsertDemoCourse(
    tx,
    {
      venueId: place.venueId,
      name: spec.name,
      description: spec.description,
      type: 'children',
      sportTypeId: sport.id,
      sportObjectId: place.sportObjectId,
      weekdays: [spec.weekday],
      startMinute: spec.minute,
      durationMinutes: spec.minutes,
      startDate,
      endDate: last.toISODate() ?? startDate,
      maxParticipants: 8,
      paymentType: 'full_course',
      priceGrosze: spec.price * spec.weeks,
      colour: '#8e24aa',
      difficulty: 2,
      minAge: 8,
      maxAge: 12,
    },
    startDate,
  );
  const [course] = await tx
    .select()
    .from(courses)
    .where(and(eq(courses.venueId, place.venueId), eq(courses.name, spec.name)));
  const [child] = await tx
    .insert(children)
    .values({ userId: playerId, venueId: place.venueId, ...DEMO_HISTORY_CHILD })
    .returning();
  if (!course || !child) return;
  // Sold at the desk the day before the first session: every session was ahead then.
  await insertDeskEnrollment(tx, course, { userId: playerId, child }, first.minus({ days: 1 }).toJSDate());
}

/**
 * Six months of the demo player's play (`demo-history-data.ts`) so /statistics is worth seeing on
 * first start. Once: nothing is added when the player has any reservation that began before now
 * (a data folder seeded before, or one the player has used). Times another booking holds are
 * skipped, so an older data folder never breaks the court rules.
 */
export async function seedDemoHistory(tx: Tx, now: Date): Promise<void> {
  const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, DEMO_PLAYER_PHONE));
  if (!player) return;
  const [played] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.userId, player.id), lt(reservations.startTime, now)))
    .limit(1);
  if (played) return;
  for (const habit of DEMO_HISTORY) {
    const rows = await habitRows(tx, player.id, habit, now);
    if (rows.length > 0) await insertReservations(tx, rows);
  }
  await seedHistoryCourse(tx, player.id, now);
}
