import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { PublicTrainerProfile } from '@venue/api';
import type { DbOrTx } from '../../db/database.js';
import { trainerHourOverrides, trainerVenueProfiles, trainerWorkingHours, users, type TrainerVenueProfile } from '../../db/schema/index.js';
import { workingHoursView, type OverrideRow, type WeeklyWindow } from './working-hours.js';

/** A profile visitors may see and book: accepted by the venue and visible online. */
export function isPublic(profile: Pick<TrainerVenueProfile, 'status' | 'visibility'>): boolean {
  return profile.status === 'accepted' && profile.visibility === 'visible';
}

export type TrainerHours = { weekly: WeeklyWindow[]; overrides: OverrideRow[] };

/** Weekly templates and the overrides between two dates (inclusive; all when not given) of the trainers. */
export async function trainerHours(
  db: DbOrTx,
  trainerIds: number[],
  dates: { from?: string; to?: string } = {},
): Promise<Map<number, TrainerHours>> {
  const byTrainer = new Map<number, TrainerHours>(trainerIds.map((id) => [id, { weekly: [], overrides: [] }]));
  if (trainerIds.length === 0) return byTrainer;
  const weekly = await db.select().from(trainerWorkingHours).where(inArray(trainerWorkingHours.trainerVenueProfileId, trainerIds));
  const overrides = await db
    .select()
    .from(trainerHourOverrides)
    .where(
      and(
        inArray(trainerHourOverrides.trainerVenueProfileId, trainerIds),
        dates.from ? gte(trainerHourOverrides.date, dates.from) : undefined,
        dates.to ? lte(trainerHourOverrides.date, dates.to) : undefined,
      ),
    );
  for (const row of weekly) byTrainer.get(row.trainerVenueProfileId)?.weekly.push(row);
  for (const row of overrides) byTrainer.get(row.trainerVenueProfileId)?.overrides.push(row);
  return byTrainer;
}

/** The trainer's first name: the public part of the user's own name, beside the display name. */
function firstNameOf(displayName: string, userFirstName: string): string {
  return userFirstName.trim() || displayName.split(/\s+/)[0] || '';
}

/**
 * Accepted, visible trainers of a venue, by display name, with their working hours from `today`
 * on (past overrides say nothing any more). Phone, e-mail, surname and the venue's comment stay private.
 */
export async function listPublicTrainers(db: DbOrTx, venueId: number, today: string): Promise<PublicTrainerProfile[]> {
  const rows = await db
    .select({ profile: trainerVenueProfiles, firstName: users.firstName })
    .from(trainerVenueProfiles)
    .innerJoin(users, eq(users.id, trainerVenueProfiles.userId))
    .where(
      and(
        eq(trainerVenueProfiles.venueId, venueId),
        eq(trainerVenueProfiles.status, 'accepted'),
        eq(trainerVenueProfiles.visibility, 'visible'),
        eq(users.isActive, true),
        eq(users.isDeleted, false),
      ),
    )
    .orderBy(asc(trainerVenueProfiles.displayName), asc(trainerVenueProfiles.id));
  const hours = await trainerHours(
    db,
    rows.map((row) => row.profile.id),
    { from: today },
  );
  return rows.map(({ profile, firstName }) => {
    const own = hours.get(profile.id) ?? { weekly: [], overrides: [] };
    return {
      id: profile.id,
      venue_id: profile.venueId,
      display_name: profile.displayName,
      first_name: firstNameOf(profile.displayName, firstName),
      about: profile.about,
      photo_url: profile.photoUrl,
      sport_type_ids: [...profile.sportTypeIds].sort((a, b) => a - b),
      price_per_hour: profile.pricePerHourGrosze,
      venue_sport_object_ids: [...profile.sportObjectIds].sort((a, b) => a - b),
      working_hours: workingHoursView(own.weekly, own.overrides),
    };
  });
}

export async function findTrainerProfile(db: DbOrTx, id: number): Promise<TrainerVenueProfile | null> {
  const [row] = await db.select().from(trainerVenueProfiles).where(eq(trainerVenueProfiles.id, id));
  return row ?? null;
}
