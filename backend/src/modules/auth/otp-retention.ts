import { and, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { otpChecks, otpCodes } from '../../db/schema/index.js';
import { addSeconds } from '../../lib/clock.js';
import { DAY_SECONDS, HOUR_SECONDS } from './otp-policy.js';

/**
 * How long login codes and checks are kept: the longest window a limit counts (failed checks per
 * phone per day; the send and IP limits count an hour) plus an hour of margin for clocks that
 * differ between instances. Older rows change no limit's answer.
 */
export const OTP_RETENTION_SECONDS = DAY_SECONDS + HOUR_SECONDS;

/** Deletes the codes and checks no limit needs any more. */
export async function deleteExpiredOtpRows(db: DbOrTx, now: Date): Promise<void> {
  const cutoff = addSeconds(now, -OTP_RETENTION_SECONDS);
  // A code also has to be past its own expiry, whatever its lifetime is configured to be.
  await db.delete(otpCodes).where(and(lt(otpCodes.createdAt, cutoff), lt(otpCodes.expiresAt, cutoff)));
  await db.delete(otpChecks).where(lt(otpChecks.createdAt, cutoff));
}
