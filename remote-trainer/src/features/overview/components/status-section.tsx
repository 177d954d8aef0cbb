import { useTranslation } from 'react-i18next';
import type { TrainerOwnProfile } from '@venue/api/schemas/trainer-area';
import { Badge, SectionCard, Stack, Text } from '@venue/ui';

/** Approved or not, and for a pending trainer why nothing can be changed yet and who approves. */
export function StatusSection({ profile }: { readonly profile: TrainerOwnProfile }) {
  const { t } = useTranslation('trainer');
  const pending = profile.status === 'pending';
  return (
    <SectionCard title={t('overview.status.title')}>
      <Stack $gap="sm" $align="flex-start">
        <Badge tone={pending ? 'warning' : 'success'}>{t(pending ? 'overview.status.pending' : 'overview.status.accepted')}</Badge>
        <Text>{t(pending ? 'overview.status.pendingText' : 'overview.status.acceptedText', { venue: profile.venue_name })}</Text>
      </Stack>
    </SectionCard>
  );
}
