import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.js';
import { carnetUsages, userVenueCarnets } from '../../db/schema/index.js';
import type { CarnetRow } from './carnet-rules.js';

/*
 * The one way to change what is left on a carnet: a row in the append-only `carnet_usages` ledger
 * under a key naming the business event, and `remaining` moved by the same amount in the same
 * transaction. The key makes each event count once; the check `remaining >= 0` in the database is
 * the last word should two spends ever meet.
 *
 * Lock order (README "Carnets"): a spend locks the carnet row (`lockCarnet`) after the wallet lock
 * and before the player and court locks of a booking; paths that start from reservations
 * (cancellation, a payment's notification) lock them first and the carnet last.
 */

export const carnetUsageKey = {
  /** A reservation paid with the carnet (`payment: 'carnet'`). */
  reservationUse: (reservationId: number) => `reservation:${reservationId}:use`,
  /** A free cancellation gave it back. */
  reservationReturn: (reservationId: number) => `reservation:${reservationId}:return`,
  /** A split payment held the carnet's value for its reservation… */
  paymentHold: (paymentId: number) => `payment:${paymentId}:carnet_hold`,
  /** …and gave it back when the gateway declined, the payment was voided or its hold expired. */
  paymentRelease: (paymentId: number) => `payment:${paymentId}:carnet_release`,
} as const;

/** The owner's carnet, locked until the transaction ends; null for none (or another user's). */
export async function lockCarnet(tx: Tx, carnetId: number, userId?: number): Promise<CarnetRow | null> {
  const [row] = await tx
    .select()
    .from(userVenueCarnets)
    .where(and(eq(userVenueCarnets.id, carnetId), userId === undefined ? undefined : eq(userVenueCarnets.userId, userId)))
    .for('update');
  return row ?? null;
}

export type CarnetPosting = {
  carnetId: number;
  reservationId: number;
  paymentId?: number | null;
  kind: 'use' | 'return';
  amount: number;
  key: string;
  now: Date;
};

/**
 * Records one use or return and moves `remaining`; an event recorded before changes nothing and
 * answers false. Call with the carnet locked (`lockCarnet`).
 */
export async function postCarnetUsage(tx: Tx, posting: CarnetPosting): Promise<boolean> {
  if (posting.amount <= 0) return false;
  const inserted = await tx
    .insert(carnetUsages)
    .values({
      userCarnetId: posting.carnetId,
      reservationId: posting.reservationId,
      paymentId: posting.paymentId ?? null,
      kind: posting.kind,
      amount: posting.amount,
      key: posting.key,
      createdAt: posting.now,
    })
    .onConflictDoNothing({ target: carnetUsages.key })
    .returning({ id: carnetUsages.id });
  if (inserted.length === 0) return false;
  const delta = posting.kind === 'use' ? -posting.amount : posting.amount;
  await tx
    .update(userVenueCarnets)
    .set({ remaining: sql`${userVenueCarnets.remaining} + ${delta}` })
    .where(eq(userVenueCarnets.id, posting.carnetId));
  return true;
}

/** What a carnet paid of a reservation: its uses minus the holds given back when a payment failed. */
export type CarnetShare = { carnetId: number; name: string; kind: 'amount' | 'entries'; amount: number };

/** Per reservation, the carnet that paid (part of) it and how much; absent when none did. */
export async function carnetSharesOf(db: DbOrTx, reservationIds: number[]): Promise<Map<number, CarnetShare>> {
  const shares = new Map<number, CarnetShare>();
  if (reservationIds.length === 0) return shares;
  const rows = await db
    .select({
      reservationId: carnetUsages.reservationId,
      carnetId: userVenueCarnets.id,
      name: userVenueCarnets.name,
      kind: userVenueCarnets.kind,
      // A give-back after a cancellation does not undo what was paid; a released hold does.
      amount:
        sql<number>`sum(case when ${carnetUsages.kind} = 'use' then ${carnetUsages.amount} when ${carnetUsages.key} like '%:carnet_release' then -${carnetUsages.amount} else 0 end)`.mapWith(
          Number,
        ),
    })
    .from(carnetUsages)
    .innerJoin(userVenueCarnets, eq(userVenueCarnets.id, carnetUsages.userCarnetId))
    .where(inArray(carnetUsages.reservationId, reservationIds))
    .groupBy(carnetUsages.reservationId, userVenueCarnets.id, userVenueCarnets.name, userVenueCarnets.kind);
  for (const row of rows) {
    if (row.amount > 0) shares.set(row.reservationId, { carnetId: row.carnetId, name: row.name, kind: row.kind, amount: row.amount });
  }
  return shares;
}

/** The carnet value a split payment held (grosze) and whether it was given back; null when it held none. */
export async function carnetHoldOf(
  db: DbOrTx,
  paymentId: number,
): Promise<{ carnetId: number; reservationId: number; amount: number; released: boolean } | null> {
  const rows = await db
    .select()
    .from(carnetUsages)
    .where(inArray(carnetUsages.key, [carnetUsageKey.paymentHold(paymentId), carnetUsageKey.paymentRelease(paymentId)]));
  const hold = rows.find((row) => row.key === carnetUsageKey.paymentHold(paymentId));
  if (!hold) return null;
  return {
    carnetId: hold.userCarnetId,
    reservationId: hold.reservationId,
    amount: hold.amount,
    released: rows.some((row) => row.key === carnetUsageKey.paymentRelease(paymentId)),
  };
}

/**
 * Gives a split payment's carnet hold back, once (the gateway declined, the payment was voided or
 * its window closed, or the money came for a reservation that could no longer take it).
 */
export async function releaseCarnetHold(tx: Tx, paymentId: number, now: Date): Promise<boolean> {
  const hold = await carnetHoldOf(tx, paymentId);
  if (!hold || hold.released) return false;
  await lockCarnet(tx, hold.carnetId);
  return postCarnetUsage(tx, {
    carnetId: hold.carnetId,
    reservationId: hold.reservationId,
    paymentId,
    kind: 'return',
    amount: hold.amount,
    key: carnetUsageKey.paymentRelease(paymentId),
    now,
  });
}
