import type { AccountDeletionCodeSent } from '@venue/api';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { notFound } from '../../lib/api-error.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { checkCode, issueCode, userSubject, type CodeCheck, type CodeDeps } from '../confirmation-codes/code-service.js';

/** `+48500000701` → `+48 *** *** 701`: enough to recognise the phone, not to read it off a screen. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/^\+\d{2}/, '');
  const prefix = phone.slice(0, phone.length - digits.length);
  return `${prefix} *** *** ${digits.slice(-3)}`.trim();
}

/** Sends a deletion code to the account's phone, worded in `language` (limits: the `delete_account` policy). */
export async function requestDeletionCode(
  deps: CodeDeps,
  userId: number,
  ip: string,
  language: MessageLanguage,
): Promise<AccountDeletionCodeSent> {
  const [user] = await deps.database.db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  const sent = await issueCode(deps, { purpose: 'delete_account', subject: userSubject(userId), ip }, user.phoneNumber, language);
  return { phone_number_masked: maskPhone(user.phoneNumber), resend_available_in: sent.resendAvailableIn, expires_in: sent.expiresIn };
}

/** Checks a deletion code inside the caller's transaction, which deletes the account when it is right. */
export function checkDeletionCode(
  tx: Tx,
  deps: Pick<CodeDeps, 'config' | 'codePolicies'>,
  userId: number,
  ip: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  return checkCode(tx, deps, { purpose: 'delete_account', subject: userSubject(userId), ip }, code, now);
}
