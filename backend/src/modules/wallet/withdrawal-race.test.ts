import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import type { WithdrawalRequestResponse } from '@venue/api';
import { walletEntries, withdrawals } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { InsufficientFundsError, spendAvailable, withWalletLock } from './wallet-lock.js';
import { postToLedger, walletBalance } from './wallet-service.js';

const DEPOSIT = 10_000;

/**
 * The wallet's promise under load: whatever runs at once, no debit is posted that the available
 * balance did not cover at that moment. Entries are posted under the wallet lock in id order, so
 * the running sum of the ledger in id order is the balance each debit saw.
 */
describe('wallet race: 100 withdrawal requests at once, alone and mixed with 100 spends', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    // The money is what is raced here, not the SMS limits (withdrawals.test.ts covers those).
    const unlimited = { freePerHour: 10_000, delayStepSeconds: 0, maxDelaySeconds: 0, ceilingPerHour: 10_000 };
    t = await buildTestApp(ctx.database, {
      codePolicies: {
        withdrawal: { resendCooldownSeconds: 0, sendsPerSubjectPerHour: 10_000, sendsPerSubjectPerDay: 10_000, sendsPerIp: unlimited },
      },
    });
  });

  async function funded(): Promise<{ userId: number; token: string }> {
    const { user, token } = await signIn(t, phone(1));
    await postToLedger(ctx.database.db, {
      userId: user.id,
      type: 'deposit',
      availableDelta: DEPOSIT,
      description: 'Wpłata',
      idempotencyKey: 'race:deposit',
      now: t.clock.now(),
    });
    return { userId: user.id, token };
  }

  const requestBody = (i: number) => ({
    amount: 1000 + ((i * 37) % 40) * 100,
    iban: 'PL61109010140000071219812874',
    account_owner: 'Jan Kowalski',
  });

  /** Replays the ledger in id order (the order the wallet lock let the postings through); fails on a negative balance. */
  async function replayLedger(userId: number) {
    const entries = await ctx.database.db
      .select({ type: walletEntries.type, available: walletEntries.availableDelta, frozen: walletEntries.frozenDelta })
      .from(walletEntries)
      .where(eq(walletEntries.userId, userId))
      .orderBy(asc(walletEntries.id));
    let available = 0;
    let frozen = 0;
    for (const entry of entries) {
      available += entry.available;
      frozen += entry.frozen;
      assert.ok(available >= 0, `available went to ${available}`);
      assert.ok(frozen >= 0, `frozen went to ${frozen}`);
    }
    return entries;
  }

  it('100 requests at once: each replaces the one before, one stays open, nothing is frozen twice', async () => {
    const { userId, token } = await funded();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call<WithdrawalRequestResponse>(t.app, 'POST', '/api/users/user_wallet/withdrawal_request', requestBody(i), bearer(token)),
      ),
    );
    assert.deepEqual(
      answers.filter((answer) => answer.status !== 200).map((answer) => answer.body),
      [],
    );
    const entries = await replayLedger(userId);
    assert.equal(entries.filter((entry) => entry.type === 'freeze').length, 100);
    assert.equal(entries.filter((entry) => entry.type === 'unfreeze').length, 99);
    const open = await ctx.database.db.select().from(withdrawals).where(eq(withdrawals.state, 'requested'));
    assert.equal(open.length, 1);
    assert.deepEqual(await walletBalance(ctx.database.db, userId), {
      available: DEPOSIT - (open[0]?.amount ?? 0),
      frozen: open[0]?.amount,
      currency: 'PLN',
    });
  });

  it('never takes more than the wallet holds, and available never goes below zero', async () => {
    const { userId, token } = await funded();
    const user = { id: userId };
    const { db } = ctx.database;

    const requests = Array.from({ length: 100 }, (_, i) =>
      call<WithdrawalRequestResponse>(t.app, 'POST', '/api/users/user_wallet/withdrawal_request', requestBody(i), bearer(token)),
    );
    const spends = Array.from({ length: 100 }, (_, i) =>
      withWalletLock(db, user.id, (tx) =>
        spendAvailable(tx, {
          userId: user.id,
          type: 'settlement',
          availableDelta: -(300 + (i % 7) * 100),
          description: 'Opłata z portfela',
          idempotencyKey: `race:spend:${i}`,
          now: t.clock.now(),
        }),
      ).then(
        () => 'spent',
        (error: unknown) => (error instanceof InsufficientFundsError ? 'refused' : Promise.reject(error)),
      ),
    );
    const [answers, spent] = await Promise.all([Promise.all(requests), Promise.all(spends)]);

    const statuses = new Set(answers.map((answer) => answer.status));
    assert.deepEqual(
      [...statuses].filter((status) => status !== 200 && status !== 422),
      [],
      'only accepted or refused for funds',
    );
    // Which side wins depends on scheduling; the invariants below must hold whatever it is.
    assert.equal(spent.length, 100);

    const entries = await replayLedger(user.id);
    const settled = -entries.filter((entry) => entry.type === 'settlement').reduce((sum, entry) => sum + entry.available, 0);
    const balance = await walletBalance(db, user.id);
    assert.equal(balance.available + balance.frozen + settled, DEPOSIT, 'frozen + spent + available is what was paid in');
    assert.ok(balance.available >= 0);

    // One open request at most, and it is exactly what stays frozen.
    const open = await db.select().from(withdrawals).where(eq(withdrawals.state, 'requested'));
    assert.ok(open.length <= 1);
    assert.equal(balance.frozen, open[0]?.amount ?? 0);
  });
});
