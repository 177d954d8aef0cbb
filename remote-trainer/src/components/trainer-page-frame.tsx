import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TrainerVenueProfile } from '@venue/api/schemas/user';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { EmptyState, PageLayout } from '@venue/ui';
import { useTrainerVenue } from '../lib/use-trainer-venue';
import { VenueSwitcher } from './venue-switcher';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export interface TrainerPageFrameProps {
  readonly title: string;
  /** The page's content for the venue shown. */
  readonly children: (profile: TrainerVenueProfile) => ReactNode;
  /** Shown under the "not a trainer" note instead of nothing (the overview's approvals for an owner). */
  readonly notTrainerExtra?: ReactNode;
}

/** A page of the trainer area: its title, the venue switcher, and the note for a user who trains nowhere. */
export function TrainerPageFrame({ title, children, notTrainerExtra }: TrainerPageFrameProps) {
  const { t } = useTranslation('trainer');
  const { profiles, profile, selectVenue } = useTrainerVenue();
  const firstName = useAuthStore((state) => state.user?.first_name);
  return (
    <PageLayout title={title} width="wide">
      <Body>
        {profile ? (
          <>
            <VenueSwitcher profiles={profiles} venueId={profile.venue_id} onSelect={selectVenue} />
            {children(profile)}
          </>
        ) : (
          <>
            <EmptyState
              title={t('area.notTrainer')}
              description={`${firstName ? `${t('area.signedInAs', { name: firstName })} ` : ''}${t('area.notTrainerHint')}`}
              action={<Link to={paths.yourAccount()}>{t('area.toAccount')}</Link>}
            />
            {notTrainerExtra}
          </>
        )}
      </Body>
    </PageLayout>
  );
}
