import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { groupClasses, groupClassOccurrences, groupClassSchedule, reservations, users } from '../../db/schema/index.js';
import { createClass } from '../../testing/class-helpers.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { generateClassOccurrences } from './class-occurrences.js';

describe('generating class occurrences', () => {
  const ctx = useTestDatabase();

  async function weeklyClass(weekday: number, startMinute: number, sportObjectId = 4) {
    const { classId } = await createClass(ctx.database.db, { venueId: 1, sportObjectId });
    await ctx.database.db.insert(groupClassSchedule).values({ classId, weekday, startMinute });
    return classId;
  }

  const startsOf = async (classId: number) =>
    (
      await ctx.database.db
        .select({ start: groupClassOccurrences.startTime })
        .from(groupClassOccurrences)
        .where(eq(groupClassOccurrences.classId, classId))
        .orderBy(asc(groupClassOccurrences.startTime))
    ).map((row) => row.start.toISOString());

  it('stores each week up to the advance limit plus a week, in wall time across the DST change, once however often it runs', async () => {
    const now = new Date('2027-03-10T12:00:00Z');
    // Sunday 10:00 Warsaw: 09:00Z in winter, 08:00Z from 2027-03-28 on.
    const classId = await weeklyClass(7, 10 * 60);
    const added = await ctx.database.db.transaction((tx) => generateClassOccurrences(tx, now));
    const starts = await startsOf(classId);
    assert.equal(added, starts.length);
    // 30 advance days + 7: Sundays from 14 March to 14 April 2027.
    assert.deepEqual(starts, [
      '2027-03-14T09:00:00.000Z',
      '2027-03-21T09:00:00.000Z',
      '2027-03-28T08:00:00.000Z',
      '2027-04-04T08:00:00.000Z',
      '2027-04-11T08:00:00.000Z',
    ]);
    assert.equal(await ctx.database.db.transaction((tx) => generateClassOccurrences(tx, now)), 0);
    // A day later the horizon moves by a day; still nothing twice.
    await ctx.database.db.transaction((tx) => generateClassOccurrences(tx, new Date('2027-03-15T12:00:00Z')));
    assert.equal((await startsOf(classId)).length, 6);
  });

  it('skips a week whose court is booked, and leaves inactive classes alone', async () => {
    const now = new Date('2030-06-01T10:00:00Z');
    const classId = await weeklyClass(1, 18 * 60);
    const [user] = await ctx.database.db.insert(users).values({ phoneNumber: '+48600000001', createdAt: now, updatedAt: now }).returning();
    await ctx.database.db.insert(reservations).values({
      userId: user?.id ?? 0,
      venueId: 1,
      sportObjectId: 4,
      startTime: new Date('2030-06-10T15:30:00Z'),
      endTime: new Date('2030-06-10T16:30:00Z'),
      paymentMethod: 'on_site',
      paymentStatus: 'unpaid',
      basePriceGrosze: 1000,
      createdAt: now,
    });
    const inactive = await weeklyClass(2, 18 * 60);
    await ctx.database.db.update(groupClasses).set({ isActive: false }).where(eq(groupClasses.id, inactive));
    await ctx.database.db.transaction((tx) => generateClassOccurrences(tx, now));
    const starts = await startsOf(classId);
    assert.ok(starts.includes('2030-06-03T16:00:00.000Z'));
    assert.ok(!starts.includes('2030-06-10T16:00:00.000Z'));
    assert.ok(starts.includes('2030-06-17T16:00:00.000Z'));
    assert.deepEqual(await startsOf(inactive), []);
  });
});
