import { eq } from 'drizzle-orm';
import { reservations } from '../../db/schema/index.js';
import type { JobHandler } from '../jobs/job-queue.js';
import { releaseUnpaid } from './series-release.js';

export const EXPIRE_UNPAID_JOB = 'expire_unpaid_reservation';

/**
 * Cancels an online reservation still unpaid when its payment window closes; paid ones are left
 * alone. Nothing is awaited from the user any more, so `pending_online` becomes `unpaid`; a payment
 * already under way stays `pending` until the gateway answers (see settle in payment-service).
 */
export const expireUnpaidReservation: JobHandler = async (tx, job, now) => {
  const reservationId = Number(job.payload.reservationId);
  await releaseUnpaid(tx, eq(reservations.id, reservationId), now);
};
