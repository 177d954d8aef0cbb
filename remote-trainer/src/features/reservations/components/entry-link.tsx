import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TrainerScheduleEntry } from '@venue/api/schemas/trainer-area';
import { Badge, Text } from '@venue/ui';

const Card = styled(Link)<{ $kind: TrainerScheduleEntry['kind'] }>`
  display: grid;
  gap: 2px;
  min-width: 0;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 4px solid ${({ theme, $kind }) => ($kind === 'lesson' ? theme.colors.primary : theme.colors.info)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &[aria-current='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface EntryLinkProps {
  readonly entry: TrainerScheduleEntry;
  /** The address that opens this entry's details (same page, `?entry=`). */
  readonly to: string;
  readonly open: boolean;
}

/** One lesson or class: its time, who or what, where; it opens its details. */
export function EntryLink({ entry, to, open }: EntryLinkProps) {
  const { t } = useTranslation('trainer');
  return (
    <Card to={to} $kind={entry.kind} aria-current={open ? 'true' : undefined} replace preventScrollReset>
      <Text variant="strong">{t('entry.time', { start: entry.local_start, end: entry.local_end })}</Text>
      <Text>{entry.display_name}</Text>
      <Text variant="small">
        {t(`entry.kind.${entry.kind}`)} · {entry.sport_object_name}
      </Text>
      <Badges>
        {entry.state === 'cancelled' ? <Badge tone="danger">{t('entry.state.cancelled')}</Badge> : null}
        {entry.payment_status && entry.state !== 'cancelled' ? (
          <Badge tone={entry.payment_status === 'paid' ? 'success' : 'warning'}>{t(`entry.payment.${entry.payment_status}`)}</Badge>
        ) : null}
      </Badges>
    </Card>
  );
}
