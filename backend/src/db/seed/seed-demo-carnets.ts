import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../database.js';
import { sportTypes, userVenueCarnets, users, venueCarnetTypes, venues, type CarnetHoursValue } from '../schema/index.js';
import { expiryOf } from '../../modules/carnets/carnet-rules.js';
import { DEMO_PLAYER_PHONE } from './seed-demo-wallet.js';

const WORKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];
const ALL_DAYS = [...WORKDAYS, ...WEEKEND];
const windows = (weekdays: number[], from: string, to: string): CarnetHoursValue[] => weekdays.map((weekday) => ({ weekday, from, to }));

type DemoCarnetType = {
  code: string;
  name: string;
  description: string | null;
  kind: 'amount' | 'entries';
  value: number;
  price: number;
  durationDays: number;
  hours: CarnetHoursValue[];
  sports: string[];
};

/** Warszawa (the first demo venue) and the pass-only Łódź, each type with its own hours. */
const DEMO_CARNET_TYPES: Readonly<Record<string, DemoCarnetType[]>> = {
  'warszawa-mokotow': [
    {
      code: 'kwota-500',
      name: 'Karnet kwotowy 500 zł',
      description: 'Wartość 500 zł na wszystkie korty, codziennie 7:00–22:00. Płacisz 450 zł.',
      kind: 'amount',
      value: 50_000,
      price: 45_000,
      durationDays: 180,
      hours: windows(ALL_DAYS, '07:00', '22:00'),
      sports: [],
    },
    {
      code: 'squash-rano-10',
      name: 'Squash poranny — 10 wejść',
      description: 'Dni robocze do 16:00, korty squash.',
      kind: 'entries',
      value: 10,
      price: 40_000,
      durationDays: 90,
      hours: windows(WORKDAYS, '07:00', '16:00'),
      sports: ['squash'],
    },
  ],
  'lodz-atlas': [
    {
      code: 'noc-8',
      name: 'Nocny squash — 8 wejść',
      description: 'Każdej nocy od północy do 7:00.',
      kind: 'entries',
      value: 8,
      price: 22_000,
      durationDays: 60,
      hours: windows(ALL_DAYS, '00:00', '07:00'),
      sports: [],
    },
    {
      code: 'dzien-10',
      name: 'Dzienny squash — 10 wejść',
      description: 'Dni robocze 7:00–15:00.',
      kind: 'entries',
      value: 10,
      price: 35_000,
      durationDays: 90,
      hours: windows(WORKDAYS, '07:00', '15:00'),
      sports: [],
    },
    {
      code: 'weekend-kwota-300',
      name: 'Weekendowy kwotowy 300 zł',
      description: 'Wartość 300 zł w soboty i niedziele, przez całą dobę.',
      kind: 'amount',
      value: 30_000,
      price: 27_000,
      durationDays: 120,
      hours: windows(WEEKEND, '00:00', '24:00'),
      sports: [],
    },
    {
      code: 'open-20',
      name: 'Open — 20 wejść',
      description: 'O każdej porze, kiedy klub jest otwarty.',
      kind: 'entries',
      value: 20,
      price: 90_000,
      durationDays: 180,
      hours: [],
      sports: [],
    },
  ],
};

/** Which type the demo player already holds, so the carnet pages have something to show. */
const DEMO_PLAYER_CARNET = { venue: 'warszawa-mokotow', code: 'squash-rano-10', used: 3 } as const;

/**
 * Demo carnet types (keyed by venue and code) and the demo player's one active entry carnet, once:
 * nothing is added for a player who has any carnet already. Local runs only, like all demo data.
 */
export async function seedDemoCarnets(tx: Tx, now: Date): Promise<void> {
  const venueRows = await tx
    .select({ id: venues.id, slug: venues.slug, timezone: venues.timezone })
    .from(venues)
    .where(inArray(venues.slug, Object.keys(DEMO_CARNET_TYPES)));
  const sportRows = await tx.select({ id: sportTypes.id, code: sportTypes.code }).from(sportTypes);
  const sportId = new Map(sportRows.map((row) => [row.code, row.id]));
  for (const venue of venueRows) {
    const types = DEMO_CARNET_TYPES[venue.slug] ?? [];
    await tx
      .insert(venueCarnetTypes)
      .values(
        types.map((type) => ({
          venueId: venue.id,
          code: type.code,
          name: type.name,
          description: type.description,
          kind: type.kind,
          value: type.value,
          priceGrosze: type.price,
          durationDays: type.durationDays,
          availableHours: type.hours,
          sportTypeIds: type.sports.flatMap((code) => sportId.get(code) ?? []),
          createdAt: now,
        })),
      )
      .onConflictDoNothing({ target: [venueCarnetTypes.venueId, venueCarnetTypes.code] });
  }

  const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, DEMO_PLAYER_PHONE));
  const venue = venueRows.find((row) => row.slug === DEMO_PLAYER_CARNET.venue);
  if (!player || !venue) return;
  const [owned] = await tx
    .select({ id: userVenueCarnets.id })
    .from(userVenueCarnets)
    .where(eq(userVenueCarnets.userId, player.id))
    .limit(1);
  if (owned) return;
  const [type] = await tx
    .select()
    .from(venueCarnetTypes)
    .where(and(eq(venueCarnetTypes.venueId, venue.id), eq(venueCarnetTypes.code, DEMO_PLAYER_CARNET.code)));
  if (!type) return;
  const validFrom = new Date(now.getTime() - 10 * 86_400_000);
  // Entries used before the demo history starts have no reservations to show, so the usage list starts empty.
  await tx.insert(userVenueCarnets).values({
    userId: player.id,
    carnetTypeId: type.id,
    venueId: venue.id,
    name: type.name,
    kind: type.kind,
    value: type.value,
    remaining: type.value - DEMO_PLAYER_CARNET.used,
    priceGrosze: type.priceGrosze,
    durationDays: type.durationDays,
    availableHours: type.availableHours,
    sportTypeIds: type.sportTypeIds,
    sportObjectIds: type.sportObjectIds,
    state: 'active',
    language: 'pl',
    createdAt: validFrom,
    validFrom,
    expiresAt: expiryOf(validFrom, type.durationDays, venue.timezone),
  });
}
