import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.js';

/**
 * One row per request a shared minute limit let through (registry lookups, payments started by
 * link): every API instance counts the same rows, so a limit holds however many instances serve.
 * `key` is the limit's name and what it counts by (`registry:ip:…`). Rows older than a minute
 * count for nothing; the limiter and housekeeping delete them.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull(),
    hitAt: timestampTz('hit_at').notNull(),
  },
  (table) => [index('rate_limit_hits_key_hit_idx').on(table.key, table.hitAt), index('rate_limit_hits_hit_idx').on(table.hitAt)],
);
