import { useTranslation } from 'react-i18next';
import { OwnProfileLoader } from '../../components/own-profile-loader';
import { TrainerPageFrame } from '../../components/trainer-page-frame';
import { ReservationsView } from './reservations-view';

/** `/trainer-reservations`: the trainer's lessons and the classes they lead, week by week or as a list. */
export function ReservationsPage() {
  const { t } = useTranslation('trainer');
  return (
    <TrainerPageFrame title={t('title.trainerReservations')}>
      {(trainer) => (
        <OwnProfileLoader key={trainer.id} profileId={trainer.id}>
          {(profile) => <ReservationsView profile={profile} />}
        </OwnProfileLoader>
      )}
    </TrainerPageFrame>
  );
}
