import { and, count, desc, eq, gt, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/database.js';
import { confirmationChecks, confirmationCodes } from '../../db/schema/index.js';
import { addSeconds, DAY_SECONDS, HOUR_SECONDS, secondsBetween } from '../../lib/clock.js';
import { callingCodeCap, type CodePolicy, type CodePurpose, type IpLimit } from './code-policy.js';

/**
 * Limits are counted from rows in the database, so every instance behind a load balancer sees
 * the same counts. Callers hold transaction-scoped advisory locks on the subject, the IP and the
 * calling code (each per purpose), which makes "count, then insert" race-free without a table lock.
 */
export async function lockKeys(tx: Tx, keys: string[]): Promise<void> {
  // Always the same order (subject, ip, calling code, global) in every caller: no deadlocks between them.
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** The purpose and what the limit counts by; every count stays within one purpose. */
export type Scope = { purpose: CodePurpose; policy: CodePolicy };

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

/** Seconds until this subject may get another code: cooldown, hourly cap and the daily lock-out after failed checks. */
export async function subjectSendWait(db: DbOrTx, { purpose, policy }: Scope, subject: string, now: Date): Promise<number> {
  const ofSubject = and(eq(confirmationCodes.purpose, purpose), eq(confirmationCodes.subject, subject));
  const [latest] = await db
    .select({ createdAt: confirmationCodes.createdAt })
    .from(confirmationCodes)
    // A code the gateway refused never reached the user, so it does not start a cooldown.
    .where(and(ofSubject, eq(confirmationCodes.sendFailed, false)))
    .orderBy(desc(confirmationCodes.createdAt))
    .limit(1);
  const cooldown = latest ? Math.max(0, secondsBetween(now, addSeconds(latest.createdAt, policy.resendCooldownSeconds))) : 0;
  const hourly = await windowWait(
    db,
    confirmationCodes,
    confirmationCodes.createdAt,
    ofSubject,
    policy.sendsPerSubjectPerHour,
    HOUR_SECONDS,
    now,
  );
  const lockedOut = await subjectCheckLockout(db, { purpose, policy }, subject, now);
  return Math.max(cooldown, hourly, lockedOut);
}

/**
 * Seconds until the IP group may act again under `limit`: the hard ceiling's wait once it is
 * reached, else, past the free events, the growing gap after the group's latest event.
 */
async function ipWait(db: DbOrTx, table: PgTable, createdAt: PgColumn, where: SQL | undefined, limit: IpLimit, now: Date): Promise<number> {
  const ceiling = await windowWait(db, table, createdAt, where, limit.ceilingPerHour, HOUR_SECONDS, now);
  if (ceiling > 0) return ceiling;
  const [row] = await db
    .select({ events: count(), latest: max(createdAt) })
    .from(table)
    .where(and(where, gt(createdAt, addSeconds(now, -HOUR_SECONDS))));
  const events = row?.events ?? 0;
  const latest = row?.latest;
  if (events < limit.freePerHour || !(latest instanceof Date)) return 0;
  const gap = Math.min(limit.delayStepSeconds * (events - limit.freePerHour + 1), limit.maxDelaySeconds);
  return Math.max(0, secondsBetween(now, addSeconds(latest, gap)));
}

export async function ipSendWait(db: DbOrTx, { purpose, policy }: Scope, ip: string, now: Date): Promise<number> {
  const where = and(eq(confirmationCodes.purpose, purpose), eq(confirmationCodes.ip, ip));
  return ipWait(db, confirmationCodes, confirmationCodes.createdAt, where, policy.sendsPerIp, now);
}

/** Seconds until the purpose's hourly cap across all calling codes lets another code out; 0 when it has none. */
export async function globalSendWait(db: DbOrTx, { purpose, policy }: Scope, now: Date): Promise<number> {
  if (policy.sendsPerHourGlobal === null) return 0;
  const where = eq(confirmationCodes.purpose, purpose);
  return windowWait(db, confirmationCodes, confirmationCodes.createdAt, where, policy.sendsPerHourGlobal, HOUR_SECONDS, now);
}

export async function callingCodeSendWait(db: DbOrTx, { purpose, policy }: Scope, callingCode: string, now: Date): Promise<number> {
  const cap = callingCodeCap(policy, callingCode);
  if (cap === null) return 0;
  const where = and(eq(confirmationCodes.purpose, purpose), eq(confirmationCodes.callingCode, callingCode));
  return windowWait(db, confirmationCodes, confirmationCodes.createdAt, where, cap, HOUR_SECONDS, now);
}

export async function ipCheckWait(db: DbOrTx, { purpose, policy }: Scope, ip: string, now: Date): Promise<number> {
  const where = and(eq(confirmationChecks.purpose, purpose), eq(confirmationChecks.ip, ip));
  return ipWait(db, confirmationChecks, confirmationChecks.createdAt, where, policy.checksPerIp, now);
}

/** Seconds this subject stays locked after too many wrong codes within a day. */
export async function subjectCheckLockout(db: DbOrTx, { purpose, policy }: Scope, subject: string, now: Date): Promise<number> {
  const where = and(
    eq(confirmationChecks.purpose, purpose),
    eq(confirmationChecks.subject, subject),
    eq(confirmationChecks.outcome, 'wrong'),
  );
  return windowWait(db, confirmationChecks, confirmationChecks.createdAt, where, policy.failedChecksPerSubjectPerDay, DAY_SECONDS, now);
}
