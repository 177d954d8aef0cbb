import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { groupClassOccurrences, reservations } from '../../db/schema/index.js';

type SignUpRow = Pick<typeof reservations.$inferSelect, 'id' | 'userId' | 'groupClassOccurrenceId'>;

/**
 * Whether an expired sign-up can be re-instated by a late payment: its occurrence is still
 * scheduled, has a place, and the player has not signed up for it again. Locks the occurrence row
 * as a sign-up does, so the place is not sold twice meanwhile.
 */
export async function classPlaceFree(tx: Tx, signUp: SignUpRow): Promise<boolean> {
  if (signUp.groupClassOccurrenceId === null) return false;
  const [occurrence] = await tx
    .select()
    .from(groupClassOccurrences)
    .where(eq(groupClassOccurrences.id, signUp.groupClassOccurrenceId))
    .for('update');
  if (!occurrence || occurrence.state !== 'scheduled') return false;
  const [counts] = await tx
    .select({
      taken: sql<number>`count(*)`.mapWith(Number),
      mine: sql<number>`count(*) filter (where ${reservations.userId} = ${signUp.userId})`.mapWith(Number),
    })
    .from(reservations)
    .where(
      and(eq(reservations.groupClassOccurrenceId, occurrence.id), sql`${reservations.state} = 'active'`, ne(reservations.id, signUp.id)),
    );
  if ((counts?.mine ?? 0) > 0) return false;
  return occurrence.maxParticipants === null || (counts?.taken ?? 0) < occurrence.maxParticipants;
}
