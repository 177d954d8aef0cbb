import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns.js';
import { users } from './users.js';

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestampTz('created_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
  },
  // The `*_at` indexes serve housekeeping's hourly retention deletes (modules/*/…-retention.ts),
  // which would otherwise scan the whole table on every run.
  (table) => [
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
    index('sessions_revoked_idx')
      .on(table.revokedAt)
      .where(sql`${table.revokedAt} is not null`),
  ],
);

/** One row per code sent (or attempted): the code itself and the history the send limits count. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    phoneNumber: text('phone_number').notNull(),
    callingCode: text('calling_code').notNull(),
    ip: text('ip').notNull(),
    /** HMAC-SHA256(AUTH_SECRET, phone:code). */
    codeHash: text('code_hash').notNull(),
    createdAt: timestampTz('created_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    wrongAttempts: smallint('wrong_attempts').notNull().default(0),
    consumedAt: timestampTz('consumed_at'),
    voidedAt: timestampTz('voided_at'),
    /** The SMS gateway refused it: the code was never delivered and cannot be used. */
    sendFailed: boolean('send_failed').notNull().default(false),
  },
  (table) => [
    index('otp_codes_phone_created_idx').on(table.phoneNumber, table.createdAt),
    index('otp_codes_ip_created_idx').on(table.ip, table.createdAt),
    index('otp_codes_calling_code_created_idx').on(table.callingCode, table.createdAt),
    index('otp_codes_created_idx').on(table.createdAt),
  ],
);

export const OTP_CHECK_OUTCOMES = ['success', 'wrong', 'expired', 'no_code', 'voided'] as const;

/** Every code check, for the per-phone and per-IP check limits. */
export const otpChecks = pgTable(
  'otp_checks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    phoneNumber: text('phone_number').notNull(),
    ip: text('ip').notNull(),
    outcome: text('outcome', { enum: OTP_CHECK_OUTCOMES }).notNull(),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    index('otp_checks_phone_created_idx').on(table.phoneNumber, table.createdAt),
    index('otp_checks_ip_created_idx').on(table.ip, table.createdAt),
    index('otp_checks_created_idx').on(table.createdAt),
    check('otp_checks_outcome_check', sql`${table.outcome} in ('success', 'wrong', 'expired', 'no_code', 'voided')`),
  ],
);

/** Single-use sign-in links (e-mail login, pay-by-link). */
export const magicTokens = pgTable(
  'magic_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').notNull(),
    createdAt: timestampTz('created_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (table) => [
    index('magic_tokens_user_idx').on(table.userId),
    index('magic_tokens_expires_idx').on(table.expiresAt),
    index('magic_tokens_used_idx')
      .on(table.usedAt)
      .where(sql`${table.usedAt} is not null`),
  ],
);
