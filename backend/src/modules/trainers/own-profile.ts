import type { TrainerOwnProfile } from '@venue/api';
import type { Db } from '../../db/database.js';
import type { TrainerVenueProfile } from '../../db/schema/index.js';
import { notFound } from '../../lib/api-error.js';
import { venueCatalog, type VenueCatalog } from '../venues/venue-catalog.js';
import { minutesLabel } from '../venues/venue-time.js';
import { findTrainerProfile, trainerHours } from './trainer-profiles.js';
import { workingHoursView } from './working-hours.js';

const label = (minute: number) => (minute >= 1440 ? '24:00' : minutesLabel(minute));

/**
 * The profile `profileId` when it is the user's own, with its venue's catalog. Anyone else's, or
 * none, is 404: a stranger learns nothing from trying ids.
 */
export async function ownTrainerProfile(
  db: Db,
  userId: number,
  profileId: number,
): Promise<{ profile: TrainerVenueProfile; catalog: VenueCatalog }> {
  const profile = await findTrainerProfile(db, profileId);
  const catalog = profile && profile.userId === userId ? await venueCatalog(db, profile.venueId) : null;
  if (!profile || !catalog) throw notFound(`Trainer profile ${profileId} not found`);
  return { profile, catalog };
}

/** The venue's weekly opening hours as `OpeningHours` (wall time), Monday first. */
export function openingHoursOf(catalog: VenueCatalog): TrainerOwnProfile['opening_hours'] {
  return [...catalog.hours]
    .sort(([a], [b]) => a - b)
    .map(([weekday, hours]) => ({ weekday, opens: label(hours.opensMinute), closes: label(hours.closesMinute) }));
}

/** The trainer's own view of their profile: every override, past ones included, so the editor saves back what it read. */
export async function ownProfileView(db: Db, profile: TrainerVenueProfile, catalog: VenueCatalog): Promise<TrainerOwnProfile> {
  const hours = (await trainerHours(db, [profile.id])).get(profile.id) ?? { weekly: [], overrides: [] };
  return {
    id: profile.id,
    venue_id: profile.venueId,
    venue_name: catalog.venue.name,
    timezone: catalog.venue.timezone,
    status: profile.status,
    visibility: profile.visibility,
    display_name: profile.displayName,
    about: profile.about,
    price_per_hour: profile.pricePerHourGrosze,
    venue_sport_object_ids: [...profile.sportObjectIds].sort((a, b) => a - b),
    working_hours: workingHoursView(hours.weekly, hours.overrides),
    opening_hours: openingHoursOf(catalog),
  };
}
