import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestDatabase } from '../../testing/test-database.js';

/**
 * The columns housekeeping's hourly retention deletes filter on (modules/*\/…-retention.ts and
 * housekeeping.ts). Each must lead an index, or every run scans the whole table: sessions and
 * code checks grow with every visitor.
 */
const RETENTION_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['sessions', 'expires_at'],
  ['sessions', 'revoked_at'],
  ['magic_tokens', 'expires_at'],
  ['magic_tokens', 'used_at'],
  ['email_confirmation_tokens', 'expires_at'],
  ['email_confirmation_tokens', 'used_at'],
  ['confirmation_codes', 'expires_at'],
  ['confirmation_checks', 'created_at'],
  ['jobs', 'done_at'],
];

describe('retention deletes have indexes', () => {
  const ctx = useTestDatabase();

  it('every column a retention delete filters on leads an index of its table', async () => {
    const rows = await ctx.database.rawQuery<{ tablename: string; indexdef: string }>(
      'select tablename, indexdef from pg_indexes where schemaname = current_schema()',
      [],
    );
    const missing = RETENTION_COLUMNS.filter(
      ([table, column]) => !rows.some((row) => row.tablename === table && row.indexdef.includes(`USING btree (${column})`)),
    );
    assert.deepEqual(missing, []);
  });
});
