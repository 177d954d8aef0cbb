import type { ReactNode } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { TrainerOwnProfile } from '@venue/api/schemas/trainer-area';
import { ErrorState, LoadingState } from '@venue/ui';
import { getOwnProfile, ownProfileKey } from '../api/trainer-area';

export interface OwnProfileLoaderProps {
  readonly profileId: number;
  readonly children: (profile: TrainerOwnProfile) => ReactNode;
}

/** The trainer's own profile at the venue shown, with the loading and error states every page of the area shares. */
export function OwnProfileLoader({ profileId, children }: OwnProfileLoaderProps) {
  const { t } = useTranslation('trainer');
  const profile = useSWR(ownProfileKey(profileId), () => getOwnProfile(profileId));
  if (profile.data) return children(profile.data);
  if (profile.error) {
    return (
      <ErrorState
        message={t('area.loadError')}
        retryLabel={t('area.retry')}
        retrying={profile.isValidating}
        onRetry={() => void profile.mutate()}
      />
    );
  }
  return <LoadingState label={t('area.loading')} />;
}
