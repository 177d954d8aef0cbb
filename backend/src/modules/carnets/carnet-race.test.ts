import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '@venue/api';
import { carnetUsages, userVenueCarnets } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { DEMO_TYPES, giveCarnet } from './carnet-test-helpers.js';

const ATTEMPTS = 50;
const DAY_MS = 86_400_000;

/**
 * A carnet's promise under load: 50 bookings of different free slots at once, each paid by the
 * same carnet, spend exactly what it has — never an entry or a grosz below zero, every loser a 422.
 * Without the carnet row's lock (`lockCarnet`) on PostgreSQL the entry bookings read the same
 * remaining and the losers hit the database's `remaining >= 0` check as 500s (checked: 4 of 49).
 * A value carnet's bookings also queue on the wallet lock, which the wallet's first part takes.
 */
describe('carnet race: 50 simultaneous bookings paid by one carnet', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  /** `count` distinct free one-hour squash slots at Warszawa: the four courts, weekday after weekday, at `hourUtc`. */
  function slots(count: number, hourUtc: number): { start: string; courtIndex: number }[] {
    const found: { start: string; courtIndex: number }[] = [];
    for (let day = 0; found.length < count; day += 1) {
      const date = new Date(Date.UTC(2030, 5, 3) + day * DAY_MS);
      if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
      for (let courtIndex = 0; courtIndex < 4 && found.length < count; courtIndex += 1) {
        found.push({ start: new Date(date.getTime() + hourUtc * 3_600_000).toISOString(), courtIndex });
      }
    }
    return found;
  }

  async function race(token: string, carnetId: number, hourUtc: number) {
    const requests = await Promise.all(
      slots(ATTEMPTS, hourUtc).map(async (slot) =>
        bookingRequest(t, 1, slot.start, 60, { payment: 'carnet', user_venue_carnet_id: carnetId, courtIndex: slot.courtIndex }),
      ),
    );
    const answers = await Promise.all(
      requests.map((request) => call<ApiErrorBody>(t.app, 'POST', '/api/users/reservation', request, bearer(token))),
    );
    const statuses = new Map<string, number>();
    for (const answer of answers) {
      const key = answer.status === 201 ? '201' : `${answer.status} ${answer.body.code}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    return Object.fromEntries(statuses);
  }

  async function remainingOf(carnetId: number) {
    const [row] = await ctx.database.db.select().from(userVenueCarnets).where(eq(userVenueCarnets.id, carnetId));
    const uses = await ctx.database.db.select().from(carnetUsages).where(eq(carnetUsages.userCarnetId, carnetId));
    return { remaining: row?.remaining, uses: uses.length };
  }

  it('an entry carnet with one entry left: exactly one booking, 49 refused as used up', { timeout: 120_000 }, async () => {
    const { user, token } = await signIn(t, phone(1));
    const carnetId = await giveCarnet(ctx.database.db, user.id, DEMO_TYPES.warszawaSquashMornings, { paidAt: t.clock.now(), remaining: 1 });
    // 08:00 in Warsaw, inside the carnet's weekday mornings.
    assert.deepEqual(await race(token, carnetId, 6), { 201: 1, [`422 CARNET_USED_UP`]: ATTEMPTS - 1 });
    assert.deepEqual(await remainingOf(carnetId), { remaining: 0, uses: 1 });
  });

  it('a value carnet covering three bookings: exactly three, 47 refused as insufficient value', { timeout: 120_000 }, async () => {
    const { user, token } = await signIn(t, phone(2));
    const probe = await bookingRequest(t, 1, slots(1, 16)[0]?.start ?? '', 60);
    const price = (
      await call<{ price: number }>(
        t.app,
        'GET',
        `/api/marketplace/venue/check_availability/${probe.venue_sport_object_id}?start_time=${probe.start_time}&end_time=${probe.end_time}`,
      )
    ).body.price;
    const value = 3 * price + Math.floor(price / 2);
    const carnetId = await giveCarnet(ctx.database.db, user.id, DEMO_TYPES.warszawaValue, { paidAt: t.clock.now(), remaining: value });
    // 18:00 in Warsaw on weekdays: one price for every slot.
    assert.deepEqual(await race(token, carnetId, 16), { 201: 3, [`422 CARNET_INSUFFICIENT_VALUE`]: ATTEMPTS - 3 });
    assert.deepEqual(await remainingOf(carnetId), { remaining: value - 3 * price, uses: 3 });
  });
});
