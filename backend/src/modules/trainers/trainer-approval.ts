import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AcceptedTrainer, PendingTrainer } from '@venue/api';
import type { Db } from '../../db/database.js';
import { trainerVenueProfiles, users, userVenueProfiles } from '../../db/schema/index.js';
import { ApiError, forbidden, notFound } from '../../lib/api-error.js';

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

/**
 * Trainers waiting for approval at the venues the user owns (one venue when `venueId` is given,
 * 403 when the user does not own it), oldest application first, with the name and phone the
 * owner recognises them by. A user who owns no venue gets an empty list.
 */
export async function listPendingTrainers(db: Db, ownerId: number, venueId?: number): Promise<PendingTrainer[]> {
  if (venueId !== undefined && !(await ownsVenue(db, ownerId, venueId))) {
    throw forbidden('Only the owner of the venue can see its pending trainers');
  }
  const owned = await db
    .select({ venueId: userVenueProfiles.venueId })
    .from(userVenueProfiles)
    .where(and(eq(userVenueProfiles.userId, ownerId), eq(userVenueProfiles.isOwner, true), eq(userVenueProfiles.isActive, true)));
  const venueIds = venueId !== undefined ? [venueId] : owned.map((row) => row.venueId);
  if (venueIds.length === 0) return [];
  const rows = await db
    .select({ profile: trainerVenueProfiles, firstName: users.firstName, lastName: users.lastName, phone: users.phoneNumber })
    .from(trainerVenueProfiles)
    .innerJoin(users, eq(users.id, trainerVenueProfiles.userId))
    .where(and(inArray(trainerVenueProfiles.venueId, venueIds), eq(trainerVenueProfiles.status, 'pending'), eq(users.isDeleted, false)))
    .orderBy(asc(trainerVenueProfiles.id));
  return rows.map(({ profile, firstName, lastName, phone }) => ({
    id: profile.id,
    venue_id: profile.venueId,
    status: 'pending',
    display_name: profile.displayName,
    first_name: firstName,
    last_name: lastName,
    phone_number: phone,
  }));
}
