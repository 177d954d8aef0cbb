import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DoorCommand, DoorResult } from '@venue/api';
import type { Db } from '../../db/database.js';
import { doorCommands, reservations, venues } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../lib/api-error.js';
import type { DoorController } from '../../plugins/door/door-controller.js';

export type DoorDeps = { db: Db; controller: DoorController; openBeforeMinutes: number; now: Date };

/**
 * The reservation that lets the user in now: active, at this venue, starting within
 * `openBeforeMinutes` from now or already under way (until its end).
 */
export async function admittingReservation(
  db: Db,
  userId: number,
  venueId: number,
  now: Date,
  openBeforeMinutes: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.venueId, venueId),
        sql`${reservations.state} = 'active'`,
        lte(reservations.startTime, new Date(now.getTime() + openBeforeMinutes * 60_000)),
        gt(reservations.endTime, now),
      ),
    )
    .orderBy(asc(reservations.startTime))
    .limit(1);
  return row?.id ?? null;
}

/** Checks the window, runs the command through the controller and records the attempt whatever happens. */
export async function operateDoor(deps: DoorDeps, userId: number, venueId: number, command: DoorCommand): Promise<DoorResult> {
  const { db, controller, now } = deps;
  const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
  if (!venue) throw notFound(`Venue ${venueId} not found`);
  const record = (outcome: 'done' | 'refused' | 'failed', reservationId: number | null, detail: string | null) =>
    db.insert(doorCommands).values({ userId, venueId, reservationId, command, provider: controller.name, outcome, detail, createdAt: now });

  const reservationId = await admittingReservation(db, userId, venueId, now, deps.openBeforeMinutes);
  if (reservationId === null) {
    await record('refused', null, 'no active reservation in the window');
    throw new ApiError(
      403,
      'DOOR_NOT_ALLOWED',
      `The door opens only from ${deps.openBeforeMinutes} minutes before an active reservation until its end`,
      {
        open_before_minutes: deps.openBeforeMinutes,
      },
    );
  }
  try {
    await controller.execute({ venueId, command, userId, reservationId });
  } catch (error) {
    await record('failed', reservationId, error instanceof Error ? error.message.slice(0, 500) : 'unknown');
    throw new ApiError(502, 'DOOR_OPEN_FAILED', 'The door controller did not carry the command out', {}, { cause: error });
  }
  await record('done', reservationId, null);
  return { venue_id: venueId, command, status: 'done', executed_at: now.toISOString(), reservation_id: reservationId };
}
