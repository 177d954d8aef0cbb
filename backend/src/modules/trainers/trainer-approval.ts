import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { trainerVenueProfiles, userVenueProfiles } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../lib/api-error.js';

/** Whether the user owns the venue: an active venue profile marked as the owner's. */
export async function ownsVenue(db: Db, userId: number, venueId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userVenueProfiles.id })
    .from(userVenueProfiles)
    .where(
      and(
        eq(userVenueProfiles.userId, userId),
        eq(userVenueProfiles.venueId, venueId),
        eq(userVenueProfiles.isOwner, true),
        eq(userVenueProfiles.isActive, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type AcceptedTrainer = { id: number; venue_id: number; status: 'accepted'; visibility: 'visible' | 'hidden' };

/**
 * The venue's owner accepts a pending trainer (accepting an accepted one changes nothing). Anyone
 * else gets 403 whether or not the profile exists, so ids reveal nothing to strangers.
 */
export async function acceptTrainer(db: Db, ownerId: number, profileId: number): Promise<AcceptedTrainer> {
  const [profile] = await db.select().from(trainerVenueProfiles).where(eq(trainerVenueProfiles.id, profileId));
  if (!profile || !(await ownsVenue(db, ownerId, profile.venueId))) {
    throw new ApiError(403, 'FORBIDDEN', 'Only the owner of the trainer’s venue can accept them');
  }
  const [updated] = await db
    .update(trainerVenueProfiles)
    .set({ status: 'accepted' })
    .where(eq(trainerVenueProfiles.id, profileId))
    .returning({ id: trainerVenueProfiles.id, venueId: trainerVenueProfiles.venueId, visibility: trainerVenueProfiles.visibility });
  if (!updated) throw notFound(`Trainer ${profileId} not found`);
  return { id: updated.id, venue_id: updated.venueId, status: 'accepted', visibility: updated.visibility };
}
