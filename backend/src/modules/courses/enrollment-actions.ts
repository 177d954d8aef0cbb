import { and, eq } from 'drizzle-orm';
import type { CourseEnrollment, CourseEnrollmentResponse } from '@venue/api';
import type { Db, DbOrTx, Tx } from '../../db/database.js';
import { courseEnrollments, venues } from '../../db/schema/index.js';
import { ApiError, notFound, ruleViolated } from '../../lib/api-error.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { voidLivePayments } from '../payments/live-payments.js';
import { cancelCourseSessions } from '../reservations/course-sessions.js';
import { ledgerEventKey } from '../wallet/ledger-events.js';
import { lockWallet } from '../wallet/wallet-lock.js';
import { postToLedger } from '../wallet/wallet-service.js';
import { cancellationTerms } from './cancellation-terms.js';
import { loadCourse } from './course-catalog.js';
import { answer } from './course-enrollment.js';
import { lockEnrollment } from './course-lapse.js';
import { withSiblingDiscount } from './course-price.js';
import { chargeEnrollment, type PaymentFields } from './enrollment-payment.js';
import { lapseExpired, siblingPercentFor } from './enrollment-rules.js';
import { ownEnrollment } from './enrollment-views.js';
import { siblingClawback } from './sibling-clawback.js';

type EnrollmentRow = typeof courseEnrollments.$inferSelect;

async function ownRow(db: DbOrTx, userId: number, enrollmentId: number): Promise<EnrollmentRow> {
  const [row] = await db
    .select()
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.id, enrollmentId), eq(courseEnrollments.userId, userId)));
  if (!row) throw notFound(`Enrolment ${enrollmentId} not found`);
  return row;
}

/**
 * `POST /course_enrollment/pay/{id}`: pays an unpaid enrolment within its 15 minutes, again after a
 * failed attempt (the live one is voided first: one payment at a time can take the place). The
 * sibling discount is recomputed as it stands now, so one earned by a sibling whose place has
 * lapsed or been cancelled since is not charged, and one earned by a sibling paid since is.
 */
export async function payEnrollment(
  db: Db,
  gateway: PaymentGateway,
  appUrl: string,
  userId: number,
  enrollmentId: number,
  fields: PaymentFields,
  now: Date,
): Promise<CourseEnrollmentResponse> {
  await ownRow(db, userId, enrollmentId);
  const started = await db.transaction(async (tx) => {
    if (fields.use_wallet) await lockWallet(tx, userId);
    const locked = await lockEnrollment(tx, enrollmentId);
    if (!locked) throw notFound(`Enrolment ${enrollmentId} not found`);
    await lapseExpired(tx, locked.courseId, now);
    const [row] = await tx.select().from(courseEnrollments).where(eq(courseEnrollments.id, enrollmentId));
    const loaded = await loadCourse(tx, locked.courseId);
    if (!row || !loaded || row.state !== 'awaiting_payment') {
      throw ruleViolated('COURSE_ENROLLMENT_NOT_PAYABLE', 'Only an unpaid enrolment within its 15 minutes can be paid');
    }
    if (row.paymentId !== null) await voidLivePayments(tx, [row.paymentId], now);
    const repriced = withSiblingDiscount(row.priceLines, await siblingPercentFor(tx, loaded, userId, row.childId));
    const subtotal = repriced.lines.reduce((sum, line) => sum + line.amount, 0);
    await tx
      .update(courseEnrollments)
      .set({ priceLines: repriced.lines, subtotalGrosze: subtotal, siblingDiscountGrosze: repriced.discount })
      .where(eq(courseEnrollments.id, enrollmentId));
    const charge = { enrollmentId, userId, venueId: row.venueId, subtotal };
    return { ...(await chargeEnrollment(tx, gateway.name, charge, fields, now)), enrollmentId, courseName: loaded.course.name };
  });
  return answer(db, gateway, appUrl, userId, started, { blikCode: fields.blik_code, courseName: started.courseName }, now);
}

async function cancelLocked(tx: Tx, row: EnrollmentRow, now: Date): Promise<boolean> {
  const [venue] = await tx
    .select({ hours: venues.freeCancellationHours, name: venues.name })
    .from(venues)
    .where(eq(venues.id, row.venueId));
  const clawback = await siblingClawback(tx, row, now);
  const terms = venue ? cancellationTerms(row, venue.hours, now, clawback?.amount ?? 0) : null;
  if (!terms) return false;
  await tx
    .update(courseEnrollments)
    .set({ state: 'cancelled', endedAt: now, refundGrosze: terms.refund })
    .where(eq(courseEnrollments.id, row.id));
  // The sibling now pays full price for what is left: its discount is spent on this refund.
  if (clawback) await tx.update(courseEnrollments).set({ siblingDiscountGrosze: 0 }).where(eq(courseEnrollments.id, clawback.siblingId));
  if (row.state === 'awaiting_payment' && row.paymentId !== null) await voidLivePayments(tx, [row.paymentId], now);
  await cancelCourseSessions(tx, row.id, 'user', now);
  if (terms.refund > 0) {
    await postToLedger(tx, {
      userId: row.userId,
      type: 'refund_cancellation',
      availableDelta: terms.refund,
      description: `Zwrot za odwołany zapis na kurs: ${venue?.name ?? ''}`,
      venueId: row.venueId,
      idempotencyKey: ledgerEventKey.courseCancellationRefund(row.id),
      now,
    });
  }
  return true;
}

/**
 * `DELETE /course_enrollment/{id}`: the parent cancels an enrolment under the venue's rule
 * (`cancellationTerms`): unpaid ones free their place at once; paid ones give back the share of
 * the sessions not started (all of them up to the venue's free-cancellation hours before the next
 * session, the ones after it later), less a sibling's discount this cancellation ends, to the
 * wallet (the parent paid; a split payment's gateway part came into the wallet first).
 */
export async function cancelEnrollment(db: Db, userId: number, enrollmentId: number, now: Date): Promise<CourseEnrollment> {
  await ownRow(db, userId, enrollmentId);
  const cancelled = await db.transaction(async (tx) => {
    const locked = await lockEnrollment(tx, enrollmentId);
    if (!locked) return false;
    await lapseExpired(tx, locked.courseId, now);
    const [row] = await tx.select().from(courseEnrollments).where(eq(courseEnrollments.id, enrollmentId));
    return row ? cancelLocked(tx, row, now) : false;
  });
  if (!cancelled) throw new ApiError(422, 'NOT_CANCELLABLE', 'Only an enrolment with a session still ahead can be cancelled');
  return ownEnrollment(db, userId, enrollmentId, now);
}
