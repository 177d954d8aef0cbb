import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TrainerScheduleEntry } from '@venue/api/schemas/trainer-area';
import { paths } from '@venue/routes';
import { SectionCard, Stack, Text } from '@venue/ui';
import { EntryLine } from '../../../components/entry-line';

export interface NextLessonSectionProps {
  readonly lesson: TrainerScheduleEntry | null;
  readonly venueId: number;
}

/** The next lesson not begun, with a way to its details in the reservations. */
export function NextLessonSection({ lesson, venueId }: NextLessonSectionProps) {
  const { t } = useTranslation('trainer');
  const reservations = `${paths.trainerReservations()}?venue=${venueId}`;
  return (
    <SectionCard title={t('overview.next.title')} actions={<Link to={reservations}>{t('overview.next.all')}</Link>}>
      {lesson ? (
        <Stack $gap="sm" $align="flex-start">
          <Text>
            <EntryLine entry={lesson} />
          </Text>
          <Link to={`${reservations}&view=list&entry=lesson-${lesson.id}`}>{t('overview.next.details')}</Link>
        </Stack>
      ) : (
        <Text variant="muted">{t('overview.next.none')}</Text>
      )}
    </SectionCard>
  );
}
