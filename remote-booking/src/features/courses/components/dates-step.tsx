import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@venue/api/schemas/course';
import { useLanguage } from '@venue/i18n';
import { Alert, Button, Checkbox, Fieldset, Legend, Stack, Text } from '@venue/ui';
import { formatVenueRange } from '../../../lib/venue-time';
import { StepHeading } from './step-heading';
import { attendedDates, type EnrolEvent, type EnrolState } from '../logic/enrol-state';

interface Props {
  readonly course: Course;
  readonly state: Extract<EnrolState, { step: 'dates' }>;
  readonly dispatch: Dispatch<EnrolEvent>;
}

/** Step 2: the sessions still ahead, each ticked to attend; unticking one skips it (a per-session course does not charge it). */
export function DatesStep({ course, state, dispatch }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const ahead = course.sessions.filter((session) => !session.past);
  const held = course.sessions.length - ahead.length;
  const attended = attendedDates(
    ahead.map((session) => session.date),
    state.choice,
  );
  const error = state.submitted && attended.length === 0 ? t('courses.datesStep.allSkipped') : undefined;
  return (
    <Stack $gap="md">
      <StepHeading>{t('courses.datesStep.heading')}</StepHeading>
      <Text>{course.payment_type === 'per_session' ? t('courses.datesStep.hintPerSession') : t('courses.datesStep.hintFullCourse')}</Text>
      {held > 0 && <Text variant="muted">{t('courses.datesStep.pastNote', { count: held })}</Text>}
      <Fieldset $gap="xs" id="course-dates" aria-describedby={error ? 'course-dates-error' : undefined}>
        <Legend>{t('courses.datesStep.legend')}</Legend>
        {error && (
          <Alert>
            <span id="course-dates-error">{error}</span>
          </Alert>
        )}
        {ahead.map((session) => (
          <Checkbox
            key={session.date}
            name="course-session"
            label={formatVenueRange(session.start_time, session.end_time, course.venue_timezone, language)}
            checked={!state.choice.skipped.includes(session.date)}
            onChange={() => dispatch({ type: 'toggle-date', date: session.date })}
          />
        ))}
      </Fieldset>
      <Stack $direction="row" $gap="sm" $wrap $justify="space-between">
        <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
          {t('courses.back')}
        </Button>
        <Button onClick={() => dispatch({ type: 'next', valid: attended.length > 0 })}>{t('courses.continue')}</Button>
      </Stack>
    </Stack>
  );
}
