import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuthTokenResponse, CreateReservationRequest, CreateReservationResponse, VenueAvailability, VenueDetail } from '@venue/api';
import { devOutbox, jobs, reservations } from './db/schema/index.js';
import { CARNET_REMINDER_JOBS } from './modules/carnets/carnet-reminders.js';
import { JOB_HANDLERS } from './modules/jobs/job-handlers.js';
import { SERIES_RELEASE_NOTICE_JOB } from './modules/reservations/series-release.js';
import { TERM_NOTIFICATION_HOLD_END_JOB, TERM_NOTIFICATION_MATCH_JOB } from './modules/term-notifications/court-freed.js';
import { TERM_NOTIFICATION_EMAIL_JOB, TERM_NOTIFICATION_SMS_JOB } from './modules/term-notifications/matching.js';
import { LESSON_CANCELLED_NOTICE_JOB } from './modules/trainers/lesson-cancel-notice.js';
import { WITHDRAWAL_FAILED_NOTICE_JOB } from './modules/wallet/withdrawal-payout.js';
import { WITHDRAWAL_PAYOUT_JOB } from './modules/wallet/withdrawal-service.js';
import { REGISTRY_LOOKUPS_PER_MINUTE } from './modules/registry/routes.js';
import { startApiProcess, type ApiProcess } from './testing/api-process.js';
import { assertRaceContract } from './testing/race-contract.js';
import { e164, phone } from './testing/auth-helpers.js';
import { testDatabaseKind, useTestDatabase } from './testing/test-database.js';

/**
 * Two API processes on one PostgreSQL database, as docker-compose.yml runs them behind its proxy:
 * what makes several instances safe lives in the database (exclusion constraint and locks,
 * sessions, job claims, rate-limit counts), and this proves it end to end over HTTP.
 */
const onPostgres = testDatabaseKind() === 'postgres';
const RACE_ATTEMPTS = 1000;
const PLAYERS = 10;

type Answer<T> = { status: number; body: T; headers: Headers };

async function http<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The e2e stack's way to be a client of its own: TRUST_PROXY=loopback believes this header. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe(
  'two API processes on one PostgreSQL database',
  { skip: onPostgres ? false : 'needs PostgreSQL: two processes cannot share an in-memory PGlite' },
  () => {
    const ctx = useTestDatabase();
    let a: ApiProcess;
    let b: ApiProcess;

    before(async () => {
      const url = ctx.database.url;
      if (!url) throw new Error('The PostgreSQL test database has no URL');
      const env = {
        APP_ENV: 'development',
        DATABASE_URL: url,
        DATABASE_POOL_MAX: '10',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'loopback',
        // Both poll the one job queue, often, so two claims of one job would meet.
        JOBS_POLL_MS: '50',
      };
      [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    });
    after(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
    });

    /** The code the outbox "sent" to a phone last. */
    async function lastCode(national: string): Promise<string> {
      const [row] = await ctx.database.db
        .select({ text: devOutbox.text })
        .from(devOutbox)
        .where(eq(devOutbox.recipient, e164(national)))
        .orderBy(desc(devOutbox.id))
        .limit(1);
      const code = /\b(\d{4})\b/.exec(row?.text ?? '')?.[1];
      assert.ok(code, `no code for ${national}`);
      return code;
    }

    /** Asks for the code on one instance and turns it into a session on the other. */
    async function signInAcross(national: string, ip: string): Promise<string> {
      const ask = { source: 'web', phone_number_without_country_code: national, country_code: '+48' };
      const sent = await http(a.url, 'POST', '/api/users/auth/otp_login_signup', ask, from(ip));
      assert.equal(sent.status, 200, JSON.stringify(sent.body));
      const checked = await http<AuthTokenResponse>(
        b.url,
        'POST',
        '/api/users/auth/otp_token',
        { code: await lastCode(national), phone_number_without_country_code: national, country_code: '+48' },
        from(ip),
      );
      assert.equal(checked.status, 200, JSON.stringify(checked.body));
      return checked.body.token;
    }

    /** Free hour-long starts at venue 1 two days ahead: per court, starts an hour apart (no two overlap). */
    async function freeHours(): Promise<{
      request: (objectId: number, start: string) => CreateReservationRequest;
      slots: { objectId: number; start: string }[];
    }> {
      const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const venue = await http<VenueDetail>(a.url, 'GET', '/api/marketplace/venue/1');
      const availability = await http<VenueAvailability>(a.url, 'GET', `/api/marketplace/venue/get_object_availabilities/1?date=${day}`);
      assert.equal(availability.status, 200);
      const regulations = venue.body.regulations.filter((item) => item.required).map((item) => item.id);
      const slots = availability.body.objects.flatMap((object) => {
        let last = -Infinity;
        return object.slots.flatMap((slot) => {
          const at = Date.parse(slot.start_time);
          if (slot.prices.length === 0 || at < last + 3_600_000) return [];
          last = at;
          return [{ objectId: object.id, start: slot.start_time }];
        });
      });
      const request = (objectId: number, start: string): CreateReservationRequest => ({
        venue_id: 1,
        venue_sport_object_id: objectId,
        start_time: start,
        end_time: new Date(Date.parse(start) + 3_600_000).toISOString(),
        payment: 'online',
        accepted_regulation_ids: regulations,
      });
      return { request, slots };
    }

    it('a session made on one is valid on the other, and signing out on one ends it on both', async () => {
      const token = await signInAcross(phone(1), '198.51.100.1');
      for (const instance of [a, b])
        assert.equal((await http(instance.url, 'GET', '/api/users/auth/me', undefined, bearer(token))).status, 200);
      assert.equal((await http(b.url, 'POST', '/api/users/auth/logout', undefined, bearer(token))).status < 300, true);
      for (const instance of [a, b])
        assert.equal((await http(instance.url, 'GET', '/api/users/auth/me', undefined, bearer(token))).status, 401);
    });

    it('per-phone and per-IP limits hold across both: a burst split between them gets no more through than one would let', async () => {
      // One phone, ten code requests at once, alternating instances: the 60 s resend cooldown lets one through.
      const ask = { source: 'web', phone_number_without_country_code: phone(2), country_code: '+48' };
      const codes = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          http((n % 2 ? a : b).url, 'POST', '/api/users/auth/otp_login_signup', ask, from(`198.51.100.${10 + n}`)),
        ),
      );
      assert.deepEqual(codes.map((answer) => answer.status).sort(), [200, ...Array<number>(9).fill(429)]);
      // One address, registry lookups over the limit, alternating instances: exactly the limit gets through.
      const lookups = await Promise.all(
        Array.from({ length: REGISTRY_LOOKUPS_PER_MINUTE + 10 }, (_, n) =>
          http((n % 2 ? a : b).url, 'POST', '/api/marketplace/app/getdatafromgus', { nip: '7740001454' }, from('203.0.113.7')),
        ),
      );
      assert.equal(lookups.filter((answer) => answer.status === 429).length, 10);
      assert.equal(lookups.filter((answer) => answer.status === 200).length, REGISTRY_LOOKUPS_PER_MINUTE);
    });

    it(
      `a ${RACE_ATTEMPTS}-way race for one slot split across both: exactly one 201, every other 409 (or shed: 503 with Retry-After)`,
      { timeout: 300_000 }, // a guard against a hang: minutes only on a starved machine
      async () => {
        const tokens = await Promise.all(Array.from({ length: PLAYERS }, (_, n) => signInAcross(phone(100 + n), `198.51.100.${100 + n}`)));
        const { request, slots } = await freeHours();
        const slot = slots[0];
        assert.ok(slot, 'venue 1 has a free hour two days ahead');
        const body = request(slot.objectId, slot.start);
        const started = Date.now();
        const answers = await Promise.all(
          Array.from({ length: RACE_ATTEMPTS }, (_, n) =>
            http<{ code?: string }>((n % 2 ? a : b).url, 'POST', '/api/users/reservation', body, bearer(tokens[n % PLAYERS] ?? '')),
          ),
        );
        const elapsed = Date.now() - started;
        // One 201, the rest 409, or shed as 503 with Retry-After when a pool is saturated (the contract).
        const tally = assertRaceContract(answers.map((answer) => ({ ...answer, retryAfter: answer.headers.get('retry-after') })));
        for (const [n, answer] of answers.entries()) {
          if (answer.status !== 503) continue;
          const again = await http((n % 2 ? a : b).url, 'POST', '/api/users/reservation', body, bearer(tokens[n % PLAYERS] ?? ''));
          assert.equal(again.status, 409, 'a shed request asked again is decided');
        }
        const active = await ctx.database.db
          .select({ id: reservations.id })
          .from(reservations)
          .where(and(eq(reservations.sportObjectId, slot.objectId), eq(reservations.state, 'active')));
        assert.equal(active.length, 1);
        console.log(`# ${RACE_ATTEMPTS} attempts over two processes: ${elapsed} ms, ${JSON.stringify(tally)}`);
      },
    );

    it('every job runs once: both instances poll one queue and none is claimed twice', { timeout: 60_000 }, async () => {
      // Due work of every kind at once, for both pollers to fight over. Its targets do not exist, so
      // each job's work is a no-op ending in `done`; what counts is how often each was claimed.
      const missing = 999_999_999;
      const payload = {
        carnetId: missing,
        enrollmentId: missing,
        reservationId: missing,
        seriesId: missing,
        sportObjectId: missing,
        wishId: missing,
        withdrawalId: missing,
        start: '2030-06-03T10:00:00.000Z',
        end: '2030-06-03T11:00:00.000Z',
        language: 'pl',
      };
      const rows = JOB_KINDS.flatMap((kind) =>
        Array.from({ length: 20 }, (_, n) => ({
          kind,
          key: `two-instances-${n}`,
          runAt: new Date(Date.now() - 1000),
          payload,
          createdAt: new Date(),
        })),
      );
      await ctx.database.db.insert(jobs).values(rows);
      const deadline = Date.now() + 30_000;
      let pending = rows.length;
      while (pending > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const [row] = await ctx.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(and(sql`${jobs.key} like 'two-instances-%'`, eq(jobs.attempts, 0)));
        pending = row?.n ?? 0;
      }
      const attempts = await ctx.database.db
        .select({ kind: jobs.kind, attempts: jobs.attempts, n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(sql`${jobs.key} like 'two-instances-%'`)
        .groupBy(jobs.kind, jobs.attempts);
      assert.deepEqual(
        attempts.filter((row) => row.attempts !== 1),
        [],
        'every job was claimed exactly once',
      );
    });

    it('stopping one mid-load loses no acknowledged booking', { timeout: 120_000 }, async () => {
      const tokens = await Promise.all(Array.from({ length: PLAYERS }, (_, n) => signInAcross(phone(200 + n), `198.51.100.${200 + n}`)));
      const { request, slots } = await freeHours();
      const wanted = slots.slice(0, 50);
      assert.ok(wanted.length >= 30, `only ${wanted.length} free hours`);
      // Bookings in waves of ten, alternating instances; B is told to stop after the first wave
      // has started, so some of its share is in flight and the rest finds it gone.
      const book = (slot: { objectId: number; start: string }, n: number) => {
        const instance = n % 2 ? a : b;
        const by = instance === a ? 'a' : 'b';
        return http<CreateReservationResponse>(
          instance.url,
          'POST',
          '/api/users/reservation',
          request(slot.objectId, slot.start),
          bearer(tokens[n % PLAYERS] ?? ''),
        ).then(
          (answer) => ({ by, answer }),
          (error: unknown) => ({ by, error }),
        );
      };
      const settled: Awaited<ReturnType<typeof book>>[] = [];
      let stopped: Promise<number | null> | undefined;
      for (let wave = 0; wave * 10 < wanted.length; wave += 1) {
        const sent = wanted.slice(wave * 10, wave * 10 + 10).map((slot, i) => book(slot, wave * 10 + i));
        if (wave === 1) stopped = new Promise((resolve) => setTimeout(resolve, 5)).then(() => b.stop('SIGTERM'));
        settled.push(...(await Promise.all(sent)));
      }
      const exitCode = await stopped;
      assert.equal(exitCode, 0, b.output());
      const acknowledged = settled.flatMap((item) =>
        'answer' in item && item.answer.status === 201 ? item.answer.body.reservations.map((r) => r.id) : [],
      );
      const unexpected = settled.filter((item) => 'answer' in item && item.answer.status !== 201);
      assert.deepEqual(
        unexpected.map((item) => ('answer' in item ? item.answer.status : 0)),
        [],
        'every answer is a booking',
      );
      const stored = await ctx.database.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.state, 'active'));
      // Every 201 is a stored booking, and nothing is stored that no one was told about.
      assert.deepEqual(
        stored.map((row) => row.id).sort((x, y) => x - y),
        acknowledged.sort((x, y) => x - y),
      );
      assert.ok(
        settled.some((item) => item.by === 'a' && 'answer' in item),
        'A answered its share',
      );
      console.log(
        `# stop mid-load: ${acknowledged.length} acknowledged, ${settled.filter((item) => 'error' in item).length} refused by the stopping instance`,
      );
    });
  },
);

/** Every job kind the queue knows: runDueJobs' handlers and the senders that claim their own. */
const JOB_KINDS = [
  ...Object.keys(JOB_HANDLERS),
  SERIES_RELEASE_NOTICE_JOB,
  WITHDRAWAL_PAYOUT_JOB,
  WITHDRAWAL_FAILED_NOTICE_JOB,
  LESSON_CANCELLED_NOTICE_JOB,
  ...Object.values(CARNET_REMINDER_JOBS),
  TERM_NOTIFICATION_MATCH_JOB,
  TERM_NOTIFICATION_HOLD_END_JOB,
  TERM_NOTIFICATION_SMS_JOB,
  TERM_NOTIFICATION_EMAIL_JOB,
];
