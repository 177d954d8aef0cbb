import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { courseEnrollments, payments } from '../../db/schema/index.js';
import type { JobHandler } from '../jobs/job-queue.js';
import { voidLivePayments } from '../payments/live-payments.js';
import { lapseExpired, lockCourse } from './enrollment-rules.js';

/** The durable job that ends an unpaid enrolment's 15 minutes, one per enrolment, run at its `pay_until`. */
export const COURSE_LAPSE_JOB = 'course_enrollment_lapse';
export const lapseJobKey = (enrollmentId: number) => `course_enrollment:${enrollmentId}`;

/**
 * Locks, in the order every enrolment path takes them: the enrolment's payment (as a payment
 * notification holds it), the course, then the enrolment. Answers its course and payment as locked.
 */
export async function lockEnrollment(tx: Tx, enrollmentId: number): Promise<typeof courseEnrollments.$inferSelect | null> {
  const [found] = await tx
    .select({ courseId: courseEnrollments.courseId, paymentId: courseEnrollments.paymentId })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.id, enrollmentId));
  if (!found) return null;
  if (found.paymentId !== null) await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, found.paymentId)).for('update');
  await lockCourse(tx, found.courseId);
  const [row] = await tx.select().from(courseEnrollments).where(eq(courseEnrollments.id, enrollmentId)).for('update');
  return row ?? null;
}

/**
 * An enrolment still unpaid at its `pay_until` lapses: its place is free, its sessions leave the
 * parent's reservations, and a payment still under way is voided, so money that arrives later
 * stays in the wallet instead of taking the place (`settleCourseEnrollment`). A paid or cancelled
 * enrolment is left alone; one lapsed already by an enrolment at the same course gets its payment voided.
 */
export const lapseUnpaidEnrollment: JobHandler = async (tx, job, now) => {
  const enrollmentId = Number(job.payload.enrollmentId);
  const locked = await lockEnrollment(tx, enrollmentId);
  if (!locked) return;
  await lapseExpired(tx, locked.courseId, now);
  const [after] = await tx.select().from(courseEnrollments).where(eq(courseEnrollments.id, enrollmentId));
  if (after?.state === 'lapsed' && after.paymentId !== null) await voidLivePayments(tx, [after.paymentId], now);
};
