import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  PaymentSchema,
  type ApiErrorBody,
  type CreateReservationResponse,
  type Payment,
  type Reservation,
  type Wallet,
  type WalletTransaction,
} from '@venue/api';
import { walletEntries } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { buildPaymentTestApp, tokenFromRedirect, type PaymentTestApp } from '../../testing/payment-helpers.js';
import { call } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { cancelReservation } from '../reservations/cancellation.js';
import { markPaid } from '../reservations/payment-state.js';
import { sendRequestedRefunds } from './refunds.js';
import { SANDBOX_BLIK_CODES } from './sandbox-gateway.js';
import { SANDBOX_PAGE_CSP } from './sandbox-page.js';

describe('payments with the sandbox gateway', () => {
  const ctx = useTestDatabase();
  let t: PaymentTestApp;
  let token: string;
  let userId: number;

  before(async () => {
    t = await buildPaymentTestApp(ctx.database);
  });

  beforeEach(async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    const signed = await signIn(t, phone(1));
    token = signed.token;
    userId = signed.user.id;
  });

  async function reserve(start = '2030-06-03T14:00:00Z', minutes = 60, as = token): Promise<Reservation> {
    const response = await call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, 1, start, minutes, { payment: 'online' }),
      bearer(as),
    );
    assert.equal(response.status, 201, JSON.stringify(response.body));
    const reservation = response.body.reservations[0];
    assert.ok(reservation);
    return reservation;
  }

  async function pay(
    reservation: Reservation,
    method: { method_id: 509; blik_code: string } | { method_id: 106 },
    as: string | null = token,
  ) {
    return call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: reservation.venue_id, reservation_id: reservation.id, ...method },
      as ? bearer(as) : {},
    );
  }

  const payment = async (id: number | string, as: string | null = token) =>
    call<Payment>(t.app, 'GET', `/api/users/payment/${id}`, undefined, as ? bearer(as) : {});
  const reservationOf = async (id: number) =>
    (await call<Reservation>(t.app, 'GET', `/api/users/reservation/single/${id}`, undefined, bearer(token))).body;
  const ledger = async () => ctx.database.db.select().from(walletEntries).where(eq(walletEntries.userId, userId)).orderBy(walletEntries.id);

  it('BLIK with the approving test code: PENDING at once, SUCCESS after the signed notification; money settles once', async () => {
    const reservation = await reserve();
    const created = await pay(reservation, { method_id: 509, blik_code: SANDBOX_BLIK_CODES.approve });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.ok(v.is(PaymentSchema, created.body));
    assert.deepEqual(
      [created.body.status, created.body.amount, created.body.service_fee, created.body.redirect_url],
      ['PENDING', 9198, 198, null],
    );
    await t.gateway.settled();
    assert.equal((await payment(created.body.id)).body.status, 'SUCCESS');
    assert.equal((await reservationOf(reservation.id)).payment_status, 'paid');
    assert.deepEqual(
      (await ledger()).map((entry) => [entry.type, entry.availableDelta]),
      [
        ['deposit', 9198],
        ['service_fee', -198],
        ['settlement', -9000],
      ],
    );
    const wallet = await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(token));
    assert.equal(wallet.body.available, 0);
    const again = await pay(reservation, { method_id: 509, blik_code: SANDBOX_BLIK_CODES.approve });
    assert.deepEqual([again.status, (again.body as unknown as ApiErrorBody).code], [409, 'ALREADY_PAID']);
  });

  it('BLIK decline code voids the payment; the pending code leaves it PENDING', async () => {
    const declined = await pay(await reserve(), { method_id: 509, blik_code: SANDBOX_BLIK_CODES.decline });
    const pending = await pay(await reserve('2030-06-03T16:00:00Z'), { method_id: 509, blik_code: SANDBOX_BLIK_CODES.pending });
    await t.gateway.settled();
    assert.equal((await payment(declined.body.id)).body.status, 'VOIDED');
    assert.equal((await reservationOf(declined.body.reservation_ids[0] ?? 0)).payment_status, 'pending_online');
    assert.equal((await payment(pending.body.id)).body.status, 'PENDING');
    assert.equal((await reservationOf(pending.body.reservation_ids[0] ?? 0)).payment_status, 'pending');
    assert.deepEqual(await ledger(), []);
  });

  it('bank transfer: the sandbox page approves or declines and returns to the app', async () => {
    const approved = await pay(await reserve(), { method_id: 106 });
    assert.match(approved.body.redirect_url ?? '', /\/api\/sandbox\/pay\//);
    const pageUrl = new URL(approved.body.redirect_url ?? '');
    const page = await t.app.inject({ method: 'GET', url: `${pageUrl.pathname}${pageUrl.search}` });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.match(page.body, /91,98 zł/);
    // The page's own policy lets its inline style sheet in (the API's default would block it).
    assert.equal(page.headers['content-security-policy'], SANDBOX_PAGE_CSP);
    const tokenValue = tokenFromRedirect(approved.body.redirect_url);
    const approve = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/pay/${tokenValue}/approve?return=${encodeURIComponent(`http://localhost:3000/payment-status/${approved.body.id}`)}`,
    });
    assert.equal(approve.statusCode, 303);
    assert.equal(String(approve.headers.location), `http://localhost:3000/payment-status/${approved.body.id}`);
    assert.equal((await payment(approved.body.id)).body.status, 'SUCCESS');

    const declined = await pay(await reserve('2030-06-03T16:00:00Z'), { method_id: 106 });
    const decline = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/pay/${tokenFromRedirect(declined.body.redirect_url)}/decline?return=https://evil.example/`,
    });
    assert.equal(String(decline.headers.location), 'http://localhost:3000/');
    assert.equal((await payment(declined.body.id)).body.status, 'VOIDED');
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/sandbox/pay/forged.token' })).statusCode, 404);
  });

  it('refuses notifications with a bad signature, amount or currency, changing nothing', async () => {
    const created = await pay(await reserve(), { method_id: 106 });
    const good = t.gateway.notificationFor(tokenFromRedirect(created.body.redirect_url), 'SUCCESS');
    assert.ok(good);
    const { hash: _hash, ...unsigned } = good;
    const attempts = [
      { ...good, hash: good.hash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      { ...good, amount: '0.01' },
      t.gateway.sign({ ...unsigned, amount: '0.01' }),
      t.gateway.sign({ ...unsigned, currency: 'EUR' }),
      { ...good, hash: undefined },
      'not json',
    ];
    for (const attempt of attempts) {
      const status = (await t.notify(attempt)).status;
      assert.ok(status >= 400 && status < 500, `${JSON.stringify(attempt)} → ${status}`);
    }
    assert.equal((await payment(created.body.id)).body.status, 'PENDING');
    assert.deepEqual(await ledger(), []);
  });

  it('a notification replayed 100 times (also concurrently) posts money once', async () => {
    const created = await pay(await reserve(), { method_id: 106 });
    const notification = t.gateway.notificationFor(tokenFromRedirect(created.body.redirect_url), 'SUCCESS');
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.notify(notification)));
    for (let n = 0; n < 50; n += 1) answers.push(await t.notify(notification));
    assert.ok(answers.every((answer) => answer.status === 200));
    assert.equal((await ledger()).length, 3);
    assert.equal((await payment(created.body.id)).body.status, 'SUCCESS');
  });

  it('out-of-order deliveries never move a payment backwards', async () => {
    const created = await pay(await reserve(), { method_id: 106 });
    const tokenValue = tokenFromRedirect(created.body.redirect_url);
    assert.equal((await t.notify(t.gateway.notificationFor(tokenValue, 'SUCCESS'))).status, 200);
    for (const late of ['PENDING', 'NOTCONFIRMED', 'VOIDED'] as const)
      assert.equal((await t.notify(t.gateway.notificationFor(tokenValue, late))).status, 200);
    assert.equal((await payment(created.body.id)).body.status, 'SUCCESS');
    assert.equal((await reservationOf(created.body.reservation_ids[0] ?? 0)).payment_status, 'paid');
    assert.equal((await ledger()).length, 3);
  });

  it('only the owner reads a payment by id (others get 404); the uuid link works for visitors', async () => {
    const reservation = await reserve();
    const created = await pay(reservation, { method_id: 106 });
    const other = await signIn(t, phone(2));
    const foreign = await payment(created.body.id, other.token);
    assert.deepEqual([foreign.status, (foreign.body as unknown as ApiErrorBody).code], [404, 'NOT_FOUND']);
    assert.equal((await payment(999999, other.token)).status, 404);
    assert.equal((await payment(created.body.id, null)).status, 401);
    const byUuid = (await payment(created.body.payment_uuid, null)).body;
    assert.equal(byUuid.id, created.body.id);
    // It restates what it pays for, so the status page can say what was booked.
    assert.deepEqual(byUuid.bookings, [
      {
        reservation_id: reservation.id,
        reservation_uuid: reservation.reservation_uuid,
        state: 'active',
        venue_name: reservation.venue_name,
        venue_address: byUuid.bookings[0]?.venue_address,
        venue_city: byUuid.bookings[0]?.venue_city,
        venue_timezone: reservation.venue_timezone,
        sport_object_name: reservation.sport_object_name,
        start_time: reservation.start_time,
        end_time: reservation.end_time,
        price: reservation.base_price - reservation.discount,
      },
    ]);
    assert.ok(byUuid.bookings[0]?.venue_address);
    assert.equal((await pay(await reserve('2030-06-03T16:00:00Z'), { method_id: 106 }, other.token)).status, 404);
  });

  it('pay-by-link: a visitor pays a reservation by its uuid', async () => {
    const reservation = await reserve();
    const shown = await call<Reservation>(t.app, 'GET', `/api/public/reservation/${reservation.reservation_uuid}`);
    assert.deepEqual([shown.status, shown.body.id, shown.body.total], [200, reservation.id, 9198]);
    assert.equal((await call(t.app, 'GET', `/api/public/reservation/${reservation.id}`)).status, 400);
    assert.equal((await call(t.app, 'GET', '/api/public/reservation/00000000-0000-4000-8000-000000000000')).status, 404);
    const created = await call<Payment>(t.app, 'POST', '/api/users/payment/create', {
      venue_id: 1,
      reservation_uuid: reservation.reservation_uuid,
      method_id: 509,
      blik_code: SANDBOX_BLIK_CODES.approve,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    await t.gateway.settled();
    assert.equal((await payment(created.body.payment_uuid, null)).body.status, 'SUCCESS');
    assert.equal((await reservationOf(reservation.id)).payment_status, 'paid');
    const noAuthById = await call(t.app, 'POST', '/api/users/payment/create', {
      venue_id: 1,
      reservation_id: reservation.id,
      method_id: 106,
    });
    assert.equal(noAuthById.status, 401);
  });

  it('pay-by-link: a stale token does not stop the payment, but still counts when paying by id', async () => {
    const reservation = await reserve('2030-06-03T18:00:00Z');
    const stale = bearer('not-a-live-token');
    const byLink = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: 1, reservation_uuid: reservation.reservation_uuid, method_id: 106 },
      stale,
    );
    assert.equal(byLink.status, 201, JSON.stringify(byLink.body));
    const byId = await call(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: 1, reservation_id: reservation.id, method_id: 106 },
      stale,
    );
    assert.equal(byId.status, 401);
  });

  it('bank transfer returns the payer to the app: a signed-in one to /payment-status/:id, a pay-by-link visitor to /payment/status/:uuid', async () => {
    /** Follows the sandbox page's approve link as a browser would; answers where the user lands. */
    const approveAndLand = async (redirectUrl: string | null) => {
      const pageUrl = new URL(redirectUrl ?? '');
      const page = await t.app.inject({ method: 'GET', url: `${pageUrl.pathname}${pageUrl.search}` });
      assert.equal(page.statusCode, 200);
      const href = /id="approve" href="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
      assert.ok(href, page.body);
      const approve = await t.app.inject({ method: 'GET', url: new URL(href, pageUrl).pathname + new URL(href, pageUrl).search });
      assert.equal(approve.statusCode, 303);
      return String(approve.headers.location);
    };
    const appUrl = t.app.deps.config.payments.appUrl;

    const signedIn = await pay(await reserve(), { method_id: 106 });
    assert.equal(new URL(signedIn.body.redirect_url ?? '').searchParams.get('return'), `${appUrl}/payment-status/${signedIn.body.id}`);
    assert.equal(await approveAndLand(signedIn.body.redirect_url), `${appUrl}/payment-status/${signedIn.body.id}`);
    assert.equal((await payment(signedIn.body.id)).body.status, 'SUCCESS');

    // The visitor has no session, so the page behind sign-in would not show them anything.
    const reservation = await reserve('2030-06-03T16:00:00Z');
    const byLink = await call<Payment>(t.app, 'POST', '/api/users/payment/create', {
      venue_id: 1,
      reservation_uuid: reservation.reservation_uuid,
      method_id: 106,
    });
    assert.equal(byLink.status, 201, JSON.stringify(byLink.body));
    assert.equal(
      new URL(byLink.body.redirect_url ?? '').searchParams.get('return'),
      `${appUrl}/payment/status/${byLink.body.payment_uuid}`,
    );
    assert.equal(await approveAndLand(byLink.body.redirect_url), `${appUrl}/payment/status/${byLink.body.payment_uuid}`);
    assert.equal((await payment(byLink.body.payment_uuid, null)).body.status, 'SUCCESS');
  });

  it('bulk: pays chosen reservations in one payment with one service fee', async () => {
    const first = await reserve('2030-06-03T14:00:00Z');
    const second = await reserve('2030-06-04T14:00:00Z', 90);
    const created = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/reservation/bulk',
      { venue_id: 1, reservation_id: [first.id, second.id], method_id: 509, blik_code: SANDBOX_BLIK_CODES.approve },
      bearer(token),
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.amount, 9000 + 13500 + 198);
    await t.gateway.settled();
    assert.equal((await reservationOf(first.id)).payment_status, 'paid');
    assert.equal((await reservationOf(second.id)).payment_status, 'paid');
    // The wallet history can say how many reservations the payment was for.
    const log = await call<{ items: WalletTransaction[] }>(
      t.app,
      'GET',
      '/api/users/user_wallet/transaction_log',
      undefined,
      bearer(token),
    );
    assert.deepEqual(
      log.body.items.map((entry) => [entry.type, entry.reservation_id, entry.payment_reservation_count, entry.refund_reason]),
      [
        ['settlement', second.id, 2, null],
        ['settlement', first.id, 2, null],
        ['service_fee', null, 2, null],
        ['deposit', null, 2, null],
      ],
    );
    const missingCode = await call<ApiErrorBody>(
      t.app,
      'POST',
      '/api/users/payment/reservation/bulk',
      { venue_id: 1, reservation_id: [first.id], method_id: 509 },
      bearer(token),
    );
    assert.equal(missingCode.body.fieldErrors?.blik_code?.key, 'validation.required');
  });

  it('the Autopay-style method list and legal data are served on the marketplace base', async () => {
    const methods = await call<{ id: number }[]>(t.app, 'POST', '/api/marketplace/autopay/getmethods');
    assert.deepEqual(
      methods.body.map((method) => method.id),
      [509, 106],
    );
    const legal = await call<{ method_id: number; information_clause: string }>(t.app, 'POST', '/api/marketplace/autopay/getlegaldata', {
      method_id: 509,
    });
    assert.equal(legal.body.method_id, 509);
    // Without a language the texts are Polish, the product's default.
    assert.match(legal.body.information_clause, /Środowisko testowe/);
  });

  it("legal texts come in the payer's language, and an unknown language is a 400 with a field error", async () => {
    const english = await call<{ information_clause: string }>(t.app, 'POST', '/api/marketplace/autopay/getlegaldata', {
      method_id: 106,
      language: 'en',
    });
    assert.match(english.body.information_clause, /Test environment/);
    const ukrainian = await call<{ information_clause: string }>(t.app, 'POST', '/api/marketplace/autopay/getlegaldata', {
      method_id: 106,
      language: 'uk',
    });
    assert.match(ukrainian.body.information_clause, /Тестове середовище/);
    const unknown = await call<{ fieldErrors?: Record<string, { key: string }> }>(t.app, 'POST', '/api/marketplace/autopay/getlegaldata', {
      method_id: 106,
      language: 'de',
    });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.fieldErrors?.language?.key, 'validation.invalid');
  });

  it('a second payment voids the live one; money still arriving on the voided one goes back to the wallet, visibly', async () => {
    const reservation = await reserve();
    const first = await pay(reservation, { method_id: 106 });
    const second = await pay(reservation, { method_id: 106 });
    assert.deepEqual([first.status, second.status], [201, 201]);
    assert.equal((await payment(first.body.id)).body.status, 'VOIDED');
    assert.equal((await payment(second.body.id)).body.status, 'PENDING');
    assert.equal((await reservationOf(reservation.id)).payment_status, 'pending');
    // Both pages were left open and both were paid: the voided one pays for nothing.
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(first.body.redirect_url), 'SUCCESS'))).status, 200);
    assert.equal((await reservationOf(reservation.id)).payment_status, 'pending');
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(second.body.redirect_url), 'SUCCESS'))).status, 200);
    assert.equal((await reservationOf(reservation.id)).payment_status, 'paid');
    assert.deepEqual(
      (await ledger()).map((entry) => [entry.type, entry.availableDelta, entry.reservationId, entry.paymentId]),
      [
        ['deposit', 198, null, first.body.id],
        ['service_fee', -198, null, first.body.id],
        ['refund_cancellation', 9000, reservation.id, first.body.id],
        ['deposit', 9198, null, second.body.id],
        ['service_fee', -198, null, second.body.id],
        ['settlement', -9000, reservation.id, second.body.id],
      ],
    );
    const wallet = await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(token));
    assert.equal(wallet.body.available, 9000);
    const log = await call<{ items: WalletTransaction[] }>(
      t.app,
      'GET',
      '/api/users/user_wallet/transaction_log',
      undefined,
      bearer(token),
    );
    const refund = log.body.items.find((entry) => entry.type === 'refund_cancellation');
    assert.deepEqual(
      [refund?.refund_reason, refund?.payment_id, refund?.reservation_id, refund?.payment_reservation_count],
      ['payment_voided', first.body.id, reservation.id, 1],
    );
    assert.deepEqual(t.gateway.refunds, []);
  });

  it(
    'concurrent payment starts for one reservation leave one live payment, and it alone can pay for the booking',
    { timeout: 30_000 },
    async () => {
      const reservation = await reserve();
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 20 }, () => pay(reservation, { method_id: 106 })));
      assert.deepEqual(
        answers.map((answer) => answer.status),
        answers.map(() => 201),
      );
      const statuses = await Promise.all(answers.map(async (answer) => (await payment(answer.body.id)).body.status));
      assert.equal(statuses.filter((status) => status === 'PENDING').length, 1, statuses.join());
      assert.equal(statuses.filter((status) => status === 'VOIDED').length, 19);
      // Every page is paid, in any order: one settlement, the rest back in the wallet.
      await Promise.all(
        answers.map((answer) => t.notify(t.gateway.notificationFor(tokenFromRedirect(answer.body.redirect_url), 'SUCCESS'))),
      );
      const entries = await ledger();
      assert.equal(entries.filter((entry) => entry.type === 'settlement').length, 1);
      assert.equal(entries.filter((entry) => entry.type === 'refund_cancellation').length, 19);
      const live = answers[statuses.indexOf('PENDING')];
      assert.equal(entries.find((entry) => entry.type === 'settlement')?.paymentId, live?.body.id);
      assert.equal((await reservationOf(reservation.id)).payment_status, 'paid');
      console.log(`# 20 concurrent payment starts and their notifications on ${ctx.database.kind}: ${Date.now() - started} ms`);
    },
  );

  /** Starts a payment by the reservation's link, as a visitor (no session). */
  const payByLink = (reservation: Reservation, method: { method_id: 509; blik_code: string } | { method_id: 106 }) =>
    call<Payment>(t.app, 'POST', '/api/users/payment/create', {
      venue_id: reservation.venue_id,
      reservation_uuid: reservation.reservation_uuid,
      ...method,
    });
  const refundsOf = (paymentUuid: string) => t.gateway.refunds.filter((refund) => refund.orderId === paymentUuid);

  it('pay-by-link: money that pays for nothing goes back whole through the gateway (REFUNDED), never to the owner', async () => {
    t.gateway.refunds.length = 0;
    const reservation = await reserve();
    const byLink = await payByLink(reservation, { method_id: 106 });
    assert.equal(byLink.status, 201, JSON.stringify(byLink.body));
    // The owner starts a payment of their own meanwhile: the visitor's is voided, then paid anyway.
    const own = await pay(reservation, { method_id: 106 });
    assert.equal((await payment(byLink.body.payment_uuid, null)).body.status, 'VOIDED');
    assert.equal((await t.notify(t.gateway.notificationFor(tokenFromRedirect(byLink.body.redirect_url), 'SUCCESS'))).status, 200);
    const after = await payment(byLink.body.payment_uuid, null);
    assert.equal(after.body.status, 'REFUNDED');
    assert.deepEqual(
      refundsOf(byLink.body.payment_uuid).map((refund) => refund.amountGrosze),
      [9198],
    );
    assert.match(refundsOf(byLink.body.payment_uuid)[0]?.remoteId ?? '', /^SBX/);
    assert.deepEqual(await ledger(), []);
    // A replayed notification sends nothing more.
    await t.notify(t.gateway.notificationFor(tokenFromRedirect(byLink.body.redirect_url), 'SUCCESS'));
    assert.equal(refundsOf(byLink.body.payment_uuid).length, 1);
    assert.equal((await payment(own.body.id)).body.status, 'PENDING');
    assert.equal((await reservationOf(reservation.id)).payment_status, 'pending');
  });

  it("pay-by-link: cancelling in time refunds the price to the payer through the gateway (PARTIALLY_REFUNDED), not to the owner's wallet", async () => {
    t.gateway.refunds.length = 0;
    const reservation = await reserve();
    const byLink = await payByLink(reservation, { method_id: 509, blik_code: SANDBOX_BLIK_CODES.approve });
    await t.gateway.settled();
    assert.equal((await reservationOf(reservation.id)).payment_status, 'paid');
    const cancelled = await call<Reservation>(t.app, 'DELETE', `/api/users/reservation/${reservation.id}`, undefined, bearer(token));
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal((await payment(byLink.body.payment_uuid, null)).body.status, 'PARTIALLY_REFUNDED');
    // The reservation says so too, instead of a green "paid".
    assert.equal(cancelled.body.payment_status, 'refunded');
    assert.deepEqual(
      refundsOf(byLink.body.payment_uuid).map((refund) => refund.amountGrosze),
      [9000],
    );
    const wallet = await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(token));
    assert.equal(wallet.body.available, 0);
    assert.ok((await ledger()).every((entry) => entry.type !== 'refund_cancellation'));
  });

  it('pay-by-link by the signed-in owner is the owner paying: a refund goes to the wallet', async () => {
    t.gateway.refunds.length = 0;
    const reservation = await reserve();
    const byLink = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/create',
      { venue_id: 1, reservation_uuid: reservation.reservation_uuid, method_id: 509, blik_code: SANDBOX_BLIK_CODES.approve },
      bearer(token),
    );
    assert.equal(byLink.status, 201);
    await t.gateway.settled();
    assert.equal((await call(t.app, 'DELETE', `/api/users/reservation/${reservation.id}`, undefined, bearer(token))).status, 200);
    assert.equal((await payment(byLink.body.id)).body.status, 'SUCCESS');
    assert.equal((await reservationOf(reservation.id)).payment_status, 'refunded');
    assert.deepEqual(t.gateway.refunds, []);
    assert.equal((await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(token))).body.available, 9000);
  });

  it('a cancellation racing the success notification refunds the money exactly once, to whoever paid', { timeout: 30_000 }, async () => {
    t.gateway.refunds.length = 0;
    const started = Date.now();
    const cases = [];
    for (let n = 0; n < 10; n += 1) {
      const reservation = await reserve(`2030-06-0${3 + (n % 5)}T${String(8 + Math.floor(n / 5) * 2).padStart(2, '0')}:00:00Z`);
      const byLink = n % 2 === 1;
      const created = byLink ? await payByLink(reservation, { method_id: 106 }) : await pay(reservation, { method_id: 106 });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      cases.push({ reservation, byLink, payment: created.body });
    }
    const answers = await Promise.all(
      cases.flatMap(({ reservation, payment: created }) => [
        call(t.app, 'DELETE', `/api/users/reservation/${reservation.id}`, undefined, bearer(token)),
        t.notify(t.gateway.notificationFor(tokenFromRedirect(created.redirect_url), 'SUCCESS')),
      ]),
    );
    assert.ok(
      answers.every((answer) => answer.status === 200),
      answers.map((answer) => answer.status).join(),
    );
    const entries = await ledger();
    for (const { reservation, byLink, payment: created } of cases) {
      const walletRefunds = entries.filter((entry) => entry.type === 'refund_cancellation' && entry.reservationId === reservation.id);
      const gatewayRefunds = refundsOf(created.payment_uuid);
      if (byLink) {
        assert.deepEqual([walletRefunds.length, gatewayRefunds.length], [0, 1], `reservation ${reservation.id}`);
      } else {
        const price = created.amount - created.service_fee;
        assert.deepEqual(
          [walletRefunds.map((entry) => entry.availableDelta), gatewayRefunds.length],
          [[price], 0],
          `reservation ${reservation.id}`,
        );
      }
      assert.equal((await reservationOf(reservation.id)).state, 'cancelled');
    }
    // The owner's own five: each price back, whichever came first; the visitors' money never lands here.
    const owed = cases.filter((item) => !item.byLink).reduce((sum, item) => sum + item.payment.amount - item.payment.service_fee, 0);
    assert.equal((await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(token))).body.available, owed);
    console.log(`# 10 cancellations racing their payments on ${ctx.database.kind}: ${Date.now() - started} ms`);
  });

  it("a success notification committing between the cancellation's read and its transaction still gets refunded", async () => {
    t.gateway.refunds.length = 0;
    for (const byLink of [false, true]) {
      const reservation = await reserve(byLink ? '2030-06-04T14:00:00Z' : '2030-06-03T14:00:00Z');
      const created = byLink ? await payByLink(reservation, { method_id: 106 }) : await pay(reservation, { method_id: 106 });
      const notification = t.gateway.notificationFor(tokenFromRedirect(created.body.redirect_url), 'SUCCESS');
      // The money lands exactly when the cancellation, having read the reservation unpaid, opens its transaction.
      const db = ctx.database.db;
      const racing = new Proxy(db, {
        get(target, property, receiver) {
          if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
          return async (...args: Parameters<typeof db.transaction>) => {
            assert.equal((await t.notify(notification)).status, 200);
            return target.transaction(...args);
          };
        },
      });
      const cancelled = await cancelReservation(racing, userId, String(reservation.id), t.clock.now());
      assert.equal(cancelled.state, 'cancelled');
      await sendRequestedRefunds(db, t.gateway, t.clock.now());
      const walletRefunds = (await ledger()).filter(
        (entry) => entry.type === 'refund_cancellation' && entry.reservationId === reservation.id,
      );
      assert.deepEqual(
        [walletRefunds.map((entry) => entry.availableDelta), refundsOf(created.body.payment_uuid).map((refund) => refund.amountGrosze)],
        byLink ? [[], [9000]] : [[9000], []],
      );
    }
  });

  it('a reservation row paid elsewhere is never charged twice', async () => {
    const reservation = await reserve();
    await markPaid(ctx.database.db, reservation.id);
    const answer = await pay(reservation, { method_id: 106 });
    assert.equal(answer.status, 409);
  });
});
