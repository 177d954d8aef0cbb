import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DrizzleQueryError } from 'drizzle-orm';
import { isDatabaseBusy } from './database-busy.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseBusy', () => {
  it('recognises pg pool timeouts, bare or wrapped by Drizzle', () => {
    const waited = new Error('timeout exceeded when trying to connect');
    assert.equal(isDatabaseBusy(waited), true);
    assert.equal(isDatabaseBusy(new DrizzleQueryError('select 1', [], waited)), true);
    assert.equal(
      isDatabaseBusy(new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') })),
      true,
    );
  });

  it('recognises "too many clients" (SQLSTATE 53300) from PostgreSQL or PGlite', () => {
    const refused = withCode('sorry, too many clients already', '53300');
    assert.equal(isDatabaseBusy(refused), true);
    assert.equal(isDatabaseBusy(new DrizzleQueryError('select 1', [], refused)), true);
  });

  it('leaves every other failure to the generic 500', () => {
    assert.equal(isDatabaseBusy(withCode('duplicate key value violates unique constraint', '23505')), false);
    assert.equal(isDatabaseBusy(new DrizzleQueryError('select 1', [], new Error('connect ECONNREFUSED 127.0.0.1:5432'))), false);
    assert.equal(isDatabaseBusy(new Error('something timeout exceeded when trying to connect later')), false);
    assert.equal(isDatabaseBusy('timeout exceeded when trying to connect'), false);
    assert.equal(isDatabaseBusy(undefined), false);
  });

  it('stops on a cycle of causes', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    assert.equal(isDatabaseBusy(a), false);
  });
});
