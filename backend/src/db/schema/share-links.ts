import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ShareCard, ShareField } from '@venue/api';
import { id, timestampTz } from './columns.js';
import { users } from './users.js';

/*
 * Public links to a month's play-statistics card (issue 30), written only by the statistics
 * module. The card is a snapshot holding only the fields the player ticked, so nothing else
 * (phone, surname, addresses unless chosen) is ever stored where the public page can reach it.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The public token: 128 random bits, base64url (22 characters). */
    token: text('token').notNull().unique(),
    /** The client's `short_url_token`: a retried create answers the link made the first time. */
    clientToken: text('client_token').notNull(),
    month: text('month').notNull(),
    fields: jsonb('fields').$type<ShareField[]>().notNull(),
    card: jsonb('card').$type<ShareCard>().notNull(),
    /** The language the card is worded in: the creator's (`Accept-Language`), as they previewed it. */
    language: text('language', { enum: ['pl', 'en', 'uk'] })
      .notNull()
      .default('pl'),
    createdAt: timestampTz('created_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
  },
  (table) => [
    uniqueIndex('share_links_client_token_key').on(table.userId, table.clientToken),
    index('share_links_user_idx').on(table.userId, table.createdAt),
    // The per-player cap counts live links only.
    index('share_links_live_user_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
