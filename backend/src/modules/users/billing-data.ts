import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { ApiError } from '../../lib/api-error.js';

/**
 * An invoice needs billing data in the profile (spec §5). The app keeps the invoice box off
 * without them; this refuses a request that asks anyway (an old client, a direct call), before
 * anything is booked, so no reservation promises an invoice nobody can issue.
 */
export async function assertBillingDataForInvoice(db: DbOrTx, userId: number): Promise<void> {
  const [row] = await db.select({ billingInfo: users.billingInfo }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.billingInfo?.trim()) {
    throw new ApiError(422, 'BILLING_DATA_REQUIRED', 'An invoice needs billing data in the profile; add them in the account first');
  }
}
