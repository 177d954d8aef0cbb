import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns.js';
import { reservations } from './reservations.js';
import { users } from './users.js';
import { venues } from './venues.js';

export const PAYMENT_STATUSES = [
  'PENDING',
  'SUCCESS',
  'VOIDED',
  'NOTCONFIRMED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'ABANDONED',
  'CONFIRMED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One online transaction at the gateway, for one or more reservations; amounts in grosze. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    /** Public handle (pay-by-link visitors read the status with it). */
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Who paid: the owner (`user_id`) for the owner's own payments; another signed-in user or null
     * (a visitor) for pay-by-link. Refunds go back to the payer: the owner's wallet, else the gateway.
     */
    payerUserId: integer('payer_user_id').references(() => users.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    gateway: text('gateway', { enum: ['sandbox', 'autopay'] }).notNull(),
    methodId: integer('method_id').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    /** What the gateway charges: reservations plus the service fee. */
    amountGrosze: integer('amount_grosze').notNull(),
    serviceFeeGrosze: integer('service_fee_grosze').notNull(),
    currency: text('currency').notNull().default('PLN'),
    /** Refunded through the gateway so far (the status says REFUNDED once it is the whole amount). */
    refundedGrosze: integer('refunded_grosze').notNull().default(0),
    /** Random token of the sandbox page / the gateway's transaction reference once known. */
    gatewayToken: text('gateway_token').notNull().unique(),
    redirectUrl: text('redirect_url'),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  (table) => [index('payments_user_idx').on(table.userId), check('payments_amount', sql`${table.amountGrosze} > 0`)],
);

export const paymentReservations = pgTable(
  'payment_reservations',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    amountGrosze: integer('amount_grosze').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.reservationId] }),
    index('payment_reservations_reservation_idx').on(table.reservationId),
  ],
);

/**
 * Money going back to a payer through the gateway (the payer is not the owner, or the owner's
 * account is closed). Written in the transaction that decides the refund, under a unique key naming
 * the business event, and sent to the gateway after commit (and retried by the job poller), so a
 * refund is neither lost nor asked for twice. `claimed_until` keeps two senders off one row.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    /** Also the request id sent to the gateway, so a retried request can be recognised there. */
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    reservationId: integer('reservation_id').references(() => reservations.id),
    amountGrosze: integer('amount_grosze').notNull(),
    key: text('key').notNull().unique(),
    state: text('state', { enum: ['requested', 'sent'] })
      .notNull()
      .default('requested'),
    remoteRefundId: text('remote_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedUntil: timestampTz('claimed_until'),
    createdAt: timestampTz('created_at').notNull(),
    sentAt: timestampTz('sent_at'),
  },
  (table) => [
    check('payment_refunds_amount', sql`${table.amountGrosze} > 0`),
    index('payment_refunds_requested_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'requested'`),
  ],
);

/**
 * Every verified gateway notification, once per (gateway, transaction, status): a replay hits the
 * unique key and changes nothing.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    remoteId: text('remote_id').notNull(),
    status: text('status').notNull(),
    /** Whether it moved the payment (an out-of-order or late status is recorded but not applied). */
    applied: text('applied', { enum: ['applied', 'ignored'] }).notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestampTz('received_at').notNull(),
  },
  (table) => [unique('payment_notifications_once').on(table.gateway, table.remoteId, table.status)],
);

/**
 * Durable background work. Workers claim due rows with FOR UPDATE SKIP LOCKED inside a transaction,
 * so several instances never run one job twice; `kind` + `key` makes enqueueing idempotent.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    runAt: timestampTz('run_at').notNull(),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestampTz('done_at'),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    unique('jobs_kind_key').on(table.kind, table.key),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} is null`),
    // Housekeeping's delete of long-finished jobs.
    index('jobs_done_idx')
      .on(table.doneAt)
      .where(sql`${table.doneAt} is not null`),
  ],
);
