import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { termNotifications } from '../../db/schema/index.js';

/**
 * The demo data's pending wish (issue 29), written here as the table's owner: once per player, so a
 * re-seed leaves what the player did with it (deleted, served) alone.
 */
export async function insertDemoWish(
  tx: Tx,
  wish: { userId: number; userVenueProfileId: number; venueId: number; sportTypeId: number; start: Date; end: Date; now: Date },
): Promise<void> {
  const [existing] = await tx
    .select({ id: termNotifications.id })
    .from(termNotifications)
    .where(eq(termNotifications.userId, wish.userId))
    .limit(1);
  if (existing) return;
  await tx.insert(termNotifications).values({
    userId: wish.userId,
    userVenueProfileId: wish.userVenueProfileId,
    venueId: wish.venueId,
    sportTypeId: wish.sportTypeId,
    startTime: wish.start,
    endTime: wish.end,
    durationMinutes: 60,
    createdAt: wish.now,
  });
}
