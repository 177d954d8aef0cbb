import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { userVenueProfiles } from '../../db/schema/index.js';

/**
 * The user's profile at a venue, created on their first booking there ("Your venues", check-in
 * QR and term notifications hang on it). Idempotent and safe under concurrent bookings.
 */
export async function ensureVenueProfile(db: DbOrTx, userId: number, venueId: number): Promise<void> {
  await db
    .insert(userVenueProfiles)
    .values({ userId, venueId })
    .onConflictDoNothing({ target: [userVenueProfiles.userId, userVenueProfiles.venueId] });
}

/** True when the user has an active profile at the venue. */
export async function hasActiveVenueProfile(db: DbOrTx, userId: number, venueId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userVenueProfiles.id })
    .from(userVenueProfiles)
    .where(and(eq(userVenueProfiles.userId, userId), eq(userVenueProfiles.venueId, venueId), eq(userVenueProfiles.isActive, true)))
    .limit(1);
  return Boolean(row);
}
