import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';

/** Messages the local adapters "sent": readable at GET /api/dev/outbox in development. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    sentAt: timestampTz('sent_at').notNull(),
  },
  (table) => [
    index('dev_outbox_sent_idx').on(table.sentAt),
    index('dev_outbox_recipient_idx').on(table.recipient),
    check('dev_outbox_channel_check', sql`${table.channel} in ('sms', 'email')`),
  ],
);
