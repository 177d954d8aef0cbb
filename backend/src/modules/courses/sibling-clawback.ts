import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { courseEnrollments } from '../../db/schema/index.js';

type EnrollmentRow = typeof courseEnrollments.$inferSelect;

/**
 * What cancelling `enrollment` takes back from a sibling's discount: when it is the parent's
 * full-price place in the course, the earliest discounted sibling still holding a paid place no
 * longer has a sibling before it, so the share of its discount for its sessions still ahead comes
 * off this refund (instead of staff reversing it by hand). Null when nothing is taken back.
 */
export async function siblingClawback(
  db: DbOrTx,
  enrollment: EnrollmentRow,
  now: Date,
): Promise<{ siblingId: number; amount: number } | null> {
  if (enrollment.state !== 'active' || enrollment.siblingDiscountGrosze > 0) return null;
  const [sibling] = await db
    .select()
    .from(courseEnrollments)
    .where(
      and(
        eq(courseEnrollments.courseId, enrollment.courseId),
        eq(courseEnrollments.userId, enrollment.userId),
        eq(courseEnrollments.state, 'active'),
        ne(courseEnrollments.id, enrollment.id),
        gt(courseEnrollments.siblingDiscountGrosze, 0),
      ),
    )
    .orderBy(asc(courseEnrollments.id))
    .limit(1);
  if (!sibling) return null;
  const starts = sibling.sessionStarts.map((start) => new Date(start).getTime());
  const left = starts.filter((start) => start > now.getTime()).length;
  const amount = starts.length === 0 ? 0 : Math.round((sibling.siblingDiscountGrosze * left) / starts.length);
  return amount > 0 ? { siblingId: sibling.id, amount } : null;
}
