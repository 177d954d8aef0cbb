import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sportObjects, sportTypes } from '../db/schema/index.js';
import { insertReservations, type NewReservation } from '../modules/reservations/insert-reservations.js';

/** The courts of a venue by sport code, in their order (`squash` → [ids…]). */
export async function courtsBySport(db: Db, venueId: number): Promise<Map<string, number[]>> {
  const rows = await db
    .select({ id: sportObjects.id, code: sportTypes.code })
    .from(sportObjects)
    .innerJoin(sportTypes, eq(sportTypes.id, sportObjects.sportTypeId))
    .where(eq(sportObjects.venueId, venueId))
    .orderBy(sportObjects.sortOrder, sportObjects.id);
  const courts = new Map<string, number[]>();
  for (const row of rows) courts.set(row.code, [...(courts.get(row.code) ?? []), row.id]);
  return courts;
}

export type Play = {
  userId: number;
  venueId: number;
  sportObjectId: number;
  start: string;
  end: string;
  state?: NewReservation['state'];
  trainerVenueProfileId?: number;
  groupClassOccurrenceId?: number;
  courseEnrollmentId?: number;
};

/** One reservation of a hand-made history, written the way booking paths write them. */
export async function addPlay(db: Db, play: Play): Promise<number> {
  const kind = play.groupClassOccurrenceId ? 'class' : play.courseEnrollmentId ? 'course' : 'court';
  const cancelled = play.state !== undefined && play.state !== 'active';
  const { inserted } = await insertReservations(db, [
    {
      userId: play.userId,
      venueId: play.venueId,
      sportObjectId: play.sportObjectId,
      startTime: new Date(play.start),
      endTime: new Date(play.end),
      state: play.state ?? 'active',
      paymentMethod: 'on_site',
      paymentStatus: 'paid',
      basePriceGrosze: 6000,
      createdAt: new Date(new Date(play.start).getTime() - 7 * 86_400_000),
      cancelledAt: cancelled ? new Date(play.start) : null,
      cancelReason: cancelled ? 'user' : null,
      kind,
      groupClassOccurrenceId: play.groupClassOccurrenceId ?? null,
      trainerVenueProfileId: play.trainerVenueProfileId ?? null,
      courseEnrollmentId: play.courseEnrollmentId ?? null,
    },
  ]);
  const [row] = inserted;
  if (!row) throw new Error('reservation not inserted');
  return row.id;
}
