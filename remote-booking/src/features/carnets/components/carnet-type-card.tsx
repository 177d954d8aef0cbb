import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CarnetType } from '@venue/api/schemas/carnet';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { formatMoney, sportName, useLanguage } from '@venue/i18n';
import { Badge, Card, DescriptionList, Heading, Stack, Text } from '@venue/ui';
import { CarnetHoursText, useCarnetAmount } from '../../../components/carnets';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Price = styled.data`
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/** "Squash, Tenis · Kort 1, Kort 2", or "every sport and court" when the carnet names none. */
export function coverageText(
  type: Pick<CarnetType, 'sport_type_ids' | 'venue_sport_object_ids'>,
  venue: Pick<VenueDetail, 'sport_types' | 'sport_objects'>,
): { sports: string[]; courts: string[] } {
  const sports = venue.sport_types.filter((sport) => type.sport_type_ids.includes(sport.id)).map((sport) => sportName(sport));
  const courts = venue.sport_objects.filter((court) => type.venue_sport_object_ids.includes(court.id)).map((court) => court.name);
  return { sports, courts };
}

interface Props {
  readonly type: CarnetType;
  readonly venue: VenueDetail;
  /** The buy button, or the purchase form once this carnet is chosen. */
  readonly children?: ReactNode;
}

/** One carnet on sale: what it is worth, what it costs, how long and when it can be used, and where. */
export function CarnetTypeCard({ type, venue, children }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const amount = useCarnetAmount();
  const { sports, courts } = coverageText(type, venue);
  const headingId = `carnet-type-${type.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} data-carnet-type={type.id}>
      <Stack $gap="md">
        <Header>
          <Stack $gap="xs">
            <Heading level={2} size="md" id={headingId}>
              {type.name}
            </Heading>
            <span>
              <Badge tone="info">{t(`carnet.kind.${type.kind}`)}</Badge>
            </span>
          </Stack>
          <Price value={type.price / 100}>{formatMoney(type.price, language)}</Price>
        </Header>
        {type.description && <Text variant="muted">{type.description}</Text>}
        <DescriptionList layout="columns">
          <dt>{t('carnets.card.value')}</dt>
          <dd>{amount(type.kind, type.value)}</dd>
          <dt>{t('carnets.card.validity')}</dt>
          <dd>{t('carnets.card.validityDays', { days: t('carnet.days', { count: type.duration_days }) })}</dd>
          <dt>{t('carnet.hoursLabel')}</dt>
          <dd>
            <CarnetHoursText hours={type.available_hours} />
          </dd>
          <dt>{t('carnets.card.sports')}</dt>
          <dd>{sports.length > 0 ? sports.join(', ') : t('carnets.card.allSports')}</dd>
          <dt>{t('carnets.card.courts')}</dt>
          <dd>{courts.length > 0 ? courts.join(', ') : t('carnets.card.allCourts')}</dd>
        </DescriptionList>
        {children}
      </Stack>
    </Card>
  );
}
