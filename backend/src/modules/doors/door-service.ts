import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DoorCommand, DoorResult } from '@venue/api';
import type { Db } from '../../db/database.js';
import { doorCommands, reservations, venues } from '../../db/schema/index.js';
import { ApiError, notFound, rateLimited } from '../../lib/api-error.js';
import { addSeconds, secondsBetween } from '../../lib/clock.js';
import type { DoorController } from '../../plugins/door/door-controller.js';

export type DoorDeps = { db: Db; controller: DoorController; openBeforeMinutes: number; now: Date };

/**
 * Door commands one user may send in a minute, across venues, whatever their outcome: enough to
 * retry a door that did not click and to let a late friend in, too few to hammer the relay. Counted
 * from `door_commands` (indexed by user and time), so every instance of the backend agrees.
 * Commands sent at the same instant are counted once recorded, so a simultaneous burst can pass by
 * the number in flight; each of them still needs a reservation in the window.
 */
export const DOOR_COMMANDS_PER_MINUTE = 6;
const RATE_WINDOW_SECONDS = 60;

/** Refuses (429) once the user has sent `DOOR_COMMANDS_PER_MINUTE` commands in the last minute. */
async function checkRate(db: Db, userId: number, now: Date): Promise<void> {
  const since = addSeconds(now, -RATE_WINDOW_SECONDS);
  const recent = await db
    .select({ createdAt: doorCommands.createdAt })
    .from(doorCommands)
    .where(and(eq(doorCommands.userId, userId), gt(doorCommands.createdAt, since)))
    .orderBy(desc(doorCommands.createdAt))
    .limit(DOOR_COMMANDS_PER_MINUTE);
  const oldest = recent.at(-1);
  if (recent.length < DOOR_COMMANDS_PER_MINUTE || !oldest) return;
  throw rateLimited(
    'RATE_LIMITED',
    `At most ${DOOR_COMMANDS_PER_MINUTE} door commands a minute`,
    secondsBetween(now, addSeconds(oldest.createdAt, RATE_WINDOW_SECONDS)),
  );
}

/**
 * The reservation that lets the user in now: active, at this venue, starting within
 * `openBeforeMinutes` from now or already under way (until its end); a paid one first.
 */
export async function admittingReservation(
  db: Db,
  userId: number,
  venueId: number,
  now: Date,
  openBeforeMinutes: number,
): Promise<{ id: number; paid: boolean } | null> {
  const [row] = await db
    .select({ id: reservations.id, paid: sql<boolean>`${reservations.paymentStatus} = 'paid'` })
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
    .orderBy(sql`${reservations.paymentStatus} = 'paid' desc`, asc(reservations.startTime))
    .limit(1);
  return row ?? null;
}

/**
 * Checks the rate, the window and the payment, runs the command through the controller and
 * records the attempt whatever happens (except a rate-limited one, so hammering writes nothing).
 */
export async function operateDoor(deps: DoorDeps, userId: number, venueId: number, command: DoorCommand): Promise<DoorResult> {
  const { db, controller, now } = deps;
  const [venue] = await db.select({ id: venues.id, doorOpensUnpaid: venues.doorOpensUnpaid }).from(venues).where(eq(venues.id, venueId));
  if (!venue) throw notFound(`Venue ${venueId} not found`);
  await checkRate(db, userId, now);
  const record = (outcome: 'done' | 'refused' | 'failed', reservationId: number | null, detail: string | null) =>
    db.insert(doorCommands).values({ userId, venueId, reservationId, command, provider: controller.name, outcome, detail, createdAt: now });

  const admitting = await admittingReservation(db, userId, venueId, now, deps.openBeforeMinutes);
  if (admitting === null) {
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
  const reservationId = admitting.id;
  if (!admitting.paid && !venue.doorOpensUnpaid) {
    await record('refused', reservationId, 'reservation not paid');
    throw new ApiError(403, 'DOOR_PAYMENT_REQUIRED', 'At this venue the door opens only for a paid reservation');
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
