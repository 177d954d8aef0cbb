import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { GroupClassOccurrence, PublicTrainerProfile } from '@venue/api';
import { reservations, trainerVenueProfiles, users, userVenueProfiles } from '../schema/index.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { DEMO_LESSON_TRAINER_PHONE, DEMO_OWNER_PHONE } from './demo-classes-data.js';
import { seedDemoData } from './seed-demo-data.js';

describe('demo classes and trainers', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  const week = (venueId: number) => {
    const from = t.clock.now();
    const to = new Date(from.getTime() + 7 * 86_400_000);
    return call<GroupClassOccurrence[]>(
      t.app,
      'GET',
      `/api/marketplace/venue/venue_group_classes/${venueId}?start_time=${from.toISOString()}&end_time=${to.toISOString()}`,
    );
  };

  it('gives every demo upcoming classes, one with at most 4 free places, carnet-only classes at Łódź, trainers and an owner; idempotent', async () => {
    await seedDemoData(ctx.database.db, t.clock.now());
    await seedDemoData(ctx.database.db, t.clock.now());
    const warszawa = (await week(1)).body;
    assert.ok(warszawa.length >= 5, `${warszawa.length} classes`);
    assert.ok(new Set(warszawa.map((item) => item.class_id)).size >= 5);
    assert.ok(new Set(warszawa.map((item) => item.sport_type_id)).size >= 3);
    assert.ok(new Set(warszawa.flatMap((item) => (item.trainer ? [item.trainer.id] : []))).size >= 2);
    assert.ok(warszawa.some((item) => item.free_places !== null && item.free_places <= 4 && item.free_places > 0));
    const lodz = (await week(6)).body;
    assert.ok(lodz.length > 0 && lodz.every((item) => item.carnet_required));

    const listed = await call<PublicTrainerProfile[]>(t.app, 'GET', '/api/marketplace/venue/trainer_venue_profile/1');
    assert.ok(listed.body.length >= 2);
    const statuses = await ctx.database.db
      .select({ status: trainerVenueProfiles.status, visibility: trainerVenueProfiles.visibility })
      .from(trainerVenueProfiles);
    assert.ok(statuses.some((row) => row.status === 'pending'));
    assert.ok(statuses.some((row) => row.visibility === 'hidden'));
    assert.ok(
      new Set((await ctx.database.db.select({ venue: trainerVenueProfiles.venueId }).from(trainerVenueProfiles)).map((row) => row.venue))
        .size >= 3,
    );
    const [owner] = await ctx.database.db
      .select({ id: userVenueProfiles.id })
      .from(userVenueProfiles)
      .innerJoin(users, eq(users.id, userVenueProfiles.userId))
      .where(and(eq(users.phoneNumber, DEMO_OWNER_PHONE), eq(userVenueProfiles.venueId, 1), eq(userVenueProfiles.isOwner, true)));
    assert.ok(owner);

    // The README's demo trainer: accepted, with hours, leading classes and with one booked lesson (seeded once).
    const [kasia] = await ctx.database.db
      .select({ id: trainerVenueProfiles.id, status: trainerVenueProfiles.status })
      .from(trainerVenueProfiles)
      .innerJoin(users, eq(users.id, trainerVenueProfiles.userId))
      .where(eq(users.phoneNumber, DEMO_LESSON_TRAINER_PHONE));
    assert.equal(kasia?.status, 'accepted');
    const lessons = await ctx.database.db
      .select({ start: reservations.startTime, state: reservations.state })
      .from(reservations)
      .where(eq(reservations.trainerVenueProfileId, kasia?.id ?? 0));
    assert.deepEqual(
      lessons.map((lesson) => [lesson.state, lesson.start.getTime() > t.clock.now().getTime()]),
      [['active', true]],
    );
    assert.ok(warszawa.some((item) => item.trainer?.id === kasia?.id));
    assert.ok(listed.body.some((item) => item.id === kasia?.id && item.working_hours.weekly.length > 0));
  });
});
