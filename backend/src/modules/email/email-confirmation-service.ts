import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { emailConfirmationTokens, users } from '../../db/schema/index.js';
import { ApiError, notFound, rateLimited, validationFailed } from '../../lib/api-error.js';
import { addSeconds, secondsBetween } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { EmailSendError, type EmailSender } from '../../plugins/email/email-sender.js';
import { confirmationMessage } from './confirmation-message.js';

export const EMAIL_TOKEN_TTL_SECONDS = 24 * 3600;
export const EMAIL_RESEND_COOLDOWN_SECONDS = 60;
/**
 * Confirmation mails per user, whether asked for by a changed address or by "send again": enough
 * for typos and a lost mail, too few for the account to be used to flood an inbox (or our mail
 * service's reputation). Each window counts the links made within it.
 */
export const EMAIL_SEND_LIMITS = [
  { seconds: 3600, max: 5 },
  { seconds: 24 * 3600, max: 10 },
] as const;

export type EmailConfirmationDeps = { db: Db; email: EmailSender; appUrl: string; now: Date };

export function confirmationLink(appUrl: string, token: string): string {
  return `${appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

/**
 * Stores a new link for the address and sends it, worded in `language`. Throws 429 RATE_LIMITED
 * past `EMAIL_SEND_LIMITS` (counted under a lock on the user, so simultaneous requests cannot
 * slip past), and EmailSendError when the mail service refused it.
 */
export async function sendConfirmation(
  deps: EmailConfirmationDeps,
  userId: number,
  email: string,
  language: MessageLanguage,
): Promise<void> {
  const token = randomToken();
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    for (const { seconds, max } of EMAIL_SEND_LIMITS) {
      const sent = await tx
        .select({ createdAt: emailConfirmationTokens.createdAt })
        .from(emailConfirmationTokens)
        .where(and(eq(emailConfirmationTokens.userId, userId), gt(emailConfirmationTokens.createdAt, addSeconds(deps.now, -seconds))))
        .orderBy(asc(emailConfirmationTokens.createdAt));
      const oldest = sent[sent.length - max];
      if (oldest) {
        const wait = seconds - secondsBetween(oldest.createdAt, deps.now);
        throw rateLimited('RATE_LIMITED', `At most ${max} confirmation e-mails in ${seconds / 3600} h`, wait);
      }
    }
    await tx.insert(emailConfirmationTokens).values({
      userId,
      email,
      tokenHash: sha256(token),
      createdAt: deps.now,
      expiresAt: addSeconds(deps.now, EMAIL_TOKEN_TTL_SECONDS),
    });
  });
  await deps.email.send(confirmationMessage(email, confirmationLink(deps.appUrl, token), language));
}

/** "Send the link again": at most once a minute, only for an unverified address. */
export async function resendConfirmation(
  deps: EmailConfirmationDeps,
  userId: number,
  language: MessageLanguage,
): Promise<{ email: string; resend_available_in: number; expires_in: number }> {
  const [user] = await deps.db.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  if (user.email === '') throw validationFailed({ email: { key: 'validation.required' } }, 'The account has no e-mail address');
  if (user.emailVerified) throw new ApiError(409, 'EMAIL_ALREADY_VERIFIED', 'The e-mail address is already confirmed');
  const [last] = await deps.db
    .select({ createdAt: emailConfirmationTokens.createdAt })
    .from(emailConfirmationTokens)
    .where(eq(emailConfirmationTokens.userId, userId))
    .orderBy(desc(emailConfirmationTokens.createdAt))
    .limit(1);
  if (last) {
    const wait = EMAIL_RESEND_COOLDOWN_SECONDS - secondsBetween(last.createdAt, deps.now);
    if (wait > 0) throw rateLimited('RATE_LIMITED', 'A confirmation link was sent less than a minute ago', wait);
  }
  try {
    await sendConfirmation(deps, userId, user.email, language);
  } catch (error) {
    if (error instanceof EmailSendError)
      throw new ApiError(502, 'EMAIL_SEND_FAILED', 'The confirmation e-mail could not be sent', {}, { cause: error });
    throw error;
  }
  return { email: user.email, resend_available_in: EMAIL_RESEND_COOLDOWN_SECONDS, expires_in: EMAIL_TOKEN_TTL_SECONDS };
}

/** Namespace of the per-address transaction-level advisory lock of a confirmation. */
const EMAIL_LOCK_NAMESPACE = 7_301;

/**
 * Redeems a link. Used → 410 EMAIL_TOKEN_USED; older than 24 h, or for an address the user has
 * replaced since → 410 EMAIL_TOKEN_EXPIRED; unknown or of a closed account → 404; an address
 * another account has confirmed → 409 EMAIL_TAKEN (one confirmed owner per address, checked
 * under a lock on the address so two simultaneous confirmations cannot both win).
 */
export async function confirmEmail(db: Db, token: string, now: Date): Promise<{ email: string; email_verified: true }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: emailConfirmationTokens.id,
        userId: emailConfirmationTokens.userId,
        email: emailConfirmationTokens.email,
        expiresAt: emailConfirmationTokens.expiresAt,
        usedAt: emailConfirmationTokens.usedAt,
        currentEmail: users.email,
        isDeleted: users.isDeleted,
      })
      .from(emailConfirmationTokens)
      .innerJoin(users, eq(users.id, emailConfirmationTokens.userId))
      .where(eq(emailConfirmationTokens.tokenHash, sha256(token)))
      .for('update', { of: emailConfirmationTokens })
      .limit(1);
    if (!row || row.isDeleted) throw notFound('Unknown confirmation link');
    if (row.usedAt) throw new ApiError(410, 'EMAIL_TOKEN_USED', 'This confirmation link was used already');
    if (row.expiresAt.getTime() <= now.getTime() || row.currentEmail !== row.email) {
      throw new ApiError(410, 'EMAIL_TOKEN_EXPIRED', 'This confirmation link has expired');
    }
    await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK_NAMESPACE}, hashtext(lower(${row.email})))`);
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${row.email})`, eq(users.emailVerified, true), ne(users.id, row.userId)))
      .limit(1);
    if (owner) throw new ApiError(409, 'EMAIL_TAKEN', 'This e-mail address is confirmed by another account');
    await tx.update(emailConfirmationTokens).set({ usedAt: now }).where(eq(emailConfirmationTokens.id, row.id));
    await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: now })
      .where(and(eq(users.id, row.userId), eq(users.email, row.email)));
    return { email: row.email, email_verified: true as const };
  });
}
