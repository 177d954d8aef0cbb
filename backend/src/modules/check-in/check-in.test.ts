import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { CheckInQrSchema, KioskSessionSchema, type ApiErrorBody, type CheckInQr, type CreateReservationResponse } from '@venue/api';
import { userVenueProfiles, users } from '../../db/schema/index.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { activateKiosk, resetKiosks, scan } from './kiosk-test-helpers.js';
import { readCheckInToken, signCheckInToken } from './qr-token.js';

describe('check-in QR', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  // One kiosk per venue, activated afresh before each test (the kiosk tables outlive the reset).
  const kioskTokens = new Map<number, string>();

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  beforeEach(async () => {
    await resetKiosks(ctx.database);
    kioskTokens.clear();
    for (const venueId of [1, 2, 3]) kioskTokens.set(venueId, await activateKiosk(t, venueId));
  });

  const issue = (token: string, body: unknown) => call<CheckInQr>(t.app, 'POST', '/api/users/user_venue_qrcode', body, bearer(token));
  const verify = ({ token, venue_id }: { token: string; venue_id: number }) => scan(t, kioskTokens.get(venue_id) ?? '', token);
  const codeOf = (body: unknown) => (body as ApiErrorBody).code;

  async function customerAt(n: number, venueId: number) {
    const signed = await signIn(t, phone(n));
    await ctx.database.db.update(users).set({ firstName: 'Anna', lastName: 'Nowak' }).where(eq(users.id, signed.user.id));
    await ctx.database.db.insert(userVenueProfiles).values({ userId: signed.user.id, venueId });
    return signed;
  }

  it('refuses a code for a venue where the user has no profile, and issues one once they booked there', async () => {
    const { token } = await signIn(t, phone(1));
    const refused = await issue(token, { venue_id: 1 });
    assert.equal(refused.status, 403);
    assert.equal(codeOf(refused.body), 'NO_VENUE_PROFILE');

    const booked = await call(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, 1, '2030-06-03T14:00:00Z', 60),
      bearer(token),
    );
    assert.equal(booked.status, 201);
    const issued = await issue(token, { venue_id: 1 });
    assert.equal(issued.status, 200);
    assert.ok(v.is(CheckInQrSchema, issued.body));
    assert.equal(issued.body.venue_id, 1);
    assert.equal(issued.body.ttl_seconds, 120);
    assert.equal(issued.body.issued_at, '2030-06-01T10:00:00.000Z');
    assert.equal(issued.body.expires_at, '2030-06-01T10:02:00.000Z');
  });

  it("refuses a code once the player's only booking at the venue is cancelled, and issues one again after a new booking", async () => {
    const { token } = await signIn(t, phone(5));
    const book = async (start: string) =>
      call<CreateReservationResponse>(t.app, 'POST', '/api/users/reservation', await bookingRequest(t, 1, start, 60), bearer(token));
    const booked = await book('2030-06-04T14:00:00Z');
    assert.equal(booked.status, 201);
    assert.equal((await issue(token, { venue_id: 1 })).status, 200);

    const cancelled = await call(t.app, 'DELETE', `/api/users/reservation/${booked.body.reservations[0]?.id}`, undefined, bearer(token));
    assert.equal(cancelled.status, 200);
    const refused = await issue(token, { venue_id: 1 });
    assert.equal(refused.status, 403);
    assert.equal(codeOf(refused.body), 'NO_VENUE_PROFILE');

    assert.equal((await book('2030-06-05T14:00:00Z')).status, 201);
    assert.equal((await issue(token, { venue_id: 1 })).status, 200);
  });

  it('is verified by the kiosk of its venue while fresh, naming the user', async () => {
    const { token } = await customerAt(2, 3);
    const { body: qr } = await issue(token, { venue_id: 3 });
    t.clock.advance(119);
    const response = await verify({ token: qr.token, venue_id: 3 });
    assert.equal(response.status, 200);
    assert.ok(v.is(KioskSessionSchema, response.body));
    // Only the first name: the desk greets the player, it does not identify them further.
    assert.deepEqual(response.body.player, { first_name: 'Anna' });
    assert.ok(!JSON.stringify(response.body).includes('Nowak'));
  });

  it('gives a new code on every request, even within the same second, and each one verifies', async () => {
    const { token } = await customerAt(9, 3);
    const first = await issue(token, { venue_id: 3 });
    const second = await issue(token, { venue_id: 3 });
    assert.equal(first.body.issued_at, second.body.issued_at);
    assert.notEqual(first.body.token, second.body.token);
    for (const code of [first.body.token, second.body.token]) assert.equal((await verify({ token: code, venue_id: 3 })).status, 200);
  });

  it('rejects an expired code with 410 CHECKIN_TOKEN_EXPIRED', async () => {
    const { token } = await customerAt(3, 1);
    const { body: qr } = await issue(token, { venue_id: 1 });
    t.clock.advance(120);
    const response = await verify({ token: qr.token, venue_id: 1 });
    assert.equal(response.status, 410);
    assert.equal(codeOf(response.body), 'CHECKIN_TOKEN_EXPIRED');
  });

  it("rejects another venue's code with 403 CHECKIN_WRONG_VENUE", async () => {
    const { token } = await customerAt(4, 1);
    const { body: qr } = await issue(token, { venue_id: 1 });
    const response = await verify({ token: qr.token, venue_id: 2 });
    assert.equal(response.status, 403);
    assert.equal(codeOf(response.body), 'CHECKIN_WRONG_VENUE');
  });

  it('rejects forged and altered codes with 400 CHECKIN_TOKEN_INVALID', async () => {
    const { token, user } = await customerAt(5, 1);
    const { body: qr } = await issue(token, { venue_id: 1 });
    const [version, payload = '', signature = ''] = qr.token.split('.');
    const claims = readCheckInToken(t.app.deps.config.account.checkInSecret, qr.token);
    assert.ok(claims);
    const longer = Buffer.from(JSON.stringify({ u: user.id, v: 1, iat: claims.issuedAt, exp: claims.expiresAt + 3600 })).toString(
      'base64url',
    );
    const forgeries = [
      `${version}.${longer}.${signature}`,
      `${version}.${payload}.${signature.slice(0, -2)}AA`,
      signCheckInToken('not-the-server-secret', { ...claims, expiresAt: claims.expiresAt + 3600 }),
      `${version}.${payload}`,
      'garbage',
      `ci2.${payload}.${signature}`,
    ];
    for (const forged of forgeries) {
      const response = await verify({ token: forged, venue_id: 1 });
      assert.equal(response.status, 400, forged);
      assert.equal(codeOf(response.body), 'CHECKIN_TOKEN_INVALID', forged);
    }
    assert.equal((await verify({ token: '', venue_id: 1 })).status, 400);
  });

  it('admits no one with a genuine code of an account closed since', async () => {
    const { token, user } = await customerAt(6, 1);
    const { body: qr } = await issue(token, { venue_id: 1 });
    await ctx.database.db.update(users).set({ isDeleted: true }).where(eq(users.id, user.id));
    const response = await verify({ token: qr.token, venue_id: 1 });
    assert.equal(response.status, 400);
    assert.equal(codeOf(response.body), 'CHECKIN_TOKEN_INVALID');
  });

  it('needs a signed-in user and a valid venue id to issue', async () => {
    assert.equal((await call(t.app, 'POST', '/api/users/user_venue_qrcode', { venue_id: 1 })).status, 401);
    const { token } = await signIn(t, phone(7));
    for (const body of [{}, { venue_id: 'x' }, { venue_id: 0 }]) assert.equal((await issue(token, body)).status, 400);
  });
});
