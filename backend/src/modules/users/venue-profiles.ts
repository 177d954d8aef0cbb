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

/**
 * Makes the user the venue's owner (an active profile with `is_owner`): a staff tool's grant, so
 * reception at a venue without an owner account can accept trainers (`scripts/venue-owner.ts`).
 */
export async function grantVenueOwner(db: DbOrTx, userId: number, venueId: number): Promise<void> {
  await db
    .insert(userVenueProfiles)
    .values({ userId, venueId, isOwner: true })
    .onConflictDoUpdate({ target: [userVenueProfiles.userId, userVenueProfiles.venueId], set: { isOwner: true, isActive: true } });
}
