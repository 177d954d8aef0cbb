import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../database.js';
import {
  groupClasses,
  groupClassOccurrences,
  groupClassPriceLists,
  groupClassSchedule,
  reservations,
  sportObjects,
  sportTypes,
  trainerVenueProfiles,
  trainerWorkingHours,
  userVenueProfiles,
  venues,
} from '../schema/index.js';
import { generateClassOccurrences } from '../../modules/classes/class-occurrences.js';
import { insertReservations } from '../../modules/reservations/insert-reservations.js';
import { addLocalDays, instantAt, localPosition } from '../../modules/venues/venue-time.js';
import {
  CAPACITY_CLASS,
  DEMO_CLASSES,
  DEMO_OWNER_EMAIL,
  DEMO_OWNER_PHONE,
  DEMO_TRAINER_HOURS,
  DEMO_TRAINERS,
  SIGNED_UP_PHONES,
} from './demo-classes-data.js';
import { demoUserId } from './demo-user.js';

/**
 * Trainers at several venues (accepted and visible, one pending, one hidden), the demo owner of
 * Warszawa and Łódź, group classes there (Łódź is pass-only: carnet required) with their
 * occurrences from `now` on, and two players signed up for one class so its free places show.
 * Idempotent like the rest of the demo data: natural keys (phone, venue + name), and occurrences
 * by class and start; dates are relative to `now`, so a demo always has upcoming classes.
 */
export async function seedDemoClasses(tx: Tx, now: Date): Promise<void> {
  const venueRows = await tx.select({ id: venues.id, slug: venues.slug, timezone: venues.timezone }).from(venues);
  const venueBySlug = new Map(venueRows.map((row) => [row.slug, row]));
  const objects = await tx.select({ id: sportObjects.id, venueId: sportObjects.venueId, name: sportObjects.name }).from(sportObjects);
  const objectId = (venueId: number, name: string) => objects.find((row) => row.venueId === venueId && row.name === name)?.id;
  const sports = new Map((await tx.select({ id: sportTypes.id, code: sportTypes.code }).from(sportTypes)).map((row) => [row.code, row.id]));
  const venueOf = (slug: string) => venueBySlug.get(slug);

  const ownerId = await demoUserId(tx, {
    phone: DEMO_OWNER_PHONE,
    firstName: 'Olga',
    lastName: 'Właścicielka',
    email: DEMO_OWNER_EMAIL,
    createdAt: now,
  });
  for (const slug of ['warszawa-mokotow', 'lodz-atlas']) {
    const venue = venueOf(slug);
    if (!venue) continue;
    await tx
      .insert(userVenueProfiles)
      .values({ userId: ownerId, venueId: venue.id, isOwner: true })
      .onConflictDoNothing({ target: [userVenueProfiles.userId, userVenueProfiles.venueId] });
  }

  const trainerIds = new Map<string, number>();
  for (const trainer of DEMO_TRAINERS) {
    const venue = venueOf(trainer.venue);
    if (!venue) continue;
    const userId = await demoUserId(tx, { ...trainer, createdAt: now });
    const inserted = await tx
      .insert(trainerVenueProfiles)
      .values({
        userId,
        venueId: venue.id,
        status: trainer.status,
        visibility: trainer.visibility,
        displayName: trainer.displayName,
        about: trainer.about,
        sportTypeIds: trainer.sports.flatMap((code) => sports.get(code) ?? []),
        sportObjectIds: trainer.courts.flatMap((name) => objectId(venue.id, name) ?? []),
        pricePerHourGrosze: trainer.pricePerHour,
      })
      .onConflictDoNothing({ target: [trainerVenueProfiles.userId, trainerVenueProfiles.venueId] })
      .returning({ id: trainerVenueProfiles.id });
    const [profile] = await tx
      .select({ id: trainerVenueProfiles.id })
      .from(trainerVenueProfiles)
      .where(and(eq(trainerVenueProfiles.userId, userId), eq(trainerVenueProfiles.venueId, venue.id)));
    if (!profile) continue;
    trainerIds.set(trainer.phone, profile.id);
    // Hours only with a new profile: a trainer's own changes are theirs to keep.
    if (inserted.length > 0) {
      await tx.insert(trainerWorkingHours).values(DEMO_TRAINER_HOURS.map((hours) => ({ trainerVenueProfileId: profile.id, ...hours })));
    }
  }

  for (const item of DEMO_CLASSES) {
    const venue = venueOf(item.venue);
    const court = venue ? objectId(venue.id, item.court) : undefined;
    const sport = sports.get(item.sport);
    if (!venue || court === undefined || sport === undefined) continue;
    const inserted = await tx
      .insert(groupClasses)
      .values({
        venueId: venue.id,
        name: item.name,
        description: item.description,
        sportTypeId: sport,
        level: item.level,
        trainerVenueProfileId: item.trainerPhone ? (trainerIds.get(item.trainerPhone) ?? null) : null,
        sportObjectId: court,
        durationMinutes: item.minutes,
        maxParticipants: item.max,
        carnetRequired: item.carnetRequired,
      })
      .onConflictDoNothing({ target: [groupClasses.venueId, groupClasses.name] })
      .returning({ id: groupClasses.id });
    const [row] = await tx
      .select()
      .from(groupClasses)
      .where(and(eq(groupClasses.venueId, venue.id), eq(groupClasses.name, item.name)));
    if (!row) continue;
    if (inserted.length > 0) {
      if (item.weekly.length > 0) {
        await tx
          .insert(groupClassSchedule)
          .values(item.weekly.map(([weekday, startMinute]) => ({ classId: row.id, weekday, startMinute })));
      }
      await tx
        .insert(groupClassPriceLists)
        .values(item.prices.map(([name, priceGrosze], sortOrder) => ({ classId: row.id, name, priceGrosze, sortOrder })));
    }
    // A class on single dates gets them once, relative to the day it was first seeded.
    if (item.single && inserted.length > 0) {
      const today = localPosition(now, venue.timezone).date;
      for (const [days, minute] of item.single) {
        const start = instantAt(addLocalDays(today, days, venue.timezone), minute, venue.timezone);
        await tx
          .insert(groupClassOccurrences)
          .values({
            classId: row.id,
            venueId: venue.id,
            sportObjectId: court,
            trainerVenueProfileId: row.trainerVenueProfileId,
            startTime: start,
            endTime: new Date(start.getTime() + item.minutes * 60_000),
            maxParticipants: row.maxParticipants,
            createdAt: now,
          })
          .onConflictDoNothing();
      }
    }
  }

  await generateClassOccurrences(tx, now);

  const [capacityClass] = await tx.select().from(groupClasses).where(eq(groupClasses.name, CAPACITY_CLASS));
  if (!capacityClass) return;
  const upcoming = await tx
    .select()
    .from(groupClassOccurrences)
    .where(and(eq(groupClassOccurrences.classId, capacityClass.id), gt(groupClassOccurrences.startTime, now)))
    .orderBy(asc(groupClassOccurrences.startTime));
  if (upcoming.length === 0) return;
  const [price] = await tx.select().from(groupClassPriceLists).where(eq(groupClassPriceLists.classId, capacityClass.id)).limit(1);
  const players = await Promise.all(
    SIGNED_UP_PHONES.map((phone, index) =>
      demoUserId(tx, {
        phone,
        firstName: `Gracz ${index + 1}`,
        lastName: 'Demo',
        email: `gracz${index + 1}.demo@example.com`,
        createdAt: now,
      }),
    ),
  );
  const taken = await tx
    .select({ occurrenceId: reservations.groupClassOccurrenceId, userId: reservations.userId })
    .from(reservations)
    .where(
      and(
        inArray(
          reservations.groupClassOccurrenceId,
          upcoming.map((occurrence) => occurrence.id),
        ),
        inArray(reservations.userId, players),
      ),
    );
  const seen = new Set(taken.map((row) => `${row.occurrenceId}:${row.userId}`));
  const missing = upcoming.flatMap((occurrence) =>
    players.filter((userId) => !seen.has(`${occurrence.id}:${userId}`)).map((userId) => ({ occurrence, userId })),
  );
  if (missing.length === 0) return;
  await insertReservations(
    tx,
    missing.map(({ occurrence, userId }) => ({
      userId,
      venueId: occurrence.venueId,
      sportObjectId: occurrence.sportObjectId,
      startTime: occurrence.startTime,
      endTime: occurrence.endTime,
      paymentMethod: 'on_site' as const,
      paymentStatus: 'unpaid' as const,
      basePriceGrosze: price?.priceGrosze ?? 0,
      createdAt: now,
      kind: 'class' as const,
      groupClassOccurrenceId: occurrence.id,
      priceListId: price?.id ?? null,
    })),
  );
}
