import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestDatabase } from '../testing/test-database.js';
import { sqlLiteral } from './pglite.js';

describe('rawQuery with named statements', () => {
  const ctx = useTestDatabase();

  it('passes every parameter through intact, quotes included, with and without a name', async () => {
    const text = 'select $1::text as t, $2::int as n, $3::timestamptz as at, $4::text as missing';
    const params = ["O'Brien; drop table users; --", 42, '2030-06-03T08:00:00.000Z', null];
    for (const name of [undefined, 'raw_query_test']) {
      const [row] = await ctx.database.rawQuery<{ t: string; n: number; at: Date; missing: null }>(text, params, name);
      assert.equal(row?.t, "O'Brien; drop table users; --");
      assert.equal(row?.n, 42);
      assert.equal(new Date(row?.at ?? 0).toISOString(), '2030-06-03T08:00:00.000Z');
      assert.equal(row?.missing, null);
    }
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, (_, n) => ctx.database.rawQuery<{ v: number }>('select $1::int as v', [n], 'raw_query_concurrent')),
    );
    assert.deepEqual(
      concurrent.map((rows) => rows[0]?.v),
      [0, 1, 2, 3, 4],
    );
    const [again] = await ctx.database.rawQuery<{ t: string }>(text, ['second', 1, '2030-01-01T00:00:00Z', null], 'raw_query_test');
    assert.equal(again?.t, 'second');
  });
});

describe('sqlLiteral (EXECUTE parameters on PGlite)', () => {
  it('writes numbers, booleans, null, dates and strings as SQL, doubling quotes', () => {
    assert.equal(sqlLiteral(12), '12');
    assert.equal(sqlLiteral(-1.5), '-1.5');
    assert.equal(sqlLiteral(true), 'true');
    assert.equal(sqlLiteral(null), 'null');
    assert.equal(sqlLiteral(new Date('2030-06-03T08:00:00Z')), "'2030-06-03T08:00:00.000Z'");
    assert.equal(sqlLiteral("it's"), "'it''s'");
    assert.equal(sqlLiteral('back\\slash'), "'back\\slash'");
  });

  it('refuses what it cannot write safely', () => {
    assert.throws(() => sqlLiteral(Number.NaN));
    assert.throws(() => sqlLiteral('nul\0byte'));
    assert.throws(() => sqlLiteral({ a: 1 }));
  });
});
