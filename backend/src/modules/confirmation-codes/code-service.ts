import { callingCodeOf } from '@venue/api';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.js';
import type { Tx } from '../../db/database.js';
import { confirmationChecks, confirmationCodes } from '../../db/schema/index.js';
import { ApiError, rateLimited } from '../../lib/api-error.js';
import { ipLimitGroups, ipLimitKey } from '../../lib/client-address.js';
import { addSeconds } from '../../lib/clock.js';
import { hmacSha256, randomDigits, sameHex } from '../../lib/crypto.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { SmsSendError } from '../../plugins/sms/sms-sender.js';
import {
  callingCodeSendWait,
  globalSendWait,
  ipCheckWait,
  ipSendWait,
  lockKeys,
  subjectCheckWait,
  subjectSendWait,
  type Scope,
} from './code-limits.js';
import type { CodePurpose } from './code-policy.js';
import { codeSmsText } from './code-sms-text.js';

export type CodeDeps = Pick<AppDeps, 'database' | 'clock' | 'sms' | 'codePolicies' | 'config'>;

/**
 * Who a code is bound to and who asks: `subject` is the E.164 phone for login, `userSubject(id)`
 * otherwise; `ip` is the client address as Fastify sees it (limits count it by `ipLimitKey`).
 */
export type CodeTarget = { purpose: CodePurpose; subject: string; ip: string };

/** The subject of the purposes a signed-in user confirms (deleting the account, a withdrawal). */
export function userSubject(userId: number): string {
  return String(userId);
}

/** How answers name the code and its subject; the login wording is what the API always said. */
const WORDS: Readonly<Record<CodePurpose, { code: string; subject: string }>> = {
  login: { code: 'login code', subject: 'phone' },
  delete_account: { code: 'account deletion code', subject: 'account' },
  withdrawal: { code: 'withdrawal code', subject: 'account' },
};

/**
 * Prefixes the hashed text per purpose, so a code of one purpose never passes for another. Login's
 * is empty and deletion's `delete:` because codes sent before migration 0008 were hashed so.
 */
const HASH_SCOPE: Readonly<Record<CodePurpose, string>> = { login: '', delete_account: 'delete:', withdrawal: 'withdrawal:' };

/** Keyed (10⁴ plain hashes are reversed in no time) and bound to purpose and subject, so a hash copied to another row is useless. */
function codeHash(secret: string, purpose: CodePurpose, subject: string, code: string): string {
  return hmacSha256(secret, `${HASH_SCOPE[purpose]}${subject}:${code}`);
}

const subjectKey = ({ purpose, subject }: Pick<CodeTarget, 'purpose' | 'subject'>) => `code:${purpose}:subject:${subject}`;
const ipKey = ({ purpose, ip }: Pick<CodeTarget, 'purpose' | 'ip'>) => `code:${purpose}:ip:${ip}`;

/**
 * Sends a code for `target` by SMS to `phone`, worded in `language`. A `knownSubject` (a login
 * phone with an account: it proved itself with a code before) skips the country and global caps,
 * which stop SMS pumping to new numbers, so an attack that fills them does not lock out players.
 */
export async function issueCode(
  deps: CodeDeps,
  target: CodeTarget,
  phone: string,
  language: MessageLanguage,
  { knownSubject = false }: { knownSubject?: boolean } = {},
): Promise<{ resendAvailableIn: number; expiresIn: number }> {
  const { db } = deps.database;
  const scope: Scope = { purpose: target.purpose, policy: deps.codePolicies[target.purpose] };
  const { policy } = scope;
  const now = deps.clock.now();
  const code = randomDigits(policy.codeLength);
  const callingCode = callingCodeOf(phone);
  const groups = ipLimitGroups(target.ip);
  const { ip, ip56, ip48 } = groups;
  const capped = !knownSubject;

  const codeId = await db.transaction(async (tx) => {
    const countryKey = capped && callingCode && policy.sendsPerCallingCodePerHour ? [`code:${target.purpose}:country:${callingCode}`] : [];
    const globalKey = capped && policy.sendsPerHourGlobal !== null ? [`code:${target.purpose}:global`] : [];
    // The /48 lock covers its /56s and /64s: two sends of one network never count at once.
    const networkKey = ip48 === null ? [] : [ipKey({ purpose: target.purpose, ip: ip48 })];
    await lockKeys(tx, [subjectKey(target), ...networkKey, ipKey({ purpose: target.purpose, ip }), ...countryKey, ...globalKey]);
    const wait = Math.max(
      await subjectSendWait(tx, scope, target.subject, now),
      await ipSendWait(tx, scope, groups, now),
      capped && callingCode ? await callingCodeSendWait(tx, scope, callingCode, now) : 0,
      capped ? await globalSendWait(tx, scope, now) : 0,
    );
    if (wait > 0) throw rateLimited('RATE_LIMITED', `Too many ${WORDS[target.purpose].code}s requested; try again later`, wait);
    const [row] = await tx
      .insert(confirmationCodes)
      .values({
        purpose: target.purpose,
        subject: target.subject,
        ip,
        ip56,
        ip48,
        callingCode,
        codeHash: codeHash(deps.config.authSecret, target.purpose, target.subject, code),
        createdAt: now,
        expiresAt: addSeconds(now, policy.codeTtlSeconds),
      })
      .returning({ id: confirmationCodes.id });
    if (!row) throw new Error('Code row missing right after insert');
    return row.id;
  });

  // Outside the transaction: a slow gateway must not hold locks (PGlite would stall every query).
  try {
    await deps.sms.send({ to: phone, text: codeSmsText(target.purpose, code, policy.codeTtlSeconds, language) });
  } catch (error) {
    await db.update(confirmationCodes).set({ sendFailed: true }).where(eq(confirmationCodes.id, codeId));
    if (error instanceof SmsSendError)
      throw new ApiError(502, 'SMS_SEND_FAILED', `The SMS with the ${WORDS[target.purpose].code} could not be sent`, {}, { cause: error });
    throw error;
  }

  const resendAvailableIn = await subjectSendWait(db, scope, target.subject, now);
  return { resendAvailableIn: Math.ceil(resendAvailableIn), expiresIn: policy.codeTtlSeconds };
}

export type CodeCheck =
  { kind: 'ok' } | { kind: 'wrong' } | { kind: 'voided'; retryAfterSeconds: number } | { kind: 'expired' } | { kind: 'no_code' };

/**
 * Checks a code against the latest one delivered for the target (a new code replaces older ones),
 * inside the caller's transaction, so what the code confirms commits with its use. Counters are
 * written here and the caller turns a refusal into an error only after commit (`codeRefusal`), so a
 * failed attempt is never rolled back by the error it causes. Over a check limit it throws at once
 * (nothing is written then).
 */
export async function checkCode(
  tx: Tx,
  deps: Pick<CodeDeps, 'config' | 'codePolicies'>,
  target: CodeTarget,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const scope: Scope = { purpose: target.purpose, policy: deps.codePolicies[target.purpose] };
  const ip = ipLimitKey(target.ip);
  await lockKeys(tx, [subjectKey(target), ipKey({ purpose: target.purpose, ip })]);
  const ipWait = await ipCheckWait(tx, scope, ip, now);
  if (ipWait > 0) throw rateLimited('RATE_LIMITED', 'Too many code checks from this address; try again later', ipWait);
  const lockout = await subjectCheckWait(tx, scope, target.subject, ip, now);
  if (lockout > 0)
    throw rateLimited('TOO_MANY_ATTEMPTS', `Too many wrong codes for this ${WORDS[target.purpose].subject}; try again later`, lockout);

  const record = (outcome: (typeof confirmationChecks.$inferInsert)['outcome']) =>
    tx.insert(confirmationChecks).values({ purpose: target.purpose, subject: target.subject, ip, outcome, createdAt: now });
  const voided = async (): Promise<CodeCheck> => ({
    kind: 'voided',
    retryAfterSeconds: await subjectSendWait(tx, scope, target.subject, now),
  });

  // A code whose SMS failed never reached anyone: it neither counts nor replaces the one before.
  const [latest] = await tx
    .select()
    .from(confirmationCodes)
    .where(
      and(
        eq(confirmationCodes.purpose, target.purpose),
        eq(confirmationCodes.subject, target.subject),
        eq(confirmationCodes.sendFailed, false),
      ),
    )
    .orderBy(desc(confirmationCodes.createdAt), desc(confirmationCodes.id))
    .limit(1);

  if (!latest || latest.consumedAt) {
    await record('no_code');
    return { kind: 'no_code' };
  }
  if (latest.voidedAt) {
    await record('voided');
    return voided();
  }
  if (latest.expiresAt.getTime() <= now.getTime()) {
    await record('expired');
    return { kind: 'expired' };
  }
  if (!sameHex(latest.codeHash, codeHash(deps.config.authSecret, target.purpose, target.subject, code))) {
    const wrongAttempts = latest.wrongAttempts + 1;
    const isVoid = wrongAttempts >= scope.policy.wrongTriesPerCode;
    await tx
      .update(confirmationCodes)
      .set({ wrongAttempts, ...(isVoid ? { voidedAt: now } : {}) })
      .where(eq(confirmationCodes.id, latest.id));
    await record('wrong');
    return isVoid ? voided() : { kind: 'wrong' };
  }

  await tx.update(confirmationCodes).set({ consumedAt: now }).where(eq(confirmationCodes.id, latest.id));
  await record('success');
  return { kind: 'ok' };
}

/** The answer to a refused code, after the transaction that counted it has committed. */
export function codeRefusal(check: Exclude<CodeCheck, { kind: 'ok' }>): ApiError {
  switch (check.kind) {
    case 'voided':
      return rateLimited('TOO_MANY_ATTEMPTS', 'Too many wrong attempts; request a new code', check.retryAfterSeconds);
    case 'expired':
      return new ApiError(400, 'CODE_EXPIRED', 'The code has expired; request a new one');
    case 'wrong':
    case 'no_code':
      return new ApiError(400, 'INVALID_CODE', 'The code is wrong');
  }
}

/** Forgets the codes of a closed account's own purposes (login codes belong to the phone, which stays rate-limited). */
export async function deleteUserCodes(tx: Tx, userId: number): Promise<void> {
  await tx
    .delete(confirmationCodes)
    .where(and(inArray(confirmationCodes.purpose, ['delete_account', 'withdrawal']), eq(confirmationCodes.subject, userSubject(userId))));
}
