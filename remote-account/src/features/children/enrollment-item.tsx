import { useRef, useState, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CourseEnrollment } from '@venue/api/schemas/course';
import { formatMoney, formatTime, timeZoneLabel, useLanguage } from '@venue/i18n';
import { Alert, Badge, CountdownAlert, DescriptionList, Heading, PlainList, Stack, Text, useSecondsLeft, type BadgeTone } from '@venue/ui';
import { coursePagePath } from '../../api/course-enrollments';
import { formatClock } from '../../lib/format-clock';
import { CancelEnrollment } from './cancel-enrollment';
import { enrollmentSchedule, formatSession, sessionsAhead } from './enrollment-view';

/** How many of the sessions ahead are listed by date; the rest are counted. */
const SESSIONS_LISTED = 3;

const TONES: Readonly<Record<CourseEnrollment['state'], BadgeTone>> = {
  awaiting_payment: 'warning',
  active: 'success',
  lapsed: 'neutral',
  cancelled: 'neutral',
};

// The course's colour on the left edge, as its card in the venue's Courses tab.
const Item = styled.li<{ $colour: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ $colour }) => $colour};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

export interface EnrollmentItemProps {
  readonly enrollment: CourseEnrollment;
  readonly childName: string;
  readonly onCancelled: (updated: CourseEnrollment) => void;
  readonly onRefused: () => void;
}

/** One course enrolment on a child's card: course, venue, schedule, sessions ahead, status, pay or cancel. */
export function EnrollmentItem({ enrollment, childName, onCancelled, onRefused }: EnrollmentItemProps) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const zone = enrollment.venue_timezone;
  const ahead = sessionsAhead(enrollment);
  const headingId = `enrollment-${enrollment.id}-name`;
  const { cancellation } = enrollment;

  // The cancel button is gone once cancelled: focus goes to what happened instead of the page.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const cancelled = (updated: CourseEnrollment) => {
    const refund = cancellation?.refund ?? 0;
    const course = enrollment.course_name;
    setDone(
      refund > 0
        ? t('actions.childCourses.cancel.doneRefund', { course, amount: formatMoney(refund, language) })
        : t('actions.childCourses.cancel.done', { course }),
    );
    onCancelled(updated);
  };

  return (
    <Item $colour={enrollment.colour} aria-labelledby={headingId} data-enrollment-id={enrollment.id}>
      <Stack $direction="row" $gap="sm" $wrap $align="center">
        <Heading level={5} size="sm" id={headingId}>
          {enrollment.course_name}
        </Heading>
        <Badge tone={TONES[enrollment.state]}>{t(`actions.childCourses.state.${enrollment.state}`)}</Badge>
      </Stack>
      <DescriptionList
        layout="stacked"
        items={[
          { key: 'venue', term: t('actions.childCourses.venue'), detail: enrollment.venue_name },
          { key: 'schedule', term: t('actions.childCourses.schedule'), detail: enrollmentSchedule(enrollment, language) },
        ]}
      />
      {(enrollment.state === 'active' || enrollment.state === 'awaiting_payment') && <SessionsAhead sessions={ahead} timeZone={zone} />}
      {enrollment.state === 'awaiting_payment' && enrollment.pay_until !== null && (
        <PayBy enrollment={enrollment} payUntil={enrollment.pay_until} />
      )}
      {done && (
        <div ref={doneRef} tabIndex={-1}>
          <Alert tone="success">{done}</Alert>
        </div>
      )}
      {cancellation && !done && (
        <CancelEnrollment
          enrollment={{ ...enrollment, cancellation }}
          childName={childName}
          onCancelled={cancelled}
          onRefused={onRefused}
        />
      )}
    </Item>
  );
}

/** The sessions still ahead: the next few by date on the venue's clock, the rest counted. */
function SessionsAhead({ sessions, timeZone }: { readonly sessions: ReturnType<typeof sessionsAhead>; readonly timeZone: string }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  if (sessions.length === 0) return <Text variant="muted">{t('actions.childCourses.noneAhead')}</Text>;
  const listed = sessions.slice(0, SESSIONS_LISTED);
  const rest = sessions.length - listed.length;
  const label = t('actions.childCourses.ahead', { count: sessions.length });
  return (
    <Stack $gap="xs">
      <Text variant="strong">{label}</Text>
      <PlainList aria-label={label}>
        {listed.map((session) => (
          <li key={session.start_time}>{formatSession(session, timeZone, language)}</li>
        ))}
      </PlainList>
      {rest > 0 && <Text variant="muted">{t('actions.childCourses.more', { count: rest })}</Text>}
      <Text variant="small">{t('actions.childCourses.zoneNote', { zone: timeZoneLabel(timeZone, language) })}</Text>
    </Stack>
  );
}

/** The unpaid enrolment's 15 minutes, counting down, with the way to pay on the course's page. */
function PayBy({ enrollment, payUntil }: { readonly enrollment: CourseEnrollment; readonly payUntil: string }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const left = useSecondsLeft(Date.parse(payUntil));
  if (left <= 0) return <Alert tone="warning">{t('actions.childCourses.payExpired')}</Alert>;
  return (
    <Stack $gap="xs">
      <CountdownAlert
        key={payUntil}
        text={t('actions.childCourses.payBy', { time: formatTime(payUntil, enrollment.venue_timezone, language), left: formatClock(left) })}
      />
      <ActionLink
        to={coursePagePath(enrollment.venue_id, enrollment.course_id)}
        aria-label={t('actions.childCourses.payNowNamed', { course: enrollment.course_name })}
      >
        {t('actions.childCourses.payNow')}
      </ActionLink>
    </Stack>
  );
}
