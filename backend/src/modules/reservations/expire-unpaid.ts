import { and, eq, sql } from 'drizzle-orm';
import { reservations } from '../../db/schema/index.js';
import type { JobHandler } from '../jobs/job-queue.js';

export const EXPIRE_UNPAID_JOB = 'expire_unpaid_reservation';

/** Cancels an online reservation still unpaid when its payment window closes; paid ones are left alone. */
export const expireUnpaidReservation: JobHandler = async (tx, job, now) => {
  const reservationId = Number(job.payload.reservationId);
  await tx
    .update(reservations)
    .set({ state: 'cancelled', cancelledAt: now, cancelReason: 'payment_timeout' })
    .where(and(eq(reservations.id, reservationId), sql`${reservations.state} = 'active'`, sql`${reservations.paymentStatus} <> 'paid'`));
};
