import { useTranslation } from 'react-i18next';
import { OwnProfileLoader } from '../components/own-profile-loader';
import { TrainerPageFrame } from '../components/trainer-page-frame';
import { PendingTrainersSection } from '../features/approvals/pending-trainers-section';
import { OverviewView } from '../features/overview/overview-view';

/**
 * `/trainer-profile/overview`: the trainer's overview at the venue shown and, for a venue's
 * owner, the trainers waiting for their approval (shown even to an owner who trains nowhere).
 */
export function OverviewPage() {
  const { t } = useTranslation('trainer');
  return (
    <TrainerPageFrame title={t('title.trainerOverview')} notTrainerExtra={<PendingTrainersSection />}>
      {(trainer) => (
        <>
          <OwnProfileLoader key={trainer.id} profileId={trainer.id}>
            {(profile) => <OverviewView profile={profile} />}
          </OwnProfileLoader>
          <PendingTrainersSection />
        </>
      )}
    </TrainerPageFrame>
  );
}
