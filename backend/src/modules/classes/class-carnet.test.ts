import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CreateReservationResponseSchema,
  type ApiErrorBody,
  type ClassSignUpRequest,
  type CreateReservationResponse,
  type Reservation,
  type VenueDetail,
  type Wallet,
} from '@venue/api';
import { carnetUsages, userVenueCarnets } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { venueDetail } from '../../testing/booking-helpers.js';
import { createClass, type ClassFixture } from '../../testing/class-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { DEMO_TYPES, giveCarnet } from '../carnets/carnet-test-helpers.js';
import { postToLedger } from '../wallet/wallet-service.js';

const WARSZAWA = 1;
const LODZ = 6;
// Test clock: 2030-06-01 10:00Z (Saturday). Mondays 10:00 Warsaw (08:00Z), inside the squash
// morning carnet's weekday 7:00–16:00; 18:00 Warsaw (16:00Z) is outside it.
const MONDAYS_10 = ['2030-06-03T08:00:00.000Z', '2030-06-10T08:00:00.000Z', '2030-06-17T08:00:00.000Z', '2030-06-24T08:00:00.000Z'];
const MONDAY_18 = '2030-06-03T16:00:00.000Z';
const DAY_MS = 86_400_000;

/**
 * A carnet paying for a class (README "Classes and trainers", "Carnets"): the sign-up spends one
 * entry per occurrence, or the class price (the wallet first) from a value carnet, in the sign-up's
 * transaction and under the carnet row's lock; weekly all or nothing; the carnet's CARNET_* refusals.
 */
describe('class sign-ups paid by a carnet', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let warszawa: VenueDetail;
  let lodz: VenueDetail;
  let court: number;
  let squashId: number;
  let otherSportId: number;
  let token: string;
  let userId: number;

  before(async () => {
    t = await buildTestApp(ctx.database);
    warszawa = await venueDetail(t, WARSZAWA);
    lodz = await venueDetail(t, LODZ);
    const squash = warszawa.sport_types.find((type) => type.code === 'squash');
    squashId = squash?.id ?? 0;
    otherSportId = warszawa.sport_types.find((type) => type.id !== squashId)?.id ?? 0;
    court = warszawa.sport_objects.filter((object) => object.sport_type_id === squashId).at(-1)?.id ?? 0;
  });

  beforeEach(async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    const signed = await signIn(t, phone(1));
    token = signed.token;
    userId = signed.user.id;
  });

  const db = () => ctx.database.db;
  const required = (venue: VenueDetail) => venue.regulations.filter((item) => item.required).map((item) => item.id);
  const aClass = (extra: Partial<ClassFixture> = {}) =>
    createClass(db(), { venueId: WARSZAWA, sportObjectId: court, sportTypeId: squashId, starts: [MONDAYS_10[0] ?? ''], ...extra });
  const withCarnet = (occurrenceId: number, carnetId: number, extra: Partial<ClassSignUpRequest> = {}, as = token) =>
    call<CreateReservationResponse & ApiErrorBody>(
      t.app,
      'POST',
      '/api/users/reservation',
      {
        venue_id: WARSZAWA,
        venue_group_classes_id: occurrenceId,
        payment: 'carnet',
        user_venue_carnet_id: carnetId,
        price_list_id: 0,
        accepted_regulation_ids: required(warszawa),
        ...extra,
      },
      bearer(as),
    );
  const carnetOf = async (carnetId: number) => {
    const [row] = await db().select().from(userVenueCarnets).where(eq(userVenueCarnets.id, carnetId));
    const uses = await db().select().from(carnetUsages).where(eq(carnetUsages.userCarnetId, carnetId));
    return { remaining: row?.remaining, usages: uses.map((use) => `${use.kind} ${use.amount}`).sort() };
  };
  const mine = async () => (await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me', undefined, bearer(token))).body;
  const wallet = async () => (await call<Wallet>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(token))).body;
  const cancel = (id: number | undefined) => call<Reservation>(t.app, 'DELETE', `/api/users/reservation/${id}`, undefined, bearer(token));

  it('an entry carnet pays one entry: paid at once, the view names the carnet, a free cancellation gives the entry back', async () => {
    const made = await aClass();
    const carnetId = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: t.clock.now(), remaining: 5 });
    const created = await withCarnet(made.occurrenceIds[0] ?? 0, carnetId);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.ok(v.is(CreateReservationResponseSchema, created.body));
    const [reservation] = created.body.reservations;
    assert.equal(reservation?.payment_method, 'carnet');
    assert.equal(reservation?.payment_status, 'paid');
    assert.equal(reservation?.group_class?.id, made.occurrenceIds[0]);
    assert.equal(reservation?.group_class?.price_list_name ?? null, null);
    assert.deepEqual(reservation?.carnet, { id: carnetId, name: reservation?.carnet?.name, kind: 'entries', amount: 1 });
    assert.equal(reservation?.cancellation?.refund, 0, 'an entry is no money back');
    assert.deepEqual(await carnetOf(carnetId), { remaining: 4, usages: ['use 1'] });
    assert.equal((await mine())[0]?.carnet?.id, carnetId);

    const cancelled = await cancel(reservation?.id);
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.state, 'cancelled');
    assert.deepEqual(await carnetOf(carnetId), { remaining: 5, usages: ['return 1', 'use 1'] });
    assert.deepEqual(await wallet(), { available: 0, frozen: 0, currency: 'PLN' });
  });

  it('a value carnet pays the first price list (or the chosen one), the wallet first; a free cancellation splits it back', async () => {
    const made = await aClass({ starts: [MONDAY_18, '2030-06-10T16:00:00.000Z'] });
    const [normal, student] = made.priceLists;
    assert.ok(normal && student);
    const carnetId = await giveCarnet(db(), userId, DEMO_TYPES.warszawaValue, { paidAt: t.clock.now(), remaining: 10_000 });
    await postToLedger(db(), {
      userId,
      type: 'manual_adjustment',
      availableDelta: 1000,
      description: 'Zasilenie testowe',
      idempotencyKey: `test:fund:${userId}`,
      now: t.clock.now(),
    });
    const first = await withCarnet(made.occurrenceIds[0] ?? 0, carnetId);
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const reservation = first.body.reservations[0];
    assert.equal(reservation?.base_price, normal.price);
    assert.deepEqual([reservation?.carnet?.kind, reservation?.carnet?.amount], ['amount', normal.price - 1000]);
    assert.equal(reservation?.cancellation?.refund, 1000, 'only the wallet’s part is money back');
    assert.deepEqual(await wallet(), { available: 0, frozen: 0, currency: 'PLN' });
    assert.equal((await carnetOf(carnetId)).remaining, 10_000 - (normal.price - 1000));

    const chosen = await withCarnet(made.occurrenceIds[1] ?? 0, carnetId, {
      price_list_id: student.id,
      venue_group_classes_price: student.price,
    });
    assert.equal(chosen.status, 201, JSON.stringify(chosen.body));
    assert.deepEqual(
      [chosen.body.reservations[0]?.carnet?.amount, chosen.body.reservations[0]?.group_class?.price_list_name],
      [student.price, 'Studencki'],
    );
    const stale = await withCarnet(made.occurrenceIds[1] ?? 0, carnetId, { price_list_id: student.id, venue_group_classes_price: 1 });
    assert.equal(stale.status, 400, 'a chosen list must still have the price the player saw');

    assert.equal((await cancel(reservation?.id)).status, 200);
    assert.equal((await carnetOf(carnetId)).remaining, 10_000 - student.price);
    assert.deepEqual(await wallet(), { available: 1000, frozen: 0, currency: 'PLN' });
  });

  it('a value carnet short of the class price refuses with the shortfall and books nothing', async () => {
    const made = await aClass({ starts: [MONDAY_18] });
    const carnetId = await giveCarnet(db(), userId, DEMO_TYPES.warszawaValue, { paidAt: t.clock.now(), remaining: 1500 });
    const refused = await withCarnet(made.occurrenceIds[0] ?? 0, carnetId);
    assert.deepEqual(
      [refused.status, refused.body.code, (refused.body as { shortfall?: number }).shortfall],
      [422, 'CARNET_INSUFFICIENT_VALUE', 4000 - 1500],
    );
    assert.deepEqual(await mine(), []);
  });

  it('weekly: each occurrence takes its own entry, all or nothing', async () => {
    const made = await aClass({ starts: MONDAYS_10 });
    const carnetId = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: t.clock.now(), remaining: 3 });
    const weekly = (occurrences: string[]) =>
      withCarnet(made.occurrenceIds[0] ?? 0, carnetId, { recurring: { until: '2030-06-24', mode: 'create', occurrences } });
    const tooMany = await weekly(MONDAYS_10);
    assert.deepEqual([tooMany.status, tooMany.body.code], [422, 'CARNET_USED_UP']);
    assert.deepEqual(await mine(), []);
    assert.deepEqual(await carnetOf(carnetId), { remaining: 3, usages: [] });

    const three = await weekly(MONDAYS_10.slice(0, 3));
    assert.equal(three.status, 201, JSON.stringify(three.body));
    assert.equal(three.body.reservations.length, 3);
    assert.ok(three.body.parent_id);
    assert.ok(three.body.reservations.every((item) => item.payment_status === 'paid' && item.carnet?.amount === 1));
    assert.deepEqual(await carnetOf(carnetId), { remaining: 0, usages: ['use 1', 'use 1', 'use 1'] });
  });

  it('refuses with the carnet’s reason and books nothing: hours, expired, other sport, another venue, not paid, another player’s (404)', async () => {
    const morning = await aClass({ starts: MONDAYS_10.slice(0, 2) });
    const evening = await aClass({ starts: [MONDAY_18] });
    const tennis = await aClass({ sportTypeId: otherSportId, starts: ['2030-06-04T08:00:00.000Z'] });
    const carnetId = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: t.clock.now() });
    const code = async (occurrenceId: number | undefined, id = carnetId, as = token) => {
      const answer = await withCarnet(occurrenceId ?? 0, id, {}, as);
      return `${answer.status} ${answer.body.code}`;
    };
    assert.equal(await code(evening.occurrenceIds[0]), '422 CARNET_HOURS_NOT_MATCHED');
    assert.equal(await code(tennis.occurrenceIds[0]), '422 CARNET_NOT_FOR_THIS_COURT');
    const atLodz = await giveCarnet(db(), userId, DEMO_TYPES.lodzOpen, { paidAt: t.clock.now() });
    assert.equal(await code(morning.occurrenceIds[0], atLodz), '422 CARNET_NOT_FOR_THIS_COURT');
    const unpaid = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: t.clock.now(), state: 'awaiting_payment' });
    assert.equal(await code(morning.occurrenceIds[0], unpaid), '422 CARNET_NOT_PAID');
    // Valid until the first Monday's evening: the second Monday's class ends after it.
    await db()
      .update(userVenueCarnets)
      .set({ expiresAt: new Date('2030-06-05T00:00:00.000Z') })
      .where(eq(userVenueCarnets.id, carnetId));
    assert.equal(await code(morning.occurrenceIds[1]), '422 CARNET_EXPIRED');
    const stranger = await signIn(t, phone(2));
    assert.equal(await code(morning.occurrenceIds[0], carnetId, stranger.token), '404 CARNET_NOT_FOUND');
    assert.equal(await code(morning.occurrenceIds[0], 999_999), '404 CARNET_NOT_FOUND');
    assert.deepEqual(await mine(), []);
    assert.deepEqual(await carnetOf(carnetId), { remaining: 10, usages: [] });
    // Still valid for the first Monday.
    assert.equal(await code(morning.occurrenceIds[0]), '201 undefined');
  });

  it('the pass-only Łódź and a carnet-only class take a carnet; without one CARNET_REQUIRED', async () => {
    const lodzCourt = lodz.sport_objects[0]?.id ?? 0;
    const atLodz = await createClass(db(), {
      venueId: LODZ,
      sportObjectId: lodzCourt,
      sportTypeId: lodz.sport_objects[0]?.sport_type_id ?? 1,
      starts: [MONDAY_18],
    });
    const normal = atLodz.priceLists[0];
    assert.ok(normal);
    const base = { venue_id: LODZ, accepted_regulation_ids: required(lodz) };
    const without = await withCarnet(atLodz.occurrenceIds[0] ?? 0, 0, {
      ...base,
      payment: 'on_site',
      user_venue_carnet_id: undefined,
      price_list_id: normal.id,
      venue_group_classes_price: normal.price,
    });
    assert.deepEqual([without.status, without.body.code], [422, 'CARNET_REQUIRED']);
    const carnetId = await giveCarnet(db(), userId, DEMO_TYPES.lodzOpen, { paidAt: t.clock.now() });
    const signed = await withCarnet(atLodz.occurrenceIds[0] ?? 0, carnetId, base);
    assert.equal(signed.status, 201, JSON.stringify(signed.body));
    assert.equal(signed.body.reservations[0]?.carnet?.id, carnetId);
    assert.equal((await carnetOf(carnetId)).remaining, 19);

    const carnetOnly = await aClass({ carnetRequired: true });
    const squashCarnet = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: t.clock.now() });
    assert.equal((await withCarnet(carnetOnly.occurrenceIds[0] ?? 0, squashCarnet)).status, 201);
  });

  it('20 simultaneous sign-ups by one player to 20 occurrences with a carnet of 3 entries: exactly 3', { timeout: 120_000 }, async () => {
    // The 20 weekdays from Monday 3 June, 10:00 Warsaw.
    const starts: string[] = [];
    for (let day = 0; starts.length < 20; day += 1) {
      const date = new Date(Date.parse('2030-06-03T08:00:00.000Z') + day * DAY_MS);
      if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) starts.push(date.toISOString());
    }
    const made = await aClass({ starts });
    const carnetId = await giveCarnet(db(), userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: t.clock.now(), remaining: 3 });
    const answers = await Promise.all(made.occurrenceIds.map((id) => withCarnet(id, carnetId)));
    const statuses: Record<string, number> = {};
    for (const answer of answers) {
      const key = answer.status === 201 ? '201' : `${answer.status} ${answer.body.code}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    assert.deepEqual(statuses, { 201: 3, '422 CARNET_USED_UP': 17 });
    assert.deepEqual(await carnetOf(carnetId), { remaining: 0, usages: ['use 1', 'use 1', 'use 1'] });
    assert.equal((await mine()).length, 3);
  });
});
