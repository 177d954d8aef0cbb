import { lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { emailConfirmationTokens } from '../../db/schema/index.js';
import { addSeconds } from '../../lib/clock.js';

/**
 * How long a spent confirmation link (expired or used) is kept. People open old e-mails: while the
 * row exists the link answers the precise 410 EMAIL_TOKEN_EXPIRED / EMAIL_TOKEN_USED, which the
 * confirmation page explains; once deleted it is only an unknown link (404, "invalid"). A month
 * covers re-reading recent mail; older links are rare enough for the generic answer.
 */
export const SPENT_CONFIRMATION_RETENTION_SECONDS = 30 * 24 * 3600;

/** Deletes confirmation links that expired or were used longer ago than the retention. */
export async function deleteSpentConfirmationTokens(db: DbOrTx, now: Date): Promise<void> {
  const cutoff = addSeconds(now, -SPENT_CONFIRMATION_RETENTION_SECONDS);
  await db
    .delete(emailConfirmationTokens)
    .where(or(lt(emailConfirmationTokens.expiresAt, cutoff), lt(emailConfirmationTokens.usedAt, cutoff)));
}
