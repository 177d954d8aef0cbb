import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { confirmationChecks, confirmationCodes } from '../../db/schema/index.js';
import { addSeconds, DAY_SECONDS, HOUR_SECONDS } from '../../lib/clock.js';

/**
 * How long codes and checks are kept: the longest window a limit counts (failed checks and sends per subject
 * per day; the IP and country limits count an hour) plus an hour of margin for clocks that differ
 * between instances. Older rows change no limit's answer, for any purpose.
 */
export const CODE_RETENTION_SECONDS = DAY_SECONDS + HOUR_SECONDS;

/** Deletes the codes and checks no limit needs any more. */
export async function deleteExpiredCodeRows(db: DbOrTx, now: Date): Promise<void> {
  const cutoff = addSeconds(now, -CODE_RETENTION_SECONDS);
  // By expiry, whatever a purpose's lifetime is configured to be: a code is never created after it
  // expires, so an expiry before the cutoff also puts its sending (what the limits count) before it.
  await db.delete(confirmationCodes).where(lt(confirmationCodes.expiresAt, cutoff));
  await db.delete(confirmationChecks).where(lt(confirmationChecks.createdAt, cutoff));
}
