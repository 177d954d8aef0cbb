import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { reservations, users } from '../schema/index.js';
import { playStatistics } from '../../modules/statistics/statistics-service.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { seedDemoData } from './seed-demo-data.js';
import { DEMO_PLAYER_PHONE } from './seed-demo-wallet.js';

const NOW = new Date('2030-06-18T10:00:00.000Z');
const MONTHS = ['2029-12', '2030-01', '2030-02', '2030-03', '2030-04', '2030-05', '2030-06'];

describe('the demo player’s play history', () => {
  const ctx = useTestDatabase();

  it('gives six months and this one of varied play: venues, sports, a lesson, a class, a course, cancellations, past midnight; once', async () => {
    const { db } = ctx.database;
    await seedDemoData(db, NOW);
    const [player] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, DEMO_PLAYER_PHONE));
    assert.ok(player);
    const months = await Promise.all(MONTHS.map((month) => playStatistics(db, player.id, month, NOW)));
    for (const month of months) assert.ok(month.totals.played >= 2, `${month.month}: ${month.totals.played} played`);
    const sum = (pick: (month: (typeof months)[number]) => number) => months.reduce((total, month) => total + pick(month), 0);
    assert.ok(sum((month) => month.totals.by_kind.lesson) >= 3);
    assert.ok(sum((month) => month.totals.by_kind.class) >= 6);
    assert.equal(
      sum((month) => month.totals.by_kind.course),
      8,
    );
    assert.ok(sum((month) => month.totals.cancelled) >= 7);
    assert.ok(sum((month) => month.totals.cancelled_not_on_time) >= 3);
    const venues = new Set(months.flatMap((month) => month.favourite_venues.map((venue) => venue.venue_id)));
    assert.ok(venues.size >= 5, `${venues.size} venues`);
    const sports = new Set(months.flatMap((month) => month.play_style.sports.map((sport) => sport.code)));
    assert.deepEqual([...sports].sort(), ['padel', 'squash', 'tennis']);
    // Friday 23:00 at Łódź runs into Saturday.
    assert.ok(months.some((month) => (month.rhythm.grid[5]?.[0] ?? 0) > 0));
    const may = months[5];
    assert.ok(may && may.trend.change_percent !== null && may.trend.change_percent > 0, 'more play lately');

    const before = (await db.select({ id: reservations.id }).from(reservations).where(eq(reservations.userId, player.id))).length;
    await seedDemoData(db, new Date(NOW.getTime() + 86_400_000));
    const after = (await db.select({ id: reservations.id }).from(reservations).where(eq(reservations.userId, player.id))).length;
    assert.equal(after, before);
  });
});
