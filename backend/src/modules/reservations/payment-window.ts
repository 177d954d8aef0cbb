import { ONLINE_PAYMENT_WINDOW_MINUTES } from '@venue/api';
import type { Tx } from '../../db/database.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { EXPIRE_UNPAID_JOB } from './expire-unpaid.js';
import { scheduleSeriesReleaseNotice } from './series-release.js';

/**
 * Opens the payment window of online bookings (courts or class sign-ups): each expires unpaid when
 * it closes. The jobs are durable because they commit with the booking; a series' unpaid dates are
 * never released unannounced, one message lists them.
 */
export async function openPaymentWindow(
  tx: Tx,
  bookings: readonly { readonly id: number }[],
  series: { readonly seriesId: number; readonly language: MessageLanguage } | null,
  now: Date,
): Promise<void> {
  const payUntil = new Date(now.getTime() + ONLINE_PAYMENT_WINDOW_MINUTES * 60_000);
  for (const { id } of bookings) {
    await enqueueJob(tx, { kind: EXPIRE_UNPAID_JOB, key: String(id), runAt: payUntil, payload: { reservationId: id }, now });
  }
  if (series) await scheduleSeriesReleaseNotice(tx, { ...series, runAt: payUntil, now });
}
