import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import type { ApiErrorBody, Wallet, Withdrawal, WithdrawalRequestResponse } from '@venue/api';
import { jobs, walletEntries, withdrawals } from '../../db/schema/index.js';
import { bearer, e164, phone, signIn, wrongCodeFor } from '../../testing/auth-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { runJobs } from '../jobs/job-handlers.js';
import type { PayoutAdapter, PayoutOrder, PayoutOutcome } from '../payouts/payout-adapter.js';
import { PayoutUnreachableError } from '../payouts/payout-adapter.js';
import { SandboxPayouts } from '../payouts/sandbox-payouts.js';
import { postToLedger } from './wallet-service.js';
import { sendWithdrawalPayouts } from './withdrawal-payout.js';

/** A valid Polish account number (checksum verified by ibantools). */
const IBAN = 'PL61 1090 1014 0000 0712 1981 2874';
const IBAN_COMPACT = 'PL61109010140000071219812874';

describe('wallet withdrawals', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  const sandbox = new SandboxPayouts({ delaySeconds: 20, failAll: false });

  before(async () => {
    t = await buildTestApp(ctx.database, { payouts: sandbox });
  });

  type Player = { token: string; userId: number; national: string };

  async function player(n: number, deposit: number): Promise<Player> {
    const national = phone(n);
    const { user, token } = await signIn(t, national);
    if (deposit > 0)
      await postToLedger(ctx.database.db, {
        userId: user.id,
        type: 'deposit',
        availableDelta: deposit,
        description: 'Wpłata',
        idempotencyKey: `test:deposit:${user.id}`,
        now: t.clock.now(),
      });
    return { token, userId: user.id, national };
  }

  const body = (amount: number, extra: Record<string, unknown> = {}) => ({ amount, iban: IBAN, account_owner: 'Jan Kowalski', ...extra });

  function request(app: TestApp, who: Player, payload: unknown, language = 'pl') {
    return call<WithdrawalRequestResponse & ApiErrorBody>(app.app, 'POST', '/api/users/user_wallet/withdrawal_request', payload, {
      headers: { ...bearer(who.token).headers, 'accept-language': language },
    });
  }
  const confirm = (who: Player, code: string) =>
    call<Withdrawal & ApiErrorBody>(
      t.app,
      'POST',
      '/api/users/user_wallet/withdrawal_confirm',
      { verification_code: code },
      bearer(who.token),
    );
  const balance = async (who: Player) => (await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(who.token))).body;
  const list = async (who: Player) =>
    (await call<Withdrawal[]>(t.app, 'GET', '/api/users/user_wallet/withdrawals', undefined, bearer(who.token))).body;
  const codeOf = (who: Player) => t.sms.lastCodeFor(e164(who.national));
  const ledger = async (who: Player) =>
    (
      await ctx.database.db
        .select({ type: walletEntries.type, available: walletEntries.availableDelta, frozen: walletEntries.frozenDelta })
        .from(walletEntries)
        .where(eq(walletEntries.userId, who.userId))
        .orderBy(asc(walletEntries.id))
    ).map((entry) => `${entry.type} ${entry.available}/${entry.frozen}`);

  it('freezes the amount, sends the code in the language of the request and lists the request', async () => {
    const who = await player(1, 20_000);
    const answer = await request(t, who, body(5000), 'en-GB,en;q=0.9');
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const { withdrawal } = answer.body;
    assert.deepEqual(
      [withdrawal.state, withdrawal.amount, withdrawal.iban_last4, withdrawal.account_owner, withdrawal.expected_arrival_date],
      ['requested', 5000, '2874', 'Jan Kowalski', null],
    );
    assert.equal(withdrawal.expires_at, new Date(t.clock.now().getTime() + 5 * 60_000).toISOString());
    assert.equal(answer.body.resend_available_at, new Date(t.clock.now().getTime() + 60_000).toISOString());
    assert.deepEqual(await balance(who), { available: 15_000, frozen: 5000, currency: 'PLN' });
    assert.match(t.sms.sent.at(-1)?.text ?? '', /^Wallet withdrawal code: \d{4}\. .*Do not share it/);
    assert.deepEqual(
      (await list(who)).map((item) => [item.id, item.state]),
      [[withdrawal.id, 'requested']],
    );
    const [stored] = await ctx.database.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal.id));
    assert.equal(stored?.iban, IBAN_COMPACT);
    assert.equal(stored?.language, 'en');
  });

  it('writes the code in Ukrainian or Polish as the app asks', async () => {
    const who = await player(1, 20_000);
    await request(t, who, body(1000), 'uk');
    assert.match(t.sms.sent.at(-1)?.text ?? '', /^Код виведення коштів з гаманця: \d{4}\./);
    t.clock.advance(61);
    await request(t, who, body(1000));
    assert.match(t.sms.sent.at(-1)?.text ?? '', /^Kod wypłaty z portfela: \d{4}\./);
  });

  it('checks amount bounds, the IBAN and the owner’s full name', async () => {
    const who = await player(1, 1_000_000);
    const cases: [unknown, string, string][] = [
      [body(999), 'amount', 'wallet:validation.withdrawalMin'],
      [body(500_001), 'amount', 'wallet:validation.withdrawalMax'],
      [body(1000.5), 'amount', 'validation.invalid'],
      [body(1000, { iban: 'PL61 1090 1014 0000 0712 1981 2875' }), 'iban', 'wallet:validation.iban'],
      [body(1000, { iban: 'DE89370400440532013000' }), 'iban', 'wallet:validation.iban'],
      [body(1000, { account_owner: 'Jan' }), 'account_owner', 'wallet:validation.fullName'],
      [body(1000, { account_owner: '  ' }), 'account_owner', 'validation.required'],
      [{ iban: IBAN, account_owner: 'Jan Kowalski' }, 'amount', 'validation.required'],
    ];
    for (const [payload, field, key] of cases) {
      const answer = await request(t, who, payload);
      assert.equal(answer.status, 400, JSON.stringify(payload));
      assert.equal(answer.body.fieldErrors?.[field]?.key, key, JSON.stringify(answer.body));
    }
    // The bounds themselves pass, and 26 digits without `PL` are a Polish account too.
    assert.equal((await request(t, who, body(1000, { iban: IBAN_COMPACT.slice(2) }))).status, 200);
    t.clock.advance(61);
    assert.equal((await request(t, who, body(500_000))).status, 200);
    assert.equal(t.sms.sent.length > 0, true);
  });

  it('refuses more than the available balance with 422 INSUFFICIENT_FUNDS on the amount, freezing nothing and sending no code', async () => {
    const who = await player(1, 4999);
    const sentBefore = t.sms.sent.length;
    const answer = await request(t, who, body(5000));
    assert.equal(answer.status, 422);
    assert.equal(answer.body.code, 'INSUFFICIENT_FUNDS');
    assert.equal(answer.body.fieldErrors?.amount?.key, 'validation.insufficientFunds');
    assert.deepEqual(await balance(who), { available: 4999, frozen: 0, currency: 'PLN' });
    assert.equal(t.sms.sent.length, sentBefore);
    assert.deepEqual(await list(who), []);
  });

  it('keeps one open request: a new one (the "send again") expires and unfreezes the old one', async () => {
    const who = await player(1, 10_000);
    const first = await request(t, who, body(8000));
    t.clock.advance(61);
    // The old 80 zł is freed first, so 90 zł of the 100 zł can be asked for.
    const second = await request(t, who, body(9000));
    assert.equal(second.status, 200, JSON.stringify(second.body));
    assert.deepEqual(
      (await list(who)).map((item) => [item.id, item.state, item.amount]),
      [
        [second.body.withdrawal.id, 'requested', 9000],
        [first.body.withdrawal.id, 'expired', 8000],
      ],
    );
    assert.deepEqual(await balance(who), { available: 1000, frozen: 9000, currency: 'PLN' });
    assert.deepEqual(await ledger(who), ['deposit 10000/0', 'freeze -8000/8000', 'unfreeze 8000/-8000', 'freeze -9000/9000']);
    // A refused new request (too much) leaves the open one as it was.
    t.clock.advance(61);
    assert.equal((await request(t, who, body(10_001))).status, 422);
    assert.equal((await list(who))[0]?.state, 'requested');
    assert.deepEqual(await balance(who), { available: 1000, frozen: 9000, currency: 'PLN' });
  });

  it('answers a resend within the cooldown with 429 and keeps the open request and its code', async () => {
    const who = await player(1, 10_000);
    const first = await request(t, who, body(2000));
    const code = codeOf(who);
    const again = await request(t, who, body(2000));
    assert.equal(again.status, 429);
    assert.equal(again.body.code, 'RATE_LIMITED');
    assert.equal(again.headers['retry-after'], '60');
    assert.deepEqual(
      (await list(who)).map((item) => item.state),
      ['requested'],
    );
    const confirmed = await confirm(who, code);
    assert.equal(confirmed.status, 200);
    assert.equal(confirmed.body.id, first.body.withdrawal.id);
  });

  it('unfreezes the request when its code cannot be sent', async () => {
    const who = await player(1, 10_000);
    t.sms.failing = true;
    try {
      const answer = await request(t, who, body(3000));
      assert.equal(answer.status, 502);
      assert.equal(answer.body.code, 'SMS_SEND_FAILED');
    } finally {
      t.sms.failing = false;
    }
    assert.deepEqual(await balance(who), { available: 10_000, frozen: 0, currency: 'PLN' });
    assert.deepEqual(
      (await list(who)).map((item) => item.state),
      ['expired'],
    );
  });

  it('confirms with the right code: the arrival day is set and the payout queued; a wrong one is refused', async () => {
    const who = await player(1, 10_000);
    await request(t, who, body(2500));
    const code = codeOf(who);
    const wrong = await confirm(who, wrongCodeFor(code));
    assert.deepEqual([wrong.status, wrong.body.code], [400, 'INVALID_CODE']);
    // Saturday 1 June 2030, 12:00 in Warsaw: leaves on Monday, arrives on Tuesday.
    const confirmed = await confirm(who, code);
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.deepEqual(
      [confirmed.body.state, confirmed.body.expected_arrival_date, confirmed.body.confirmed_at, confirmed.body.expires_at],
      ['confirmed', '2030-06-04', t.clock.now().toISOString(), null],
    );
    const queued = await ctx.database.db
      .select({ kind: jobs.kind, key: jobs.key })
      .from(jobs)
      .where(and(eq(jobs.kind, 'withdrawal_payout'), eq(jobs.key, String(confirmed.body.id))));
    assert.equal(queued.length, 1);
    assert.deepEqual(await balance(who), { available: 7500, frozen: 2500, currency: 'PLN' });
    const again = await confirm(who, code);
    assert.deepEqual([again.status, again.body.code], [409, 'NO_OPEN_WITHDRAWAL']);
  });

  it('follows the withdrawal code limits: 3 wrong tries void the code, then checks from that address wait 5 min, doubling', async () => {
    const who = await player(1, 10_000);
    await request(t, who, body(1000));
    const code = codeOf(who);
    const wrong = wrongCodeFor(code);
    assert.equal((await confirm(who, wrong)).body.code, 'INVALID_CODE');
    assert.equal((await confirm(who, wrong)).body.code, 'INVALID_CODE');
    const third = await confirm(who, wrong);
    assert.deepEqual([third.status, third.body.code], [429, 'TOO_MANY_ATTEMPTS']);
    // The voided code no longer confirms, even when right.
    assert.equal((await confirm(who, code)).status, 429);
    t.clock.advance(61);
    await request(t, who, body(1000));
    const next = codeOf(who);
    // Not a day's lock-out: the address's 4th failure waits 5 min after the 3rd (61 s ago); later ones 10, 20, … ≤ 60 min.
    const slowed = await confirm(who, wrongCodeFor(next));
    assert.deepEqual([slowed.status, slowed.body.code, slowed.headers['retry-after']], [429, 'TOO_MANY_ATTEMPTS', String(300 - 61)]);
    t.clock.advance(300 - 61);
    assert.equal((await confirm(who, next)).status, 200);
  });

  it('sends at most 3 withdrawal codes an hour to an account', async () => {
    const who = await player(1, 10_000);
    for (let i = 0; i < 3; i++) {
      assert.equal((await request(t, who, body(1000))).status, 200);
      t.clock.advance(61);
    }
    const fourth = await request(t, who, body(1000));
    assert.deepEqual([fourth.status, fourth.body.code], [429, 'RATE_LIMITED']);
    assert.equal((await list(who))[0]?.state, 'requested');
  });

  it('expires a request never confirmed when its code does, and unfreezes it by a durable job', async () => {
    const who = await player(1, 10_000);
    const { withdrawal } = (await request(t, who, body(4000))).body;
    const code = codeOf(who);
    t.clock.advance(5 * 60);
    const late = await confirm(who, code);
    assert.deepEqual([late.status, late.body.code], [400, 'CODE_EXPIRED']);
    // The job is a row in the queue, so it runs after a restart just the same.
    const [job] = await ctx.database.db
      .select({ runAt: jobs.runAt, doneAt: jobs.doneAt })
      .from(jobs)
      .where(and(eq(jobs.kind, 'withdrawal_expiry'), eq(jobs.key, String(withdrawal.id))));
    assert.deepEqual(job, { runAt: new Date(withdrawal.expires_at ?? ''), doneAt: null });
    assert.deepEqual(await balance(who), { available: 6000, frozen: 4000, currency: 'PLN' });
    await runJobs(ctx.database.db, t.clock.now());
    assert.deepEqual(await balance(who), { available: 10_000, frozen: 0, currency: 'PLN' });
    assert.equal((await list(who))[0]?.state, 'expired');
    assert.deepEqual(await ledger(who), ['deposit 10000/0', 'freeze -4000/4000', 'unfreeze 4000/-4000']);
    // Running it again changes nothing.
    await runJobs(ctx.database.db, t.clock.now());
    assert.equal((await ledger(who)).length, 3);
  });

  it('does not expire a confirmed withdrawal', async () => {
    const who = await player(1, 10_000);
    await request(t, who, body(4000));
    assert.equal((await confirm(who, codeOf(who))).status, 200);
    t.clock.advance(10 * 60);
    await runJobs(ctx.database.db, t.clock.now());
    assert.equal((await list(who))[0]?.state, 'confirmed');
    assert.deepEqual(await balance(who), { available: 6000, frozen: 4000, currency: 'PLN' });
  });

  async function confirmed(who: Player, amount: number): Promise<Withdrawal> {
    await request(t, who, body(amount));
    const answer = await confirm(who, codeOf(who));
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  }
  const payouts = (adapter: PayoutAdapter = sandbox) =>
    sendWithdrawalPayouts(ctx.database.db, { payouts: adapter, sms: t.sms }, t.clock.now());

  it('pays out in the sandbox after its delay: paid_out, and the frozen amount leaves the wallet', async () => {
    const who = await player(1, 10_000);
    await confirmed(who, 6000);
    assert.equal(await payouts(), 1);
    assert.equal((await list(who))[0]?.state, 'confirmed');
    t.clock.advance(20);
    await payouts();
    const [paid] = await list(who);
    assert.deepEqual([paid?.state, paid?.paid_out_at, paid?.failure_reason], ['paid_out', t.clock.now().toISOString(), null]);
    assert.deepEqual(await balance(who), { available: 4000, frozen: 0, currency: 'PLN' });
    assert.deepEqual(await ledger(who), ['deposit 10000/0', 'freeze -6000/6000', 'withdrawal 0/-6000']);
    // Paid once only.
    t.clock.advance(120);
    assert.equal(await payouts(), 0);
    assert.equal((await ledger(who)).length, 3);
  });

  it('a failed payout unfreezes the money and tells the player in their language', async () => {
    const who = await player(1, 10_000);
    // The sandbox refuses amounts ending in ,13 zł.
    await request(t, who, body(1013), 'en');
    await confirm(who, codeOf(who));
    t.clock.advance(20);
    await payouts();
    const [failed] = await list(who);
    assert.deepEqual([failed?.state, failed?.failure_reason, failed?.paid_out_at], ['failed', 'payout_rejected', null]);
    assert.deepEqual(await balance(who), { available: 10_000, frozen: 0, currency: 'PLN' });
    assert.deepEqual(await ledger(who), ['deposit 10000/0', 'freeze -1013/1013', 'unfreeze 1013/-1013']);
    const notice = t.sms.sent.at(-1);
    assert.equal(notice?.to, e164(who.national));
    assert.match(notice?.text ?? '', /^Your wallet withdrawal of 10,13 zł failed: the bank refused the transfer\. The money is back/);
  });

  it('fails every payout when the sandbox is told to, as payout_unavailable for ,14 zł', async () => {
    const who = await player(1, 10_000);
    await confirmed(who, 2000);
    await payouts(new SandboxPayouts({ delaySeconds: 0, failAll: true }));
    assert.deepEqual(
      (await list(who)).map((item) => [item.state, item.failure_reason]),
      [['failed', 'payout_rejected']],
    );
    t.clock.advance(61);
    await confirmed(who, 1014);
    t.clock.advance(20);
    await payouts();
    assert.deepEqual((await list(who))[0]?.failure_reason, 'payout_unavailable');
    assert.match(t.sms.sent.at(-1)?.text ?? '', /^Wypłata 10,14 zł z portfela nie powiodła się: usługa wypłat była niedostępna/);
    assert.deepEqual(await balance(who), { available: 10_000, frozen: 0, currency: 'PLN' });
  });

  it('keeps a payout it could not hand over and tries it again later, never as failed', async () => {
    const who = await player(1, 10_000);
    await confirmed(who, 3000);
    const calls: PayoutOrder[] = [];
    let reachable = false;
    const flaky: PayoutAdapter = {
      name: 'http',
      async send(order: PayoutOrder): Promise<PayoutOutcome> {
        calls.push(order);
        if (!reachable) throw new PayoutUnreachableError('down');
        return { status: 'paid', reference: 'ref-1' };
      },
    };
    await payouts(flaky);
    assert.equal((await list(who))[0]?.state, 'confirmed');
    await payouts(flaky);
    assert.equal(calls.length, 1, 'claimed for a minute, not retried at once');
    reachable = true;
    t.clock.advance(61);
    await payouts(flaky);
    assert.equal((await list(who))[0]?.state, 'paid_out');
    assert.deepEqual(
      calls.map((order) => [order.amount, order.iban, order.accountOwner]),
      [
        [3000, IBAN_COMPACT, 'Jan Kowalski'],
        [3000, IBAN_COMPACT, 'Jan Kowalski'],
      ],
    );
  });

  it('requires sign-in', async () => {
    for (const [method, url] of [
      ['POST', '/api/users/user_wallet/withdrawal_request'],
      ['POST', '/api/users/user_wallet/withdrawal_confirm'],
      ['GET', '/api/users/user_wallet/withdrawals'],
    ] as const)
      assert.equal((await call(t.app, method, url, method === 'POST' ? {} : undefined)).status, 401, url);
  });
});
