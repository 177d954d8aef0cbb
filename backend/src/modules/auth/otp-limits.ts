import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/database.js';
import { otpChecks, otpCodes } from '../../db/schema/index.js';
import { addSeconds, secondsBetween } from '../../lib/clock.js';
import { countryCap, DAY_SECONDS, HOUR_SECONDS, type OtpPolicy } from './otp-policy.js';

/**
 * Limits are counted from rows in the database, so every instance behind a load balancer sees
 * the same counts. Callers hold transaction-scoped advisory locks on the phone, the IP and the
 * country, which makes "count, then insert" race-free without a table lock.
 */
export async function lockKeys(tx: Tx, keys: string[]): Promise<void> {
  // Always the same order (phone, ip, country) in every caller: no deadlocks between them.
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Seconds until fewer than `limit` events match within the window: the `limit`-th newest event
 * has to age out. 0 when the limit is not reached.
 */
async function windowWait(
  db: DbOrTx,
  table: PgTable,
  createdAt: PgColumn,
  where: SQL | undefined,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<number> {
  if (limit <= 0) return windowSeconds;
  const windowStart = addSeconds(now, -windowSeconds);
  const [row] = await db
    .select({ createdAt })
    .from(table)
    .where(and(where, gt(createdAt, windowStart)))
    .orderBy(desc(createdAt))
    .offset(limit - 1)
    .limit(1);
  const boundary = row?.createdAt;
  return boundary instanceof Date ? Math.max(0, secondsBetween(now, addSeconds(boundary, windowSeconds))) : 0;
}

/** Seconds until this phone may get another code: cooldown, hourly cap and a daily lock-out after failed checks. */
export async function phoneSendWait(db: DbOrTx, policy: OtpPolicy, phone: string, now: Date): Promise<number> {
  const [latest] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    // A code the gateway refused never reached the user, so it does not start a cooldown.
    .where(and(eq(otpCodes.phoneNumber, phone), eq(otpCodes.sendFailed, false)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  const cooldown = latest ? Math.max(0, secondsBetween(now, addSeconds(latest.createdAt, policy.resendCooldownSeconds))) : 0;
  const hourly = await windowWait(
    db,
    otpCodes,
    otpCodes.createdAt,
    eq(otpCodes.phoneNumber, phone),
    policy.sendsPerPhonePerHour,
    HOUR_SECONDS,
    now,
  );
  const lockedOut = await phoneCheckLockout(db, policy, phone, now);
  return Math.max(cooldown, hourly, lockedOut);
}

export async function ipSendWait(db: DbOrTx, policy: OtpPolicy, ip: string, now: Date): Promise<number> {
  return windowWait(db, otpCodes, otpCodes.createdAt, eq(otpCodes.ip, ip), policy.sendsPerIpPerHour, HOUR_SECONDS, now);
}

export async function countrySendWait(db: DbOrTx, policy: OtpPolicy, callingCode: string, now: Date): Promise<number> {
  return windowWait(
    db,
    otpCodes,
    otpCodes.createdAt,
    eq(otpCodes.callingCode, callingCode),
    countryCap(policy, callingCode),
    HOUR_SECONDS,
    now,
  );
}

export async function ipCheckWait(db: DbOrTx, policy: OtpPolicy, ip: string, now: Date): Promise<number> {
  return windowWait(db, otpChecks, otpChecks.createdAt, eq(otpChecks.ip, ip), policy.checksPerIpPerHour, HOUR_SECONDS, now);
}

/** Seconds this phone stays locked after too many wrong codes within a day. */
export async function phoneCheckLockout(db: DbOrTx, policy: OtpPolicy, phone: string, now: Date): Promise<number> {
  return windowWait(
    db,
    otpChecks,
    otpChecks.createdAt,
    and(eq(otpChecks.phoneNumber, phone), eq(otpChecks.outcome, 'wrong')),
    policy.failedChecksPerPhonePerDay,
    DAY_SECONDS,
    now,
  );
}
