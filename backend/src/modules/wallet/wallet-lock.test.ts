import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { phone, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { InsufficientFundsError, spendAvailable, withWalletLock } from './wallet-lock.js';
import { postToLedger, walletBalance } from './wallet-service.js';

describe('wallet lock and spendAvailable', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  async function fund(userId: number, amount: number): Promise<void> {
    await postToLedger(ctx.database.db, {
      userId,
      type: 'deposit',
      availableDelta: amount,
      description: 'Wpłata',
      idempotencyKey: `test:deposit:${userId}:${amount}`,
      now: t.clock.now(),
    });
  }

  const spend = (userId: number, key: string, amount: number) =>
    withWalletLock(ctx.database.db, userId, (tx) =>
      spendAvailable(tx, {
        userId,
        type: 'settlement',
        availableDelta: -amount,
        description: 'Opłata z portfela',
        idempotencyKey: key,
        now: t.clock.now(),
      }),
    );

  it('spends what the balance covers and refuses the rest with a typed 422 on the amount', async () => {
    const { user } = await signIn(t, phone(1));
    await fund(user.id, 5000);
    assert.equal(await spend(user.id, 'spend:1', 3000), true);
    await assert.rejects(spend(user.id, 'spend:2', 2001), (error: unknown) => {
      assert.ok(error instanceof InsufficientFundsError);
      assert.deepEqual([error.statusCode, error.code, error.available, error.requested], [422, 'INSUFFICIENT_FUNDS', 2000, 2001]);
      assert.equal(error.details.fieldErrors?.amount?.key, 'validation.insufficientFunds');
      return true;
    });
    assert.equal(await spend(user.id, 'spend:3', 2000), true);
    assert.deepEqual(await walletBalance(ctx.database.db, user.id), { available: 0, frozen: 0, currency: 'PLN' });
  });

  it('posts a replayed event once, without checking the balance again', async () => {
    const { user } = await signIn(t, phone(1));
    await fund(user.id, 1000);
    assert.equal(await spend(user.id, 'spend:once', 1000), true);
    assert.equal(await spend(user.id, 'spend:once', 1000), false);
    assert.equal((await walletBalance(ctx.database.db, user.id)).available, 0);
  });

  it('lets 30 simultaneous spends take no more than the wallet holds', async () => {
    const { user } = await signIn(t, phone(1));
    await fund(user.id, 10_000);
    const results = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => spend(user.id, `race:${i}`, 1000)));
    const spent = results.filter((result) => result.status === 'fulfilled').length;
    const refused = results.filter((result) => result.status === 'rejected' && result.reason instanceof InsufficientFundsError).length;
    assert.deepEqual([spent, refused], [10, 20]);
    assert.deepEqual(await walletBalance(ctx.database.db, user.id), { available: 0, frozen: 0, currency: 'PLN' });
  });

  it('refuses to post a credit or a zero through the spending path', async () => {
    const { user } = await signIn(t, phone(1));
    await assert.rejects(spend(user.id, 'credit', -100), /debits only/);
  });
});
