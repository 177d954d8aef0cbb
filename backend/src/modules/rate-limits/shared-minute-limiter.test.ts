import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { rateLimitHits } from '../../db/schema/index.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { deleteStaleRateLimitHits, SharedMinuteLimiter } from './shared-minute-limiter.js';

const at = (seconds: number) => new Date(Date.UTC(2030, 5, 3, 12, 0, seconds));

describe('a minute limit counted in the database', () => {
  const ctx = useTestDatabase();

  it('lets the limit through per key in a sliding minute, then says how long to wait', async () => {
    const limiter = new SharedMinuteLimiter(ctx.database.db, 'test', 3);
    for (const second of [0, 10, 20]) assert.equal(await limiter.take('a', at(second)), 0);
    assert.equal(await limiter.take('a', at(30)), 30, 'the hit at :00 ages out at 1:00');
    assert.equal(await limiter.take('b', at(30)), 0, 'another key counts on its own');
    assert.equal(await limiter.take('a', at(61)), 0);
  });

  it('is one count for every limiter of the same name, as two API instances have', async () => {
    const first = new SharedMinuteLimiter(ctx.database.db, 'shared', 4);
    const second = new SharedMinuteLimiter(ctx.database.db, 'shared', 4);
    const other = new SharedMinuteLimiter(ctx.database.db, 'other', 4);
    // A burst split across both at the same instant: the lock per key lets exactly the limit through.
    const waits = await Promise.all(Array.from({ length: 10 }, (_, n) => (n % 2 ? first : second).take('ip', at(0))));
    assert.equal(waits.filter((wait) => wait === 0).length, 4);
    assert.ok(waits.filter((wait) => wait > 0).every((wait) => wait === 60));
    assert.equal(await other.take('ip', at(0)), 0, 'a limit of another name is apart');
  });

  it('housekeeping deletes hits past their minute, of every key', async () => {
    const limiter = new SharedMinuteLimiter(ctx.database.db, 'old', 5);
    await limiter.take('x', at(0));
    await limiter.take('y', at(50));
    await deleteStaleRateLimitHits(ctx.database.db, at(90));
    const [row] = await ctx.database.db.select({ n: count() }).from(rateLimitHits);
    assert.equal(row?.n, 1);
  });
});
