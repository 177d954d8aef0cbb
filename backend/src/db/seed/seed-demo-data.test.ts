import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asc, count, eq } from 'drizzle-orm';
import { isRegistrationComplete } from '@venue/api';
import {
  WALLET_ENTRY_TYPES,
  sportObjects,
  sportTypes,
  termNotifications,
  users,
  venueRegulations,
  venues,
  walletEntries,
  withdrawals,
} from '../schema/index.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { DEMO_VENUE_REGULATIONS_URL, DEMO_VENUES } from './demo-data.js';
import { seedDemoData } from './seed-demo-data.js';
import { DEMO_PLAYER_EMAIL, DEMO_PLAYER_PHONE } from './seed-demo-wallet.js';

describe('demo data', () => {
  const ctx = useTestDatabase();

  async function counts() {
    const { db } = ctx.database;
    const [v] = await db.select({ n: count() }).from(venues);
    const [s] = await db.select({ n: count() }).from(sportTypes);
    const [o] = await db.select({ n: count() }).from(sportObjects);
    return { venues: v?.n, sportTypes: s?.n, sportObjects: o?.n };
  }

  it('holds venues in Polish cities with squash, tennis and padel courts', async () => {
    const { db } = ctx.database;
    const rows = await db.select().from(venues);
    assert.deepEqual(rows.map((row) => row.city).sort(), ['Gdańsk', 'Kraków', 'Poznań', 'Warszawa', 'Wrocław', 'Łódź']);
    assert.ok(rows.every((row) => row.timezone === 'Europe/Warsaw'));
    const objects = await db
      .select({ venue: venues.slug, sport: sportTypes.code })
      .from(sportObjects)
      .innerJoin(venues, eq(venues.id, sportObjects.venueId))
      .innerJoin(sportTypes, eq(sportTypes.id, sportObjects.sportTypeId));
    assert.deepEqual([...new Set(objects.map((row) => row.sport))].sort(), ['padel', 'squash', 'tennis']);
    for (const venue of DEMO_VENUES)
      assert.ok(
        objects.some((row) => row.venue === venue.slug),
        `${venue.slug} has courts`,
      );
  });

  it('seeds idempotently: running it again adds nothing', async () => {
    const before = await counts();
    assert.deepEqual(before, {
      venues: DEMO_VENUES.length,
      sportTypes: 3,
      sportObjects: DEMO_VENUES.reduce((sum, venue) => sum + venue.objects.length, 0),
    });
    await seedDemoData(ctx.database.db, new Date());
    await Promise.all([seedDemoData(ctx.database.db, new Date()), seedDemoData(ctx.database.db, new Date())]);
    assert.deepEqual(await counts(), before);
  });

  it('restores demo rows that are missing without touching the others', async () => {
    const { db } = ctx.database;
    const [warszawa] = await db.select().from(venues).where(eq(venues.slug, 'warszawa-mokotow'));
    assert.ok(warszawa);
    await db.delete(sportObjects).where(eq(sportObjects.name, 'Kort padel 1'));
    const before = await counts();
    await seedDemoData(db, new Date());
    const after = await counts();
    assert.equal(after.sportObjects, (before.sportObjects ?? 0) + 3);
    const [again] = await db.select().from(venues).where(eq(venues.slug, 'warszawa-mokotow'));
    assert.equal(again?.id, warszawa.id);
  });

  it('gives the demo player a wallet history with every entry type, balances that add up and withdrawals in two states', async () => {
    const { db } = ctx.database;
    // The test database is emptied of users before each test; seed again to see the player.
    await seedDemoData(db, new Date('2030-06-01T10:00:00Z'));
    await seedDemoData(db, new Date('2030-06-02T10:00:00Z'));
    const [player] = await db.select().from(users).where(eq(users.phoneNumber, DEMO_PLAYER_PHONE));
    assert.ok(player);
    const entries = await db.select().from(walletEntries).where(eq(walletEntries.userId, player.id)).orderBy(asc(walletEntries.id));
    assert.deepEqual([...new Set(entries.map((entry) => entry.type))].sort(), [...WALLET_ENTRY_TYPES].sort());
    let available = 0;
    let frozen = 0;
    for (const entry of [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)) {
      available += entry.availableDelta;
      frozen += entry.frozenDelta;
      assert.ok(available >= 0 && frozen >= 0, 'never below zero along the history');
    }
    assert.deepEqual([available, frozen], [13_350, 0]);
    const states = await db.select({ state: withdrawals.state, reason: withdrawals.failureReason }).from(withdrawals);
    assert.deepEqual(
      states.map((row) => [row.state, row.reason]),
      [
        ['paid_out', null],
        ['failed', 'payout_rejected'],
      ],
    );
  });

  it('gives every demo account a complete registration (the trainers and the owner the README names sign straight in), also in a database seeded before they had an e-mail', async () => {
    const { db } = ctx.database;
    await seedDemoData(db, new Date('2030-06-01T10:00:00Z'));
    const accounts = await db.select().from(users);
    assert.ok(accounts.length >= 10, `${accounts.length} demo accounts`);
    const incomplete = accounts.filter(
      (account) =>
        !account.emailVerified ||
        !isRegistrationComplete({ first_name: account.firstName, last_name: account.lastName, email: account.email }),
    );
    assert.deepEqual(
      incomplete.map((account) => account.phoneNumber),
      [],
    );
    const registered = async () => {
      const [player] = await db.select().from(users).where(eq(users.phoneNumber, DEMO_PLAYER_PHONE));
      assert.ok(player);
      return {
        complete: isRegistrationComplete({ first_name: player.firstName, last_name: player.lastName, email: player.email }),
        player,
      };
    };
    const seeded = await registered();
    assert.equal(seeded.complete, true);
    assert.equal(seeded.player.email, DEMO_PLAYER_EMAIL);

    await db.update(users).set({ email: '', emailVerified: false }).where(eq(users.phoneNumber, DEMO_PLAYER_PHONE));
    await seedDemoData(db, new Date('2030-06-02T10:00:00Z'));
    const filled = await registered();
    assert.equal(filled.complete, true);
    assert.equal(filled.player.emailVerified, true);

    // An address the player registered themselves stays theirs.
    await db.update(users).set({ email: 'anna@private.example', emailVerified: false }).where(eq(users.phoneNumber, DEMO_PLAYER_PHONE));
    await seedDemoData(db, new Date('2030-06-03T10:00:00Z'));
    assert.equal((await registered()).player.email, 'anna@private.example');
  });

  it('gives the demo player one pending court-availability wish at the first demo venue, once however often it seeds', async () => {
    const { db } = ctx.database;
    await seedDemoData(db, new Date());
    await seedDemoData(db, new Date());
    const wishes = await db
      .select({ status: termNotifications.status, venue: venues.slug, start: termNotifications.startTime })
      .from(termNotifications)
      .innerJoin(users, eq(users.id, termNotifications.userId))
      .innerJoin(venues, eq(venues.id, termNotifications.venueId))
      .where(eq(users.phoneNumber, DEMO_PLAYER_PHONE));
    assert.equal(wishes.length, 1);
    assert.deepEqual([wishes[0]?.status, wishes[0]?.venue], ['pending', DEMO_VENUES[0]?.slug]);
    assert.ok((wishes[0]?.start.getTime() ?? 0) > Date.now());
  });

  it('links every demo venue to the regulations PDF the host ships, also where an older seed wrote example.com', async () => {
    const { db } = ctx.database;
    const terms = () => db.select({ url: venueRegulations.url }).from(venueRegulations).where(eq(venueRegulations.code, 'terms'));
    assert.deepEqual(
      (await terms()).map((row) => row.url),
      DEMO_VENUES.map(() => DEMO_VENUE_REGULATIONS_URL),
    );
    await db
      .update(venueRegulations)
      .set({ url: 'https://example.com/warszawa-mokotow/regulamin' })
      .where(eq(venueRegulations.code, 'terms'));
    await seedDemoData(db, new Date());
    assert.ok((await terms()).every((row) => row.url === DEMO_VENUE_REGULATIONS_URL));
  });
});
