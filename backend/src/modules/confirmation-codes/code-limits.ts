import { and, count, desc, eq, gt, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/database.js';
import { confirmationChecks, confirmationCodes } from '../../db/schema/index.js';
import { addSeconds, DAY_SECONDS, HOUR_SECONDS, secondsBetween } from '../../lib/clock.js';
import type { ipLimitGroups } from '../../lib/client-address.js';
import { callingCodeCap, type CodePolicy, type CodePurpose, type FailureBackoff, type IpLimit } from './code-policy.js';

/** A client's IP groups, as `ipLimitGroups` gives them. */
export type IpGroups = ReturnType<typeof ipLimitGroups>;

/**
 * Limits are counted from rows in the database, so every instance behind a load balancer sees
 * the same counts. Callers hold transaction-scoped advisory locks on the subject, the IP and the
 * calling code (each per purpose), which makes "count, then insert" race-free without a table lock.
 */
export async function lockKeys(tx: Tx, keys: string[]): Promise<void> {
  // Always the same order (subject, /48, ip, calling code, global) in every caller: no deadlocks between them.
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

/**
 * Seconds until this subject may get another code: cooldown, hourly and daily caps. Wrong codes do
 * not stop sends (a stranger's guesses must not keep the owner from a fresh code); the daily cap
 * bounds how many codes, and so guesses, a phone sees.
 */
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
  const daily = await windowWait(
    db,
    confirmationCodes,
    confirmationCodes.createdAt,
    ofSubject,
    policy.sendsPerSubjectPerDay,
    DAY_SECONDS,
    now,
  );
  return Math.max(cooldown, hourly, daily);
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

/** The longest wait of the client's /64 (or IPv4 address) and, for IPv6, its /56 and /48. */
export async function ipSendWait(db: DbOrTx, { purpose, policy }: Scope, groups: IpGroups, now: Date): Promise<number> {
  const { createdAt } = confirmationCodes;
  const of = (column: PgColumn, group: string | null) =>
    group === null ? undefined : and(eq(confirmationCodes.purpose, purpose), eq(column, group));
  const ip64 = of(confirmationCodes.ip, groups.ip);
  const ip56 = of(confirmationCodes.ip56, groups.ip56);
  const ip48 = of(confirmationCodes.ip48, groups.ip48);
  return Math.max(
    await ipWait(db, confirmationCodes, createdAt, ip64, policy.sendsPerIp, now),
    ip56 ? await ipWait(db, confirmationCodes, createdAt, ip56, policy.sendsPerIp56, now) : 0,
    ip48 ? await ipWait(db, confirmationCodes, createdAt, ip48, policy.sendsPerIp48, now) : 0,
  );
}

/**
 * A cap against SMS pumping that degrades instead of refusing for the hour: under `cap` sends in
 * the hour, no wait; past it, `overCapGapSeconds` after the latest send it counts.
 */
async function overCapWait(db: DbOrTx, where: SQL | undefined, cap: number, policy: CodePolicy, now: Date): Promise<number> {
  const [row] = await db
    .select({ sends: count(), latest: max(confirmationCodes.createdAt) })
    .from(confirmationCodes)
    .where(and(where, gt(confirmationCodes.createdAt, addSeconds(now, -HOUR_SECONDS))));
  const latest = row?.latest;
  if ((row?.sends ?? 0) < cap || !(latest instanceof Date)) return 0;
  return Math.max(0, secondsBetween(now, addSeconds(latest, policy.overCapGapSeconds)));
}

/** Past the purpose's hourly cap across all calling codes, the gap after the latest send; 0 when it has none. */
export async function globalSendWait(db: DbOrTx, { purpose, policy }: Scope, now: Date): Promise<number> {
  if (policy.sendsPerHourGlobal === null) return 0;
  return overCapWait(db, eq(confirmationCodes.purpose, purpose), policy.sendsPerHourGlobal, policy, now);
}

/** Past the calling code's hourly cap, the gap after its latest send; 0 when the purpose has no cap. */
export async function callingCodeSendWait(db: DbOrTx, { purpose, policy }: Scope, callingCode: string, now: Date): Promise<number> {
  const cap = callingCodeCap(policy, callingCode);
  if (cap === null) return 0;
  const where = and(eq(confirmationCodes.purpose, purpose), eq(confirmationCodes.callingCode, callingCode));
  return overCapWait(db, where, cap, policy, now);
}

export async function ipCheckWait(db: DbOrTx, { purpose, policy }: Scope, ip: string, now: Date): Promise<number> {
  const where = and(eq(confirmationChecks.purpose, purpose), eq(confirmationChecks.ip, ip));
  return ipWait(db, confirmationChecks, confirmationChecks.createdAt, where, policy.checksPerIp, now);
}

/** Past `backoff.freePerDay` matching failures in 24 h, the doubling delay after the latest one. */
async function backoffWait(db: DbOrTx, where: SQL | undefined, backoff: FailureBackoff, now: Date): Promise<number> {
  const [row] = await db
    .select({ failures: count(), latest: max(confirmationChecks.createdAt) })
    .from(confirmationChecks)
    .where(and(where, eq(confirmationChecks.outcome, 'wrong'), gt(confirmationChecks.createdAt, addSeconds(now, -DAY_SECONDS))));
  const failures = row?.failures ?? 0;
  const latest = row?.latest;
  if (failures < backoff.freePerDay || !(latest instanceof Date)) return 0;
  // 2^20 is far past any maximum; the cap keeps the exponent from growing without need.
  const doublings = Math.min(failures - backoff.freePerDay, 20);
  const delay = Math.min(backoff.firstDelaySeconds * 2 ** doublings, backoff.maxDelaySeconds);
  return Math.max(0, secondsBetween(now, addSeconds(latest, delay)));
}

/**
 * Seconds before this subject's next check after wrong codes: the longer of the delay for its
 * failures from this IP group and the (gentler) delay for its failures from everywhere.
 */
export async function subjectCheckWait(db: DbOrTx, { purpose, policy }: Scope, subject: string, ip: string, now: Date): Promise<number> {
  const ofSubject = and(eq(confirmationChecks.purpose, purpose), eq(confirmationChecks.subject, subject));
  return Math.max(
    await backoffWait(db, and(ofSubject, eq(confirmationChecks.ip, ip)), policy.failedChecksPerSubjectAndIp, now),
    await backoffWait(db, ofSubject, policy.failedChecksPerSubject, now),
  );
}
