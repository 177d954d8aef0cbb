import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import {
  children,
  emailConfirmationTokens,
  magicTokens,
  trainerVenueProfiles,
  users,
  userSportSkills,
  userVenueProfiles,
} from '../../db/schema/index.js';
import { voidPendingPaymentsOfUser } from '../payments/live-payments.js';
import { cancelUnpaidFutureReservations } from '../reservations/account-closure.js';
import { codeRefusal, deleteUserCodes, type CodeCheck, type CodeDeps } from '../confirmation-codes/code-service.js';
import { revokeAllSessions } from '../auth/session-service.js';
import { deleteShareLinksOf } from '../statistics/share-links.js';
import { checkDeletionCode } from './deletion-code-service.js';

/** The phone column keeps a unique tombstone, so the real number is free to sign up again. */
export function deletedPhoneTombstone(userId: number): string {
  return `deleted:${userId}`;
}

/**
 * Closes the account in one transaction:
 * - payments under way are voided (money that still arrives on one is refunded through the gateway,
 *   the closed account's wallet being out of reach), so what they were for counts as unpaid;
 * - future reservations not paid (`unpaid`, `pending_online`) are cancelled, freeing the courts;
 * - names, e-mail, phone, billing data, children, game levels, venue/trainer profiles and
 *   statistics share links (their cards may show the name) are erased;
 * - reservations, payments and wallet entries stay (accounting law) but point at an anonymous row;
 * - every session is revoked, so every device is signed out at once.
 */
export async function anonymizeAccount(tx: Tx, userId: number, now: Date): Promise<number> {
  await voidPendingPaymentsOfUser(tx, userId, now);
  const cancelled = await cancelUnpaidFutureReservations(tx, userId, now);
  await tx.delete(children).where(eq(children.userId, userId));
  await tx.delete(userSportSkills).where(eq(userSportSkills.userId, userId));
  await tx.delete(userVenueProfiles).where(eq(userVenueProfiles.userId, userId));
  await tx.delete(trainerVenueProfiles).where(eq(trainerVenueProfiles.userId, userId));
  await tx.delete(emailConfirmationTokens).where(eq(emailConfirmationTokens.userId, userId));
  await tx.delete(magicTokens).where(eq(magicTokens.userId, userId));
  await deleteUserCodes(tx, userId);
  await deleteShareLinksOf(tx, userId);
  await revokeAllSessions(tx, userId, now);
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
  return cancelled;
}

/** Checks the SMS code and, when right, deletes the account; a wrong code's counters commit before the refusal. */
export async function confirmAccountDeletion(
  deps: Pick<CodeDeps, 'database' | 'clock' | 'config' | 'codePolicies'>,
  userId: number,
  ip: string,
  code: string,
): Promise<{ deleted: true; cancelled_reservations: number }> {
  const now = deps.clock.now();
  const outcome = await deps.database.db.transaction(async (tx): Promise<{ check: CodeCheck; cancelled: number }> => {
    const check = await checkDeletionCode(tx, deps, userId, ip, code, now);
    if (check.kind !== 'ok') return { check, cancelled: 0 };
    return { check, cancelled: await anonymizeAccount(tx, userId, now) };
  });
  if (outcome.check.kind !== 'ok') throw codeRefusal(outcome.check);
  return { deleted: true, cancelled_reservations: outcome.cancelled };
}
