import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.js';
import { reservations } from '../../db/schema/index.js';
import { classPlaceFree } from '../classes/class-places.js';
import { lockCourt, overlapsActiveReservation } from './court-lock.js';

type ReservationRow = typeof reservations.$inferSelect;

/*
 * What a payment does to the reservations it pays for. The payments module moves money; the
 * reservation rows (state, payment status, the court they hold) change only here, under the same
 * court lock and overlap check as a booking.
 */

/**
 * Locks reservation rows in id order. Every path that touches a payment and its reservations
 * (starting one, a notification, a cancellation, closing an account) takes the reservations first,
 * in this order, then the payment row, so two of them wait for each other instead of deadlocking.
 */
export async function lockReservations(tx: Tx, reservationIds: number[]): Promise<ReservationRow[]> {
  if (reservationIds.length === 0) return [];
  return tx.select().from(reservations).where(inArray(reservations.id, reservationIds)).orderBy(reservations.id).for('update');
}

/** A payment is under way: the reservations wait for the gateway (one already paid stays paid). */
export async function markPaymentPending(tx: Tx, reservationIds: number[]): Promise<void> {
  if (reservationIds.length === 0) return;
  await tx
    .update(reservations)
    .set({ paymentStatus: 'pending' })
    .where(and(inArray(reservations.id, reservationIds), sql`${reservations.paymentStatus} <> 'paid'`));
}

/** The payment failed: active reservations wait for another attempt, cancelled ones owe nothing. */
export async function releasePaymentPending(tx: Tx, reservationIds: number[]): Promise<void> {
  if (reservationIds.length === 0) return;
  await tx
    .update(reservations)
    .set({ paymentStatus: sql`case when ${reservations.state} = 'active' then 'pending_online' else 'unpaid' end` })
    .where(and(inArray(reservations.id, reservationIds), eq(reservations.paymentStatus, 'pending')));
}

/**
 * Whether a reservation can take the money: an active one can; one that expired unpaid can if its
 * slot is still free (checked under the court lock, which this transaction then holds, so nobody
 * books the slot before `markPaid` commits); one the user cancelled cannot.
 */
export async function canReinstate(tx: Tx, reservation: ReservationRow): Promise<boolean> {
  if (reservation.state === 'active') return true;
  if (reservation.cancelReason !== 'payment_timeout') return false;
  // A class sign-up comes back only while its class has a place for it (the occurrence holds the court).
  if (reservation.kind === 'class') return classPlaceFree(tx, reservation);
  await lockCourt(tx, reservation.sportObjectId);
  return !(await overlapsActiveReservation(tx, reservation.sportObjectId, reservation.startTime, reservation.endTime));
}

/** Paid, and active again if it had expired unpaid; call after `canReinstate` answered true. */
export async function markPaid(db: DbOrTx, reservationId: number): Promise<void> {
  await db
    .update(reservations)
    .set({ state: 'active', paymentStatus: 'paid', cancelledAt: null, cancelReason: null })
    .where(eq(reservations.id, reservationId));
}

/**
 * What became of one reservation's share of a payment that arrived:
 * - `settled`: the reservation is paid (re-instated first if it had expired and the slot is free);
 * - `already_paid`: something else paid it first;
 * - `cancelled`: it was cancelled before the money came (by the user, or expired with the slot taken).
 * Either of the last two means the share goes back to the wallet.
 */
export type PaymentArrival = 'settled' | 'already_paid' | 'cancelled';

/**
 * Applies arrived money to one reservation, with its row locked. A cancelled one shows `unpaid`
 * afterwards: it was never paid for (the court was not held for the user), and nothing is under way
 * any more. `null` when the reservation does not exist.
 */
export async function applyArrivedPayment(tx: Tx, reservationId: number): Promise<PaymentArrival | null> {
  const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for('update');
  if (!reservation) return null;
  if (reservation.paymentStatus === 'paid') return 'already_paid';
  if (await canReinstate(tx, reservation)) {
    await markPaid(tx, reservation.id);
    return 'settled';
  }
  await tx.update(reservations).set({ paymentStatus: 'unpaid' }).where(eq(reservations.id, reservation.id));
  return 'cancelled';
}
