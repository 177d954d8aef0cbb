import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { WalletRefundReason } from '@venue/api';
import type { WalletEntryType } from '../../db/schema/index.js';

/** Why a payment's share went back to the wallet instead of paying for its reservation. */
export type PaymentRefundReason = Exclude<WalletRefundReason, 'cancelled_in_time' | 'court_resold'>;

/**
 * The idempotency key of each business event the ledger records, built in one place. The key is
 * also the entry's structured record of which event it was: a refund's reason is read back from it
 * (`refundReasonOf`), so no column had to be added to the append-only table.
 */
export const ledgerEventKey = {
  /** A paid reservation cancelled before its free-cancellation deadline. */
  cancellationRefund: (reservationId: number) => `refund_cancellation:reservation:${reservationId}`,
  paymentDeposit: (paymentId: number) => `payment:${paymentId}:deposit`,
  paymentServiceFee: (paymentId: number) => `payment:${paymentId}:service_fee`,
  paymentSettlement: (paymentId: number, reservationId: number) => `payment:${paymentId}:settlement:${reservationId}`,
  paymentRefund: (paymentId: number, reservationId: number, reason: PaymentRefundReason) =>
    `payment:${paymentId}:${REFUND_KEY_PART[reason]}:${reservationId}`,
  /** A carnet purchase paid: its price leaves the wallet (from the gateway's deposit, or the balance). */
  carnetPurchase: (paymentId: number) => `payment:${paymentId}:carnet_purchase`,
  /** A course enrolment paid: its price leaves the wallet (from the gateway's deposit, or the balance). */
  courseEnrollmentPaid: (paymentId: number) => `payment:${paymentId}:course_enrollment`,
  /** A paid course enrolment cancelled by the parent: what the venue's rule gives back. */
  courseCancellationRefund: (enrollmentId: number) => `refund_cancellation:course_enrollment:${enrollmentId}`,
  /** The wallet's first part of a reservation paid with a value carnet (spec: wallet funds first). */
  carnetBookingWallet: (reservationId: number) => `carnet_booking:reservation:${reservationId}:wallet`,
  /** A free cancellation of a reservation paid by a value carnet that has expired meanwhile: the value comes back as money. */
  carnetExpiredRefund: (reservationId: number) => `refund_cancellation:reservation:${reservationId}:expired_carnet`,
  /** A late cancellation's money given back once its whole court time was booked again (the venue lost nothing). */
  resoldLateCancellation: (reservationId: number) => `refund_cancellation:reservation:${reservationId}:resold`,
  /** A withdrawal request froze its amount. */
  withdrawalFreeze: (withdrawalId: number) => `withdrawal:${withdrawalId}:freeze`,
  /** The request expired, was replaced, or its payout failed: the amount is available again. */
  withdrawalUnfreeze: (withdrawalId: number) => `withdrawal:${withdrawalId}:unfreeze`,
  /** The payout went out: the frozen amount left the wallet. */
  withdrawalPayout: (withdrawalId: number) => `withdrawal:${withdrawalId}:payout`,
} as const;

/** `ledgerEventKey.resoldLateCancellation` in SQL, for a query that asks whether that refund happened. */
export function resoldLateCancellationKeySql(reservationId: AnyColumn): SQL {
  return sql`'refund_cancellation:reservation:' || ${reservationId} || ':resold'`;
}

const REFUND_KEY_PART: Readonly<Record<PaymentRefundReason, string>> = {
  cancelled_before_payment: 'refund',
  already_paid: 'refund_already_paid',
  payment_voided: 'refund_voided',
};

/**
 * Entries posted before `already_paid` had a key of its own share the `refund` key; their audit
 * text, fixed at the time, tells the two apart.
 */
const LEGACY_ALREADY_PAID_DESCRIPTION = 'Zwrot: rezerwacja była już opłacona';

const PAYMENT_REFUND_KEY = /^payment:\d+:(refund|refund_already_paid|refund_voided):\d+$/;
const RESOLD_REFUND_KEY = /^refund_cancellation:reservation:\d+:resold$/;

/** The reason of a `refund_cancellation` entry; `null` for every other type. */
export function refundReasonOf(entry: { type: WalletEntryType; idempotencyKey: string; description: string }): WalletRefundReason | null {
  if (entry.type !== 'refund_cancellation') return null;
  if (RESOLD_REFUND_KEY.test(entry.idempotencyKey)) return 'court_resold';
  const part = PAYMENT_REFUND_KEY.exec(entry.idempotencyKey)?.[1];
  if (part === undefined) return 'cancelled_in_time';
  if (part === REFUND_KEY_PART.payment_voided) return 'payment_voided';
  if (part === REFUND_KEY_PART.already_paid || entry.description === LEGACY_ALREADY_PAID_DESCRIPTION) return 'already_paid';
  return 'cancelled_before_payment';
}

const COURSE_REFUND_KEY = /^refund_cancellation:course_enrollment:(\d+)$/;

/** The enrolment a course cancellation's refund gave money back for, read from its key; `null` for any other entry. */
export function courseRefundEnrollmentId(idempotencyKey: string): number | null {
  const id = COURSE_REFUND_KEY.exec(idempotencyKey)?.[1];
  return id === undefined ? null : Number(id);
}
