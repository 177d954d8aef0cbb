import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  PAYMENT_METHOD_BLIK,
  type AuthTokenResponse,
  type CreateReservationRequest,
  type CreateReservationResponse,
  type DevOutboxMessage,
  type Payment,
  type VenueAvailability,
  type VenueDetail,
  type VenueSummary,
} from '@venue/api';
import type { Database } from './db/database.js';
import { lockFileFor } from './db/data-dir-lock.js';
import { openPglite } from './db/pglite.js';
import { packageRoot } from './lib/package-root.js';
import { SANDBOX_BLIK_CODES } from './modules/payments/sandbox-gateway.js';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './testing/test-database.js';

// The real process, killed with SIGKILL while players book and pay, then started again on the same
// data: what it answered 201 must be there, and nothing may be half-written. On PGlite this also
// proves the data folder recovers from a kill (WAL replay) and that the dead owner's lock file
// does not block the restart.

const USERS = 6;
/** Acknowledged writes before the kill: enough that every kind has been written a few times. */
const KILL_AFTER_ACKS = 40;

type Ack =
  | { kind: 'reservation'; id: number; uuid: string; parentId: number | null; objectId: number; start: string }
  | { kind: 'payment'; id: number; uuid: string; reservationIds: number[] };

type Slot = { objectId: number; start: string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

class Backend {
  private child: ChildProcess | undefined;
  output = '';
  exited: Promise<number | null> = Promise.resolve(null);

  constructor(private readonly env: Record<string, string>) {}

  /** Spawns src/main.ts like `npm start` and waits until it listens. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: packageRoot(),
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the backend did not start in 30 s:\n${this.output}`)), 30_000);
      const onData = (chunk: Buffer) => {
        this.output += chunk.toString('utf8');
        if (this.output.includes('Server listening at')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void this.exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the backend exited with ${code} while starting:\n${this.output}`));
      });
    });
  }

  async stop(signal: NodeJS.Signals): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill(signal);
    await this.exited;
  }
}

describe('crash safety: SIGKILL under booking load', { timeout: 60_000 }, () => {
  const kind = testDatabaseKind();
  let testDb: TestDatabase | undefined;
  let dataDir: string | undefined;
  let backend: Backend;
  let base = '';

  before(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      APP_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_API_URL: base,
      JOBS_POLL_MS: '1000',
    };
    if (kind === 'postgres') {
      testDb = await createTestDatabase();
      assert.ok(testDb.url);
      env.DATABASE_URL = testDb.url;
    } else {
      dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'venue-crash-')), 'pglite');
      const template = process.env.PGLITE_TEMPLATE;
      if (template) {
        // The migrated, seeded template of the test run spares the first start its initdb (~3 s).
        const seeded = await openPglite({ dataDir, loadDataDir: new Blob([readFileSync(template)]) });
        await seeded.close();
      }
      env.DATA_DIR = dataDir;
    }
    backend = new Backend(env);
  });

  after(async () => {
    await backend?.stop('SIGKILL');
    await testDb?.close();
    if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  async function api<T>(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  async function signIn(national: string): Promise<string> {
    const phone = { phone_number_without_country_code: national, country_code: '+48' };
    const sent = await api('POST', '/api/users/auth/otp_login_signup', { source: 'web', ...phone });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const outbox = await api<DevOutboxMessage[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(`+48${national}`)}&limit=1`);
    const code = /\b(\d{4})\b/.exec(outbox.body[0]?.text ?? '')?.[1];
    assert.ok(code, 'the login code is in the dev outbox');
    const checked = await api<AuthTokenResponse>('POST', '/api/users/auth/otp_token', { code, ...phone });
    assert.equal(checked.status, 200, JSON.stringify(checked.body));
    return checked.body.token;
  }

  /** Free whole-hour starts of the next days at the venue, each once. */
  async function freeSlots(venue: VenueDetail): Promise<Slot[]> {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('sv-SE', { timeZone: venue.timezone });
    const slots: Slot[] = [];
    for (let offset = 2; offset <= 9; offset++) {
      const found = await api<VenueAvailability>('GET', `/api/marketplace/venue/get_object_availabilities/${venue.id}?date=${day(offset)}`);
      assert.equal(found.status, 200);
      for (const object of found.body.objects) {
        for (const slot of object.slots) {
          if (slot.local_time.endsWith(':00') && slot.prices.length > 0) slots.push({ objectId: object.id, start: slot.start_time });
        }
      }
    }
    return slots;
  }

  it('keeps every acknowledged reservation and payment and writes nothing by halves', async () => {
    const startedAt = Date.now();
    await backend.start();
    const venues = await api<VenueSummary[]>('GET', '/api/marketplace/venue');
    const venueId = venues.body[0]?.id;
    assert.ok(venueId);
    const venue = (await api<VenueDetail>('GET', `/api/marketplace/venue/${venueId}`)).body;
    const pool = await freeSlots(venue);
    const tokens = await Promise.all(Array.from({ length: USERS }, (_, i) => signIn(String(500_100_000 + i))));

    const request = (
      slot: Slot,
      payment: 'on_site' | 'online',
      extra: Partial<CreateReservationRequest> = {},
    ): CreateReservationRequest => ({
      venue_id: venue.id,
      venue_sport_object_id: slot.objectId,
      start_time: slot.start,
      end_time: new Date(Date.parse(slot.start) + 3_600_000).toISOString(),
      payment,
      accepted_regulation_ids: venue.regulations.filter((item) => item.required).map((item) => item.id),
      ...extra,
    });
    // Each player's writes, within the venue's fair-use limits so that the load is answered 201:
    // on-site bookings (one of them a two-week series) up to the unpaid limit, the rest online, each
    // paid by BLIK (a payment row and its links to the reservation in one transaction).
    const take = (): Slot => {
      const slot = pool.shift();
      assert.ok(slot, 'enough free slots');
      return slot;
    };
    const plans = tokens.map(() => {
      const steps: (() => CreateReservationRequest)[] = [];
      const seriesAt = pool.findIndex((a) =>
        pool.some((b) => b.objectId === a.objectId && Date.parse(b.start) === Date.parse(a.start) + 7 * 86_400_000),
      );
      const first = pool.splice(seriesAt, 1)[0];
      assert.ok(first);
      const secondAt = pool.findIndex(
        (b) => b.objectId === first.objectId && Date.parse(b.start) === Date.parse(first.start) + 7 * 86_400_000,
      );
      const second = pool.splice(secondAt, 1)[0];
      assert.ok(second);
      const until = new Date(Date.parse(second.start)).toLocaleDateString('sv-SE', { timeZone: venue.timezone });
      steps.push(() => request(first, 'on_site', { recurring: { until, mode: 'create', occurrences: [first.start, second.start] } }));
      const onSite = Math.max(0, venue.fair_use.max_unpaid_on_site_reservations - 2);
      const online = Math.min(6, venue.fair_use.max_active_reservations - 2 - onSite);
      for (let i = 0; i < onSite; i++) {
        const slot = take();
        steps.push(() => request(slot, 'on_site'));
      }
      for (let i = 0; i < online; i++) {
        const slot = take();
        steps.push(() => request(slot, 'online'));
      }
      return steps;
    });

    const acks: Ack[] = [];
    let refused = 0;
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      void backend.stop('SIGKILL');
    };
    const player = async (token: string, steps: (() => CreateReservationRequest)[]) => {
      for (const step of steps) {
        if (killed) return;
        const booking = step();
        const booked = await api<CreateReservationResponse>('POST', '/api/users/reservation', booking, token);
        if (booked.status !== 201) {
          refused++;
          continue;
        }
        for (const r of booked.body.reservations) {
          acks.push({
            kind: 'reservation',
            id: r.id,
            uuid: r.reservation_uuid,
            parentId: booked.body.parent_id,
            objectId: booking.venue_sport_object_id,
            start: r.start_time,
          });
        }
        if (acks.length >= KILL_AFTER_ACKS) kill();
        if (booking.payment !== 'online') continue;
        const reservationId = booked.body.reservations[0]?.id;
        const paid = await api<Payment>(
          'POST',
          '/api/users/payment/create',
          { venue_id: venue.id, reservation_id: reservationId, method_id: PAYMENT_METHOD_BLIK, blik_code: SANDBOX_BLIK_CODES.approve },
          token,
        );
        if (paid.status !== 201) {
          refused++;
          continue;
        }
        acks.push({ kind: 'payment', id: paid.body.id, uuid: paid.body.payment_uuid, reservationIds: paid.body.reservation_ids });
        if (acks.length >= KILL_AFTER_ACKS) kill();
      }
    };
    // A request cut by the kill rejects: it was never acknowledged, so it may or may not be there.
    const results = await Promise.allSettled(tokens.map((token, i) => player(token, plans[i] ?? [])));
    kill();
    await backend.exited;
    const cut = results.filter((result) => result.status === 'rejected').length;
    assert.ok(acks.length >= KILL_AFTER_ACKS, `acknowledged ${acks.length}, refused ${refused}:\n${backend.output.slice(-2000)}`);
    assert.ok(cut > 0, 'the kill cut requests in flight');
    if (dataDir) assert.ok(existsSync(lockFileFor(dataDir)), 'the killed process left its lock file behind');

    // Restart on the same data: the stale lock is taken over, PGlite replays its WAL.
    backend.output = '';
    await backend.start();
    const after = await api<CreateReservationResponse>('POST', '/api/users/reservation', request(take(), 'on_site'), tokens[USERS - 1]);
    assert.ok(after.status === 201 || after.status === 422, `the restarted backend books: ${after.status} ${JSON.stringify(after.body)}`);

    let database: Database;
    if (testDb) database = testDb;
    else {
      await backend.stop('SIGTERM');
      assert.ok(dataDir);
      database = await openPglite({ dataDir });
    }
    try {
      await assertNothingLostOrHalfWritten(database, acks);
    } finally {
      if (!testDb) await database.close();
    }
    const seconds = (Date.now() - startedAt) / 1000;
    console.log(
      `# crash safety (${kind}): ${acks.length} acknowledged, ${refused} refused, ${cut} cut by the kill, ${seconds.toFixed(1)} s`,
    );
  });
});

async function assertNothingLostOrHalfWritten(database: Database, acks: Ack[]): Promise<void> {
  const reservations = await database.rawQuery<{
    id: number;
    uuid: string;
    state: string;
    parent_id: number | null;
    sport_object_id: number;
    start_time: Date | string;
  }>('select id, uuid, state, parent_id, sport_object_id, start_time from reservations', []);
  const byId = new Map(reservations.map((row) => [Number(row.id), row]));
  const payments = new Map(
    (await database.rawQuery<{ id: number; uuid: string }>('select id, uuid from payments', [])).map((row) => [Number(row.id), row]),
  );
  for (const ack of acks) {
    if (ack.kind === 'reservation') {
      const row = byId.get(ack.id);
      assert.ok(row, `acknowledged reservation ${ack.id} is there`);
      assert.equal(row.uuid, ack.uuid);
      assert.equal(row.state, 'active');
      assert.equal(row.parent_id === null ? null : Number(row.parent_id), ack.parentId);
      assert.equal(Number(row.sport_object_id), ack.objectId);
      assert.equal(new Date(row.start_time).getTime(), Date.parse(ack.start));
    } else {
      assert.equal(payments.get(ack.id)?.uuid, ack.uuid, `acknowledged payment ${ack.id} is there`);
      const links = await database.rawQuery<{ reservation_id: number }>(
        'select reservation_id from payment_reservations where payment_id = $1',
        [ack.id],
      );
      assert.deepEqual(
        links.map((link) => Number(link.reservation_id)),
        ack.reservationIds,
      );
    }
  }

  const halfWritten: Record<string, string> = {
    'a series without occurrences, or with another user’s': `select s.id from reservation_series s
       where not exists (select 1 from reservations r where r.parent_id = s.id)
          or exists (select 1 from reservations r where r.parent_id = s.id and r.user_id <> s.user_id)`,
    'a payment without reservations, or whose amount is not theirs plus the fee': `select p.id from payments p
       left join payment_reservations pr on pr.payment_id = p.id
       group by p.id, p.amount_grosze, p.service_fee_grosze
       having count(pr.reservation_id) = 0 or p.amount_grosze <> coalesce(sum(pr.amount_grosze), 0) + p.service_fee_grosze`,
    'a reservation shown as pending without a payment under way': `select r.id from reservations r
       where r.payment_status = 'pending' and not exists (
         select 1 from payment_reservations pr join payments p on p.id = pr.payment_id
          where pr.reservation_id = r.id and p.status = 'PENDING')`,
    'a successful payment whose active reservation is not paid': `select p.id from payments p
       join payment_reservations pr on pr.payment_id = p.id join reservations r on r.id = pr.reservation_id
       where p.status = 'SUCCESS' and r.state = 'active' and r.payment_status <> 'paid'`,
    'a wallet below zero': `select user_id from wallet_entries group by user_id
       having sum(available_delta) < 0 or sum(frozen_delta) < 0`,
  };
  for (const [what, query] of Object.entries(halfWritten)) {
    const rows = await database.rawQuery<{ id: number }>(query, []);
    assert.deepEqual(rows, [], what);
  }
}
