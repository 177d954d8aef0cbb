import { useReducer } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Course } from '@venue/api/schemas/course';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { useLanguage } from '@venue/i18n';
import { EmptyState, ErrorState, Heading, PlainList, Skeleton, SkeletonGroup, Stack } from '@venue/ui';
import { listVenueCourses, venueCoursesKey } from '../../../api/courses';
import { TimezoneNote } from '../../../components/reservations/timezone-note';
import {
  courseListParams,
  filterCourses,
  hasFilters,
  parseCourseListState,
  trainerOptions,
  type CourseListState,
} from '../logic/course-filters';
import { INITIAL_ENROL, enrolReducer } from '../logic/enrol-state';
import { CourseCard } from './course-card';
import { CourseDetails } from './course-details';
import { CourseFiltersForm } from './course-filters-form';

function CoursesSkeleton({ label }: { readonly label: string }) {
  return (
    <SkeletonGroup label={label}>
      <PlainList $gap="md" as="div">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="10rem" radius="md" />
        ))}
      </PlainList>
    </SkeletonGroup>
  );
}

/** The venue's Courses tab: the list with the spec's filters (in the address), a course's details and enrolment. */
export function CoursesTab({ venue }: { readonly venue: VenueDetail }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const state = parseCourseListState(params);
  const courses = useSWR(venueCoursesKey(venue.id), ([, , , venueId]) => listVenueCourses(venueId));
  const [enrol, dispatch] = useReducer(enrolReducer, INITIAL_ENROL);
  // Filters replace the entry (typing a name is not a page of history); opening a course is one.
  const update = (patch: Partial<CourseListState>) =>
    setParams(courseListParams({ ...state, ...patch }), { replace: !('courseId' in patch) });

  const all = courses.data ?? [];
  const open = state.courseId === null ? null : (all.find((course) => course.id === state.courseId) ?? null);
  const openCourse = (course: Course | null) => {
    dispatch({ type: 'reset' });
    update({ courseId: course?.id ?? null });
  };

  if (state.courseId !== null && (open || !courses.data)) {
    return open ? (
      <CourseDetails venue={venue} course={open} state={enrol} dispatch={dispatch} onClose={() => openCourse(null)} />
    ) : (
      <CoursesSkeleton label={t('courses.loading')} />
    );
  }

  const shown = filterCourses(all, state, language);
  return (
    <Stack $gap="md">
      <Heading level={2}>{t('courses.heading')}</Heading>
      {all.length > 0 && <CourseFiltersForm filters={state} trainers={trainerOptions(all, language)} onChange={update} />}
      <TimezoneNote zones={[venue.timezone]} />
      {courses.error && !courses.data ? (
        <ErrorState message={t('courses.loadFailed')} onRetry={() => void courses.mutate()} retrying={courses.isValidating} />
      ) : !courses.data ? (
        <CoursesSkeleton label={t('courses.loading')} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('courses.empty')} description={hasFilters(state) ? t('courses.emptyFiltered') : t('courses.emptyHint')} />
      ) : (
        <PlainList $gap="md" aria-label={t('courses.listLabel')}>
          {shown.map((course) => (
            <CourseCard key={course.id} course={course} onOpen={openCourse} />
          ))}
        </PlainList>
      )}
    </Stack>
  );
}
