import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.js';
import { otpChecks, otpCodes } from '../../db/schema/index.js';
import { ApiError, rateLimited } from '../../lib/api-error.js';
import { addSeconds } from '../../lib/clock.js';
import { hmacSha256, randomDigits, sameHex } from '../../lib/crypto.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { SmsSendError } from '../../plugins/sms/sms-sender.js';
import { findOrCreateUserByPhone } from '../users/user-service.js';
import { countrySendWait, ipCheckWait, ipSendWait, lockKeys, phoneCheckLockout, phoneSendWait } from './otp-limits.js';
import { loginSmsText } from './login-sms-text.js';
import { createSession } from './session-service.js';

type OtpDeps = Pick<AppDeps, 'database' | 'clock' | 'sms' | 'otpPolicy' | 'config'>;

export type PhoneTarget = { phone: string; callingCode: string; ip: string };

/** Bound to the phone, so a hash copied to another row is useless. */
function codeHash(secret: string, phone: string, code: string): string {
  return hmacSha256(secret, `${phone}:${code}`);
}

/**
 * Sends a login code, worded in `language`. Nothing here looks at user accounts, so the answer
 * (and its timing) is the same for a phone with or without one.
 */
export async function requestLoginCode(
  deps: OtpDeps,
  target: PhoneTarget,
  language: MessageLanguage,
): Promise<{ resendAvailableIn: number; expiresIn: number }> {
  const { db } = deps.database;
  const policy = deps.otpPolicy;
  const now = deps.clock.now();
  const code = randomDigits(policy.codeLength);

  const codeId = await db.transaction(async (tx) => {
    await lockKeys(tx, [`otp:phone:${target.phone}`, `otp:ip:${target.ip}`, `otp:country:${target.callingCode}`]);
    const wait = Math.max(
      await phoneSendWait(tx, policy, target.phone, now),
      await ipSendWait(tx, policy, target.ip, now),
      await countrySendWait(tx, policy, target.callingCode, now),
    );
    if (wait > 0) throw rateLimited('RATE_LIMITED', 'Too many login codes requested; try again later', wait);
    const [row] = await tx
      .insert(otpCodes)
      .values({
        phoneNumber: target.phone,
        callingCode: target.callingCode,
        ip: target.ip,
        codeHash: codeHash(deps.config.authSecret, target.phone, code),
        createdAt: now,
        expiresAt: addSeconds(now, policy.codeTtlSeconds),
      })
      .returning({ id: otpCodes.id });
    if (!row) throw new Error('Code row missing right after insert');
    return row.id;
  });

  // Outside the transaction: a slow gateway must not hold locks (PGlite would stall every query).
  try {
    await deps.sms.send({ to: target.phone, text: loginSmsText(code, policy.codeTtlSeconds, language) });
  } catch (error) {
    await db.update(otpCodes).set({ sendFailed: true }).where(eq(otpCodes.id, codeId));
    if (error instanceof SmsSendError)
      throw new ApiError(502, 'SMS_SEND_FAILED', 'The SMS with the login code could not be sent', {}, { cause: error });
    throw error;
  }

  const resendAvailableIn = await phoneSendWait(db, policy, target.phone, now);
  return { resendAvailableIn: Math.ceil(resendAvailableIn), expiresIn: policy.codeTtlSeconds };
}

type CheckResult =
  | { kind: 'signed_in'; userId: number; token: string }
  | { kind: 'account_disabled' }
  | { kind: 'wrong' }
  | { kind: 'voided'; retryAfterSeconds: number }
  | { kind: 'expired' }
  | { kind: 'no_code' };

/**
 * Checks a code against the latest one delivered to the phone (a new code replaces older ones).
 * Counters are written in the same transaction as the check, and the answer is decided after
 * commit, so a failed attempt is never rolled back by the error it causes.
 */
export async function verifyLoginCode(
  deps: OtpDeps,
  target: Omit<PhoneTarget, 'callingCode'>,
  code: string,
): Promise<{ userId: number; token: string }> {
  const { db } = deps.database;
  const policy = deps.otpPolicy;
  const now = deps.clock.now();

  const result = await db.transaction(async (tx): Promise<CheckResult> => {
    await lockKeys(tx, [`otp:phone:${target.phone}`, `otp:ip:${target.ip}`]);
    const ipWait = await ipCheckWait(tx, policy, target.ip, now);
    if (ipWait > 0) throw rateLimited('RATE_LIMITED', 'Too many code checks from this address; try again later', ipWait);
    const lockout = await phoneCheckLockout(tx, policy, target.phone, now);
    if (lockout > 0) throw rateLimited('TOO_MANY_ATTEMPTS', 'Too many wrong codes for this phone; try again later', lockout);

    const record = (outcome: (typeof otpChecks.$inferInsert)['outcome']) =>
      tx.insert(otpChecks).values({ phoneNumber: target.phone, ip: target.ip, outcome, createdAt: now });

    // A code whose SMS failed never reached anyone: it neither counts nor replaces the one before.
    const [latest] = await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phoneNumber, target.phone), eq(otpCodes.sendFailed, false)))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);

    if (!latest || latest.consumedAt) {
      await record('no_code');
      return { kind: 'no_code' };
    }
    if (latest.voidedAt) {
      await record('voided');
      return { kind: 'voided', retryAfterSeconds: await phoneSendWait(tx, policy, target.phone, now) };
    }
    if (latest.expiresAt.getTime() <= now.getTime()) {
      await record('expired');
      return { kind: 'expired' };
    }
    if (!sameHex(latest.codeHash, codeHash(deps.config.authSecret, target.phone, code))) {
      const wrongAttempts = latest.wrongAttempts + 1;
      const voided = wrongAttempts >= policy.maxWrongAttemptsPerCode;
      await tx
        .update(otpCodes)
        .set({ wrongAttempts, ...(voided ? { voidedAt: now } : {}) })
        .where(eq(otpCodes.id, latest.id));
      await record('wrong');
      return voided ? { kind: 'voided', retryAfterSeconds: await phoneSendWait(tx, policy, target.phone, now) } : { kind: 'wrong' };
    }

    await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, latest.id));
    await record('success');
    const account = await findOrCreateUserByPhone(tx, target.phone, now);
    if (!account.isActive || account.isDeleted) return { kind: 'account_disabled' };
    return { kind: 'signed_in', userId: account.id, token: await createSession(tx, account.id, now) };
  });

  switch (result.kind) {
    case 'signed_in':
      return { userId: result.userId, token: result.token };
    case 'account_disabled':
      throw new ApiError(401, 'UNAUTHORIZED', 'This account is closed');
    case 'voided':
      throw rateLimited('TOO_MANY_ATTEMPTS', 'Too many wrong attempts; request a new code', result.retryAfterSeconds);
    case 'expired':
      throw new ApiError(400, 'CODE_EXPIRED', 'The code has expired; request a new one');
    case 'wrong':
    case 'no_code':
      throw new ApiError(400, 'INVALID_CODE', 'The code is wrong');
  }
}
