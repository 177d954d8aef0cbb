import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CarnetOptionListSchema,
  CarnetPurchaseResponseSchema,
  CarnetTypeListSchema,
  PAYMENT_METHOD_WALLET,
  ReservationSchema,
  UserCarnetListSchema,
  type ApiErrorBody,
  type CarnetOption,
  type CarnetPurchaseResponse,
  type CarnetType,
  type CreateReservationRequest,
  type CreateReservationResponse,
  type Payment,
  type Reservation,
  type UserCarnet,
  type Wallet,
} from '@venue/api';
import { userVenueCarnets, venueCarnetTypes, venues, walletEntries } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookOnline, bookingRequest, venueDetail } from '../../testing/booking-helpers.js';
import { buildPaymentTestApp, tokenFromRedirect, type PaymentTestApp } from '../../testing/payment-helpers.js';
import { call } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { runJobs } from '../jobs/job-handlers.js';
import { SANDBOX_BLIK_CODES } from '../payments/sandbox-gateway.js';
import { postToLedger } from '../wallet/wallet-service.js';
import { DEMO_TYPES, demoType, giveCarnet } from './carnet-test-helpers.js';

type Body = ApiErrorBody & { shortfall?: number };

// Saturday 12:00 in Warsaw; Monday 2030-06-03 08:00 there is 06:00Z.
const NOW = new Date('2030-06-01T10:00:00.000Z');
const MONDAY_8 = '2030-06-03T06:00:00Z';
const MONDAY_18 = '2030-06-03T16:00:00Z';

describe('carnets', () => {
  const ctx = useTestDatabase();
  let t: PaymentTestApp;
  let token: string;
  let userId: number;
  let strangerToken: string;
  let funded = 0;

  before(async () => {
    t = await buildPaymentTestApp(ctx.database);
  });

  beforeEach(async () => {
    t.clock.set(NOW);
    const signed = await signIn(t, phone(1));
    token = signed.token;
    userId = signed.user.id;
    strangerToken = (await signIn(t, phone(2))).token;
    t.sms.sent.length = 0;
  });

  const db = () => ctx.database.db;
  async function fund(amount: number): Promise<void> {
    funded += 1;
    await postToLedger(db(), {
      userId,
      type: 'manual_adjustment',
      availableDelta: amount,
      description: 'Zasilenie testowe',
      idempotencyKey: `test:fund:${userId}:${funded}`,
      now: t.clock.now(),
    });
  }
  const wallet = async () => (await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(token))).body;
  const myCarnets = async (as = token) => {
    const answer = await call<UserCarnet[]>(t.app, 'GET', '/api/users/user_venue_carnet', undefined, bearer(as));
    assert.equal(answer.status, 200);
    assert.ok(v.is(UserCarnetListSchema, answer.body), JSON.stringify(answer.body));
    return answer.body;
  };
  const carnet = async (id: number) => {
    const found = (await myCarnets()).find((item) => item.id === id);
    assert.ok(found, `carnet ${id} listed`);
    return found;
  };
  const book = async (
    carnetId: number,
    start: string,
    extra: Partial<CreateReservationRequest> & { sportCode?: string } = {},
    as = token,
  ) =>
    call<CreateReservationResponse & Body>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, 1, start, 60, { payment: 'carnet', user_venue_carnet_id: carnetId, ...extra }),
      bearer(as),
    );
  const reservationOf = async (id: number) =>
    (await call<Reservation>(t.app, 'GET', `/api/users/reservation/single/${id}`, undefined, bearer(token))).body;
  const cancel = (id: number) => call<Reservation>(t.app, 'DELETE', `/api/users/reservation/${id}`, undefined, bearer(token));
  const priceOf = async (start: string, sportCode = 'squash') => {
    const request = await bookingRequest(t, 1, start, 60, { sportCode });
    const answer = await call<{ price: number }>(
      t.app,
      'GET',
      `/api/marketplace/venue/check_availability/${request.venue_sport_object_id}?start_time=${request.start_time}&end_time=${request.end_time}`,
    );
    return answer.body.price;
  };
  const options = async (start: string, sportCode = 'squash', as = token) => {
    const request = await bookingRequest(t, 1, start, 60, { sportCode });
    const answer = await call<CarnetOption[]>(
      t.app,
      'GET',
      `/api/users/venue/sport_object/venue_carnet/1?venue_sport_object_id=${request.venue_sport_object_id}&start_time=${request.start_time}&end_time=${request.end_time}`,
      undefined,
      bearer(as),
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.ok(v.is(CarnetOptionListSchema, answer.body));
    return answer.body;
  };
  const purchase = async (typeId: number, method: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const venue = await venueDetail(t, 1);
    return call<CarnetPurchaseResponse & Body>(
      t.app,
      'POST',
      '/api/users/user_venue_carnet',
      {
        venue_carnet_type_id: typeId,
        venue_id: 1,
        regulation_acceptance_id: venue.regulations.filter((item) => item.required).map((item) => item.id),
        ...method,
      },
      { headers: { ...bearer(token).headers, ...headers } },
    );
  };

  describe('types on sale', () => {
    it('lists a value and an entry type at Warszawa and several with different hours at the pass-only Łódź', async () => {
      const warszawa = await call<CarnetType[]>(t.app, 'GET', '/api/marketplace/venue/carnet_type/1');
      assert.equal(warszawa.status, 200);
      assert.ok(v.is(CarnetTypeListSchema, warszawa.body));
      assert.deepEqual(new Set(warszawa.body.map((type) => type.kind)), new Set(['amount', 'entries']));
      const lodz = await call<CarnetType[]>(t.app, 'GET', '/api/marketplace/venue/carnet_type/6');
      assert.ok(lodz.body.length >= 3);
      assert.equal(new Set(lodz.body.map((type) => JSON.stringify(type.available_hours))).size, lodz.body.length);
      assert.equal((await call(t.app, 'GET', '/api/marketplace/venue/carnet_type/999')).status, 404);
    });

    it('leaves out a type taken off sale, and refuses to sell it', async () => {
      const { type } = await demoType(db(), DEMO_TYPES.warszawaValue);
      await db().update(venueCarnetTypes).set({ onSale: false }).where(eq(venueCarnetTypes.id, type.id));
      try {
        const listed = await call<CarnetType[]>(t.app, 'GET', '/api/marketplace/venue/carnet_type/1');
        assert.ok(!listed.body.some((item) => item.id === type.id));
        const bought = await purchase(type.id, { online_payment_method_id: 509, blik_code: SANDBOX_BLIK_CODES.approve });
        assert.deepEqual([bought.status, bought.body.code], [422, 'CARNET_NOT_ON_SALE']);
      } finally {
        await db().update(venueCarnetTypes).set({ onSale: true }).where(eq(venueCarnetTypes.id, type.id));
      }
    });
  });

  describe('buying', () => {
    it('by a method the venue does not take: 422 PAYMENT_METHOD_NOT_ACCEPTED, and no carnet is made', async () => {
      const { type } = await demoType(db(), DEMO_TYPES.warszawaSquashMornings);
      const before = (await db().select().from(userVenueCarnets)).length;
      await db()
        .update(venues)
        .set({ onlinePaymentMethods: [509] })
        .where(eq(venues.id, 1));
      try {
        const refused = await purchase(type.id, { online_payment_method_id: 106 });
        assert.deepEqual([refused.status, refused.body.code], [422, 'PAYMENT_METHOD_NOT_ACCEPTED']);
        assert.equal(refused.body.fieldErrors?.online_payment_method_id?.key, 'validation.invalid');
        assert.equal((await db().select().from(userVenueCarnets)).length, before);
      } finally {
        await db()
          .update(venues)
          .set({ onlinePaymentMethods: [509, 106] })
          .where(eq(venues.id, 1));
      }
    });

    it('by BLIK: awaiting payment in the answer, active with its validity (venue time) only once the payment succeeds', async () => {
      const { type } = await demoType(db(), DEMO_TYPES.warszawaSquashMornings);
      const bought = await purchase(type.id, { online_payment_method_id: 509, blik_code: SANDBOX_BLIK_CODES.approve });
      assert.equal(bought.status, 201, JSON.stringify(bought.body));
      assert.ok(v.is(CarnetPurchaseResponseSchema, bought.body));
      assert.deepEqual(
        [bought.body.carnet.state, bought.body.carnet.available, bought.body.carnet.unavailable_reason],
        ['awaiting_payment', false, 'not_paid'],
      );
      assert.deepEqual(bought.body.payment.carnet, { id: bought.body.carnet.id, name: type.name });
      assert.equal(bought.body.payment.amount, type.priceGrosze + 198);
      await t.gateway.settled();
      const paid = await carnet(bought.body.carnet.id);
      // Paid on 1 June (Warsaw): valid 90 days, through 29 August inclusive, until midnight there.
      assert.deepEqual(
        [paid.state, paid.available, paid.remaining, paid.valid_from, paid.expires_at],
        ['active', true, 10, NOW.toISOString(), '2030-08-29T22:00:00.000Z'],
      );
      assert.deepEqual(await wallet(), { available: 0, frozen: 0, currency: 'PLN' });
      const payment = await call<Payment>(t.app, 'GET', `/api/users/payment/${bought.body.payment.id}`, undefined, bearer(token));
      assert.deepEqual([payment.body.status, payment.body.carnet?.id], ['SUCCESS', bought.body.carnet.id]);
    });

    it('a declined payment leaves it payment_failed for good: never usable', async () => {
      const { type } = await demoType(db(), DEMO_TYPES.warszawaSquashMornings);
      const bought = await purchase(type.id, { online_payment_method_id: 509, blik_code: SANDBOX_BLIK_CODES.decline });
      assert.equal(bought.status, 201);
      await t.gateway.settled();
      const failed = await carnet(bought.body.carnet.id);
      assert.deepEqual([failed.state, failed.unavailable_reason], ['payment_failed', 'not_paid']);
      const booked = await book(failed.id, MONDAY_8);
      assert.deepEqual([booked.status, booked.body.code], [422, 'CARNET_NOT_PAID']);
    });

    it('a transfer not yet paid is not usable; when its window closes unpaid the carnet fails', async () => {
      const { type } = await demoType(db(), DEMO_TYPES.warszawaSquashMornings);
      const bought = await purchase(type.id, { online_payment_method_id: 106 });
      assert.ok(bought.body.payment.redirect_url);
      const [option] = await options(MONDAY_8);
      assert.deepEqual([option?.usable, option?.reason], [false, 'not_paid']);
      assert.deepEqual((await book(bought.body.carnet.id, MONDAY_8)).body.code, 'CARNET_NOT_PAID');
      t.clock.advance(31 * 60);
      await runJobs(db(), t.clock.now());
      assert.equal((await carnet(bought.body.carnet.id)).state, 'payment_failed');
      // Money that still arrives buys nothing: it stays in the wallet, less the fee.
      const late = await t.notify(t.gateway.notificationFor(tokenFromRedirect(bought.body.payment.redirect_url), 'SUCCESS'));
      assert.equal(late.status, 200);
      assert.equal((await carnet(bought.body.carnet.id)).state, 'payment_failed');
      assert.equal((await wallet()).available, type.priceGrosze);
    });

    it('from the wallet: in full at once with no fee, or the balance held and the rest by the method', async () => {
      const { type } = await demoType(db(), DEMO_TYPES.warszawaSquashMornings);
      await fund(type.priceGrosze + 500);
      const full = await purchase(type.id, { use_wallet: true });
      assert.equal(full.status, 201, JSON.stringify(full.body));
      assert.deepEqual(
        [full.body.carnet.state, full.body.payment.method_id, full.body.payment.status, full.body.payment.service_fee],
        ['active', PAYMENT_METHOD_WALLET, 'SUCCESS', 0],
      );
      assert.equal((await wallet()).available, 500);

      const split = await purchase(type.id, { use_wallet: true, online_payment_method_id: 106 });
      assert.deepEqual([split.body.payment.wallet_amount, split.body.payment.amount], [500, type.priceGrosze + 198]);
      assert.deepEqual(await wallet(), { available: 0, frozen: 500, currency: 'PLN' });
      await t.notify(t.gateway.notificationFor(tokenFromRedirect(split.body.payment.redirect_url), 'SUCCESS'));
      assert.equal((await carnet(split.body.carnet.id)).state, 'active');
      assert.deepEqual(await wallet(), { available: 0, frozen: 0, currency: 'PLN' });

      const none = await purchase(type.id, { use_wallet: true });
      assert.deepEqual([none.status, none.body.code], [422, 'INSUFFICIENT_FUNDS']);
    });

    it('needs the venue’s regulations accepted', async () => {
      const { type } = await demoType(db(), DEMO_TYPES.warszawaValue);
      const refused = await purchase(type.id, { regulation_acceptance_id: [], online_payment_method_id: 106 });
      assert.deepEqual([refused.status, refused.body.code], [422, 'REGULATIONS_NOT_ACCEPTED']);
      const lodz = await demoType(db(), DEMO_TYPES.lodzOpen);
      const elsewhere = await purchase(lodz.type.id, { online_payment_method_id: 106 });
      assert.deepEqual([elsewhere.status, elsewhere.body.code], [422, 'CARNET_NOT_ON_SALE']);
    });
  });

  describe('booking with an entry carnet', () => {
    it('pays the reservation at once, one entry whatever its length, and shows the carnet on it and the use on the carnet', async () => {
      const id = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: NOW, remaining: 5 });
      const booked = await book(id, MONDAY_8, { end_time: '2030-06-03T08:00:00.000Z' });
      assert.equal(booked.status, 201, JSON.stringify(booked.body));
      const reservation = booked.body.reservations[0];
      assert.ok(reservation && v.is(ReservationSchema, reservation));
      assert.deepEqual([reservation.payment_method, reservation.payment_status, reservation.service_fee], ['carnet', 'paid', 0]);
      assert.deepEqual(reservation.carnet, { id, name: 'Squash poranny — 10 wejść', kind: 'entries', amount: 1 });
      assert.deepEqual([reservation.cancellation?.refund, reservation.cancellation?.consequence], [0, 'none']);
      const after = await carnet(id);
      assert.equal(after.remaining, 4);
      assert.deepEqual(
        after.usage.map((use) => [use.kind, use.amount, use.reservation_id]),
        [['use', 1, reservation.id]],
      );
      assert.deepEqual(await wallet(), { available: 0, frozen: 0, currency: 'PLN' });
    });

    it('refuses with the reason: hours, court or sport, expired, used up, not found (also another player’s)', async () => {
      const id = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: NOW, remaining: 1 });
      assert.equal((await book(id, '2030-06-03T15:00:00Z')).body.code, 'CARNET_HOURS_NOT_MATCHED');
      assert.equal((await book(id, '2030-06-01T12:00:00Z')).body.code, 'CARNET_HOURS_NOT_MATCHED', 'a Saturday');
      assert.equal((await book(id, MONDAY_8, { sportCode: 'tennis' })).body.code, 'CARNET_NOT_FOR_THIS_COURT');
      const stranger = await book(id, MONDAY_8, {}, strangerToken);
      assert.deepEqual([stranger.status, stranger.body.code], [404, 'CARNET_NOT_FOUND']);
      assert.deepEqual((await book(2_000_000, MONDAY_8)).status, 404);
      assert.equal((await book(id, MONDAY_8)).status, 201);
      const usedUp = await book(id, '2030-06-04T06:00:00Z');
      assert.deepEqual([usedUp.status, usedUp.body.code], [422, 'CARNET_USED_UP']);

      const old = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: new Date('2030-01-10T10:00:00Z') });
      assert.equal((await carnet(old)).state, 'expired');
      assert.equal((await book(old, MONDAY_8)).body.code, 'CARNET_EXPIRED');
      // Valid today (through 2 June, Warsaw), but not on Monday: judged for the whole reservation.
      const ending = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: new Date('2030-03-05T10:00:00Z') });
      assert.equal((await carnet(ending)).expires_at, '2030-06-02T22:00:00.000Z');
      assert.equal((await book(ending, MONDAY_8)).body.code, 'CARNET_EXPIRED');
    });

    it('the options for a slot name every carnet’s reason before paying', async () => {
      const usable = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: NOW });
      const empty = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: NOW, remaining: 0 });
      const value = await giveCarnet(db(), userId, DEMO_TYPES.warszawaValue, { paidAt: NOW, remaining: 100 });
      await giveCarnet(db(), (await signIn(t, phone(3))).user.id, DEMO_TYPES.warszawaValue, { paidAt: NOW });
      const price = await priceOf(MONDAY_8);
      const reasons = new Map((await options(MONDAY_8)).map((option) => [option.carnet.id, option]));
      assert.equal(reasons.size, 3, 'only the player’s own carnets');
      assert.deepEqual(
        [reasons.get(usable)?.usable, reasons.get(usable)?.carnet_part, reasons.get(usable)?.shortfall, reasons.get(usable)?.price],
        [true, 1, 0, price],
      );
      assert.equal(reasons.get(empty)?.reason, 'used_up');
      assert.deepEqual(
        [reasons.get(value)?.reason, reasons.get(value)?.carnet_part, reasons.get(value)?.shortfall],
        ['insufficient_value', 100, price - 100],
      );
      const evening = new Map((await options('2030-06-03T15:00:00Z')).map((option) => [option.carnet.id, option.reason]));
      assert.equal(evening.get(usable), 'outside_hours');
      const tennis = new Map((await options(MONDAY_8, 'tennis')).map((option) => [option.carnet.id, option.reason]));
      assert.equal(tennis.get(usable), 'not_for_this_court');
    });
  });

  describe('booking with a value carnet', () => {
    it('the wallet’s available balance pays first, the carnet the rest', async () => {
      const id = await giveCarnet(db(), userId, DEMO_TYPES.warszawaValue, { paidAt: NOW });
      const price = await priceOf(MONDAY_18);
      await fund(1000);
      const [option] = await options(MONDAY_18);
      assert.deepEqual([option?.usable, option?.wallet_part, option?.carnet_part], [true, 1000, price - 1000]);
      const booked = await book(id, MONDAY_18);
      assert.equal(booked.status, 201, JSON.stringify(booked.body));
      assert.deepEqual(booked.body.reservations[0]?.carnet?.amount, price - 1000);
      assert.equal(booked.body.reservations[0]?.cancellation?.refund, 1000, 'only the wallet’s part is money back');
      assert.equal((await carnet(id)).remaining, 50_000 - (price - 1000));
      assert.deepEqual(await wallet(), { available: 0, frozen: 0, currency: 'PLN' });
    });

    it('short of the price: 422 with the shortfall; split payment with the carnet pays the rest by the method', async () => {
      const id = await giveCarnet(db(), userId, DEMO_TYPES.warszawaValue, { paidAt: NOW, remaining: 1500 });
      const price = await priceOf(MONDAY_18);
      await fund(500);
      const short = await book(id, MONDAY_18);
      assert.deepEqual([short.status, short.body.code, short.body.shortfall], [422, 'CARNET_INSUFFICIENT_VALUE', price - 2000]);

      const reservation = await bookOnline(t, token, MONDAY_18);
      const pay = (as: string, method: Record<string, unknown>) =>
        call<Payment & Body>(
          t.app,
          'POST',
          '/api/users/payment/create',
          { venue_id: 1, reservation_id: reservation.id, user_venue_carnet_id: id, ...method },
          bearer(as),
        );
      assert.equal((await pay(strangerToken, { method_id: 106 })).status, 404);
      const withoutMethod = await pay(token, { use_wallet: true });
      assert.deepEqual(
        [withoutMethod.status, withoutMethod.body.code, withoutMethod.body.shortfall],
        [422, 'CARNET_INSUFFICIENT_VALUE', price - 2000],
      );

      // Declined: the carnet's value and the wallet's hold come back.
      const declined = await pay(token, { method_id: 509, blik_code: SANDBOX_BLIK_CODES.decline });
      assert.equal(declined.status, 201, JSON.stringify(declined.body));
      assert.deepEqual([declined.body.carnet_amount, declined.body.wallet_amount, declined.body.amount], [1500, 500, price + 198]);
      await t.gateway.settled();
      assert.equal((await carnet(id)).remaining, 1500);
      assert.deepEqual(await wallet(), { available: 500, frozen: 0, currency: 'PLN' });

      const started = await pay(token, { method_id: 106 });
      assert.equal((await carnet(id)).remaining, 0, 'held while the gateway decides');
      await t.notify(t.gateway.notificationFor(tokenFromRedirect(started.body.redirect_url), 'SUCCESS'));
      const paid = await reservationOf(reservation.id);
      assert.deepEqual([paid.payment_status, paid.carnet?.amount], ['paid', 1500]);
      assert.deepEqual(await wallet(), { available: 0, frozen: 0, currency: 'PLN' });
      assert.equal((await carnet(id)).remaining, 0);

      // A free cancellation: the carnet's part back to the carnet, the rest (wallet and method) to the wallet.
      const cancelled = await cancel(reservation.id);
      assert.equal(cancelled.status, 200);
      assert.equal((await carnet(id)).remaining, 1500);
      assert.equal((await wallet()).available, price - 1500);
    });

    it('a split payment replaced by a new attempt, or whose reservation is cancelled before the money comes, gives the value back', async () => {
      const id = await giveCarnet(db(), userId, DEMO_TYPES.warszawaValue, { paidAt: NOW, remaining: 1000 });
      const reservation = await bookOnline(t, token, MONDAY_18);
      const pay = () =>
        call<Payment>(
          t.app,
          'POST',
          '/api/users/payment/create',
          { venue_id: 1, reservation_id: reservation.id, user_venue_carnet_id: id, method_id: 106 },
          bearer(token),
        );
      const first = await pay();
      assert.equal((await carnet(id)).remaining, 0);
      // The second attempt voids the first, whose hold comes back before the second holds it again.
      const second = await pay();
      assert.deepEqual([first.status, second.status, second.body.carnet_amount], [201, 201, 1000]);
      assert.equal((await carnet(id)).remaining, 0);
      assert.equal((await cancel(reservation.id)).status, 200);
      await t.notify(t.gateway.notificationFor(tokenFromRedirect(second.body.redirect_url), 'SUCCESS'));
      assert.equal((await carnet(id)).remaining, 1000, 'the cancelled reservation took nothing from the carnet');
      assert.equal((await reservationOf(reservation.id)).carnet ?? null, null);
    });

    it('an entry carnet or one that covers the price does not split a payment', async () => {
      const entries = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: NOW });
      const reservation = await bookOnline(t, token, MONDAY_8);
      const paid = await call<Body>(
        t.app,
        'POST',
        '/api/users/payment/create',
        { venue_id: 1, reservation_id: reservation.id, user_venue_carnet_id: entries, method_id: 106 },
        bearer(token),
      );
      assert.deepEqual([paid.status, paid.body.code], [400, 'VALIDATION_FAILED']);
    });
  });

  describe('giving back', () => {
    it('a free cancellation returns the entry; a late one returns nothing', async () => {
      const id = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: NOW, remaining: 2 });
      const first = (await book(id, MONDAY_8)).body.reservations[0];
      const second = (await book(id, '2030-06-04T06:00:00Z')).body.reservations[0];
      assert.ok(first && second);
      assert.equal((await carnet(id)).remaining, 0);
      const free = await cancel(first.id);
      assert.deepEqual([free.status, free.body.state, free.body.payment_status], [200, 'cancelled', 'refunded']);
      const back = await carnet(id);
      assert.equal(back.remaining, 1);
      assert.deepEqual(back.usage[0] && [back.usage[0].kind, back.usage[0].amount, back.usage[0].reservation_id], ['return', 1, first.id]);
      assert.equal((await cancel(first.id)).status, 422);
      assert.equal((await carnet(id)).remaining, 1, 'given back once');

      t.clock.set(new Date('2030-06-03T12:00:00Z'));
      const late = await cancel(second.id);
      assert.deepEqual([late.status, late.body.state], [200, 'cancelled_not_on_time']);
      assert.equal((await carnet(id)).remaining, 1);
      assert.deepEqual(await wallet(), { available: 0, frozen: 0, currency: 'PLN' });
    });

    it('a carnet no longer valid: a value carnet’s part comes back as money, an entry is lost', async () => {
      const value = await giveCarnet(db(), userId, DEMO_TYPES.warszawaValue, { paidAt: NOW });
      const entries = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: NOW, remaining: 3 });
      const price = await priceOf(MONDAY_18);
      const byValue = (await book(value, MONDAY_18)).body.reservations[0];
      const byEntry = (await book(entries, MONDAY_8)).body.reservations[0];
      assert.ok(byValue && byEntry);
      // Its validity cut short (no path does this today; the rule still says where the value goes).
      await db().update(userVenueCarnets).set({ expiresAt: t.clock.now() }).where(eq(userVenueCarnets.userId, userId));
      assert.equal((await cancel(byValue.id)).status, 200);
      assert.equal((await cancel(byEntry.id)).status, 200);
      assert.equal((await carnet(value)).remaining, 50_000 - price);
      assert.equal((await carnet(entries)).remaining, 2);
      assert.deepEqual(await wallet(), { available: price, frozen: 0, currency: 'PLN' });
      const entriesInLedger = await db().select().from(walletEntries).where(eq(walletEntries.userId, userId));
      assert.deepEqual(
        entriesInLedger.map((entry) => [entry.type, entry.availableDelta, entry.reservationId]),
        [['refund_cancellation', price, byValue.id]],
      );
    });
  });

  describe('owner only', () => {
    it('another player lists none of them and cannot pay with one', async () => {
      await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: NOW });
      assert.deepEqual(await myCarnets(strangerToken), []);
      assert.equal((await myCarnets()).length, 1);
      assert.deepEqual(await options(MONDAY_8, 'squash', strangerToken), []);
      assert.equal((await call(t.app, 'GET', '/api/users/user_venue_carnet')).status, 401);
    });
  });
});
