import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ShareLink } from '@venue/api/schemas/statistics';
import { formatDateTime, useLanguage } from '@venue/i18n';
import { Badge, Button, ConfirmQuestion, ErrorState, LoadingState, PlainList, SectionCard, Stack, Text, useReturnFocus } from '@venue/ui';
import { listShareLinks, revokeShareLink, shareLinksKey } from '../../../api/statistics';
import { monthName } from '../month';
import { STATISTICS_DEFAULT_TIME_ZONE } from '@venue/api/schemas/statistics';

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

/** The player's earlier links, newest first, each with its state and a way to turn it off. */
export function ShareLinks() {
  const { t } = useTranslation('account');
  const links = useSWR(shareLinksKey(), () => listShareLinks());
  return (
    <SectionCard title={t('statistics.links.title')}>
      {links.error && !links.data ? (
        <ErrorState message={t('statistics.links.loadFailed')} onRetry={() => void links.mutate()} retrying={links.isValidating} />
      ) : !links.data ? (
        <LoadingState label={t('statistics.links.loading')} />
      ) : links.data.length === 0 ? (
        <Text variant="muted">{t('statistics.links.empty')}</Text>
      ) : (
        <PlainList aria-label={t('statistics.links.title')}>
          {links.data.map((link) => (
            <LinkRow key={link.id} link={link} onRevoked={() => void links.mutate()} />
          ))}
        </PlainList>
      )}
    </SectionCard>
  );
}

type Revoking = 'idle' | 'asking' | 'revoking' | 'failed';

function LinkRow({ link, onRevoked }: { readonly link: ShareLink; readonly onRevoked: () => void }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [revoking, setRevoking] = useState<Revoking>('idle');
  const { openerRef, returnFocus } = useReturnFocus();
  const month = monthName(link.month, language);

  const revoke = async () => {
    setRevoking('revoking');
    try {
      await revokeShareLink(link.id);
      setRevoking('idle');
      onRevoked();
    } catch {
      setRevoking('failed');
    }
  };

  return (
    <Row>
      <Stack $direction="row" $gap="sm" $wrap $align="center">
        <strong>{month}</strong>
        {link.revoked_at === null ? (
          <Badge tone="success">{t('statistics.links.active')}</Badge>
        ) : (
          <Badge tone="neutral">
            {t('statistics.links.revoked', { date: formatDateTime(link.revoked_at, STATISTICS_DEFAULT_TIME_ZONE, language) })}
          </Badge>
        )}
      </Stack>
      <Text variant="small">
        {t('statistics.links.created', { date: formatDateTime(link.created_at, STATISTICS_DEFAULT_TIME_ZONE, language) })}
      </Text>
      {link.revoked_at !== null && <Text variant="muted">{link.url}</Text>}
      {link.revoked_at === null && (
        <>
          <a href={link.url} target="_blank" rel="noreferrer">
            {link.url}
          </a>
          {revoking === 'idle' ? (
            <div>
              <Button ref={openerRef} variant="secondary" onClick={() => setRevoking('asking')}>
                {t('statistics.links.revoke')}
              </Button>
            </div>
          ) : (
            <ConfirmQuestion
              id={`share-link-${link.id}`}
              question={t('statistics.links.revokeQuestion', { month })}
              error={revoking === 'failed' ? t('statistics.links.revokeFailed') : undefined}
              confirmLabel={t('statistics.links.revokeConfirm')}
              keepLabel={t('statistics.links.cancel')}
              pending={revoking === 'revoking'}
              onConfirm={() => void revoke()}
              onKeep={() => {
                setRevoking('idle');
                returnFocus();
              }}
            >
              <p>{t('statistics.links.revokeConsequence')}</p>
            </ConfirmQuestion>
          )}
        </>
      )}
    </Row>
  );
}
