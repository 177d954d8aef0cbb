// Small pieces the list and the details both show, each saying its fact in words (the colour of a
// course or a badge only echoes them).
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Course } from '@venue/api/schemas/course';
import { formatMoney, useLanguage } from '@venue/i18n';
import { Badge } from '@venue/ui';
import { formatDays } from '../../../lib/carnets/carnet-hours';
import { formatCalendarDay } from '../../../lib/venue-time';
import { difficultyKey, placesOf } from '../logic/course-facts';

/** The course's colour as a swatch beside its name; decorative, the name says which course it is. */
export const ColourSwatch = styled.span<{ $colour: string }>`
  display: inline-block;
  flex: none;
  width: 0.875rem;
  height: 0.875rem;
  border-radius: 50%;
  background: ${({ $colour }) => $colour};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
`;

/** "Początkujący (1/5)" */
export function DifficultyText({ difficulty }: { readonly difficulty: number }) {
  const { t } = useTranslation('booking');
  return <>{t('courses.difficulty.value', { level: t(`courses.difficulty.${difficultyKey(difficulty)}`), n: difficulty })}</>;
}

/** Free places in words: "3 wolne miejsca", "Brak miejsc", "Bez limitu miejsc"; closed enrolment first. */
export function PlacesBadge({ course }: { readonly course: Course }) {
  const { t } = useTranslation('booking');
  const places = placesOf(course);
  if (places.kind === 'full') return <Badge tone="warning">{t('courses.full')}</Badge>;
  if (places.kind === 'unlimited') return <Badge tone="neutral">{t('courses.unlimited')}</Badge>;
  return <Badge tone="success">{t('courses.freePlaces', { count: places.free })}</Badge>;
}

export function EnrollmentBadge({ course }: { readonly course: Course }) {
  const { t } = useTranslation('booking');
  return course.enrollment_open ? (
    <Badge tone="info">{t('courses.enrollmentOpen')}</Badge>
  ) : (
    <Badge tone="neutral">{t('courses.enrollmentClosed')}</Badge>
  );
}

/** The texts of a course's schedule, dates, prices and age, in the venue's zone and the page's language. */
export function useCourseTexts() {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  return {
    /** "wt., czw., 17:00 (60 min)": wall times of the venue (the page shows its zone note once). */
    schedule: (course: Course) =>
      t('courses.schedule', { days: formatDays(course.weekdays, language), time: course.time, minutes: course.duration_minutes }),
    dates: (course: Course) =>
      t('courses.dates', { from: formatCalendarDay(course.start_date, language), to: formatCalendarDay(course.end_date, language) }),
    /** Both readings of the price side by side: one session's and the whole course's. */
    prices: (course: Course) => [
      t('courses.pricePerSession', { amount: formatMoney(course.price_per_session, language) }),
      t('courses.priceWholeCourse', { amount: formatMoney(course.price_full_course, language) }),
    ],
    age: (course: Course) => {
      if (course.min_age !== null && course.max_age !== null) return t('courses.age.range', { min: course.min_age, count: course.max_age });
      if (course.min_age !== null) return t('courses.age.from', { count: course.min_age });
      if (course.max_age !== null) return t('courses.age.to', { count: course.max_age });
      return t('courses.age.any');
    },
    money: (grosze: number) => formatMoney(grosze, language),
    day: (day: string) => formatCalendarDay(day, language),
  };
}
