import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  KioskActivationSchema,
  KioskCheckInSchema,
  KioskSessionSchema,
  KioskStatusSchema,
  type ApiErrorBody,
  type CheckInQr,
  type CreateReservationResponse,
  type KioskCheckIn,
  type KioskSession,
  type KioskStatus,
} from '@venue/api';
import { checkIns, checkInTokenUses } from '../../db/schema/index.js';
import { bearer } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { demoKioskCode, generateKioskCode } from './kiosk-code.js';
import {
  KIOSK_ACTIVATION_FAILURES_PER_WINDOW,
  KIOSK_ARRIVAL_WINDOW_HOURS,
  KIOSK_SCANS_PER_MINUTE,
  activateKiosk as activateWithService,
  rotateKioskCode,
} from './kiosk-service.js';
import { signKioskSession } from './kiosk-session-token.js';
import { activateKiosk, playerAt, resetKiosks, scan } from './kiosk-test-helpers.js';

// 10:00 in Warsaw on a Monday; "today" at the demo venues runs until 22:00 UTC.
const MORNING = new Date('2030-06-03T08:00:00Z');

describe('kiosk', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  beforeEach(async () => {
    t.clock.set(MORNING);
    await resetKiosks(ctx.database);
  });

  const codeOf = (body: unknown) => (body as ApiErrorBody).code;
  const activate = (body: unknown, remoteAddress?: string) =>
    call(t.app, 'POST', '/api/public/kiosk/activate', body, remoteAddress ? { remoteAddress } : {});
  const status = (kioskToken: string) => call<KioskStatus>(t.app, 'POST', '/api/public/kiosk/status', { kiosk_token: kioskToken });
  const view = (kioskToken: string, sessionToken: string) =>
    call<KioskSession>(t.app, 'POST', '/api/public/kiosk/session/view', { kiosk_token: kioskToken, session_token: sessionToken });
  const checkIn = (kioskToken: string, sessionToken: string, reservationId: number) =>
    call<KioskCheckIn>(t.app, 'POST', '/api/public/kiosk/check_in', {
      kiosk_token: kioskToken,
      session_token: sessionToken,
      reservation_id: reservationId,
    });
  const issue = async (userToken: string, venueId: number) => {
    const response = await call<CheckInQr>(t.app, 'POST', '/api/users/user_venue_qrcode', { venue_id: venueId }, bearer(userToken));
    assert.equal(response.status, 200);
    return response.body.token;
  };
  const book = async (
    userToken: string,
    venueId: number,
    start: string,
    extra: { payment?: 'online' | 'on_site'; courtIndex?: number } = {},
  ) => {
    const response = await call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, venueId, start, 60, extra),
      bearer(userToken),
    );
    assert.equal(response.status, 201, JSON.stringify(response.body));
    const [reservation] = response.body.reservations;
    assert.ok(reservation);
    return reservation;
  };

  describe('activation', () => {
    it('activates with the venue code in any case and spacing, and the kiosk then knows its venue', async () => {
      const response = await activate({ venue_id: 1, code: ' demo kiosk 1 ' });
      assert.equal(response.status, 201);
      assert.ok(v.is(KioskActivationSchema, response.body));
      const answer = await status(response.body.kiosk_token);
      assert.equal(answer.status, 200);
      assert.ok(v.is(KioskStatusSchema, answer.body));
      assert.equal(answer.body.venue_id, 1);
      assert.equal(answer.body.venue_timezone, 'Europe/Warsaw');
    });

    it("refuses another venue's code, an unknown venue and an unknown kiosk token", async () => {
      const wrong = await activate({ venue_id: 1, code: demoKioskCode(2) });
      assert.equal(wrong.status, 403);
      assert.equal(codeOf(wrong.body), 'KIOSK_CODE_INVALID');
      assert.equal(codeOf((await activate({ venue_id: 999, code: demoKioskCode(999) })).body), 'KIOSK_CODE_INVALID');
      const unknown = await status('not-a-kiosk');
      assert.equal(unknown.status, 401);
      assert.equal(codeOf(unknown.body), 'KIOSK_NOT_ACTIVATED');
      assert.equal(codeOf((await scan(t, 'not-a-kiosk', 'ci1.x.y')).body), 'KIOSK_NOT_ACTIVATED');
    });

    it(`waits after ${KIOSK_ACTIVATION_FAILURES_PER_WINDOW} wrong codes from one address in 15 minutes, not for the venue`, async () => {
      // Wrong codes from ten addresses no longer hold up the venue's own kiosk.
      for (let i = 0; i < KIOSK_ACTIVATION_FAILURES_PER_WINDOW; i++) {
        assert.equal((await activate({ venue_id: 4, code: `WRONG-${i}` }, `10.0.0.${i + 1}`)).status, 403);
      }
      assert.equal((await activate({ venue_id: 4, code: demoKioskCode(4) }, '198.51.100.40')).status, 201);

      // One address that keeps guessing waits, at any venue, while others activate.
      const guesser = '10.0.1.1';
      for (let i = 0; i < KIOSK_ACTIVATION_FAILURES_PER_WINDOW; i++) {
        assert.equal((await activate({ venue_id: 4 + (i % 2), code: `WRONG-${i}` }, guesser)).status, 403);
      }
      const limited = await activate({ venue_id: 5, code: demoKioskCode(5) }, guesser);
      assert.equal(limited.status, 429);
      assert.equal(codeOf(limited.body), 'RATE_LIMITED');
      assert.equal(limited.headers['retry-after'], String(15 * 60));
      assert.equal((await activate({ venue_id: 5, code: demoKioskCode(5) }, '198.51.100.41')).status, 201);
      t.clock.advance(15 * 60);
      assert.equal((await activate({ venue_id: 5, code: demoKioskCode(5) }, guesser)).status, 201);
    });

    it('rotating the code retires the old one; revoking sends every kiosk of the venue back to activation', async () => {
      const kiosk = await activateKiosk(t, 2);
      const other = await activateKiosk(t, 3);
      const fresh = generateKioskCode();
      assert.match(fresh, /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      await rotateKioskCode(ctx.database.db, 2, fresh, t.clock.now(), false);
      assert.equal((await activate({ venue_id: 2, code: demoKioskCode(2) })).status, 403);
      assert.equal((await activate({ venue_id: 2, code: fresh.toLowerCase() })).status, 201);
      assert.equal((await status(kiosk)).status, 200);

      await rotateKioskCode(ctx.database.db, 2, generateKioskCode(), t.clock.now(), true);
      assert.equal((await status(kiosk)).status, 401);
      assert.equal((await status(other)).status, 200);
    });

    it('never takes a demo code when the backend runs as production', async () => {
      const deps = { db: ctx.database.db, secret: 's', now: t.clock.now(), production: true };
      await assert.rejects(activateWithService(deps, 1, demoKioskCode(1), '203.0.113.60'), { code: 'KIOSK_CODE_INVALID' });
      const real = generateKioskCode();
      await rotateKioskCode(ctx.database.db, 1, real, t.clock.now(), false);
      assert.equal((await activateWithService(deps, 1, real, '203.0.113.60')).venue_id, 1);
    });
  });

  describe('a scan', () => {
    it("opens a session with the player's first name and today's bookings at this venue only", async () => {
      const kiosk = await activateKiosk(t, 1);
      const { token } = await playerAt(t, ctx.database, 1, 1);
      const later = await book(token, 1, '2030-06-03T16:00:00Z', { payment: 'online' });
      const earlier = await book(token, 1, '2030-06-03T14:00:00Z');
      await book(token, 1, '2030-06-04T14:00:00Z');
      await book(token, 2, '2030-06-03T14:00:00Z');

      const response = await scan(t, kiosk, await issue(token, 1));
      assert.equal(response.status, 200);
      assert.ok(v.is(KioskSessionSchema, response.body));
      assert.equal(response.body.source, 'check_in_code');
      assert.deepEqual(response.body.player, { first_name: 'Anna' });
      assert.deepEqual(
        response.body.reservations.map((r) => [r.id, r.payment_method, r.payable, r.checked_in_at]),
        [
          [earlier.id, 'on_site', true, null],
          [later.id, 'online', true, null],
        ],
      );
      const text = JSON.stringify(response.body);
      for (const hidden of ['Nowak', '+48', 'phone', 'email']) assert.ok(!text.includes(hidden), hidden);
    });

    it('takes a check-in code once: a screenshot shown again is refused', async () => {
      const kiosk = await activateKiosk(t, 1);
      const otherKiosk = await activateKiosk(t, 1);
      const { token } = await playerAt(t, ctx.database, 2, 1);
      const code = await issue(token, 1);
      assert.equal((await scan(t, kiosk, code)).status, 200);
      for (const again of [kiosk, otherKiosk]) {
        const replay = await scan(t, again, code);
        assert.equal(replay.status, 409);
        assert.equal(codeOf(replay.body), 'CHECKIN_TOKEN_USED');
      }
      // A new code from the account page works.
      assert.equal((await scan(t, kiosk, await issue(token, 1))).status, 200);
    });

    it('lets only one of two kiosks reading the same code at once through', async () => {
      const kioskA = await activateKiosk(t, 1);
      const kioskB = await activateKiosk(t, 1);
      const { token } = await playerAt(t, ctx.database, 3, 1);
      const code = await issue(token, 1);
      const results = await Promise.all([scan(t, kioskA, code), scan(t, kioskB, code)]);
      assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
      assert.equal((await ctx.database.db.select().from(checkInTokenUses)).length, 1);
    });

    it('refuses expired, foreign-venue and forged codes with their own codes', async () => {
      const kiosk = await activateKiosk(t, 1);
      const { token } = await playerAt(t, ctx.database, 4, 1);
      const code = await issue(token, 1);
      const foreign = await scan(t, await activateKiosk(t, 2), code);
      assert.equal(foreign.status, 403);
      assert.equal(codeOf(foreign.body), 'CHECKIN_WRONG_VENUE');
      const forged = await scan(t, kiosk, `${code.slice(0, -3)}abc`);
      assert.equal(forged.status, 400);
      assert.equal(codeOf(forged.body), 'CHECKIN_TOKEN_INVALID');
      t.clock.advance(120);
      const expired = await scan(t, kiosk, code);
      assert.equal(expired.status, 410);
      assert.equal(codeOf(expired.body), 'CHECKIN_TOKEN_EXPIRED');
    });

    it(`is limited to ${KIOSK_SCANS_PER_MINUTE} a minute per kiosk, failed ones included`, async () => {
      const kiosk = await activateKiosk(t, 1);
      const neighbour = await activateKiosk(t, 1);
      for (let i = 0; i < KIOSK_SCANS_PER_MINUTE; i++) assert.equal((await scan(t, kiosk, `garbage-${i}`)).status, 400);
      const { token } = await playerAt(t, ctx.database, 5, 1);
      const code = await issue(token, 1);
      const limited = await scan(t, kiosk, code);
      assert.equal(limited.status, 429);
      assert.equal(codeOf(limited.body), 'RATE_LIMITED');
      assert.equal(limited.headers['retry-after'], '60');
      // A refused scan does not use the code up, and the kiosk next to it is not held up.
      assert.equal((await scan(t, neighbour, code)).status, 200);
      t.clock.advance(60);
      assert.equal((await scan(t, kiosk, await issue(token, 1))).status, 200);
    });

    it("opens a reservation's QR (its uuid) as a session of that reservation only, at its venue only", async () => {
      const kiosk = await activateKiosk(t, 1);
      const { token } = await playerAt(t, ctx.database, 6, 1);
      const mine = await book(token, 1, '2030-06-03T14:00:00Z', { payment: 'online' });
      await book(token, 1, '2030-06-03T16:00:00Z');
      const session = await scan(t, kiosk, mine.reservation_uuid.toUpperCase());
      assert.equal(session.status, 200);
      assert.equal(session.body.source, 'reservation');
      assert.deepEqual(
        session.body.reservations.map((r) => [r.id, r.reservation_uuid, r.payable]),
        [[mine.id, mine.reservation_uuid, true]],
      );
      // Reusable (the reservation's link is long-lived), but never at another venue.
      assert.equal((await scan(t, kiosk, mine.reservation_uuid)).status, 200);
      assert.equal(codeOf((await scan(t, await activateKiosk(t, 2), mine.reservation_uuid)).body), 'CHECKIN_WRONG_VENUE');
      assert.equal(codeOf((await scan(t, kiosk, '00000000-0000-4000-8000-000000000000')).body), 'CHECKIN_TOKEN_INVALID');
    });

    it(`reaches ${KIOSK_ARRIVAL_WINDOW_HOURS} hours past a late evening, into the next day of a round-the-clock venue`, async () => {
      const atlas = 6;
      const kiosk = await activateKiosk(t, atlas);
      const { token } = await playerAt(t, ctx.database, 8, atlas);
      // 22:30 in Warsaw: 00:30 is in the window, 09:00 the next morning is not.
      t.clock.set(new Date('2030-06-03T20:30:00Z'));
      const afterMidnight = await book(token, atlas, '2030-06-03T22:30:00Z');
      await book(token, atlas, '2030-06-04T07:00:00Z');
      const session = await scan(t, kiosk, await issue(token, atlas));
      assert.equal(session.status, 200);
      assert.deepEqual(
        session.body.reservations.map((r) => r.id),
        [afterMidnight.id],
      );
    });

    it('answers a player with nothing booked today with an empty list', async () => {
      const kiosk = await activateKiosk(t, 1);
      const { token } = await playerAt(t, ctx.database, 7, 1);
      await book(token, 1, '2030-06-04T14:00:00Z');
      const session = await scan(t, kiosk, await issue(token, 1));
      assert.equal(session.status, 200);
      assert.deepEqual(session.body.reservations, []);
    });
  });

  describe('check-in', () => {
    it('is recorded once, with who, when, which reservation and which kiosk', async () => {
      const kiosk = await activateKiosk(t, 1);
      const { token, user } = await playerAt(t, ctx.database, 8, 1);
      const reservation = await book(token, 1, '2030-06-03T14:00:00Z');
      const { body: session } = await scan(t, kiosk, await issue(token, 1));

      const first = await checkIn(kiosk, session.session_token, reservation.id);
      assert.equal(first.status, 200);
      assert.ok(v.is(KioskCheckInSchema, first.body));
      assert.deepEqual(first.body, { reservation_id: reservation.id, checked_in_at: MORNING.toISOString(), recorded_now: true });
      t.clock.advance(30);
      const again = await checkIn(kiosk, session.session_token, reservation.id);
      assert.deepEqual(again.body, { reservation_id: reservation.id, checked_in_at: MORNING.toISOString(), recorded_now: false });

      const rows = await ctx.database.db.select().from(checkIns).where(eq(checkIns.reservationId, reservation.id));
      assert.equal(rows.length, 1);
      assert.equal(rows[0]?.userId, user.id);
      assert.equal(rows[0]?.venueId, 1);
      assert.equal(typeof rows[0]?.kioskId, 'number');
      const refreshed = await view(kiosk, session.session_token);
      assert.equal(refreshed.body.reservations[0]?.checked_in_at, MORNING.toISOString());
    });

    it("takes only the session's own reservations, on its own kiosk, while the session lasts", async () => {
      const kiosk = await activateKiosk(t, 1);
      const other = await activateKiosk(t, 1);
      const { token } = await playerAt(t, ctx.database, 9, 1);
      const { token: strangerToken } = await playerAt(t, ctx.database, 10, 1);
      const mine = await book(token, 1, '2030-06-03T14:00:00Z');
      const theirs = await book(strangerToken, 1, '2030-06-03T16:00:00Z');
      const tomorrow = await book(token, 1, '2030-06-04T14:00:00Z');
      const { body: session } = await scan(t, kiosk, await issue(token, 1));

      assert.equal((await checkIn(kiosk, session.session_token, theirs.id)).status, 404);
      assert.equal((await checkIn(kiosk, session.session_token, tomorrow.id)).status, 404);
      assert.equal(codeOf((await checkIn(other, session.session_token, mine.id)).body), 'KIOSK_SESSION_EXPIRED');
      const forged = signKioskSession('not-the-secret', { kioskId: 1, userId: 1, reservationId: null, expiresAt: 2_000_000_000 });
      assert.equal(codeOf((await checkIn(kiosk, forged, mine.id)).body), 'KIOSK_SESSION_EXPIRED');
      t.clock.advance(15 * 60);
      const late = await checkIn(kiosk, session.session_token, mine.id);
      assert.equal(late.status, 410);
      assert.equal(codeOf(late.body), 'KIOSK_SESSION_EXPIRED');
      assert.equal((await view(kiosk, session.session_token)).status, 410);
    });
  });
});
