import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import {
  accountDeletionCodes,
  children,
  emailConfirmationTokens,
  magicTokens,
  reservations,
  sessions,
  trainerVenueProfiles,
  users,
  userSportSkills,
  userVenueProfiles,
} from '../../db/schema/index.js';
import { checkDeletionCode, codeRefusal, type CodeCheck } from './deletion-code-service.js';

/** The phone column keeps a unique tombstone, so the real number is free to sign up again. */
export function deletedPhoneTombstone(userId: number): string {
  return `deleted:${userId}`;
}

/**
 * Closes the account in one transaction:
 * - future reservations not paid (`unpaid`, `pending_online`) are cancelled, freeing the courts;
 * - names, e-mail, phone, billing data, children, game levels and venue/trainer profiles are erased;
 * - reservations, payments and wallet entries stay (accounting law) but point at an anonymous row;
 * - every session is revoked, so every device is signed out at once.
 */
export async function anonymizeAccount(tx: Tx, userId: number, now: Date): Promise<number> {
  const cancelled = await tx
    .update(reservations)
    .set({ state: 'cancelled', cancelledAt: now, cancelReason: 'user' })
    .where(
      and(
        eq(reservations.userId, userId),
        sql`${reservations.state} = 'active'`,
        gt(reservations.startTime, now),
        inArray(reservations.paymentStatus, ['unpaid', 'pending_online']),
      ),
    )
    .returning({ id: reservations.id });
  await tx.delete(children).where(eq(children.userId, userId));
  await tx.delete(userSportSkills).where(eq(userSportSkills.userId, userId));
  await tx.delete(userVenueProfiles).where(eq(userVenueProfiles.userId, userId));
  await tx.delete(trainerVenueProfiles).where(eq(trainerVenueProfiles.userId, userId));
  await tx.delete(emailConfirmationTokens).where(eq(emailConfirmationTokens.userId, userId));
  await tx.delete(magicTokens).where(eq(magicTokens.userId, userId));
  await tx.delete(accountDeletionCodes).where(eq(accountDeletionCodes.userId, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx
    .update(users)
    .set({
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: deletedPhoneTombstone(userId),
      phoneVerified: false,
      emailVerified: false,
      marketingConsent: false,
      billingInfo: null,
      isActive: false,
      isDeleted: true,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return cancelled.length;
}

/** Checks the SMS code and, when right, deletes the account; a wrong code's counters commit before the refusal. */
export async function confirmAccountDeletion(
  db: Db,
  secret: string,
  userId: number,
  code: string,
  now: Date,
): Promise<{ deleted: true; cancelled_reservations: number }> {
  const outcome = await db.transaction(async (tx): Promise<{ check: CodeCheck; cancelled: number }> => {
    const check = await checkDeletionCode(tx, secret, userId, code, now);
    if (check !== 'ok') return { check, cancelled: 0 };
    return { check, cancelled: await anonymizeAccount(tx, userId, now) };
  });
  if (outcome.check !== 'ok') throw codeRefusal(outcome.check);
  return { deleted: true, cancelled_reservations: outcome.cancelled };
}
