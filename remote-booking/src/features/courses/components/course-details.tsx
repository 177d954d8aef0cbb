import type { Dispatch } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Course } from '@venue/api/schemas/course';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { Alert, Button, DescriptionList, Stack, Text } from '@venue/ui';
import { FocusHeading } from '../../../components/focus-heading';
import { TimezoneNote } from '../../../components/reservations/timezone-note';
import { canEnrol, placesOf } from '../logic/course-facts';
import type { EnrolEvent, EnrolState } from '../logic/enrol-state';
import { ChildStep } from './child-step';
import { ColourSwatch, DifficultyText, EnrollmentBadge, PlacesBadge, useCourseTexts } from './course-facts';
import { DatesStep } from './dates-step';
import { EnrolReview } from './enrol-review';
import { MyEnrollments } from './my-enrollments';

interface Props {
  readonly venue: VenueDetail;
  readonly course: Course;
  readonly state: EnrolState;
  readonly dispatch: Dispatch<EnrolEvent>;
  readonly onClose: () => void;
}

const STEP_NUMBER = { child: 1, dates: 2, review: 3 } as const;

/** One course: its facts (shown to visitors too) and, for a signed-in parent, the enrolment. */
export function CourseDetails({ venue, course, state, dispatch, onClose }: Props) {
  const { t } = useTranslation('booking');
  const texts = useCourseTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAuthStore((s) => s.user);
  // Signing in comes back to this very course (its id is in the address).
  const signIn = () => navigate(paths.login(), { state: { from: `${location.pathname}${location.search}` } });
  const places = placesOf(course);

  return (
    <Stack $gap="lg">
      <div>
        <Button variant="link" onClick={onClose}>
          {t('courses.backToList')}
        </Button>
      </div>
      <Stack $gap="sm">
        <Stack $direction="row" $gap="sm" $align="center">
          <ColourSwatch $colour={course.colour} aria-hidden="true" />
          <FocusHeading>{course.name}</FocusHeading>
        </Stack>
        <Stack $direction="row" $gap="sm" $wrap $align="center">
          <PlacesBadge course={course} />
          <EnrollmentBadge course={course} />
        </Stack>
        <DescriptionList layout="columns">
          <dt>{t('courses.details.type')}</dt>
          <dd>{t(`courses.type.${course.type}`)}</dd>
          <dt>{t('courses.details.age')}</dt>
          <dd>{texts.age(course)}</dd>
          <dt>{t('courses.difficulty.label')}</dt>
          <dd>
            <DifficultyText difficulty={course.difficulty} />
          </dd>
          <dt>{t('courses.details.trainer')}</dt>
          <dd>{course.trainer?.display_name ?? t('courses.details.noTrainer')}</dd>
          <dt>{t('courses.details.schedule')}</dt>
          <dd>{texts.schedule(course)}</dd>
          <dt>{t('courses.details.dates')}</dt>
          <dd>{texts.dates(course)}</dd>
          <dt>{t('courses.details.sessions')}</dt>
          <dd>
            {t('courses.sessions', { count: course.classes_count })}, {t('courses.sessionsLeft', { count: course.sessions_left })}
          </dd>
          {course.sport_object_name && (
            <>
              <dt>{t('courses.details.where')}</dt>
              <dd>{course.sport_object_name}</dd>
            </>
          )}
          <dt>{t('courses.details.places')}</dt>
          <dd>
            {places.kind === 'free'
              ? t('courses.placesOf', { free: places.free, total: places.total })
              : places.kind === 'full'
                ? t('courses.full')
                : t('courses.unlimited')}
          </dd>
          <dt>{t('courses.details.price')}</dt>
          <dd>
            {t(`courses.paymentType.${course.payment_type}`)}: {texts.prices(course).join(' · ')}
          </dd>
        </DescriptionList>
        {course.description && <Text>{course.description}</Text>}
        <TimezoneNote zones={[course.venue_timezone]} />
      </Stack>

      {user && <MyEnrollments course={course} />}

      {!user ? (
        <Stack $gap="sm" $align="flex-start">
          <Text>{t('courses.visitorNote')}</Text>
          <Button onClick={signIn}>{t('courses.signInToEnrol')}</Button>
        </Stack>
      ) : state.step === 'details' ? (
        !course.enrollment_open ? (
          <Alert tone="info">{t('courses.closedNote')}</Alert>
        ) : places.kind === 'full' ? (
          <Alert tone="warning">{t('courses.fullNote')}</Alert>
        ) : !canEnrol(course) ? (
          <Alert tone="info">{t('courses.noSessionsNote')}</Alert>
        ) : (
          <div>
            <Button onClick={() => dispatch({ type: 'start', hasChildren: user.children.length > 0 })}>{t('courses.enrol')}</Button>
          </div>
        )
      ) : (
        <Stack $gap="md">
          <Text variant="muted">{t('courses.steps.label', { step: STEP_NUMBER[state.step] })}</Text>
          {state.step === 'child' ? (
            <ChildStep venueId={venue.id} state={state} dispatch={dispatch} />
          ) : state.step === 'dates' ? (
            <DatesStep course={course} state={state} dispatch={dispatch} />
          ) : (
            <EnrolReview venue={venue} course={course} state={state} dispatch={dispatch} onClose={onClose} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
