import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { CarnetPurchaseResponse, CreateReservationResponse } from '@venue/api';
import { jobs, userVenueCarnets } from '../../db/schema/index.js';
import { bearer, e164, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest, venueDetail } from '../../testing/booking-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { postToLedger } from '../wallet/wallet-service.js';
import { carnetReminderSmsText } from './carnet-reminder-text.js';
import { CARNET_REMINDER_JOBS, sendCarnetReminders } from './carnet-reminders.js';
import { DEMO_TYPES, demoType, giveCarnet } from './carnet-test-helpers.js';

const NOW = new Date('2030-06-01T10:00:00.000Z');

describe('carnet reminders', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let token: string;
  let userId: number;
  const to = e164(phone(1));

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  beforeEach(async () => {
    t.clock.set(NOW);
    const signed = await signIn(t, phone(1));
    token = signed.token;
    userId = signed.user.id;
    t.sms.sent.length = 0;
    t.sms.failing = false;
  });

  const send = () => sendCarnetReminders(ctx.database.db, t.sms, t.clock.now());
  const reminders = () => t.sms.sent.filter((message) => message.to === to);
  const book = async (carnetId: number, start: string) => {
    const answer = await call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      await bookingRequest(t, 1, start, 60, { payment: 'carnet', user_venue_carnet_id: carnetId }),
      bearer(token),
    );
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    return answer.body.reservations[0]?.id ?? 0;
  };

  it('7 days before expiry, once, in the language the carnet was bought in', async () => {
    const { type } = await demoType(ctx.database.db, DEMO_TYPES.warszawaSquashMornings);
    await postToLedger(ctx.database.db, {
      userId,
      type: 'manual_adjustment',
      availableDelta: type.priceGrosze,
      description: 'Zasilenie testowe',
      idempotencyKey: 'test:fund',
      now: NOW,
    });
    const venue = await venueDetail(t, 1);
    const bought = await call<CarnetPurchaseResponse>(
      t.app,
      'POST',
      '/api/users/user_venue_carnet',
      {
        venue_carnet_type_id: type.id,
        venue_id: 1,
        regulation_acceptance_id: venue.regulations.filter((item) => item.required).map((item) => item.id),
        use_wallet: true,
      },
      { headers: { ...bearer(token).headers, 'accept-language': 'en-GB,en;q=0.9' } },
    );
    assert.equal(bought.status, 201, JSON.stringify(bought.body));
    // Valid through 29 August (Warsaw); the reminder is due a week before its end.
    assert.equal(bought.body.carnet.expires_at, '2030-08-29T22:00:00.000Z');
    t.clock.set(new Date('2030-08-22T21:59:00Z'));
    assert.equal(await send(), 0);
    t.clock.set(new Date('2030-08-22T22:00:00Z'));
    assert.equal(await send(), 1);
    assert.deepEqual(
      reminders().map((message) => message.text),
      [`Your pass "${type.name}" (Klub Sportowy Mokotów) is valid until 29.08.2030 inclusive. Entries left: 10. Book before it expires.`],
    );
    t.clock.advance(3600);
    assert.equal(await send(), 0);
    assert.equal(reminders().length, 1);
  });

  it('when exactly one entry is left, once: a give-back and a new use bring no second message', async () => {
    const carnetId = await giveCarnet(ctx.database.db, userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: NOW, remaining: 3 });
    await book(carnetId, '2030-06-03T06:00:00Z');
    assert.equal(await send(), 0, 'two left');
    const second = await book(carnetId, '2030-06-04T06:00:00Z');
    assert.equal(await send(), 1);
    assert.match(
      reminders()[0]?.text ?? '',
      /^Na karnecie „Squash poranny — 10 wejść” \(Klub Sportowy Mokotów\) zostało ostatnie wejście\./,
    );
    assert.equal((await call(t.app, 'DELETE', `/api/users/reservation/${second}`, undefined, bearer(token))).status, 200);
    await book(carnetId, '2030-06-05T06:00:00Z');
    assert.equal(await send(), 0);
    assert.equal(reminders().length, 1);
  });

  it('says nothing when the carnet is used up or expired by then; a failed send is tried again', async () => {
    const carnetId = await giveCarnet(ctx.database.db, userId, DEMO_TYPES.warszawaSquashMornings, { paidAt: NOW, remaining: 2 });
    t.sms.failing = true;
    await book(carnetId, '2030-06-03T06:00:00Z');
    assert.equal(await send(), 0);
    t.sms.failing = false;
    t.clock.advance(61);
    assert.equal(await send(), 1);
    assert.equal(reminders().length, 1);

    await ctx.database.db.update(userVenueCarnets).set({ remaining: 0 }).where(eq(userVenueCarnets.id, carnetId));
    await ctx.database.db.insert(jobs).values({
      kind: CARNET_REMINDER_JOBS.expiry,
      key: String(carnetId),
      runAt: t.clock.now(),
      payload: { carnetId },
      createdAt: t.clock.now(),
    });
    assert.equal(await send(), 1, 'settled without a message');
    assert.equal(reminders().length, 1);
  });

  it('is written in Polish, English and Ukrainian, with money for a value carnet', () => {
    const reminder = {
      kind: 'expiry' as const,
      carnetName: 'Kwotowy',
      venueName: 'Klub',
      remaining: 12_050,
      carnetKind: 'amount' as const,
      expiresAt: new Date('2030-08-29T22:00:00Z'),
      timezone: 'Europe/Warsaw',
    };
    assert.match(carnetReminderSmsText(reminder, 'pl'), /ważny do 29\.08\.2030 włącznie\. Pozostała kwota: 120,50 zł\./);
    assert.match(carnetReminderSmsText(reminder, 'en'), /Value left: 120,50 zł\./);
    assert.match(carnetReminderSmsText(reminder, 'uk'), /дійсний до 29\.08\.2030 включно\. Залишок: 120,50 zł\./);
  });
});
