import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { accountDeletionCodes, users } from '../../db/schema/index.js';
import { ApiError, notFound, rateLimited } from '../../lib/api-error.js';
import { addSeconds, secondsBetween } from '../../lib/clock.js';
import { hmacSha256, randomDigits, sameHex } from '../../lib/crypto.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { SmsSendError, type SmsSender } from '../../plugins/sms/sms-sender.js';
import { deletionSmsText } from './deletion-sms-text.js';

/** The same protections as login codes, bound to the signed-in user instead of a phone. */
export const DELETION_CODE_POLICY = {
  length: 4,
  ttlSeconds: 5 * 60,
  resendCooldownSeconds: 60,
  sendsPerHour: 5,
  maxWrongAttempts: 5,
} as const;

export type DeletionCodeDeps = { db: Db; sms: SmsSender; secret: string; now: Date };

function codeHash(secret: string, userId: number, code: string): string {
  return hmacSha256(secret, `delete:${userId}:${code}`);
}

/** `+48500000701` → `+48 *** *** 701`: enough to recognise the phone, not to read it off a screen. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/^\+\d{2}/, '');
  const prefix = phone.slice(0, phone.length - digits.length);
  return `${prefix} *** *** ${digits.slice(-3)}`.trim();
}

async function lockUser(tx: Tx, userId: number): Promise<{ phoneNumber: string }> {
  const [user] = await tx.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound('User not found');
  return user;
}

/** Sends a deletion code to the account's phone, worded in `language`. */
export async function requestDeletionCode(
  deps: DeletionCodeDeps,
  userId: number,
  language: MessageLanguage,
): Promise<{ phone_number_masked: string; resend_available_in: number; expires_in: number }> {
  const { db, now } = deps;
  const policy = DELETION_CODE_POLICY;
  const code = randomDigits(policy.length);
  const { codeId, phone } = await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const [last] = await tx
      .select({ createdAt: accountDeletionCodes.createdAt })
      .from(accountDeletionCodes)
      .where(and(eq(accountDeletionCodes.userId, userId), eq(accountDeletionCodes.sendFailed, false)))
      .orderBy(desc(accountDeletionCodes.createdAt))
      .limit(1);
    if (last) {
      const wait = policy.resendCooldownSeconds - secondsBetween(last.createdAt, now);
      if (wait > 0) throw rateLimited('RATE_LIMITED', 'A code was sent less than a minute ago', wait);
    }
    const [sent] = await tx
      .select({ total: count() })
      .from(accountDeletionCodes)
      .where(and(eq(accountDeletionCodes.userId, userId), gt(accountDeletionCodes.createdAt, addSeconds(now, -3600))));
    if ((sent?.total ?? 0) >= policy.sendsPerHour) throw rateLimited('RATE_LIMITED', 'Too many codes requested this hour', 3600);
    const [row] = await tx
      .insert(accountDeletionCodes)
      .values({ userId, codeHash: codeHash(deps.secret, userId, code), createdAt: now, expiresAt: addSeconds(now, policy.ttlSeconds) })
      .returning({ id: accountDeletionCodes.id });
    if (!row) throw new Error('Code row missing right after insert');
    return { codeId: row.id, phone: user.phoneNumber };
  });

  // Outside the transaction: a slow gateway must not hold the user's row.
  try {
    await deps.sms.send({ to: phone, text: deletionSmsText(code, policy.ttlSeconds, language) });
  } catch (error) {
    await db.update(accountDeletionCodes).set({ sendFailed: true }).where(eq(accountDeletionCodes.id, codeId));
    if (error instanceof SmsSendError)
      throw new ApiError(502, 'SMS_SEND_FAILED', 'The SMS with the code could not be sent', {}, { cause: error });
    throw error;
  }
  return { phone_number_masked: maskPhone(phone), resend_available_in: policy.resendCooldownSeconds, expires_in: policy.ttlSeconds };
}

export type CodeCheck = 'ok' | 'wrong' | 'voided' | 'expired' | 'no_code';

/**
 * Checks the latest delivered code inside the caller's transaction (which holds the user's row),
 * marking it used on success. Counters are written here; the caller commits before answering.
 */
export async function checkDeletionCode(tx: Tx, secret: string, userId: number, code: string, now: Date): Promise<CodeCheck> {
  await lockUser(tx, userId);
  const [latest] = await tx
    .select()
    .from(accountDeletionCodes)
    .where(and(eq(accountDeletionCodes.userId, userId), eq(accountDeletionCodes.sendFailed, false)))
    .orderBy(desc(accountDeletionCodes.createdAt), desc(accountDeletionCodes.id))
    .limit(1);
  if (!latest || latest.consumedAt) return 'no_code';
  if (latest.voidedAt) return 'voided';
  if (latest.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (!sameHex(latest.codeHash, codeHash(secret, userId, code))) {
    const wrongAttempts = latest.wrongAttempts + 1;
    const voided = wrongAttempts >= DELETION_CODE_POLICY.maxWrongAttempts;
    await tx
      .update(accountDeletionCodes)
      .set({ wrongAttempts, ...(voided ? { voidedAt: now } : {}) })
      .where(eq(accountDeletionCodes.id, latest.id));
    return voided ? 'voided' : 'wrong';
  }
  await tx.update(accountDeletionCodes).set({ consumedAt: now }).where(eq(accountDeletionCodes.id, latest.id));
  return 'ok';
}

export function codeRefusal(result: Exclude<CodeCheck, 'ok'>): ApiError {
  switch (result) {
    case 'voided':
      return rateLimited('TOO_MANY_ATTEMPTS', 'Too many wrong attempts; request a new code', DELETION_CODE_POLICY.resendCooldownSeconds);
    case 'expired':
      return new ApiError(400, 'CODE_EXPIRED', 'The code has expired; request a new one');
    case 'wrong':
    case 'no_code':
      return new ApiError(400, 'INVALID_CODE', 'The code is wrong');
  }
}
