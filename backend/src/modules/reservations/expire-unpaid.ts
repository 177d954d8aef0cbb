import { eq } from 'drizzle-orm';
import { reservations } from '../../db/schema/index.js';
import type { JobHandler } from '../jobs/job-queue.js';
import { expireWalletHold } from '../payments/live-payments.js';
import { releaseUnpaid } from './series-release.js';

export const EXPIRE_UNPAID_JOB = 'expire_unpaid_reservation';

/** Minutes a split payment may hold wallet money while the gateway has not answered: one payment window. */
export const WALLET_HOLD_MINUTES = 30;

/** The job key of a split payment's hold expiry (a reservation's own expiry is keyed by its id). */
export const walletHoldJobKey = (paymentId: number) => `wallet_hold:${paymentId}`;

/**
 * Cancels an online reservation still unpaid when its payment window closes; paid ones are left
 * alone. Nothing is awaited from the user any more, so `pending_online` becomes `unpaid`; a payment
 * already under way stays `pending` until the gateway answers (see settle in payment-service).
 * A job whose payload names `walletHoldPaymentId` instead closes that split payment's window.
 */
export const expireUnpaidReservation: JobHandler = async (tx, job, now) => {
  // The same kind closes a split payment's window (its wallet hold), so no new handler is needed.
  if (typeof job.payload.walletHoldPaymentId === 'number') {
    await expireWalletHold(tx, job.payload.walletHoldPaymentId, now);
    return;
  }
  const reservationId = Number(job.payload.reservationId);
  await releaseUnpaid(tx, eq(reservations.id, reservationId), now);
};
