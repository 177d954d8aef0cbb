import { and, eq } from 'drizzle-orm';
import type { Tx } from '../database.js';
import { sportTypes, users, userVenueProfiles, venues } from '../schema/index.js';
import { insertDemoWish } from '../../modules/term-notifications/demo-wish.js';
import { ensureVenueProfile } from '../../modules/users/venue-profiles.js';
import { addLocalDays, instantAt, localPosition } from '../../modules/venues/venue-time.js';
import { DEMO_PLAYER_PHONE } from './seed-demo-wallet.js';

/**
 * The demo player waits for a squash court at the first demo venue the day after tomorrow,
 * 18:00–21:00 venue time, any court, one hour: `/my-notifications` shows a pending wish. The player
 * gets the account at the venue a first booking would give (spec §5: notifications need one).
 */
export async function seedDemoWish(tx: Tx, venueSlug: string | undefined, now: Date): Promise<void> {
  const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, DEMO_PLAYER_PHONE));
  const [venue] = venueSlug ? await tx.select().from(venues).where(eq(venues.slug, venueSlug)) : [];
  const [squash] = await tx.select({ id: sportTypes.id }).from(sportTypes).where(eq(sportTypes.code, 'squash'));
  if (!player || !venue || !squash) return;
  await ensureVenueProfile(tx, player.id, venue.id);
  const [profile] = await tx
    .select({ id: userVenueProfiles.id })
    .from(userVenueProfiles)
    .where(and(eq(userVenueProfiles.userId, player.id), eq(userVenueProfiles.venueId, venue.id)));
  if (!profile) return;
  const day = addLocalDays(localPosition(now, venue.timezone).date, 2, venue.timezone);
  await insertDemoWish(tx, {
    userId: player.id,
    userVenueProfileId: profile.id,
    venueId: venue.id,
    sportTypeId: squash.id,
    start: instantAt(day, 18 * 60, venue.timezone),
    end: instantAt(day, 21 * 60, venue.timezone),
    now,
  });
}
