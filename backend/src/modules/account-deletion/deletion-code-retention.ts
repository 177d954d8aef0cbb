import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { accountDeletionCodes } from '../../db/schema/index.js';
import { addSeconds } from '../../lib/clock.js';

/**
 * How long a deletion code is kept after it expired. The send limits count the last hour, and a
 * code lives minutes, so a day keeps every row a limit reads plus room to look into a complaint.
 * Used and voided codes expire minutes later too, so expiry alone bounds every row; a consumed
 * code's account is deleted with its codes anyway.
 */
export const EXPIRED_DELETION_CODE_RETENTION_SECONDS = 24 * 3600;

/** Deletes deletion codes that expired longer ago than the retention. */
export async function deleteExpiredDeletionCodes(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(accountDeletionCodes)
    .where(lt(accountDeletionCodes.expiresAt, addSeconds(now, -EXPIRED_DELETION_CODE_RETENTION_SECONDS)));
}
