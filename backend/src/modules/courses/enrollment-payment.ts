import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { courseEnrollments, type payments } from '../../db/schema/index.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { holdUntilGatewayAnswers, startAtGateway } from '../payments/gateway-payment.js';
import { insertPaymentRow } from '../payments/payment-row.js';
import { refundsGoToWallet, requestGatewayRefund } from '../payments/refunds.js';
import { isRefusal, planTender, tenderRefusalError } from '../payments/tender.js';
import { cancelCourseSessions, markCourseSessionsPaid } from '../reservations/course-sessions.js';
import { ledgerEventKey } from '../wallet/ledger-events.js';
import { postGatewayArrival, releaseHold, walletHolds } from '../wallet/wallet-payment.js';
import { availableBalance, spendAvailable } from '../wallet/wallet-lock.js';
import { postToLedger } from '../wallet/wallet-service.js';
import { lockCourse } from './enrollment-rules.js';

type PaymentRow = typeof payments.$inferSelect;

/** The payment fields of an enrolment or of paying one again (`CourseEnrollmentPayRequestSchema`). */
export type PaymentFields = { method_id?: number | undefined; blik_code?: string | undefined; use_wallet: boolean };

export const wantsPayment = (fields: PaymentFields) => fields.method_id !== undefined || fields.use_wallet;

type Charged = { readonly enrollmentId: number; readonly userId: number; readonly venueId: number; readonly subtotal: number };

/** Paid: the enrolment holds its place for good and its sessions show paid. Call with the row locked. */
export async function activateEnrollment(tx: Tx, enrollmentId: number, now: Date): Promise<void> {
  await tx
    .update(courseEnrollments)
    .set({ state: 'active', paidAt: now })
    .where(and(eq(courseEnrollments.id, enrollmentId), eq(courseEnrollments.state, 'awaiting_payment')));
  await markCourseSessionsPaid(tx, enrollmentId);
}

/**
 * In the enrolment's transaction (the wallet locked first when it pays): the tender through the
 * payments module's one planner and payment row, exactly as a carnet purchase: the wallet in full
 * settles at once; otherwise the gateway's part (with the wallet's balance held) waits for its
 * notification. Answers the payment and the method the gateway must be asked for (null: nothing
 * more to do). A free enrolment (a 100 % discount) is active without a payment.
 */
export async function chargeEnrollment(
  tx: Tx,
  gateway: PaymentGateway['name'],
  charged: Charged,
  fields: PaymentFields,
  now: Date,
): Promise<{ payment: PaymentRow | null; methodId: number | null }> {
  if (charged.subtotal === 0) {
    await activateEnrollment(tx, charged.enrollmentId, now);
    return { payment: null, methodId: null };
  }
  const available = fields.use_wallet ? Math.max(0, await availableBalance(tx, charged.userId)) : 0;
  const tender = planTender({ price: charged.subtotal, available, carnet: null, methodId: fields.method_id });
  if (isRefusal(tender)) throw tenderRefusalError(tender, 'use_wallet');
  const base = { userId: charged.userId, payerUserId: charged.userId, venueId: charged.venueId, gateway, createdAt: now, updatedAt: now };
  const payment = await insertPaymentRow(tx, base, {
    price: charged.subtotal,
    methodId: tender.kind === 'wallet' ? undefined : tender.methodId,
    gatewayPart: tender.gatewayPart,
  });
  await tx.update(courseEnrollments).set({ paymentId: payment.id }).where(eq(courseEnrollments.id, charged.enrollmentId));
  if (tender.kind === 'wallet') {
    await spendAvailable(
      tx,
      {
        userId: charged.userId,
        type: 'settlement',
        availableDelta: -charged.subtotal,
        description: 'Opłacenie zapisu na kurs z portfela',
        paymentId: payment.id,
        venueId: charged.venueId,
        idempotencyKey: ledgerEventKey.courseEnrollmentPaid(payment.id),
        now,
      },
      'use_wallet',
    );
    await activateEnrollment(tx, charged.enrollmentId, now);
    return { payment, methodId: null };
  }
  // A gateway that never answers leaves the enrolment unpaid (it lapses), not pending forever.
  await holdUntilGatewayAnswers(tx, payment, tender.walletPart, now);
  return { payment, methodId: tender.methodId };
}

/** After the transaction: asks the gateway; a refusal voids the payment (the enrolment may be paid again) and answers 502. */
export async function sendToGateway(
  db: Db,
  gateway: PaymentGateway,
  appUrl: string,
  payment: PaymentRow,
  order: { methodId: number; blikCode?: string | undefined; courseName: string },
  now: Date,
): Promise<PaymentRow> {
  return startAtGateway(
    db,
    gateway,
    payment,
    {
      methodId: order.methodId,
      blikCode: order.blikCode,
      description: `Kurs ${order.courseName}`,
      returnUrl: `${appUrl}/payment-status/${payment.id}`,
    },
    [],
    now,
  );
}

/**
 * The gateway's money arrived on an enrolment's payment; false when the payment pays for none (an
 * attempt replaced by a newer one pays for nothing: the payments module puts it in the wallet).
 * The enrolment is paid only if it still waits for this payment within its 15 minutes; otherwise
 * (lapsed, cancelled, the payment voided or its wallet hold given back) the money stays in the
 * parent's wallet, less the service fee, and never takes a place: a lapsed place may have been
 * given to someone else. Locks the course before the enrolment, as enrolling does.
 */
export async function settleCourseEnrollment(tx: Tx, payment: PaymentRow, now: Date): Promise<boolean> {
  const [found] = await tx
    .select({ id: courseEnrollments.id, courseId: courseEnrollments.courseId })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.paymentId, payment.id));
  if (!found) return false;
  await lockCourse(tx, found.courseId);
  const [enrollment] = await tx.select().from(courseEnrollments).where(eq(courseEnrollments.id, found.id)).for('update');
  if (!enrollment) return false;
  const hold = (await walletHolds(tx, [payment.id])).get(payment.id);
  const expired = enrollment.state === 'awaiting_payment' && enrollment.payUntil.getTime() <= now.getTime();
  const voided = payment.status === 'VOIDED' || hold?.released === true || enrollment.state !== 'awaiting_payment' || expired;
  if (hold) await releaseHold(tx, payment, now);
  if (expired) {
    await tx.update(courseEnrollments).set({ state: 'lapsed', endedAt: now }).where(eq(courseEnrollments.id, enrollment.id));
    await cancelCourseSessions(tx, enrollment.id, 'payment_timeout', now);
  }
  if (!(await refundsGoToWallet(tx, payment))) {
    await requestGatewayRefund(tx, {
      paymentId: payment.id,
      amountGrosze: payment.amountGrosze,
      key: `payment:${payment.id}:refund_all`,
      now,
    });
    return true;
  }
  await postGatewayArrival(tx, payment, payment.amountGrosze, now);
  if (voided) return true;
  await postToLedger(tx, {
    userId: payment.userId,
    type: 'settlement',
    availableDelta: -enrollment.subtotalGrosze,
    description: 'Opłacenie zapisu na kurs',
    paymentId: payment.id,
    venueId: payment.venueId,
    idempotencyKey: ledgerEventKey.courseEnrollmentPaid(payment.id),
    now,
  });
  await activateEnrollment(tx, enrollment.id, now);
  return true;
}
