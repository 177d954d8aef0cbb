import type { Db } from '../db/database.js';
import { children, type courses } from '../db/schema/index.js';
import { createSession } from '../modules/auth/session-service.js';
import { insertCourse, type NewCourse } from '../modules/courses/course-setup.js';
import { createUser } from './class-helpers.js';

/**
 * A course at venue 1 on its first court, Tuesdays and Thursdays 17:00 for 60 minutes through
 * June 2030 (the test clock starts on Saturday 2030-06-01): 8 sessions from 4 June to 27 June.
 */
export async function createCourse(db: Db, fields: Partial<NewCourse> = {}): Promise<typeof courses.$inferSelect> {
  return insertCourse(db, {
    venueId: 1,
    name: 'Tenis dla dzieci',
    type: 'children',
    sportTypeId: 1,
    sportObjectId: 1,
    weekdays: [2, 4],
    startMinute: 17 * 60,
    durationMinutes: 60,
    startDate: '2030-06-01',
    endDate: '2030-06-28',
    maxParticipants: 8,
    paymentType: 'per_session',
    priceGrosze: 4000,
    colour: '#1e88e5',
    difficulty: 2,
    minAge: 6,
    maxAge: 12,
    ...fields,
  });
}

export { setSiblingDiscount } from '../modules/courses/course-setup.js';

let counter = 0;

/** A parent signed in straight in the database (no SMS), with a token for requests. */
export async function createParent(db: Db, now: Date): Promise<{ userId: number; token: string }> {
  counter += 1;
  const userId = await createUser(db, `+48530${String(100_000 + counter)}`, 'Rodzic');
  return { userId, token: await createSession(db, userId, now) };
}

export async function createChild(db: Db, userId: number, birthDate = '2021-03-10', firstName = 'Ola'): Promise<number> {
  const [row] = await db
    .insert(children)
    .values({ userId, venueId: 1, firstName, lastName: 'Testowa', birthDate, gender: 'female' })
    .returning({ id: children.id });
  if (!row) throw new Error('child not created');
  return row.id;
}
