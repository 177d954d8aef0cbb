import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  DoorResultSchema,
  DoorWindowSchema,
  type ApiErrorBody,
  type CreateReservationResponse,
  type DoorResult,
  type DoorWindow,
} from '@venue/api';
import { doorCommands, reservations } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { buildTestApp, call, testConfig, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { DOOR_COMMANDS_PER_MINUTE } from './door-service.js';

const START = '2030-06-03T14:00:00.000Z';
const at = (iso: string) => new Date(iso);

function startStubRelay() {
  const received: { authorization: string | undefined; body: unknown }[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) as unknown });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  return {
    received,
    setStatus: (next: number) => void (status = next),
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/door`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('POST /api/users/automation/door/:venueId', () => {
  const ctx = useTestDatabase();

  const open = (t: TestApp, token: string, venueId: number, body: unknown = { venue_id: venueId, command: 'open' }) =>
    call<DoorResult>(t.app, 'POST', `/api/users/automation/door/${venueId}`, body, bearer(token));
  const codeOf = (body: unknown) => (body as ApiErrorBody).code;

  /** A user with a reservation, paid at the desk unless `unpaid`: venue 1 opens the door only for a paid one. */
  async function bookedUser(t: TestApp, n: number, venueId = 1, start = START, minutes = 60, unpaid = false) {
    t.clock.set(at('2030-06-01T10:00:00.000Z'));
    const signed = await signIn(t, phone(n));
    const booked = await call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, venueId, start, minutes),
      bearer(signed.token),
    );
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const reservationId = booked.body.reservations[0]?.id ?? 0;
    if (!unpaid) await ctx.database.db.update(reservations).set({ paymentStatus: 'paid' }).where(eq(reservations.id, reservationId));
    return { ...signed, reservationId };
  }

  describe('simulated controller (default)', () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(ctx.database);
    });

    it('refuses without any reservation: 403 DOOR_NOT_ALLOWED, and records the refusal', async () => {
      const { token, user } = await signIn(t, phone(1));
      const response = await open(t, token, 1);
      assert.equal(response.status, 403);
      assert.equal(codeOf(response.body), 'DOOR_NOT_ALLOWED');
      // The usual error shape, plus the window the refusal applied.
      assert.deepEqual(Object.keys(response.body as object).sort(), ['code', 'message', 'open_before_minutes']);
      assert.equal((response.body as unknown as DoorWindow).open_before_minutes, 30);
      const rows = await ctx.database.db.select().from(doorCommands);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]?.userId, user.id);
      assert.equal(rows[0]?.venueId, 1);
      assert.equal(rows[0]?.outcome, 'refused');
      assert.equal(rows[0]?.provider, 'simulated');
    });

    it('opens from 30 minutes before the start until the end, and not outside that window', async () => {
      const { token, reservationId } = await bookedUser(t, 2);
      const expect = async (now: string, status: number) => {
        t.clock.set(at(now));
        const response = await open(t, token, 1);
        assert.equal(response.status, status, `${now}: ${JSON.stringify(response.body)}`);
        return response;
      };
      assert.equal(codeOf((await expect('2030-06-03T13:29:59.000Z', 403)).body), 'DOOR_NOT_ALLOWED');
      const opened = await expect('2030-06-03T13:30:00.000Z', 200);
      assert.ok(v.is(DoorResultSchema, opened.body));
      assert.deepEqual(opened.body, {
        venue_id: 1,
        command: 'open',
        status: 'done',
        executed_at: '2030-06-03T13:30:00.000Z',
        reservation_id: reservationId,
      });
      await expect('2030-06-03T14:30:00.000Z', 200);
      await expect('2030-06-03T14:59:59.000Z', 200);
      await expect('2030-06-03T15:00:00.000Z', 403);
      const rows = await ctx.database.db.select().from(doorCommands).orderBy(asc(doorCommands.id));
      assert.deepEqual(
        rows.map((row) => [row.outcome, row.reservationId]),
        [
          ['refused', null],
          ['done', reservationId],
          ['done', reservationId],
          ['done', reservationId],
          ['refused', null],
        ],
      );
    });

    it('defaults the command to open', async () => {
      const { token } = await bookedUser(t, 3);
      t.clock.set(at('2030-06-03T13:50:00.000Z'));
      const response = await open(t, token, 1, { venue_id: 1 });
      assert.equal(response.status, 200);
      assert.equal(response.body.command, 'open');
    });

    it('refuses at another venue, for a cancelled reservation and for another user', async () => {
      const { token, reservationId } = await bookedUser(t, 4);
      const other = await signIn(t, phone(5));
      t.clock.set(at('2030-06-03T14:10:00.000Z'));
      assert.equal((await open(t, token, 2)).status, 403);
      assert.equal((await open(t, other.token, 1)).status, 403);
      await ctx.database.db.update(reservations).set({ state: 'cancelled' }).where(eq(reservations.id, reservationId));
      assert.equal(codeOf((await open(t, token, 1)).body), 'DOOR_NOT_ALLOWED');
    });

    it('refuses an unpaid reservation where the venue opens only for paid ones: 403 DOOR_PAYMENT_REQUIRED, recorded', async () => {
      const { token, reservationId } = await bookedUser(t, 11, 1, START, 60, true);
      t.clock.set(at('2030-06-03T14:10:00.000Z'));
      const refused = await open(t, token, 1);
      assert.equal(refused.status, 403);
      assert.deepEqual(Object.keys(refused.body as object).sort(), ['code', 'message']);
      assert.equal(codeOf(refused.body), 'DOOR_PAYMENT_REQUIRED');
      const rows = await ctx.database.db.select().from(doorCommands);
      assert.deepEqual(
        rows.map((row) => [row.outcome, row.reservationId, row.detail]),
        [['refused', reservationId, 'reservation not paid']],
      );
      // Settled at the desk, the same reservation opens it.
      await ctx.database.db.update(reservations).set({ paymentStatus: 'paid' }).where(eq(reservations.id, reservationId));
      assert.equal((await open(t, token, 1)).status, 200);
    });

    it('opens for an unpaid reservation where the venue allows it (door_opens_unpaid: the demo venue in Gdańsk)', async () => {
      const { token, reservationId } = await bookedUser(t, 12, 3, START, 60, true);
      t.clock.set(at('2030-06-03T14:10:00.000Z'));
      const opened = await open(t, token, 3);
      assert.equal(opened.status, 200, JSON.stringify(opened.body));
      assert.equal(opened.body.reservation_id, reservationId);
    });

    it(`takes at most ${DOOR_COMMANDS_PER_MINUTE} commands a minute per user; more are 429 and not recorded`, async () => {
      const { token } = await bookedUser(t, 13);
      const other = await bookedUser(t, 14, 1, '2030-06-03T16:00:00.000Z');
      t.clock.set(at('2030-06-03T14:10:00.000Z'));
      for (let n = 1; n < DOOR_COMMANDS_PER_MINUTE; n += 1) assert.equal((await open(t, token, 1)).status, 200);
      // A refused command counts too: it reached the rules all the same.
      assert.equal(codeOf((await open(t, token, 2)).body), 'DOOR_NOT_ALLOWED');
      t.clock.set(at('2030-06-03T14:10:20.000Z'));
      const limited = await open(t, token, 1);
      assert.equal(limited.status, 429);
      assert.equal(codeOf(limited.body), 'RATE_LIMITED');
      assert.equal((limited.body as unknown as ApiErrorBody).retryAfterSeconds, 40);
      assert.equal(limited.headers['retry-after'], '40');
      assert.equal((await open(t, token, 2)).status, 429);
      // Another user is not affected (refused only by the window).
      assert.equal(codeOf((await open(t, other.token, 1)).body), 'DOOR_NOT_ALLOWED');
      const rows = await ctx.database.db.select().from(doorCommands);
      assert.equal(rows.length, DOOR_COMMANDS_PER_MINUTE + 1);
      t.clock.set(at('2030-06-03T14:11:00.000Z'));
      assert.equal((await open(t, token, 1)).status, 200);
    });

    it('refuses malformed requests with 4xx', async () => {
      const { token } = await signIn(t, phone(6));
      assert.equal((await call(t.app, 'POST', '/api/users/automation/door/1', { venue_id: 1 })).status, 401);
      const mismatch = await open(t, token, 1, { venue_id: 2 });
      assert.equal(mismatch.status, 400);
      assert.deepEqual((mismatch.body as unknown as ApiErrorBody).fieldErrors, { venue_id: { key: 'validation.invalid' } });
      assert.equal((await open(t, token, 1, { venue_id: 1, command: 'explode' })).status, 400);
      assert.equal((await open(t, token, 1, {})).status, 400);
      assert.equal((await call(t.app, 'POST', '/api/users/automation/door/x', { venue_id: 1 }, bearer(token))).status, 400);
      const unknown = await open(t, token, 999);
      assert.equal(unknown.status, 404);
    });
  });

  describe('a venue configured with another window (DOOR_OPEN_BEFORE_MINUTES)', () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp(ctx.database, { config: { account: { ...testConfig().account, doorOpenBeforeMinutes: 90 } } });
    });

    it('opens from that many minutes before the start, and states it when refusing', async () => {
      const { token } = await bookedUser(t, 10);
      t.clock.set(at('2030-06-03T12:29:59.000Z'));
      const early = await open(t, token, 1);
      assert.equal(early.status, 403);
      assert.ok(v.is(DoorWindowSchema, early.body));
      assert.equal((early.body as unknown as DoorWindow).open_before_minutes, 90);
      t.clock.set(at('2030-06-03T12:30:00.000Z'));
      assert.equal((await open(t, token, 1)).status, 200);
    });
  });

  describe('http relay against a local stub', () => {
    const relay = startStubRelay();
    let t: TestApp;
    before(async () => {
      const url = await relay.start();
      t = await buildTestApp(ctx.database, {
        config: { account: { ...testConfig().account, door: { provider: 'http', url, token: 'relay-token', timeoutMs: 500 } } },
      });
    });
    after(() => relay.stop());
    beforeEach(() => relay.setStatus(200));

    it('sends the command to the relay with its token', async () => {
      const { token, user, reservationId } = await bookedUser(t, 7);
      t.clock.set(at('2030-06-03T14:05:00.000Z'));
      const response = await open(t, token, 1);
      assert.equal(response.status, 200);
      assert.deepEqual(relay.received.at(-1), {
        authorization: 'Bearer relay-token',
        body: { venue_id: 1, command: 'open', user_id: user.id, reservation_id: reservationId },
      });
      const [row] = await ctx.database.db.select().from(doorCommands);
      assert.equal(row?.provider, 'http');
      assert.equal(row?.outcome, 'done');
    });

    it('answers 502 DOOR_OPEN_FAILED when the relay fails, and records the failure', async () => {
      const { token } = await bookedUser(t, 8);
      relay.setStatus(500);
      t.clock.set(at('2030-06-03T14:05:00.000Z'));
      const response = await open(t, token, 1);
      assert.equal(response.status, 502);
      assert.equal(codeOf(response.body), 'DOOR_OPEN_FAILED');
      const [row] = await ctx.database.db.select().from(doorCommands);
      assert.equal(row?.outcome, 'failed');
      assert.match(row?.detail ?? '', /500/);
    });

    it('never asks the relay when the rules refuse', async () => {
      const before = relay.received.length;
      const { token } = await signIn(t, phone(9));
      assert.equal((await open(t, token, 1)).status, 403);
      assert.equal(relay.received.length, before);
    });
  });
});

describe('GET /api/users/automation/door', () => {
  const ctx = useTestDatabase();
  const windowOf = (t: TestApp, token?: string) =>
    call<DoorWindow>(t.app, 'GET', '/api/users/automation/door', undefined, token ? bearer(token) : {});

  it('needs a signed-in user', async () => {
    const t = await buildTestApp(ctx.database);
    const response = await windowOf(t);
    assert.equal(response.status, 401);
    assert.equal((response.body as unknown as ApiErrorBody).code, 'UNAUTHORIZED');
  });

  it('answers the configured window: the default 30 minutes, or what DOOR_OPEN_BEFORE_MINUTES says', async () => {
    const byDefault = await buildTestApp(ctx.database);
    const { token } = await signIn(byDefault, phone(20));
    const answer = await windowOf(byDefault, token);
    assert.equal(answer.status, 200);
    assert.ok(v.is(DoorWindowSchema, answer.body));
    assert.deepEqual(answer.body, { open_before_minutes: 30 });

    const wide = await buildTestApp(ctx.database, { config: testConfig({}, { DOOR_OPEN_BEFORE_MINUTES: '1440' }) });
    assert.deepEqual((await windowOf(wide, token)).body, { open_before_minutes: 1440 });
  });
});
