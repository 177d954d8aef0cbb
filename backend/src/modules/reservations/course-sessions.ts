import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { reservations } from '../../db/schema/index.js';

/*
 * The reservation rows of a course enrolment's sessions (`kind` course): they exist so the parent
 * finds the sessions where every booking is, in My reservations. The courses module inserts them
 * through `insertReservations` and moves them with the enrolment through these; the money is the
 * enrolment's, so these rows never take part in a payment of their own (start-payment and
 * cancellation refuse them) and are excluded from the court's overlap constraint, as class sign-ups are.
 */

/** The enrolment was paid: its sessions show paid. */
export async function markCourseSessionsPaid(tx: Tx, enrollmentId: number): Promise<void> {
  await tx
    .update(reservations)
    .set({ paymentStatus: 'paid' })
    .where(and(eq(reservations.courseEnrollmentId, enrollmentId), eq(reservations.state, 'active')));
}

/**
 * The enrolment ended: its sessions not started by `now` are cancelled (all of them when it lapsed
 * unpaid). A lapse shows them `unpaid` with the timeout as the reason; a parent's cancellation keeps
 * their payment status (the refund is the enrolment's, in the ledger).
 */
export async function cancelCourseSessions(tx: Tx, enrollmentId: number, reason: 'user' | 'payment_timeout', now: Date): Promise<void> {
  const mine = eq(reservations.courseEnrollmentId, enrollmentId);
  const active = eq(reservations.state, 'active');
  // No court time frees: the course holds its court by its schedule, enrolled or not (course-court.ts),
  // so nothing is announced to the wishes (decision 022).
  await tx
    .update(reservations)
    .set({
      state: 'cancelled',
      cancelledAt: now,
      cancelReason: reason,
      ...(reason === 'payment_timeout' ? { paymentStatus: 'unpaid' as const } : {}),
    })
    .where(reason === 'payment_timeout' ? and(mine, active) : and(mine, active, gt(reservations.startTime, now)));
}
