import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { asc } from 'drizzle-orm';
import type { ApiErrorBody, WalletTransactionPage, WalletTransactionType } from '@venue/api';
import { venues } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { postToLedger } from './wallet-service.js';

describe('wallet history: filters and paging', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let venueA: number;
  let venueB: number;

  before(async () => {
    t = await buildTestApp(ctx.database);
    const seeded = await ctx.database.db.select({ id: venues.id }).from(venues).orderBy(asc(venues.id)).limit(2);
    venueA = seeded[0]?.id ?? 0;
    venueB = seeded[1]?.id ?? 0;
  });

  type Entry = { type: WalletTransactionType; at: string; amount: number; frozen?: number; venue?: number };

  /** Signs in and posts `entries` to the new user's ledger; answers the bearer token. */
  async function walletWith(entries: Entry[]): Promise<string> {
    const { user, token } = await signIn(t, phone(1));
    for (const [index, entry] of entries.entries()) {
      await postToLedger(ctx.database.db, {
        userId: user.id,
        type: entry.type,
        availableDelta: entry.amount,
        frozenDelta: entry.frozen ?? 0,
        description: 'test',
        venueId: entry.venue ?? null,
        idempotencyKey: `history:${index}`,
        now: new Date(entry.at),
      });
    }
    return token;
  }

  const page = (token: string, query = '') =>
    call<WalletTransactionPage & ApiErrorBody>(t.app, 'GET', `/api/users/user_wallet/transaction_log${query}`, undefined, bearer(token));
  const summary = (body: WalletTransactionPage) => body.items.map((item) => `${item.type}@${item.created_at.slice(0, 16)}`);

  it('pages newest first and counts every matching entry', async () => {
    const token = await walletWith(
      Array.from({ length: 25 }, (_, i) => ({
        type: 'deposit',
        at: `2030-05-${String(i + 1).padStart(2, '0')}T12:00:00Z`,
        amount: 100 + i,
      })),
    );
    const first = await page(token, '?page_size=10');
    assert.equal(first.status, 200);
    assert.deepEqual([first.body.total, first.body.page, first.body.page_size, first.body.items.length], [25, 1, 10, 10]);
    assert.equal(first.body.items[0]?.amount, 124);
    const third = await page(token, '?page=3&page_size=10');
    assert.deepEqual(
      third.body.items.map((item) => item.amount),
      [104, 103, 102, 101, 100],
    );
    assert.equal((await page(token, '?page=4&page_size=10')).body.items.length, 0);
    assert.equal((await page(token)).body.page_size, 20);
  });

  it('filters by one type or several, comma separated or repeated', async () => {
    const token = await walletWith([
      { type: 'deposit', at: '2030-05-01T10:00:00Z', amount: 5000 },
      { type: 'freeze', at: '2030-05-02T10:00:00Z', amount: -1000, frozen: 1000 },
      { type: 'unfreeze', at: '2030-05-03T10:00:00Z', amount: 1000, frozen: -1000 },
      { type: 'service_fee', at: '2030-05-04T10:00:00Z', amount: -100 },
    ]);
    assert.deepEqual(summary((await page(token, '?type=freeze')).body), ['freeze@2030-05-02T10:00']);
    const several = ['unfreeze@2030-05-03T10:00', 'deposit@2030-05-01T10:00'];
    assert.deepEqual(summary((await page(token, '?type=deposit,unfreeze')).body), several);
    assert.deepEqual(summary((await page(token, '?type=deposit&type=unfreeze')).body), several);
    assert.equal((await page(token, '?type=deposit,unfreeze')).body.total, 2);
  });

  it('reads from and to as whole days in Warsaw, both inclusive', async () => {
    const token = await walletWith([
      // 23:30 UTC on 4 May is already 5 May in Warsaw (summer time, UTC+2).
      { type: 'deposit', at: '2030-05-04T21:59:00Z', amount: 1 },
      { type: 'deposit', at: '2030-05-04T22:00:00Z', amount: 2 },
      { type: 'deposit', at: '2030-05-06T21:59:59Z', amount: 3 },
      { type: 'deposit', at: '2030-05-06T22:00:00Z', amount: 4 },
    ]);
    const within = await page(token, '?from=2030-05-05&to=2030-05-06');
    assert.deepEqual(
      within.body.items.map((item) => item.amount),
      [3, 2],
    );
    assert.deepEqual(
      (await page(token, '?from=2030-05-07')).body.items.map((item) => item.amount),
      [4],
    );
    assert.deepEqual(
      (await page(token, '?to=2030-05-04')).body.items.map((item) => item.amount),
      [1],
    );
  });

  it('filters by venue', async () => {
    const token = await walletWith([
      { type: 'refund_cancellation', at: '2030-05-01T10:00:00Z', amount: 100, venue: venueA },
      { type: 'refund_cancellation', at: '2030-05-02T10:00:00Z', amount: 200, venue: venueB },
      { type: 'deposit', at: '2030-05-03T10:00:00Z', amount: 300 },
    ]);
    const atA = await page(token, `?venue_id=${venueA}`);
    assert.deepEqual(
      atA.body.items.map((item) => [item.amount, item.venue_id]),
      [[100, venueA]],
    );
    assert.equal(atA.body.total, 1);
  });

  it("shows only the signed-in user's entries", async () => {
    await walletWith([{ type: 'deposit', at: '2030-05-01T10:00:00Z', amount: 100 }]);
    const other = await signIn(t, phone(2));
    assert.deepEqual((await page(other.token)).body, { items: [], total: 0, page: 1, page_size: 20 });
  });

  it('refuses a bad query with 400 and field errors', async () => {
    const token = await walletWith([]);
    for (const query of ['?page_size=101', '?page=0', '?type=bonus', '?from=2030-13-01', '?venue_id=abc', '?type=deposit,']) {
      const answer = await page(token, query);
      assert.equal(answer.status, 400, query);
      assert.equal(answer.body.code, 'VALIDATION_FAILED', query);
    }
  });
});
