import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { GroupClassOccurrence } from '@venue/api/schemas/group-class';
import { useLanguage } from '@venue/i18n';
import { Button, Stack, Text, VisuallyHidden } from '@venue/ui';
import { formatVenueTime } from '../../../lib/venue-time';
import type { Availability } from '../logic/class-list';
import { PlacesBadge, PriceListsText } from './class-facts';

const Item = styled.li<{ $inactive: boolean }>`
  display: grid;
  grid-template-columns: 5.5rem 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};

  ${({ $inactive, theme }) =>
    $inactive &&
    css`
      background: ${theme.colors.background};
      box-shadow: none;
      outline: 1px dashed ${theme.colors.borderStrong};
    `}

  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Time = styled.p<{ $struck: boolean }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: ${({ $struck }) => ($struck ? 'line-through' : 'none')};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeMd};
`;

interface Props {
  readonly occurrence: GroupClassOccurrence;
  readonly availability: Availability;
  readonly timeZone: string;
  readonly onOpen: (occurrence: GroupClassOccurrence) => void;
}

/** One occurrence in the day's list: time, name, trainer, court, level, prices, places; full and cancelled ones stand apart. */
export function ClassCard({ occurrence, availability, timeZone, onOpen }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const inactive = availability !== 'open';
  return (
    <Item $inactive={inactive} data-testid="class-card">
      <Time $struck={availability === 'cancelled'}>
        <time dateTime={occurrence.start_time}>{formatVenueTime(occurrence.start_time, timeZone, language)}</time>–
        <time dateTime={occurrence.end_time}>{formatVenueTime(occurrence.end_time, timeZone, language)}</time>
      </Time>
      <Stack $gap="xs" $align="flex-start">
        <Name>{occurrence.name}</Name>
        <Text variant="muted">
          {[occurrence.trainer?.display_name, occurrence.sport_object_name, t(`classes.level.${occurrence.level}`)]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {occurrence.price_lists.length > 0 && <PriceListsText priceLists={occurrence.price_lists} />}
        <Stack $direction="row" $gap="sm" $wrap $align="center">
          <PlacesBadge occurrence={occurrence} availability={availability} />
          {occurrence.carnet_required && <Text variant="small">{t('classes.carnetOnly')}</Text>}
        </Stack>
        <Button variant="secondary" onClick={() => onOpen(occurrence)}>
          {t('classes.openDetails')}
          <VisuallyHidden>{`: ${occurrence.name}, ${formatVenueTime(occurrence.start_time, timeZone, language)}`}</VisuallyHidden>
        </Button>
      </Stack>
    </Item>
  );
}
