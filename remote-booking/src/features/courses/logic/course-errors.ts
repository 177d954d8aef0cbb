import * as v from 'valibot';
import { ChildAgeMismatchBodySchema } from '@venue/api/schemas/course';
import { checkoutErrorView, withRemedy, type CheckoutErrorRules, type CheckoutErrorView } from '../../../components/checkout';

/**
 * A course's refusals (of the enrolment and of its quote) on top of the checkout's shared ones;
 * keys under `booking:courses.errors`. Anything else is the spec's "enrollment error" (`failed`).
 */
export const COURSE_ENROL_ERRORS: CheckoutErrorRules = {
  codes: {
    ...withRemedy('choose-again', {
      COURSE_FULL: 'full',
      COURSE_ENROLLMENT_CLOSED: 'closed',
      NOT_FOUND: 'notFound',
    }),
    // Another child, or other dates, can pass.
    ...withRemedy('change-choices', {
      COURSE_ALREADY_ENROLLED: 'alreadyEnrolled',
      COURSE_NO_SESSIONS: 'noSessions',
      VALIDATION_FAILED: 'invalidChoice',
    }),
    COURSE_ENROLLMENT_NOT_PAYABLE: { key: 'notPayable', remedy: 'none' },
  },
  // The age refusal names the child's age and the course's range.
  special: (error) => {
    if (error.code !== 'CHILD_AGE_MISMATCH') return null;
    const body = v.safeParse(ChildAgeMismatchBodySchema, error.body);
    if (!body.success) return { key: 'ageMismatch', remedy: 'change-choices' };
    const { child_age: age, min_age: min, max_age: max } = body.output;
    const key =
      min !== null && max !== null ? 'ageMismatchRange' : min !== null ? 'ageMismatchMin' : max !== null ? 'ageMismatchMax' : 'ageMismatch';
    return { key, remedy: 'change-choices', params: { age, min: min ?? 0, max: max ?? 0 } };
  },
  fallback: 'failed',
};

export function courseErrorView(error: unknown): CheckoutErrorView {
  return checkoutErrorView(error, COURSE_ENROL_ERRORS);
}
