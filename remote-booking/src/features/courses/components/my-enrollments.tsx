import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Course, CourseEnrollment } from '@venue/api/schemas/course';
import { Badge, Heading, PlainList, Stack, Text, type BadgeTone } from '@venue/ui';
import { listMyEnrollments, myEnrollmentsKey } from '../../../api/courses';
import { PaymentForm } from '../../../components/payment';
import { PayCountdown } from './pay-countdown';

const TONES: Readonly<Record<CourseEnrollment['state'], BadgeTone>> = {
  awaiting_payment: 'warning',
  active: 'success',
  lapsed: 'neutral',
  cancelled: 'neutral',
};

/**
 * The parent's enrolments in this course: each child's state, and for one awaiting payment its
 * countdown to `pay_until` with "pay now" (what My reservations links to).
 */
export function MyEnrollments({ course }: { readonly course: Course }) {
  const { t } = useTranslation('booking');
  const mine = useSWR(myEnrollmentsKey(), () => listMyEnrollments());
  const here = (mine.data ?? []).filter((item) => item.course_id === course.id && item.state !== 'cancelled');
  if (here.length === 0) return null;
  return (
    <Stack $gap="sm">
      <Heading level={3}>{t('courses.mine.heading')}</Heading>
      <PlainList $gap="md">
        {here.map((enrollment) => (
          <li key={enrollment.id}>
            <Stack $gap="sm">
              <Stack $direction="row" $gap="sm" $wrap $align="center">
                <Text variant="strong" as="span">{`${enrollment.child.first_name} ${enrollment.child.last_name}`}</Text>
                <Badge tone={TONES[enrollment.state]}>{t(`courses.mine.state.${enrollment.state}`)}</Badge>
              </Stack>
              {enrollment.state === 'awaiting_payment' && enrollment.pay_until !== null && (
                <>
                  <PayCountdown payUntil={enrollment.pay_until} timeZone={enrollment.venue_timezone} />
                  <PaymentForm
                    id={`course-pay-${enrollment.id}`}
                    target={{ kind: 'course', venueId: enrollment.venue_id, enrollmentId: enrollment.id }}
                    basePrice={enrollment.price.subtotal}
                    serviceFee={enrollment.price.service_fee}
                    basePriceLabel={t('courses.review.basePrice')}
                    submitLabel={t('courses.countdown.payNow')}
                  />
                </>
              )}
            </Stack>
          </li>
        ))}
      </PlainList>
    </Stack>
  );
}
