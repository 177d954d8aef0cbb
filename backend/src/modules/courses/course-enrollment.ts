import { and, eq, inArray } from 'drizzle-orm';
import {
  COURSE_PAYMENT_WINDOW_MINUTES,
  type CourseEnrollmentRequest,
  type CourseEnrollmentResponse,
  type CoursePrice,
  type CourseQuoteRequest,
} from '@venue/api';
import type { Db } from '../../db/database.js';
import { courseEnrollments, payments } from '../../db/schema/index.js';
import { ApiError } from '../../lib/api-error.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { paymentView } from '../payments/payment-view.js';
import { checkTerms } from '../reservations/booking-rules.js';
import { insertReservations } from '../reservations/insert-reservations.js';
import { ensureVenueProfile } from '../users/venue-profiles.js';
import { venueCatalog } from '../venues/venue-catalog.js';
import { lockWallet } from '../wallet/wallet-lock.js';
import { COURSE_LAPSE_JOB, lapseJobKey } from './course-lapse.js';
import { chargeEnrollment, sendToGateway, wantsPayment, type PaymentFields } from './enrollment-payment.js';
import { childHoldsPlace, courseAndChild, judgeChoice, lapseExpired, lockCourse, siblingPercentFor } from './enrollment-rules.js';
import { ownEnrollment } from './enrollment-views.js';
import { takenPlaces } from './course-catalog.js';

type ParsedQuote = Omit<CourseQuoteRequest, 'excluded_dates'> & { excluded_dates: string[] };
export type ParsedEnrollment = Omit<
  CourseEnrollmentRequest,
  'excluded_dates' | 'accepted_regulation_ids' | 'regulation_acceptance_id' | 'use_wallet'
> & {
  excluded_dates: string[];
  accepted_regulation_ids: number[];
  regulation_acceptance_id: number[];
  use_wallet: boolean;
};

const UNIQUE_VIOLATION = '23505';
const alreadyEnrolled = () => new ApiError(409, 'COURSE_ALREADY_ENROLLED', 'The child is already enrolled in this course');
const courseFull = () => new ApiError(409, 'COURSE_FULL', 'No place is free in this course');

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? (value as { code: unknown }).code : undefined;
  return codeOf(error) === UNIQUE_VIOLATION || (error instanceof Error && codeOf(error.cause) === UNIQUE_VIOLATION);
}

/**
 * `POST /course_enrollment/{id}/quote`: the price the enrolment would be charged now, from the same
 * rules in the same order (the places and the child's own place read without a lock), writing
 * nothing. The enrolment recomputes it under the course lock, so what is charged is what was
 * quoted unless a place, a sibling's payment or the clock changed meanwhile.
 */
export async function quoteEnrollment(db: Db, userId: number, courseId: number, request: ParsedQuote, now: Date): Promise<CoursePrice> {
  const { loaded, child, choice } = await courseAndChild(db, userId, courseId, request);
  const priced = judgeChoice(loaded, child, choice, await siblingPercentFor(db, loaded, userId, child.id), now);
  const [held] = await db
    .select({ id: courseEnrollments.id, state: courseEnrollments.state, payUntil: courseEnrollments.payUntil })
    .from(courseEnrollments)
    .where(
      and(
        eq(courseEnrollments.courseId, courseId),
        eq(courseEnrollments.childId, child.id),
        inArray(courseEnrollments.state, ['awaiting_payment', 'active']),
      ),
    );
  if (held && (held.state === 'active' || held.payUntil.getTime() > now.getTime())) throw alreadyEnrolled();
  const max = loaded.course.maxParticipants;
  if (max !== null && ((await takenPlaces(db, [courseId], now)).get(courseId) ?? 0) >= max) throw courseFull();
  return priced.price;
}

/** Splits the subtotal over the sessions, to the grosz: what each session's reservation row shows. */
function shares(subtotal: number, count: number): number[] {
  const each = Math.floor(subtotal / count);
  return Array.from({ length: count }, (_, index) => each + (index < subtotal - each * count ? 1 : 0));
}

/**
 * `POST /course_enrollment/{id}`: enrols the caller's own child, all or nothing. Under the course
 * lock (after the wallet's, when it pays): places past their `pay_until` are freed, the child must
 * not hold a place already, a place must be free (40 parents at once never get more than the
 * places), and the price is computed again with the sibling discount as it stands. The enrolment
 * holds its place unpaid for 15 minutes (a durable job lapses it), its sessions become the
 * parent's reservations, and with payment fields the payment starts through the one tender.
 */
export async function enrollChild(
  db: Db,
  gateway: PaymentGateway,
  appUrl: string,
  userId: number,
  courseId: number,
  request: ParsedEnrollment,
  now: Date,
): Promise<CourseEnrollmentResponse> {
  const { loaded, child, choice } = await courseAndChild(db, userId, courseId, request);
  judgeChoice(loaded, child, choice, 0, now);
  const catalog = await venueCatalog(db, loaded.course.venueId);
  if (!catalog) throw new ApiError(404, 'NOT_FOUND', `Course ${courseId} not found`);
  const accepted = [...new Set([...request.accepted_regulation_ids, ...request.regulation_acceptance_id])];
  checkTerms(catalog, { accepted_regulation_ids: accepted, discount_cards: [] });
  const fields: PaymentFields = request;
  const paying = wantsPayment(fields);

  let started: Awaited<ReturnType<typeof chargeEnrollment>> & { enrollmentId: number };
  try {
    started = await db.transaction(async (tx) => {
      if (fields.use_wallet) await lockWallet(tx, userId);
      await lockCourse(tx, courseId);
      await lapseExpired(tx, courseId, now);
      if (await childHoldsPlace(tx, courseId, child.id)) throw alreadyEnrolled();
      const max = loaded.course.maxParticipants;
      if (max !== null && ((await takenPlaces(tx, [courseId], now)).get(courseId) ?? 0) >= max) throw courseFull();
      const priced = judgeChoice(loaded, child, choice, await siblingPercentFor(tx, loaded, userId, child.id), now);
      const [enrollment] = await tx
        .insert(courseEnrollments)
        .values({
          courseId,
          venueId: loaded.course.venueId,
          userId,
          childId: child.id,
          childFirstName: child.firstName,
          childLastName: child.lastName,
          excludedDates: choice.excluded_dates,
          sessionStarts: priced.attended.map((session) => session.start.toISOString()),
          priceLines: priced.price.lines,
          subtotalGrosze: priced.price.subtotal,
          siblingDiscountGrosze: priced.siblingDiscount,
          acceptedRegulationIds: accepted,
          payUntil: new Date(now.getTime() + COURSE_PAYMENT_WINDOW_MINUTES * 60_000),
          createdAt: now,
        })
        .returning();
      if (!enrollment) throw new Error('Enrolment insert returned nothing');
      const perSession = shares(priced.price.subtotal, priced.attended.length);
      await insertReservations(
        tx,
        priced.attended.map((session, index) => ({
          userId,
          venueId: loaded.course.venueId,
          sportObjectId: loaded.course.sportObjectId,
          startTime: session.start,
          endTime: session.end,
          paymentMethod: 'online' as const,
          paymentStatus: 'pending_online' as const,
          basePriceGrosze: perSession[index] ?? 0,
          acceptedRegulationIds: accepted,
          createdAt: now,
          kind: 'course' as const,
          courseEnrollmentId: enrollment.id,
        })),
      );
      await ensureVenueProfile(tx, userId, loaded.course.venueId);
      await enqueueJob(tx, {
        kind: COURSE_LAPSE_JOB,
        key: lapseJobKey(enrollment.id),
        runAt: enrollment.payUntil,
        payload: { enrollmentId: enrollment.id },
        now,
      });
      const charge = { enrollmentId: enrollment.id, userId, venueId: loaded.course.venueId, subtotal: priced.price.subtotal };
      const paid =
        paying || charge.subtotal === 0 ? await chargeEnrollment(tx, gateway.name, charge, fields, now) : { payment: null, methodId: null };
      return { ...paid, enrollmentId: enrollment.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyEnrolled();
    throw error;
  }
  return answer(db, gateway, appUrl, userId, started, { blikCode: request.blik_code, courseName: loaded.course.name }, now);
}

/** The enrolment's view and its payment (after asking the gateway when one must be asked). */
export async function answer(
  db: Db,
  gateway: PaymentGateway,
  appUrl: string,
  userId: number,
  started: Awaited<ReturnType<typeof chargeEnrollment>> & { enrollmentId: number },
  order: { blikCode?: string | undefined; courseName: string },
  now: Date,
): Promise<CourseEnrollmentResponse> {
  let payment = started.payment;
  if (payment && started.methodId !== null) {
    payment = await sendToGateway(db, gateway, appUrl, payment, { methodId: started.methodId, ...order }, now);
  }
  const fresh = payment ? (await db.select().from(payments).where(eq(payments.id, payment.id)))[0] : undefined;
  return {
    enrollment: await ownEnrollment(db, userId, started.enrollmentId, now),
    payment: fresh ? await paymentView(db, fresh) : null,
  };
}
