import { and, eq } from 'drizzle-orm';
import type { Tx } from '../database.js';
import { demoUserId } from './demo-user.js';
import { children, courses, sportObjects, sportTypes, trainerVenueProfiles, venues } from '../schema/index.js';
import { insertDeskEnrollment, setSiblingDiscount, upsertDemoCourse } from '../../modules/courses/course-setup.js';
import { addLocalDays, localPosition } from '../../modules/venues/venue-time.js';
import { DEMO_COURSES, DEMO_SIBLING_DISCOUNTS, FULL_COURSE, FULL_COURSE_PARENTS } from './demo-courses-data.js';

/**
 * The demo courses (`demo-courses-data.ts`) at their venues, dated from today in each venue's
 * zone, the venues' sibling discounts, and two demo parents' children filling the full course.
 * Idempotent like the rest of the demo data (courses by venue and name; an ended one moves ahead).
 */
export async function seedDemoCourses(tx: Tx, now: Date): Promise<void> {
  const venueRows = await tx.select({ id: venues.id, slug: venues.slug, zone: venues.timezone }).from(venues);
  const objects = await tx.select({ id: sportObjects.id, venueId: sportObjects.venueId, name: sportObjects.name }).from(sportObjects);
  const sports = new Map((await tx.select({ id: sportTypes.id, code: sportTypes.code }).from(sportTypes)).map((row) => [row.code, row.id]));
  const trainers = await tx
    .select({ id: trainerVenueProfiles.id, venueId: trainerVenueProfiles.venueId, name: trainerVenueProfiles.displayName })
    .from(trainerVenueProfiles);

  for (const venue of venueRows) {
    const percent = DEMO_SIBLING_DISCOUNTS[venue.slug];
    if (percent !== undefined) await setSiblingDiscount(tx, venue.id, percent);
  }
  for (const item of DEMO_COURSES) {
    const venue = venueRows.find((row) => row.slug === item.venue);
    const court = objects.find((row) => row.venueId === venue?.id && row.name === item.court);
    const sport = sports.get(item.sport);
    if (!venue || !court || sport === undefined) continue;
    const today = localPosition(now, venue.zone).date;
    await upsertDemoCourse(
      tx,
      {
        venueId: venue.id,
        name: item.name,
        description: item.description,
        type: item.type,
        sportTypeId: sport,
        sportObjectId: court.id,
        trainerVenueProfileId: trainers.find((row) => row.venueId === venue.id && row.name === item.trainer)?.id ?? null,
        weekdays: item.weekdays,
        startMinute: item.time[0] * 60 + item.time[1],
        durationMinutes: item.minutes,
        startDate: addLocalDays(today, item.from, venue.zone),
        endDate: addLocalDays(today, item.to, venue.zone),
        maxParticipants: item.max,
        paymentType: item.paymentType,
        priceGrosze: item.price,
        colour: item.colour,
        difficulty: item.difficulty,
        enrollmentOpen: item.open,
        minAge: item.ages[0],
        maxAge: item.ages[1],
      },
      today,
    );
  }

  const warszawa = venueRows.find((row) => row.slug === 'warszawa-mokotow');
  const [full] = warszawa
    ? await tx
        .select()
        .from(courses)
        .where(and(eq(courses.venueId, warszawa.id), eq(courses.name, FULL_COURSE)))
    : [];
  if (!warszawa || !full) return;
  const twelveYearsAgo = addLocalDays(localPosition(now, warszawa.zone).date, -12 * 365, warszawa.zone);
  for (const parent of FULL_COURSE_PARENTS) {
    const userId = await demoUserId(tx, { ...parent, createdAt: now });
    let [child] = await tx
      .select()
      .from(children)
      .where(and(eq(children.userId, userId), eq(children.firstName, parent.child)));
    if (!child) {
      [child] = await tx
        .insert(children)
        .values({
          userId,
          venueId: warszawa.id,
          firstName: parent.child,
          lastName: parent.lastName,
          birthDate: twelveYearsAgo,
          gender: 'not_defined',
        })
        .returning();
    }
    if (child) await insertDeskEnrollment(tx, full, { userId, child }, now);
  }
}
