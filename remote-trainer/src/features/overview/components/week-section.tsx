import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TrainerOwnProfile, TrainerScheduleEntry } from '@venue/api/schemas/trainer-area';
import { localeOf, useLanguage, type Language } from '@venue/i18n';
import { DescriptionList, SectionCard } from '@venue/ui';
import { paths } from '@venue/routes';
import { weekDays } from '../../../lib/week';
import { weekGlance } from '../week-glance';

/** "7,5": hours with at most one decimal, in the language's notation. */
const hoursText = (minutes: number, language: Language) =>
  new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(minutes / 60);

export interface WeekSectionProps {
  readonly profile: TrainerOwnProfile;
  readonly monday: string;
  readonly entries: readonly TrainerScheduleEntry[];
}

/** This week at a glance: lessons, classes, and hours booked against the hours offered. */
export function WeekSection({ profile, monday, entries }: WeekSectionProps) {
  const { t } = useTranslation('trainer');
  const { language } = useLanguage();
  const glance = weekGlance(entries, weekDays(monday), profile.working_hours);
  const scheduleLink =
    profile.status === 'accepted' ? (
      <Link to={`${paths.trainerSchedule()}?venue=${profile.venue_id}`}>{t('overview.week.toSchedule')}</Link>
    ) : undefined;
  return (
    <SectionCard title={t('overview.week.title')} actions={scheduleLink}>
      <DescriptionList
        items={[
          { term: t('overview.week.lessons'), detail: t('overview.week.lessonCount', { count: glance.lessons }) },
          { term: t('overview.week.classes'), detail: t('overview.week.classCount', { count: glance.classes }) },
          {
            term: t('overview.week.hours'),
            detail: t('overview.week.booked', {
              booked: hoursText(glance.bookedMinutes, language),
              offered: hoursText(glance.offeredMinutes, language),
            }),
          },
        ]}
      />
    </SectionCard>
  );
}
