import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@venue/api/format-phone';
import type { PendingTrainer } from '@venue/api/schemas/trainer-area';
import { useAuthStore } from '@venue/auth-store';
import { Alert, Button, DescriptionList, ErrorState, LoadingState, PlainList, SectionCard, Stack, Text, toast } from '@venue/ui';
import { acceptTrainer, listPendingTrainers, listVenues, pendingTrainersKey, venuesKey } from '../../api/trainer-area';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

/**
 * For a venue's owner: trainers waiting for approval at the venues they own, each accepted with
 * one press. Nothing at all for a user who owns no venue.
 */
export function PendingTrainersSection() {
  const owns = useAuthStore((state) => state.user?.user_venue_profiles.some((profile) => profile.is_owner) ?? false);
  return owns ? <PendingTrainers /> : null;
}

function PendingTrainers() {
  const { t } = useTranslation('trainer');
  const pending = useSWR(pendingTrainersKey(), () => listPendingTrainers());
  const venues = useSWR(venuesKey(), () => listVenues());
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState<PendingTrainer | null>(null);

  const accept = async (trainer: PendingTrainer) => {
    setBusy(trainer.id);
    setFailed(null);
    try {
      await acceptTrainer(trainer.id);
      await pending.mutate((list) => list?.filter((other) => other.id !== trainer.id), { revalidate: false });
      toast.success(t('approvals.accepted', { name: trainer.display_name }));
    } catch {
      setFailed(trainer);
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (pending.data) {
    body =
      pending.data.length === 0 ? (
        <Text variant="muted">{t('approvals.empty')}</Text>
      ) : (
        <PlainList $gap="sm">
          {pending.data.map((trainer) => (
            <li key={trainer.id}>
              <Row>
                <Stack $gap="xs" $align="stretch">
                  <Text variant="strong">{`${trainer.first_name} ${trainer.last_name}`}</Text>
                  <DescriptionList
                    layout="stacked"
                    items={[
                      {
                        term: t('approvals.venue'),
                        detail:
                          venues.data?.find((venue) => venue.id === trainer.venue_id)?.name ??
                          t('area.venueNumber', { id: trainer.venue_id }),
                      },
                      { term: t('approvals.phone'), detail: formatPhone(trainer.phone_number) },
                    ]}
                  />
                </Stack>
                <Button
                  type="button"
                  loading={busy === trainer.id}
                  disabled={busy !== null && busy !== trainer.id}
                  aria-label={t('approvals.acceptName', { name: `${trainer.first_name} ${trainer.last_name}` })}
                  onClick={() => void accept(trainer)}
                >
                  {t('approvals.accept')}
                </Button>
              </Row>
            </li>
          ))}
        </PlainList>
      );
  } else if (pending.error) {
    body = (
      <ErrorState
        message={t('area.loadError')}
        retryLabel={t('area.retry')}
        retrying={pending.isValidating}
        onRetry={() => void pending.mutate()}
      />
    );
  } else {
    body = <LoadingState label={t('area.loading')} />;
  }
  return (
    <SectionCard title={t('approvals.title')} description={t('approvals.intro')}>
      <Stack $gap="md" $align="stretch">
        {failed ? <Alert>{t('approvals.failed', { name: failed.display_name })}</Alert> : null}
        {body}
      </Stack>
    </SectionCard>
  );
}
