import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';

/** What a code confirms; each has its own limits (`modules/confirmation-codes/code-policy.ts`). */
export const CODE_PURPOSES = ['login', 'delete_account', 'withdrawal'] as const;

export const CODE_CHECK_OUTCOMES = ['success', 'wrong', 'expired', 'no_code', 'voided'] as const;

/**
 * One row per SMS code sent (or attempted), whatever it confirms: the code itself and the history
 * the send limits count. `subject` is whom the code is bound to — the E.164 phone for `login`, the
 * user id in decimal for `delete_account` and `withdrawal` — so no user-id foreign key: a login
 * code exists before its account does.
 */
export const confirmationCodes = pgTable(
  'confirmation_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    subject: text('subject').notNull(),
    /** Null only for deletion codes moved from before migration 0008, which did not record it. */
    ip: text('ip'),
    /** An IPv6 client's /56 and /48 (`ipLimitGroups`), counted besides its /64; null for IPv4. */
    ip56: text('ip_56'),
    ip48: text('ip_48'),
    /** Of the phone the SMS went to; the per-country send cap counts it. Null where unknown (moved rows). */
    callingCode: text('calling_code'),
    /** HMAC-SHA256(AUTH_SECRET, scope + subject + ':' + code); see `codeHash`. */
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
    index('confirmation_codes_subject_created_idx').on(table.purpose, table.subject, table.createdAt),
    index('confirmation_codes_ip_created_idx').on(table.purpose, table.ip, table.createdAt),
    index('confirmation_codes_ip56_created_idx').on(table.purpose, table.ip56, table.createdAt),
    index('confirmation_codes_ip48_created_idx').on(table.purpose, table.ip48, table.createdAt),
    index('confirmation_codes_calling_code_created_idx').on(table.purpose, table.callingCode, table.createdAt),
    // The hourly cap across all calling codes counts a purpose's codes by time alone.
    index('confirmation_codes_purpose_created_idx').on(table.purpose, table.createdAt),
    // Housekeeping's retention delete.
    index('confirmation_codes_expires_idx').on(table.expiresAt),
    check('confirmation_codes_purpose_check', sql`${table.purpose} in ('login', 'delete_account', 'withdrawal')`),
  ],
);

/** Every code check, for the per-subject failure cap and the per-IP check limit. */
export const confirmationChecks = pgTable(
  'confirmation_checks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    subject: text('subject').notNull(),
    ip: text('ip').notNull(),
    outcome: text('outcome', { enum: CODE_CHECK_OUTCOMES }).notNull(),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    index('confirmation_checks_subject_created_idx').on(table.purpose, table.subject, table.createdAt),
    index('confirmation_checks_ip_created_idx').on(table.purpose, table.ip, table.createdAt),
    // Housekeeping's retention delete.
    index('confirmation_checks_created_idx').on(table.createdAt),
    check('confirmation_checks_purpose_check', sql`${table.purpose} in ('login', 'delete_account', 'withdrawal')`),
    check('confirmation_checks_outcome_check', sql`${table.outcome} in ('success', 'wrong', 'expired', 'no_code', 'voided')`),
  ],
);
