import styled from 'styled-components';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { TrainerOwnProfile } from '@venue/api/schemas/trainer-area';
import { addCalendarDays, todayIn } from '@venue/i18n';
import { ErrorState, LoadingState, Stack } from '@venue/ui';
import { listTrainerReservations, trainerReservationsKey } from '../../api/trainer-area';
import { TimezoneNote } from '../../components/timezone-note';
import { weekStartOf, windowCovering } from '../../lib/week';
import { NextLessonSection } from './components/next-lesson-section';
import { ProfileForm } from './components/profile-form';
import { StatusSection } from './components/status-section';
import { WeekSection } from './components/week-section';
import { nextLesson } from './week-glance';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The overview of one venue: status, the profile players see, this week, the next lesson. */
export function OverviewView({ profile }: { readonly profile: TrainerOwnProfile }) {
  const { t } = useTranslation('trainer');
  const monday = weekStartOf(todayIn(profile.timezone));
  // This week and the three after it: the week's numbers and a next lesson a little further on.
  const { begin, end } = windowCovering(monday, addCalendarDays(monday, 27));
  const schedule = useSWR(trainerReservationsKey(profile.id, begin, end), () => listTrainerReservations(profile.id, begin, end));
  let schedulePart;
  if (schedule.data) {
    schedulePart = (
      <>
        <WeekSection profile={profile} monday={monday} entries={schedule.data.entries} />
        <NextLessonSection lesson={nextLesson(schedule.data.entries, new Date())} venueId={profile.venue_id} />
      </>
    );
  } else if (schedule.error) {
    schedulePart = (
      <ErrorState
        message={t('area.loadError')}
        retryLabel={t('area.retry')}
        retrying={schedule.isValidating}
        onRetry={() => void schedule.mutate()}
      />
    );
  } else {
    schedulePart = <LoadingState label={t('area.loading')} />;
  }
  return (
    <Stack $gap="lg" $align="stretch">
      <StatusSection profile={profile} />
      <Columns>{schedulePart}</Columns>
      <TimezoneNote timeZone={profile.timezone} />
      <ProfileForm key={profile.id} profile={profile} />
    </Stack>
  );
}
