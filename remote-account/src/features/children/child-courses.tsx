import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import type { Child } from '@venue/api';
import type { CourseEnrollment } from '@venue/api/schemas/course';
import { paths } from '@venue/routes';
import { ErrorState, Heading, LoadingState, PlainList, Stack, Text } from '@venue/ui';
import { courseEnrollmentsKey, listCourseEnrollments } from '../../api/course-enrollments';
import { EnrollmentItem } from './enrollment-item';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.md}`};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface ChildCoursesProps {
  readonly child: Child;
}

/**
 * The courses a child is enrolled in, on its card: the parent's one list of enrolments
 * (`GET /course_enrollment`, shared by every child's card) kept to this child.
 */
export function ChildCourses({ child }: ChildCoursesProps) {
  const { t } = useTranslation('account');
  const enrollments = useSWR(courseEnrollmentsKey(), () => listCourseEnrollments());
  const name = `${child.first_name} ${child.last_name}`;
  const headingId = `child-${child.id}-courses`;

  const replace = (updated: CourseEnrollment) =>
    void enrollments.mutate((list) => list?.map((item) => (item.id === updated.id ? updated : item)), { revalidate: false });

  let body;
  if (enrollments.data === undefined) {
    body = enrollments.error ? (
      <ErrorState
        message={t('actions.childCourses.loadFailed')}
        onRetry={() => void enrollments.mutate()}
        retrying={enrollments.isValidating}
      />
    ) : (
      <LoadingState label={t('actions.childCourses.loading')} />
    );
  } else {
    const mine = enrollments.data.filter((enrollment) => enrollment.child.id === child.id);
    body =
      mine.length === 0 ? (
        <Stack $gap="xs">
          <Text variant="muted">{t('actions.childCourses.empty')}</Text>
          <Links>
            <Link to={paths.reservationVenue(child.venue_id, 'courses')}>{t('actions.childCourses.find')}</Link>
            <Link to={paths.venues()}>{t('actions.childCourses.browseVenues')}</Link>
          </Links>
        </Stack>
      ) : (
        <PlainList $gap="sm" aria-labelledby={headingId}>
          {mine.map((enrollment) => (
            <EnrollmentItem
              key={enrollment.id}
              enrollment={enrollment}
              childName={name}
              onCancelled={replace}
              onRefused={() => void enrollments.mutate()}
            />
          ))}
        </PlainList>
      );
  }

  return (
    <Stack as="section" $gap="xs" aria-labelledby={headingId}>
      <Heading level={4} size="sm" id={headingId}>
        {t('actions.childCourses.heading')}
      </Heading>
      {body}
    </Stack>
  );
}
