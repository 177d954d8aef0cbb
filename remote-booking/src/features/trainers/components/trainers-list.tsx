import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { isCalendarDay, todayIn } from '@venue/i18n';
import { EmptyState, ErrorState, Heading, PlainList, Skeleton, SkeletonGroup, Stack } from '@venue/ui';
import { listVenueTrainers, venueTrainersKey } from '../../../api/trainers';
import { TrainerCard } from './trainer-card';

/** The venue's trainers (the Trainers tab and /trainers/:venueId); one trainer's availability open at a time, kept in the address. */
export function TrainersList({ venue }: { readonly venue: VenueDetail }) {
  const { t } = useTranslation('booking');
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => todayIn(venue.timezone), [venue.timezone]);
  const trainers = useSWR(venueTrainersKey(venue.id), ([, , venueId]) => listVenueTrainers(venueId));
  const openId = Number(params.get('trainer')) || null;
  const dayParam = params.get('day');
  const day = isCalendarDay(dayParam) && dayParam >= today ? dayParam : today;
  const show = (trainer: number | null, nextDay = day) => {
    const next = new URLSearchParams();
    if (trainer !== null) next.set('trainer', String(trainer));
    if (trainer !== null && nextDay !== today) next.set('day', nextDay);
    setParams(next, { replace: true });
  };

  return (
    <Stack $gap="md">
      <Heading level={2}>{t('trainers.heading')}</Heading>
      {trainers.error && !trainers.data ? (
        <ErrorState message={t('trainers.loadFailed')} onRetry={() => void trainers.mutate()} retrying={trainers.isValidating} />
      ) : !trainers.data ? (
        <SkeletonGroup label={t('trainers.loading')}>
          <PlainList $gap="md" as="div">
            {[0, 1].map((index) => (
              <Skeleton key={index} height="10rem" radius="lg" />
            ))}
          </PlainList>
        </SkeletonGroup>
      ) : trainers.data.length === 0 ? (
        <EmptyState title={t('trainers.empty')} description={t('trainers.emptyHint')} />
      ) : (
        <PlainList $gap="md" aria-label={t('trainers.listLabel')}>
          {trainers.data.map((trainer) => (
            <TrainerCard
              key={trainer.id}
              venue={venue}
              trainer={trainer}
              open={trainer.id === openId}
              day={day}
              today={today}
              onToggle={() => show(trainer.id === openId ? null : trainer.id)}
              onDay={(next) => show(trainer.id, next)}
            />
          ))}
        </PlainList>
      )}
    </Stack>
  );
}
