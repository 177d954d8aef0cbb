import type { Db } from '../db/database.js';
import {
  groupClasses,
  groupClassOccurrences,
  groupClassPriceLists,
  trainerHourOverrides,
  trainerVenueProfiles,
  trainerWorkingHours,
  users,
  userVenueProfiles,
} from '../db/schema/index.js';

let counter = 0;
const next = () => (counter += 1);

/** A user straight in the database (for trainers and owners, who need no sign-in in most tests). */
export async function createUser(
  db: Db,
  phone = `+4860${String(9_000_000 + next()).padStart(7, '0')}`,
  firstName = 'Trener',
): Promise<number> {
  const now = new Date('2030-01-01T00:00:00Z');
  const [row] = await db
    .insert(users)
    .values({ phoneNumber: phone, firstName, lastName: 'Testowy', createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('user not created');
  return row.id;
}

export type TrainerFixture = {
  venueId: number;
  courts: number[];
  status?: 'pending' | 'accepted';
  visibility?: 'visible' | 'hidden';
  pricePerHour?: number;
  /** [weekday, fromMinute, toMinute]; default Monday–Sunday 08:00–20:00. */
  weekly?: [number, number, number][];
  overrides?: { date: string; fromMinute: number | null; toMinute: number | null }[];
  userId?: number;
  displayName?: string;
};

export async function createTrainer(db: Db, fixture: TrainerFixture): Promise<{ id: number; userId: number }> {
  const userId = fixture.userId ?? (await createUser(db));
  const [profile] = await db
    .insert(trainerVenueProfiles)
    .values({
      userId,
      venueId: fixture.venueId,
      status: fixture.status ?? 'accepted',
      visibility: fixture.visibility ?? 'visible',
      displayName: fixture.displayName ?? `Trener ${userId}`,
      about: 'O mnie',
      sportTypeIds: [1],
      sportObjectIds: fixture.courts,
      pricePerHourGrosze: fixture.pricePerHour ?? 6000,
      comment: 'private note of the venue',
    })
    .returning();
  if (!profile) throw new Error('trainer not created');
  const weekly = fixture.weekly ?? [1, 2, 3, 4, 5, 6, 7].map((weekday): [number, number, number] => [weekday, 8 * 60, 20 * 60]);
  if (weekly.length > 0) {
    await db
      .insert(trainerWorkingHours)
      .values(weekly.map(([weekday, fromMinute, toMinute]) => ({ trainerVenueProfileId: profile.id, weekday, fromMinute, toMinute })));
  }
  if (fixture.overrides?.length) {
    await db.insert(trainerHourOverrides).values(fixture.overrides.map((row) => ({ trainerVenueProfileId: profile.id, ...row })));
  }
  return { id: profile.id, userId };
}

export type ClassFixture = {
  venueId: number;
  sportObjectId: number;
  sportTypeId?: number;
  trainerId?: number | null;
  max?: number | null;
  minutes?: number;
  carnetRequired?: boolean;
  name?: string;
  /** Starts of stored occurrences. */
  starts?: string[];
  prices?: [string, number][];
};

export type CreatedClass = { classId: number; occurrenceIds: number[]; priceLists: { id: number; name: string; price: number }[] };

/** A class with stored occurrences at the given starts (tests do not wait for the generator). */
export async function createClass(db: Db, fixture: ClassFixture): Promise<CreatedClass> {
  const minutes = fixture.minutes ?? 60;
  const [row] = await db
    .insert(groupClasses)
    .values({
      venueId: fixture.venueId,
      name: fixture.name ?? `Zajęcia ${next()}`,
      description: 'Opis',
      sportTypeId: fixture.sportTypeId ?? 1,
      level: 'beginner',
      trainerVenueProfileId: fixture.trainerId ?? null,
      sportObjectId: fixture.sportObjectId,
      durationMinutes: minutes,
      maxParticipants: fixture.max === undefined ? 4 : fixture.max,
      carnetRequired: fixture.carnetRequired ?? false,
    })
    .returning();
  if (!row) throw new Error('class not created');
  const lists = await db
    .insert(groupClassPriceLists)
    .values(
      (
        fixture.prices ?? [
          ['Normalny', 4000],
          ['Studencki', 3000],
        ]
      ).map(([name, priceGrosze], sortOrder) => ({ classId: row.id, name, priceGrosze, sortOrder })),
    )
    .returning();
  const occurrences = (fixture.starts ?? []).length
    ? await db
        .insert(groupClassOccurrences)
        .values(
          (fixture.starts ?? []).map((start) => ({
            classId: row.id,
            venueId: fixture.venueId,
            sportObjectId: fixture.sportObjectId,
            trainerVenueProfileId: fixture.trainerId ?? null,
            startTime: new Date(start),
            endTime: new Date(new Date(start).getTime() + minutes * 60_000),
            maxParticipants: row.maxParticipants,
            createdAt: new Date('2030-01-01T00:00:00Z'),
          })),
        )
        .returning()
    : [];
  return {
    classId: row.id,
    occurrenceIds: occurrences.sort((a, b) => a.startTime.getTime() - b.startTime.getTime()).map((item) => item.id),
    priceLists: lists.map((list) => ({ id: list.id, name: list.name, price: list.priceGrosze })),
  };
}

export async function makeOwner(db: Db, userId: number, venueId: number): Promise<void> {
  await db.insert(userVenueProfiles).values({ userId, venueId, isOwner: true }).onConflictDoNothing();
}
