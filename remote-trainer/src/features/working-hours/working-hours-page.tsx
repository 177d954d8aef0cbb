import { useTranslation } from 'react-i18next';
import { Alert, Stack, Text } from '@venue/ui';
import { OwnProfileLoader } from '../../components/own-profile-loader';
import { TimezoneNote } from '../../components/timezone-note';
import { TrainerPageFrame } from '../../components/trainer-page-frame';
import { WorkingHoursEditor } from './working-hours-editor';

/** `/trainer-schedule`: the trainer's working hours at the venue shown; read-only words while the venue has not accepted them. */
export function WorkingHoursPage() {
  const { t } = useTranslation('trainer');
  return (
    <TrainerPageFrame title={t('title.trainerSchedule')}>
      {(trainer) => (
        <OwnProfileLoader key={trainer.id} profileId={trainer.id}>
          {(profile) =>
            profile.status === 'pending' ? (
              <Alert tone="info" live={false}>
                {t('workingHours.pending', { venue: profile.venue_name })}
              </Alert>
            ) : (
              <Stack $gap="md" $align="stretch">
                <Text>{t('workingHours.intro')}</Text>
                <TimezoneNote timeZone={profile.timezone} />
                {/* A new venue or a saved profile from elsewhere starts a fresh draft. */}
                <WorkingHoursEditor key={profile.id} profile={profile} />
              </Stack>
            )
          }
        </OwnProfileLoader>
      )}
    </TrainerPageFrame>
  );
}
