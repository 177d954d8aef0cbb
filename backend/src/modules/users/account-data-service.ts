import { and, eq } from 'drizzle-orm';
import type { ChildRequestSchema } from '@venue/api';
import type * as v from 'valibot';
import type { DbOrTx } from '../../db/database.js';
import { children, sportTypes, userSportSkills, venues } from '../../db/schema/index.js';
import { ApiError, notFound, validationFailed } from '../../lib/api-error.js';
import { childHasLiveEnrollment } from '../courses/enrollment-views.js';

type ChildInput = v.InferOutput<typeof ChildRequestSchema>;

/** Sets (or replaces) the user's self-rated level in a sport. */
export async function setSportSkill(db: DbOrTx, userId: number, sportTypeId: number, level: number): Promise<void> {
  const [sport] = await db.select({ id: sportTypes.id }).from(sportTypes).where(eq(sportTypes.id, sportTypeId));
  if (!sport) throw notFound(`Sport type ${sportTypeId} does not exist`);
  await db
    .insert(userSportSkills)
    .values({ userId, sportTypeId, level })
    .onConflictDoUpdate({ target: [userSportSkills.userId, userSportSkills.sportTypeId], set: { level } });
}

async function requireVenue(db: DbOrTx, venueId: number): Promise<void> {
  const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
  if (!venue) throw validationFailed({ venue_id: { key: 'validation.invalid' } });
}

function childRow(input: ChildInput) {
  return {
    venueId: input.venue_id,
    firstName: input.first_name,
    lastName: input.last_name,
    birthDate: input.birth_date,
    gender: input.gender,
  };
}

export async function addChild(db: DbOrTx, userId: number, input: ChildInput): Promise<void> {
  await requireVenue(db, input.venue_id);
  await db.insert(children).values({ userId, ...childRow(input) });
}

/** Someone else's child is "not found": ids of other users' children are never confirmed. */
export async function updateChild(db: DbOrTx, userId: number, childId: number, input: ChildInput): Promise<void> {
  await requireVenue(db, input.venue_id);
  const updated = await db
    .update(children)
    .set(childRow(input))
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .returning({ id: children.id });
  if (updated.length === 0) throw notFound(`Child ${childId} not found`);
}

/** The venue must be the child's own, as the client's call names it. */
export async function deleteChild(db: DbOrTx, userId: number, childId: number, venueId: number, now: Date): Promise<void> {
  const [child] = await db
    .select({ venueId: children.venueId })
    .from(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)));
  if (!child) throw notFound(`Child ${childId} not found`);
  if (child.venueId !== venueId) throw validationFailed({ venue_id: { key: 'validation.invalid' } });
  if (await childHasLiveEnrollment(db, childId, now)) {
    throw new ApiError(409, 'CHILD_HAS_ENROLLMENTS', `Child ${childId} is enrolled in a course; cancel the enrolment first`);
  }
  await db.delete(children).where(and(eq(children.id, childId), eq(children.userId, userId)));
}
