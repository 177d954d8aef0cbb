import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserCarnet } from '@venue/api/schemas/carnet';
import { formatMoney, useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Badge, Card, DescriptionList, Heading, Stack, Text } from '@venue/ui';
import { CarnetHoursText, useCarnetAmount } from '../../../components/carnets';
import { formatVenueDate, formatVenueTime, formatVenueUntil } from '../../../lib/venue-time';
import { CARNET_STATE_TONE, showsPayment } from '../carnet-status';
import { CarnetUsageList } from './carnet-usage-list';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Remaining = styled.data`
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/** One of the player's carnets: what is left, when and where it works, whether it can be used now and why not, and its history. */
export function MyCarnetCard({ carnet }: { readonly carnet: UserCarnet }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const amount = useCarnetAmount();
  const zone = carnet.venue_timezone;
  const at = (instant: string) => `${formatVenueDate(instant, zone, language)}, ${formatVenueTime(instant, zone, language)}`;
  const headingId = `my-carnet-${carnet.id}`;
  const usageId = `my-carnet-usage-${carnet.id}`;
  return (
    <Card as="article" aria-labelledby={headingId} data-carnet-id={carnet.id} data-state={carnet.state}>
      <Stack $gap="md">
        <Header>
          <Stack $gap="xs">
            <Heading level={2} size="md" id={headingId}>
              {carnet.name}
            </Heading>
            <Text variant="muted">
              <Link to={paths.carnets(carnet.venue_id)}>{carnet.venue_name}</Link> · {t(`carnet.kind.${carnet.kind}`)}
            </Text>
          </Stack>
          <Stack $gap="xs" $align="flex-end">
            <Remaining value={carnet.remaining}>{t('myCarnets.left', { amount: amount(carnet.kind, carnet.remaining) })}</Remaining>
            <Badge tone={CARNET_STATE_TONE[carnet.state]} data-testid="carnet-state">
              {t(`myCarnets.state.${carnet.state}`)}
            </Badge>
          </Stack>
        </Header>
        {!carnet.available && carnet.state !== 'active' && <Text>{t(`myCarnets.why.${carnet.state}`)}</Text>}
        {showsPayment(carnet.state) && carnet.payment_id !== null && (
          <Link to={paths.paymentStatus(carnet.payment_id)}>{t('myCarnets.paymentStatus')}</Link>
        )}
        <DescriptionList layout="columns">
          <dt>{t('myCarnets.facts.value')}</dt>
          <dd>{amount(carnet.kind, carnet.value)}</dd>
          <dt>{t('myCarnets.facts.remaining')}</dt>
          <dd>{amount(carnet.kind, carnet.remaining)}</dd>
          <dt>{t('myCarnets.facts.price')}</dt>
          <dd>{formatMoney(carnet.price, language)}</dd>
          <dt>{t('myCarnets.facts.validity')}</dt>
          <dd>{t('carnet.days', { count: carnet.duration_days })}</dd>
          <dt>{t('carnet.hoursLabel')}</dt>
          <dd>
            <CarnetHoursText hours={carnet.available_hours} />
          </dd>
          <dt>{t('myCarnets.facts.added')}</dt>
          <dd>{at(carnet.created_at)}</dd>
          <dt>{t('myCarnets.facts.expires')}</dt>
          <dd>{carnet.expires_at ? formatVenueUntil(carnet.expires_at, zone, language) : t('myCarnets.facts.expiresOncePaid')}</dd>
        </DescriptionList>
        <Stack as="section" $gap="xs" aria-labelledby={usageId}>
          <Heading level={3} size="sm" id={usageId}>
            {t('myCarnets.usage.heading')}
          </Heading>
          <CarnetUsageList carnet={carnet} />
        </Stack>
      </Stack>
    </Card>
  );
}
