import type { Dispatch } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { COURSE_PAYMENT_WINDOW_MINUTES, type Course, type CourseQuoteRequest } from '@venue/api/schemas/course';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { DescriptionList, FormErrorSummary, Heading, Skeleton, SkeletonGroup, Stack, Text } from '@venue/ui';
import { courseQuoteKey, enrolInCourse, isCoursesKey, quoteCourse } from '../../../api/courses';
import { isMyReservationsKey } from '../../../api/reservations';
import { CheckoutActions, CheckoutError, useCheckout } from '../../../components/checkout';
import { missingRequired } from '../../../components/regulations/regulations';
import { RegulationsField, regulationFieldId } from '../../../components/regulations/regulations-field';
import { courseDetailsPath } from '../../../lib/course-path';
import { courseErrorView } from '../logic/course-errors';
import type { EnrolEvent, EnrolState } from '../logic/enrol-state';
import { useCourseTexts } from './course-facts';
import { StepHeading } from './step-heading';
import { PayCountdown } from './pay-countdown';
import { PriceLines } from './price-lines';

interface Props {
  readonly venue: VenueDetail;
  readonly course: Course;
  readonly state: Extract<EnrolState, { step: 'review' }>;
  readonly dispatch: Dispatch<EnrolEvent>;
  readonly onClose: () => void;
}

/**
 * Step 3: what is being bought (child, sessions, skipped dates), the price line by line as the
 * quote states it for exactly these choices, the venue's regulations, then the one checkout:
 * enrol (the place is held for 15 minutes) and pay at once; a failed payment pays again, never enrols twice.
 */
export function EnrolReview({ venue, course, state, dispatch, onClose }: Props) {
  const { t } = useTranslation('booking');
  const texts = useCourseTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const child = useAuthStore((s) => s.user?.children.find((item) => item.id === state.choice.childId) ?? null);
  const { choice } = state;
  const request: CourseQuoteRequest = {
    course_id: course.id,
    venue_id: venue.id,
    child_id: choice.childId ?? 0,
    excluded_dates: [...choice.skipped],
  };
  // Asked again for every other child or date; a focus does not ask again (after enrolling it would refuse).
  const quote = useSWR(courseQuoteKey(request), ([, , , input]) => quoteCourse(input), { revalidateOnFocus: false });
  const missing = missingRequired(venue.regulations, choice.accepted);
  const shownMissing = state.submitted ? missing : [];

  const checkout = useCheckout({
    state: state.checkout,
    dispatch: (event) => dispatch({ type: 'checkout', event }),
    venue,
    // Courses are paid online (BLIK, transfer, the wallet): carnets and paying on site do not apply.
    tender: 'online',
    price: quote.data?.subtotal ?? 0,
    blocked: quote.data === undefined,
    check: () => {
      if (missing.length === 0) return true;
      dispatch({ type: 'blocked' });
      return false;
    },
    book: async () => {
      const answer = await enrolInCourse({ ...request, accepted_regulation_ids: [...choice.accepted] });
      // A place was taken and a course session joined the parent's reservations.
      void mutate(isCoursesKey);
      void mutate(isMyReservationsKey);
      return {
        booked: {
          target: { kind: 'course', venueId: venue.id, enrollmentId: answer.enrollment.id },
          detailsPath: courseDetailsPath(venue.id, course.id),
          payUntil: answer.enrollment.pay_until,
        },
      };
    },
  });

  const signIn = () => navigate(paths.login(), { state: { from: `${location.pathname}${location.search}` } });
  const refusal = state.checkout.status === 'choosing' ? state.checkout.error : null;
  const refusalView = refusal ? courseErrorView(refusal) : null;
  const quoteError = quote.error && !quote.data ? quote.error : null;
  const quoteView = quoteError ? courseErrorView(quoteError) : null;
  const remedies = {
    'change-choices': { label: t('courses.back'), onClick: () => dispatch({ type: 'back' }) },
    'choose-again': { label: t('courses.backToList'), onClick: onClose },
    'sign-in': { label: t('courses.signInToEnrol'), onClick: signIn },
    retry: { label: t('courses.review.retryQuote'), onClick: () => void quote.mutate() },
  };

  return (
    <Stack $gap="lg">
      <StepHeading>{t('courses.review.heading')}</StepHeading>
      <DescriptionList layout="columns">
        <dt>{t('courses.review.course')}</dt>
        <dd>{course.name}</dd>
        <dt>{t('courses.review.child')}</dt>
        <dd>{child ? `${child.first_name} ${child.last_name}` : ''}</dd>
        <dt>{t('courses.review.sessions')}</dt>
        <dd>{quote.data ? t('courses.sessions', { count: quote.data.sessions.length }) : '…'}</dd>
        {choice.skipped.length > 0 && (
          <>
            <dt>{t('courses.review.skipped')}</dt>
            <dd>{choice.skipped.map(texts.day).join(', ')}</dd>
          </>
        )}
      </DescriptionList>

      <Stack $gap="sm">
        <Heading level={4}>{t('courses.review.priceHeading')}</Heading>
        {quote.data ? (
          <PriceLines price={quote.data} />
        ) : quoteView ? (
          <CheckoutError error={quoteError} view={quoteView} keyPrefix="courses.errors" remedies={remedies} />
        ) : (
          <SkeletonGroup label={t('courses.review.quoting')}>
            <Skeleton height="3rem" radius="md" />
          </SkeletonGroup>
        )}
      </Stack>

      {venue.regulations.length > 0 && (
        <>
          <FormErrorSummary
            title={t('courses.review.blocked')}
            errors={shownMissing.map((item) => ({
              fieldId: regulationFieldId(item.id),
              message: t('courses.review.regulationMissing', { title: item.title }),
            }))}
          />
          <RegulationsField
            regulations={venue.regulations}
            accepted={choice.accepted}
            onChange={(accepted) => dispatch({ type: 'accept', accepted })}
            invalid={new Set(shownMissing.map((item) => item.id))}
          />
        </>
      )}

      {checkout.created?.payUntil && <PayCountdown payUntil={checkout.created.payUntil} timeZone={venue.timezone} />}

      <CheckoutActions
        checkout={checkout}
        fieldsId="course-payment"
        price={quote.data ? { basePrice: quote.data.subtotal, basePriceLabel: t('courses.review.basePrice') } : null}
        error={refusalView && <CheckoutError error={refusal} view={refusalView} keyPrefix="courses.errors" remedies={remedies} />}
        unpaid={t('courses.review.enrolledUnpaid')}
        detailsLabel={t('courses.review.courseLink')}
        back={{ label: t('courses.back'), onClick: () => dispatch({ type: 'back' }) }}
        submitLabel={t('courses.review.enrolAndPay')}
        payAgainLabel={t('courses.review.payAgain')}
      >
        <Text variant="small">{t('courses.review.payWithin', { minutes: COURSE_PAYMENT_WINDOW_MINUTES })}</Text>
      </CheckoutActions>
    </Stack>
  );
}
