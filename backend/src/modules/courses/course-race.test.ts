import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, count, eq, inArray } from 'drizzle-orm';
import { courseEnrollments } from '../../db/schema/index.js';
import { bearer } from '../../testing/auth-helpers.js';
import { venueDetail } from '../../testing/booking-helpers.js';
import { createChild, createCourse, createParent } from '../../testing/course-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';

const PARENTS = 40;
const PLACES = 5;

describe('racing for the places of a course', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  it(
    `${PARENTS} parents at once for ${PLACES} places: exactly ${PLACES} 201, every other 409 COURSE_FULL, no 5xx`,
    { timeout: 120_000 },
    async () => {
      const venue = await venueDetail(t, 1);
      const regulations = venue.regulations.filter((item) => item.required).map((item) => item.id);
      const course = await createCourse(ctx.database.db, { maxParticipants: PLACES });
      // Sessions straight in the database: forty SMS sign-ins would only test the login limits.
      const parents: { token: string; child: number }[] = [];
      for (let n = 0; n < PARENTS; n += 1) {
        const parent = await createParent(ctx.database.db, t.clock.now());
        parents.push({ token: parent.token, child: await createChild(ctx.database.db, parent.userId) });
      }
      const started = Date.now();
      const answers = await Promise.all(
        parents.map(({ token, child }) =>
          call<{ code?: string }>(
            t.app,
            'POST',
            `/api/users/course_enrollment/${course.id}`,
            { course_id: course.id, venue_id: 1, child_id: child, accepted_regulation_ids: regulations },
            bearer(token),
          ),
        ),
      );
      const elapsed = Date.now() - started;
      const statuses = new Map<string, number>();
      for (const answer of answers) {
        const key = `${answer.status} ${answer.body.code ?? ''}`.trim();
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
      assert.deepEqual(Object.fromEntries(statuses), { 201: PLACES, '409 COURSE_FULL': PARENTS - PLACES });
      const [row] = await ctx.database.db
        .select({ n: count() })
        .from(courseEnrollments)
        .where(and(eq(courseEnrollments.courseId, course.id), inArray(courseEnrollments.state, ['awaiting_payment', 'active'])));
      assert.equal(row?.n, PLACES);
      console.log(`# ${PARENTS} enrolments for ${PLACES} places on ${ctx.database.kind}: ${elapsed} ms`);
    },
  );
});
