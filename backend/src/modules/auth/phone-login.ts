import type { AppDeps } from '../../app-context.js';
import { ApiError } from '../../lib/api-error.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { checkCode, codeRefusal, issueCode, type CodeCheck } from '../confirmation-codes/code-service.js';
import { findOrCreateUserByPhone, hasOpenAccountForPhone } from '../users/user-service.js';
import { createSession } from './session-service.js';
import { smsDestinationRefusal } from './sms-destination.js';

type LoginDeps = Pick<AppDeps, 'database' | 'clock' | 'sms' | 'codePolicies' | 'config'>;

/** The E.164 phone signing in and the address asking; the phone is the login code's subject. */
export type PhoneTarget = { phone: string; ip: string };

/**
 * Sends a login code, worded in `language`, to a mobile number of an allowed country (refused
 * before any limit counts it). A phone with an account is served past the country and global caps
 * (they stop SMS pumping to new numbers); the answers differ only while such a cap is reached.
 */
export async function requestLoginCode(
  deps: LoginDeps,
  target: PhoneTarget,
  language: MessageLanguage,
): Promise<{ resendAvailableIn: number; expiresIn: number }> {
  const refusal = smsDestinationRefusal(target.phone, deps.config.smsAllowedCallingCodes);
  if (refusal) throw refusal;
  const knownSubject = await hasOpenAccountForPhone(deps.database.db, target.phone);
  return issueCode(deps, { purpose: 'login', subject: target.phone, ip: target.ip }, target.phone, language, { knownSubject });
}

type LoginCheck = Exclude<CodeCheck, { kind: 'ok' }> | { kind: 'signed_in'; userId: number; token: string } | { kind: 'account_disabled' };

/**
 * Checks a login code and, when right, signs the phone's account in (creating it on first sign-in)
 * in the same transaction; a refusal is answered after its counters have committed.
 */
export async function verifyLoginCode(deps: LoginDeps, target: PhoneTarget, code: string): Promise<{ userId: number; token: string }> {
  const now = deps.clock.now();
  const result = await deps.database.db.transaction(async (tx): Promise<LoginCheck> => {
    const check = await checkCode(tx, deps, { purpose: 'login', subject: target.phone, ip: target.ip }, code, now);
    if (check.kind !== 'ok') return check;
    const account = await findOrCreateUserByPhone(tx, target.phone, now);
    if (!account.isActive || account.isDeleted) return { kind: 'account_disabled' };
    return { kind: 'signed_in', userId: account.id, token: await createSession(tx, account.id, now) };
  });

  switch (result.kind) {
    case 'signed_in':
      return { userId: result.userId, token: result.token };
    case 'account_disabled':
      throw new ApiError(401, 'UNAUTHORIZED', 'This account is closed');
    default:
      throw codeRefusal(result);
  }
}
