import { and, eq } from 'drizzle-orm';
import type { UpdateUserRequestSchema, User } from '@venue/api';
import type * as v from 'valibot';
import type { DbOrTx } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

/** The user as `GET /auth/me` shows it, with every related list; null when there is no such user. */
export async function loadUser(db: DbOrTx, userId: number): Promise<User | null> {
  const row = await db.query.users.findFirst({
    where: eq(users.id, userId),
    with: {
      userVenueProfiles: { orderBy: (table, { asc }) => [asc(table.id)] },
      trainerVenueProfiles: { orderBy: (table, { asc }) => [asc(table.id)] },
      sportSkills: { orderBy: (table, { asc }) => [asc(table.id)] },
      children: { orderBy: (table, { asc }) => [asc(table.id)] },
    },
  });
  if (!row) return null;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone_number: row.phoneNumber,
    is_active: row.isActive,
    phone_verified: row.phoneVerified,
    email_verified: row.emailVerified,
    marketing_consent: row.marketingConsent,
    is_deleted: row.isDeleted,
    user_venue_profiles: row.userVenueProfiles.map((profile) => ({
      id: profile.id,
      venue_id: profile.venueId,
      is_owner: profile.isOwner,
      is_active: profile.isActive,
    })),
    trainer_venue_profiles: row.trainerVenueProfiles.map((profile) => ({
      id: profile.id,
      venue_id: profile.venueId,
      status: profile.status,
      visibility: profile.visibility,
      comment: profile.comment,
    })),
    user_sport_skill: row.sportSkills.map((skill) => ({ id: skill.id, sport_type_id: skill.sportTypeId, level: skill.level })),
    billing_info: row.billingInfo,
    children: row.children.map((child) => ({
      id: child.id,
      venue_id: child.venueId,
      first_name: child.firstName,
      last_name: child.lastName,
      birth_date: child.birthDate,
      gender: child.gender,
    })),
  };
}

export async function requireUser(db: DbOrTx, userId: number): Promise<User> {
  const user = await loadUser(db, userId);
  if (!user) throw new Error(`User ${userId} vanished while signed in`);
  return user;
}

export type UserAccount = { id: number; isActive: boolean; isDeleted: boolean };

/** The account for a phone that just proved ownership with a code; created on first sign-in. */
export async function findOrCreateUserByPhone(db: DbOrTx, phone: string, now: Date): Promise<UserAccount> {
  await db
    .insert(users)
    .values({ phoneNumber: phone, phoneVerified: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.phoneNumber });
  const [row] = await db
    .select({ id: users.id, isActive: users.isActive, isDeleted: users.isDeleted, phoneVerified: users.phoneVerified })
    .from(users)
    .where(eq(users.phoneNumber, phone));
  if (!row) throw new Error('User row missing right after insert');
  if (!row.phoneVerified) await db.update(users).set({ phoneVerified: true, updatedAt: now }).where(eq(users.id, row.id));
  return { id: row.id, isActive: row.isActive, isDeleted: row.isDeleted };
}

/** Whether the phone belongs to an open account, i.e. proved itself with a login code before. */
export async function hasOpenAccountForPhone(db: DbOrTx, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), eq(users.phoneVerified, true), eq(users.isActive, true), eq(users.isDeleted, false)));
  return row !== undefined;
}

type UpdateUserInput = v.InferOutput<typeof UpdateUserRequestSchema>;

/**
 * Applies a validated profile update. A new e-mail address has to be confirmed again; the answer
 * says whether it changed, so the caller sends the confirmation link.
 */
export async function updateUser(db: DbOrTx, userId: number, input: UpdateUserInput, now: Date): Promise<{ emailChanged: boolean }> {
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!current) return { emailChanged: false };
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: now };
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.last_name !== undefined) changes.lastName = input.last_name;
  if (input.email !== undefined && input.email !== current.email) {
    changes.email = input.email;
    changes.emailVerified = false;
  }
  if (input.marketing_consent !== undefined) changes.marketingConsent = input.marketing_consent;
  if (input.billing_info !== undefined) changes.billingInfo = input.billing_info;
  await db.update(users).set(changes).where(eq(users.id, userId));
  return { emailChanged: changes.email !== undefined && changes.email !== '' };
}
