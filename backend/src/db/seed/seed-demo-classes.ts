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
  users,
  userVenueProfiles,
  venues,
} from '../schema/index.js';
import { generateClassOccurrences } from '../../modules/classes/class-occurrences.js';
import { addLocalDays, instantAt, localPosition } from '../../modules/venues/venue-time.js';

/** The demo venue owner (Warszawa and Łódź): signs in like anyone and may accept trainers there. */
export const DEMO_OWNER_PHONE = '+48500600800';

type DemoTrainer = {
  phone: string;
  firstName: string;
  lastName: string;
  venue: string;
  displayName: string;
  about: string;
  sports: string[];
  /** Court names the trainer may use. */
  courts: string[];
  pricePerHour: number;
  status: 'pending' | 'accepted';
  visibility: 'visible' | 'hidden';
};

const h = (hour: number) => hour * 60;
const WEEKDAYS = [1, 2, 3, 4, 5];

const TRAINERS: readonly DemoTrainer[] = [
  {
    phone: '+48500600801',
    firstName: 'Katarzyna',
    lastName: 'Nowak',
    venue: 'warszawa-mokotow',
    displayName: 'Kasia Nowak',
    about: 'Instruktorka squasha i padla, 10 lat na korcie. Uczy od podstaw i szlifuje technikę.',
    sports: ['squash', 'padel'],
    courts: ['Kort squash 1', 'Kort squash 2', 'Kort squash 3', 'Kort squash 4', 'Kort padel 1', 'Kort padel 2'],
    pricePerHour: 8000,
    status: 'accepted',
    visibility: 'visible',
  },
  {
    phone: '+48500600802',
    firstName: 'Marek',
    lastName: 'Wiśniewski',
    venue: 'warszawa-mokotow',
    displayName: 'Marek Wiśniewski',
    about: 'Trener tenisa i squasha z licencją PZT; treningi techniczne i taktyczne.',
    sports: ['tennis', 'squash'],
    courts: ['Kort tenisowy 1', 'Kort tenisowy 2', 'Kort squash 3', 'Kort squash 4'],
    pricePerHour: 10_000,
    status: 'accepted',
    visibility: 'visible',
  },
  {
    phone: '+48500600803',
    firstName: 'Aleksandra',
    lastName: 'Zielińska',
    venue: 'warszawa-mokotow',
    displayName: 'Ola Zielińska',
    about: 'Nowa w klubie: czeka na akceptację właściciela.',
    sports: ['padel'],
    courts: ['Kort padel 1', 'Kort padel 2'],
    pricePerHour: 7000,
    status: 'pending',
    visibility: 'visible',
  },
  {
    phone: '+48500600804',
    firstName: 'Piotr',
    lastName: 'Kowalczyk',
    venue: 'warszawa-mokotow',
    displayName: 'Piotr Kowalczyk',
    about: 'Prowadzi zajęcia poranne; prywatnych lekcji online nie przyjmuje.',
    sports: ['tennis'],
    courts: ['Kort tenisowy 2'],
    pricePerHour: 9000,
    status: 'accepted',
    visibility: 'hidden',
  },
  {
    phone: '+48500600805',
    firstName: 'Joanna',
    lastName: 'Lewandowska',
    venue: 'krakow-wawel',
    displayName: 'Joanna Lewandowska',
    about: 'Tenis ziemny dla dzieci i dorosłych.',
    sports: ['tennis'],
    courts: ['Kort tenisowy 1', 'Kort tenisowy 2', 'Kort tenisowy 3'],
    pricePerHour: 9000,
    status: 'accepted',
    visibility: 'visible',
  },
  {
    phone: '+48500600806',
    firstName: 'Tomasz',
    lastName: 'Kamiński',
    venue: 'gdansk-oliwa',
    displayName: 'Tomasz Kamiński',
    about: 'Padel od pierwszego odbicia po turnieje.',
    sports: ['padel'],
    courts: ['Kort padel 1', 'Kort padel 2', 'Kort padel 3', 'Kort padel 4'],
    pricePerHour: 8000,
    status: 'accepted',
    visibility: 'visible',
  },
  {
    phone: '+48500600807',
    firstName: 'Ewa',
    lastName: 'Wójcik',
    venue: 'lodz-atlas',
    displayName: 'Ewa Wójcik',
    about: 'Squash o każdej porze: treningi dla posiadaczy karnetów.',
    sports: ['squash'],
    courts: ['Kort squash 1', 'Kort squash 2', 'Kort squash 3'],
    pricePerHour: 7000,
    status: 'accepted',
    visibility: 'visible',
  },
];

type DemoClass = {
  venue: string;
  name: string;
  description: string;
  sport: string;
  level: 'beginner' | 'intermediate' | 'advanced' | 'all';
  trainerPhone: string | null;
  court: string;
  minutes: number;
  max: number | null;
  carnetRequired: boolean;
  /** [ISO weekday, start minute] */
  weekly: [number, number][];
  /** Days from today (venue time) and start minute of a class held on single dates only. */
  single?: [number, number][];
  prices: [string, number][];
};

const CLASSES: readonly DemoClass[] = [
  {
    venue: 'warszawa-mokotow',
    name: 'Squash dla początkujących',
    description: 'Podstawy techniki, poruszania się po korcie i zasad gry. Rakiety do wypożyczenia.',
    sport: 'squash',
    level: 'beginner',
    trainerPhone: '+48500600801',
    court: 'Kort squash 4',
    minutes: 60,
    max: 6,
    carnetRequired: false,
    weekly: [
      [1, h(18)],
      [3, h(18)],
    ],
    prices: [
      ['Normalny', 4000],
      ['Studencki', 3000],
      ['Z kartą partnerską', 2500],
    ],
  },
  {
    venue: 'warszawa-mokotow',
    name: 'Tenis — technika',
    description: 'Forhend, bekhend i serwis pod okiem trenera, w grupie do 8 osób.',
    sport: 'tennis',
    level: 'intermediate',
    trainerPhone: '+48500600802',
    court: 'Kort tenisowy 2',
    minutes: 90,
    max: 8,
    carnetRequired: false,
    weekly: [[2, h(17)]],
    prices: [
      ['Normalny', 6000],
      ['Studencki', 4500],
    ],
  },
  {
    venue: 'warszawa-mokotow',
    name: 'Padel — gra kontrolowana',
    description: 'Mecze z komentarzem trenera: ustawienie, wolej i gra przy ścianie.',
    sport: 'padel',
    level: 'all',
    trainerPhone: '+48500600801',
    court: 'Kort padel 2',
    minutes: 90,
    max: 8,
    carnetRequired: false,
    weekly: [[4, h(20)]],
    prices: [['Normalny', 5500]],
  },
  {
    venue: 'warszawa-mokotow',
    name: 'Squash — trening zaawansowany',
    description: 'Intensywny trening dla grających ligowo: drive, boast i gra pod presją.',
    sport: 'squash',
    level: 'advanced',
    trainerPhone: '+48500600802',
    court: 'Kort squash 4',
    minutes: 60,
    max: 4,
    carnetRequired: false,
    weekly: [[5, h(7)]],
    prices: [['Normalny', 5000]],
  },
  {
    venue: 'warszawa-mokotow',
    name: 'Poranny tenis',
    description: 'Sobotnia rozgrzewka z tenisem dla każdego; bez limitu miejsc.',
    sport: 'tennis',
    level: 'all',
    trainerPhone: '+48500600804',
    court: 'Kort tenisowy 2',
    minutes: 60,
    max: null,
    carnetRequired: false,
    weekly: [[6, h(9)]],
    prices: [['Normalny', 3000]],
  },
  {
    venue: 'warszawa-mokotow',
    name: 'Otwarty trening padla',
    description: 'Jednorazowe zajęcia pokazowe dla nowych graczy.',
    sport: 'padel',
    level: 'beginner',
    trainerPhone: '+48500600801',
    court: 'Kort padel 2',
    minutes: 120,
    max: 12,
    carnetRequired: false,
    weekly: [],
    single: [[10, h(12)]],
    prices: [['Normalny', 2000]],
  },
  {
    venue: 'lodz-atlas',
    name: 'Squash z karnetem',
    description: 'Trening grupowy dla posiadaczy karnetu Atlas.',
    sport: 'squash',
    level: 'all',
    trainerPhone: '+48500600807',
    court: 'Kort squash 3',
    minutes: 60,
    max: 8,
    carnetRequired: true,
    weekly: [
      [1, h(19)],
      [4, h(19)],
    ],
    prices: [['Wejście z karnetem', 0]],
  },
  {
    venue: 'lodz-atlas',
    name: 'Nocny squash',
    description: 'Trening po godzinach, bo Atlas jest otwarty całą dobę.',
    sport: 'squash',
    level: 'intermediate',
    trainerPhone: '+48500600807',
    court: 'Kort squash 3',
    minutes: 60,
    max: 6,
    carnetRequired: true,
    weekly: [[3, h(22)]],
    prices: [['Wejście z karnetem', 0]],
  },
];

/** Two demo players take places at every upcoming "Squash dla początkujących" (6 places: 4 left). */
const CAPACITY_CLASS = 'Squash dla początkujących';
const SIGNED_UP_PHONES = ['+48500600811', '+48500600812'];

/** Every account these demo data add: the owner, the trainers and the two signed-up players. */
export const DEMO_CLASSES_PHONES: readonly string[] = [DEMO_OWNER_PHONE, ...TRAINERS.map((trainer) => trainer.phone), ...SIGNED_UP_PHONES];

async function userIdOf(tx: Tx, phone: string, firstName: string, lastName: string, now: Date): Promise<number> {
  await tx
    .insert(users)
    .values({ phoneNumber: phone, firstName, lastName, phoneVerified: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phoneNumber });
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  if (!row) throw new Error(`Demo user ${phone} is missing`);
  return row.id;
}

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

  const ownerId = await userIdOf(tx, DEMO_OWNER_PHONE, 'Olga', 'Właścicielka', now);
  for (const slug of ['warszawa-mokotow', 'lodz-atlas']) {
    const venue = venueOf(slug);
    if (!venue) continue;
    await tx
      .insert(userVenueProfiles)
      .values({ userId: ownerId, venueId: venue.id, isOwner: true })
      .onConflictDoNothing({ target: [userVenueProfiles.userId, userVenueProfiles.venueId] });
  }

  const trainerIds = new Map<string, number>();
  for (const trainer of TRAINERS) {
    const venue = venueOf(trainer.venue);
    if (!venue) continue;
    const userId = await userIdOf(tx, trainer.phone, trainer.firstName, trainer.lastName, now);
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
      await tx
        .insert(trainerWorkingHours)
        .values([
          ...WEEKDAYS.map((weekday) => ({ trainerVenueProfileId: profile.id, weekday, fromMinute: h(7), toMinute: h(21) })),
          { trainerVenueProfileId: profile.id, weekday: 6, fromMinute: h(8), toMinute: h(14) },
        ]);
    }
  }

  for (const item of CLASSES) {
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
  const players = await Promise.all(SIGNED_UP_PHONES.map((phone, index) => userIdOf(tx, phone, `Gracz ${index + 1}`, 'Demo', now)));
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
  await tx.insert(reservations).values(
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
