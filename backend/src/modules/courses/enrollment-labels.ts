import { eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { courseEnrollments, courses } from '../../db/schema/index.js';

/** What names an enrolment in the parent's money history: the course and the child's first name. */
export type EnrollmentLabel = { readonly courseName: string; readonly childFirstName: string };

/**
 * The enrolments paid by `paymentIds` (their latest attempt) and those with `enrollmentIds`, named
 * for the wallet's statement; the courses module's answer, so the wallet never reads course tables.
 */
export async function enrollmentLabels(
  db: DbOrTx,
  ids: { paymentIds: number[]; enrollmentIds: number[] },
): Promise<{ byPayment: Map<number, EnrollmentLabel>; byEnrollment: Map<number, EnrollmentLabel> }> {
  const byPayment = new Map<number, EnrollmentLabel>();
  const byEnrollment = new Map<number, EnrollmentLabel>();
  if (ids.paymentIds.length === 0 && ids.enrollmentIds.length === 0) return { byPayment, byEnrollment };
  const rows = await db
    .select({
      id: courseEnrollments.id,
      paymentId: courseEnrollments.paymentId,
      courseName: courses.name,
      childFirstName: courseEnrollments.childFirstName,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(
      or(
        ids.paymentIds.length > 0 ? inArray(courseEnrollments.paymentId, ids.paymentIds) : undefined,
        ids.enrollmentIds.length > 0 ? inArray(courseEnrollments.id, ids.enrollmentIds) : undefined,
      ),
    );
  for (const row of rows) {
    const label = { courseName: row.courseName, childFirstName: row.childFirstName };
    if (row.paymentId !== null && ids.paymentIds.includes(row.paymentId)) byPayment.set(row.paymentId, label);
    if (ids.enrollmentIds.includes(row.id)) byEnrollment.set(row.id, label);
  }
  return { byPayment, byEnrollment };
}
