import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Course } from '@venue/api';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { seedDemoData } from './seed-demo-data.js';

describe('demo courses', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  it('shows every state at Warszawa from any day: children’s and adults’, per session and whole course, one full, one closed; idempotent', async () => {
    await seedDemoData(ctx.database.db, t.clock.now());
    await seedDemoData(ctx.database.db, t.clock.now());
    const courses = (await call<Course[]>(t.app, 'GET', '/api/public/venue/course/1')).body;
    assert.equal(courses.length, 5);
    assert.deepEqual(new Set(courses.map((item) => item.type)), new Set(['children', 'adults']));
    assert.deepEqual(new Set(courses.map((item) => item.payment_type)), new Set(['per_session', 'full_course']));
    assert.ok(courses.some((item) => item.free_places === 0 && item.enrollment_open));
    assert.ok(courses.some((item) => !item.enrollment_open));
    assert.ok(new Set(courses.map((item) => item.difficulty)).size >= 3);
    assert.ok(new Set(courses.map((item) => item.colour)).size === courses.length);
    assert.ok(new Set(courses.flatMap((item) => (item.trainer ? [item.trainer.id] : []))).size >= 2);
    assert.ok(courses.every((item) => item.sessions_left > 0));
    assert.ok(
      courses.some((item) => item.sessions.some((session) => session.past)),
      'one course is under way',
    );
    assert.equal(courses[0]?.sibling_discount_percent, 10);
    for (const venueId of [2, 3, 6]) assert.ok((await call<Course[]>(t.app, 'GET', `/api/public/venue/course/${venueId}`)).body.length > 0);

    // A year later the ended courses have moved ahead.
    const later = new Date(t.clock.now().getTime() + 365 * 86_400_000);
    await seedDemoData(ctx.database.db, later);
    t.clock.set(later);
    const moved = (await call<Course[]>(t.app, 'GET', '/api/public/venue/course/1')).body;
    assert.equal(moved.length, 5);
  });
});
