import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { ONLINE_PAYMENT_WINDOW_MINUTES, type CreateReservationResponse, type Payment } from '@venue/api';
import { jobs, reservations, users } from '../../db/schema/index.js';
import type { EmailMessage, EmailSender } from '../../plugins/email/email-sender.js';
import { bearer, e164, phone, signIn } from '../../testing/auth-helpers.js';
import { bookingRequest } from '../../testing/booking-helpers.js';
import { buildPaymentTestApp, tokenFromRedirect, type PaymentTestApp } from '../../testing/payment-helpers.js';
import { RecordingSmsSender } from '../../testing/recording-sms-sender.js';
import { call } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { runJobs } from '../jobs/job-handlers.js';
import { SERIES_RELEASE_NOTICE_JOB, sendSeriesReleaseNotices } from './series-release.js';
import { seriesReleaseEmail, seriesReleaseSmsText, type SeriesRelease } from './series-release-text.js';

class RecordingEmailSender implements EmailSender {
  readonly name = 'recording';
  readonly sent: EmailMessage[] = [];
  async send(message: EmailMessage): Promise<void> {
    this.sent.push(message);
  }
}

const release = (count: number): SeriesRelease => ({
  courtName: 'Kort 1',
  venueName: 'Arena',
  timezone: 'Europe/Warsaw',
  // Mondays 18:00 Warsaw time (16:00 UTC in summer).
  released: Array.from({ length: count }, (_, week) => new Date(Date.UTC(2030, 5, 3 + 7 * week, 16))),
  link: 'https://app.example/my-reservations/recurring/7',
});

describe('series release notice texts', () => {
  it('name the court, count the dates with the right plural and list them in venue time, in pl, en and uk', () => {
    assert.equal(
      seriesReleaseSmsText(release(1), 'pl'),
      'Kort 1, Arena: minęło 30 minut na płatność, więc zwolniliśmy 1 nieopłacony termin rezerwacji stałej: pon. 3.06 18:00. Opłacone terminy zostają bez zmian.',
    );
    assert.match(
      seriesReleaseSmsText(release(3), 'pl'),
      /zwolniliśmy 3 nieopłacone terminy .*: pon\. 3\.06 18:00, pon\. 10\.06 18:00, pon\. 17\.06 18:00\./,
    );
    assert.match(seriesReleaseSmsText(release(5), 'pl'), /zwolniliśmy 5 nieopłaconych terminów /);
    assert.match(
      seriesReleaseSmsText(release(1), 'en'),
      /so we released 1 unpaid date of your weekly booking: Mon 3\.06 18:00\. Paid dates stay booked\.$/,
    );
    assert.match(seriesReleaseSmsText(release(2), 'en'), /released 2 unpaid dates /);
    assert.match(seriesReleaseSmsText(release(1), 'uk'), /звільнили 1 неоплачений термін /);
    assert.match(seriesReleaseSmsText(release(3), 'uk'), /звільнили 3 неоплачені терміни /);
    assert.match(seriesReleaseSmsText(release(5), 'uk'), /звільнили 5 неоплачених термінів /);
  });

  it('state the window the booking actually has', () => {
    for (const language of ['pl', 'en', 'uk'] as const) {
      assert.ok(seriesReleaseSmsText(release(1), language).includes(` ${ONLINE_PAYMENT_WINDOW_MINUTES} `), language);
    }
  });

  it('the e-mail lists one date a line and keeps the series link on a line of its own', () => {
    const message = seriesReleaseEmail('anna@example.com', release(2), 'en');
    assert.equal(message.subject, 'Unpaid dates of your weekly booking were released');
    const lines = message.text.split('\n');
    assert.ok(lines.includes('- Mon 3.06 18:00') && lines.includes('- Mon 10.06 18:00'));
    assert.equal(lines.at(-1), 'https://app.example/my-reservations/recurring/7');
  });
});

describe('an online weekly series releases unpaid dates only with a notice', () => {
  const ctx = useTestDatabase();
  let t: PaymentTestApp;
  let token: string;
  let sms: RecordingSmsSender;
  let email: RecordingEmailSender;

  before(async () => {
    t = await buildPaymentTestApp(ctx.database);
  });

  beforeEach(async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    token = (await signIn(t, phone(1))).token;
    sms = new RecordingSmsSender();
    email = new RecordingEmailSender();
  });

  const senders = () => ({ sms, email, appUrl: 'https://app.example' });
  async function bookSeries(language = 'pl', hour = 14): Promise<CreateReservationResponse> {
    const weeks = [3, 10, 17].map((day) => new Date(Date.UTC(2030, 5, day, hour)).toISOString());
    const request = await bookingRequest(t, 1, weeks[0] ?? '', 60, { payment: 'online' });
    const response = await call<CreateReservationResponse>(
      t.app,
      'POST',
      '/api/users/reservation',
      { ...request, recurring: { until: '2030-06-17', mode: 'create', occurrences: weeks } },
      { headers: { ...bearer(token).headers, 'accept-language': language } },
    );
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body;
  }

  const states = async (ids: number[]) =>
    (await ctx.database.db.select().from(reservations).where(inArray(reservations.id, ids)).orderBy(reservations.startTime)).map(
      (row) => `${row.state}/${row.paymentStatus}`,
    );

  async function payFirst(series: CreateReservationResponse): Promise<void> {
    const first = series.reservations[0];
    assert.ok(first);
    const payment = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/reservation/bulk',
      { venue_id: 1, reservation_id: [first.id], method_id: 509, blik_code: '777123' },
      bearer(token),
    );
    assert.equal(payment.status, 201, JSON.stringify(payment.body));
    await t.gateway.settled();
  }

  for (const [language, expected] of [
    ['pl', /zwolniliśmy 2 nieopłacone terminy/],
    ['en-GB,en;q=0.9', /released 2 unpaid dates/],
    ['uk', /звільнили 2 неоплачені терміни/],
  ] as const) {
    it(`after the window: paid dates stay, the rest are released and one SMS in the booking language (${language}) lists them`, async () => {
      const series = await bookSeries(language);
      const ids = series.reservations.map((r) => r.id);
      await payFirst(series);
      t.clock.advance((ONLINE_PAYMENT_WINDOW_MINUTES - 1) * 60);
      await runJobs(ctx.database.db, t.clock.now());
      assert.equal(await sendSeriesReleaseNotices(ctx.database.db, senders(), t.clock.now()), 0, 'nothing before the window closes');
      assert.deepEqual(await states(ids), ['active/paid', 'active/pending_online', 'active/pending_online']);
      t.clock.advance(2 * 60);
      await runJobs(ctx.database.db, t.clock.now());
      assert.equal(await sendSeriesReleaseNotices(ctx.database.db, senders(), t.clock.now()), 1);
      assert.deepEqual(await states(ids), ['active/paid', 'cancelled/unpaid', 'cancelled/unpaid']);
      assert.equal(sms.sent.length, 1);
      assert.equal(sms.sent[0]?.to, e164(phone(1)));
      assert.match(sms.sent[0]?.text ?? '', expected);
      // Only the released dates, in venue time (Warsaw, UTC+2 in June).
      assert.match(sms.sent[0]?.text ?? '', / 10\.06 16:00, \S+ 17\.06 16:00\./);
      assert.doesNotMatch(sms.sent[0]?.text ?? '', /3\.06/);
      // Once per series.
      t.clock.advance(5 * 60);
      assert.equal(await sendSeriesReleaseNotices(ctx.database.db, senders(), t.clock.now()), 0);
      assert.equal(sms.sent.length, 1);
    });
  }

  it('a notice that runs before the per-date expiry releases the dates itself, so none is listed while still held', async () => {
    const series = await bookSeries();
    t.clock.advance((ONLINE_PAYMENT_WINDOW_MINUTES + 1) * 60);
    assert.equal(await sendSeriesReleaseNotices(ctx.database.db, senders(), t.clock.now()), 1);
    assert.deepEqual(await states(series.reservations.map((r) => r.id)), ['cancelled/unpaid', 'cancelled/unpaid', 'cancelled/unpaid']);
    assert.match(sms.sent[0]?.text ?? '', /zwolniliśmy 3 nieopłacone terminy/);
    // The expiry jobs then find nothing left to do.
    assert.equal(await runJobs(ctx.database.db, t.clock.now()), 3);
    assert.deepEqual(await states(series.reservations.map((r) => r.id)), ['cancelled/unpaid', 'cancelled/unpaid', 'cancelled/unpaid']);
  });

  it('a fully paid series sends nothing', async () => {
    const series = await bookSeries();
    const payment = await call<Payment>(
      t.app,
      'POST',
      '/api/users/payment/reservation/bulk',
      { venue_id: 1, reservation_id: series.reservations.map((r) => r.id), method_id: 509, blik_code: '777123' },
      bearer(token),
    );
    assert.equal(payment.status, 201);
    await t.gateway.settled();
    t.clock.advance((ONLINE_PAYMENT_WINDOW_MINUTES + 1) * 60);
    await runJobs(ctx.database.db, t.clock.now());
    assert.equal(await sendSeriesReleaseNotices(ctx.database.db, senders(), t.clock.now()), 1);
    assert.deepEqual(sms.sent, []);
  });

  it('goes by e-mail to a confirmed address instead of SMS', async () => {
    await ctx.database.db
      .update(users)
      .set({ email: 'anna@example.com', emailVerified: true })
      .where(eq(users.phoneNumber, e164(phone(1))));
    await bookSeries('uk');
    t.clock.advance((ONLINE_PAYMENT_WINDOW_MINUTES + 1) * 60);
    await runJobs(ctx.database.db, t.clock.now());
    await sendSeriesReleaseNotices(ctx.database.db, senders(), t.clock.now());
    assert.deepEqual(sms.sent, []);
    assert.equal(email.sent.length, 1);
    assert.equal(email.sent[0]?.to, 'anna@example.com');
    assert.equal(email.sent[0]?.subject, 'Ми звільнили неоплачені терміни постійного бронювання');
    assert.match(email.sent[0]?.text ?? '', /https:\/\/app\.example\/my-reservations\/recurring\/\d+$/);
  });

  it('a send that fails is retried a minute later, and the dates stay released meanwhile', async () => {
    const series = await bookSeries();
    t.clock.advance((ONLINE_PAYMENT_WINDOW_MINUTES + 1) * 60);
    sms.failing = true;
    assert.equal(await sendSeriesReleaseNotices(ctx.database.db, senders(), t.clock.now()), 0);
    assert.deepEqual(await states(series.reservations.map((r) => r.id)), ['cancelled/unpaid', 'cancelled/unpaid', 'cancelled/unpaid']);
    sms.failing = false;
    assert.equal(await sendSeriesReleaseNotices(ctx.database.db, senders(), t.clock.now()), 0, 'claimed for a minute');
    t.clock.advance(61);
    assert.equal(await sendSeriesReleaseNotices(ctx.database.db, senders(), t.clock.now()), 1);
    assert.equal(sms.sent.length, 1);
    const [job] = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, SERIES_RELEASE_NOTICE_JOB));
    assert.equal(job?.attempts, 2);
    assert.match(job?.lastError ?? '', /Gateway down/);
  });

  it('waits while a transfer for the dates is under way: paid, nothing is announced; declined, the notice follows', async () => {
    for (const outcome of ['SUCCESS', 'decline'] as const) {
      const series = await bookSeries('pl', outcome === 'SUCCESS' ? 15 : 16);
      const ids = series.reservations.map((r) => r.id);
      const transfer = await call<Payment>(
        t.app,
        'POST',
        '/api/users/payment/reservation/bulk',
        { venue_id: 1, reservation_id: ids, method_id: 106 },
        bearer(token),
      );
      assert.equal(transfer.status, 201, JSON.stringify(transfer.body));
      t.clock.advance((ONLINE_PAYMENT_WINDOW_MINUTES + 1) * 60);
      assert.equal(await sendSeriesReleaseNotices(ctx.database.db, senders(), t.clock.now()), 0, `${outcome}: postponed`);
      assert.equal(sms.sent.length, 0);
      const sandboxToken = tokenFromRedirect(transfer.body.redirect_url);
      if (outcome === 'SUCCESS') {
        const notification = t.gateway.notificationFor(sandboxToken, 'SUCCESS');
        assert.ok(notification);
        assert.equal((await t.notify(notification)).status, 200);
      } else {
        await t.app.inject({ method: 'GET', url: `/api/sandbox/pay/${sandboxToken}/decline?return=http://localhost:3000/` });
      }
      t.clock.advance(61);
      assert.equal(await sendSeriesReleaseNotices(ctx.database.db, senders(), t.clock.now()), 1);
      if (outcome === 'SUCCESS') {
        assert.deepEqual(await states(ids), ['active/paid', 'active/paid', 'active/paid']);
        assert.deepEqual(sms.sent, []);
      } else {
        assert.deepEqual(await states(ids), ['cancelled/unpaid', 'cancelled/unpaid', 'cancelled/unpaid']);
        assert.match(sms.sent[0]?.text ?? '', /3 nieopłacone terminy/);
      }
      await ctx.database.db.delete(jobs);
      sms = new RecordingSmsSender();
      t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    }
  });

  it('a payment started at the moment of release either pays its date or finds it released, and the notice agrees', async () => {
    for (let round = 0; round < 5; round += 1) {
      sms = new RecordingSmsSender();
      t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
      const series = await bookSeries('pl', 8 + round);
      const ids = series.reservations.map((r) => r.id);
      t.clock.advance((ONLINE_PAYMENT_WINDOW_MINUTES + 1) * 60);
      const [payment] = await Promise.all([
        call<Payment>(
          t.app,
          'POST',
          '/api/users/payment/reservation/bulk',
          { venue_id: 1, reservation_id: ids, method_id: 509, blik_code: '777123' },
          bearer(token),
        ),
        sendSeriesReleaseNotices(ctx.database.db, senders(), t.clock.now()),
      ]);
      await t.gateway.settled();
      await runJobs(ctx.database.db, t.clock.now());
      await sendSeriesReleaseNotices(ctx.database.db, senders(), t.clock.now());
      const after = await states(ids);
      if (payment.status === 201) {
        // The payment locked the rows first: every date is paid, nothing is announced.
        assert.deepEqual(after, ['active/paid', 'active/paid', 'active/paid'], `round ${round}`);
        assert.deepEqual(sms.sent, []);
      } else {
        // The release came first: the payment is refused (4xx, never 5xx) and the notice lists all three.
        assert.ok(payment.status >= 400 && payment.status < 500, `round ${round}: ${payment.status}`);
        assert.deepEqual(after, ['cancelled/unpaid', 'cancelled/unpaid', 'cancelled/unpaid']);
        assert.match(sms.sent[0]?.text ?? '', /3 nieopłacone terminy/);
      }
      await ctx.database.db.delete(jobs);
    }
  });
});
