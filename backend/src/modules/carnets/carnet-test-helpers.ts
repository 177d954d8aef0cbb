import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { userVenueCarnets, venueCarnetTypes, venues } from '../../db/schema/index.js';
import { expiryOf } from './carnet-rules.js';

/** Demo carnet types (seed-demo-carnets.ts): venue slug and code. */
export const DEMO_TYPES = {
  warszawaValue: { venue: 'warszawa-mokotow', code: 'kwota-500' },
  warszawaSquashMornings: { venue: 'warszawa-mokotow', code: 'squash-rano-10' },
  lodzOpen: { venue: 'lodz-atlas', code: 'open-20' },
} as const;

export async function demoType(db: Db, which: { venue: string; code: string }) {
  const [row] = await db
    .select({ type: venueCarnetTypes, timezone: venues.timezone })
    .from(venueCarnetTypes)
    .innerJoin(venues, eq(venues.id, venueCarnetTypes.venueId))
    .where(and(eq(venues.slug, which.venue), eq(venueCarnetTypes.code, which.code)));
  if (!row) throw new Error(`No demo carnet type ${which.venue}/${which.code}`);
  return row;
}

/**
 * An active carnet of a demo type, paid at `paidAt` (as if its payment had succeeded then), with
 * `remaining` left; the purchase itself is tested through the API.
 */
export async function giveCarnet(
  db: Db,
  userId: number,
  which: { venue: string; code: string },
  options: { paidAt: Date; remaining?: number; state?: 'active' | 'awaiting_payment' },
): Promise<number> {
  const { type, timezone } = await demoType(db, which);
  const active = (options.state ?? 'active') === 'active';
  const [row] = await db
    .insert(userVenueCarnets)
    .values({
      userId,
      carnetTypeId: type.id,
      venueId: type.venueId,
      name: type.name,
      kind: type.kind,
      value: type.value,
      remaining: options.remaining ?? type.value,
      priceGrosze: type.priceGrosze,
      durationDays: type.durationDays,
      availableHours: type.availableHours,
      sportTypeIds: type.sportTypeIds,
      sportObjectIds: type.sportObjectIds,
      state: active ? 'active' : 'awaiting_payment',
      language: 'pl',
      createdAt: options.paidAt,
      validFrom: active ? options.paidAt : null,
      expiresAt: active ? expiryOf(options.paidAt, type.durationDays, timezone) : null,
    })
    .returning({ id: userVenueCarnets.id });
  if (!row) throw new Error('Carnet insert returned nothing');
  return row.id;
}
