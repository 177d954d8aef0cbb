import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserCarnet } from '@venue/api/schemas/carnet';
import { useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { PlainList, Text } from '@venue/ui';
import { useCarnetAmount } from '../../../components/carnets';
import { formatVenueDate, formatVenueRange, formatVenueTime } from '../../../lib/venue-time';

const List = styled(PlainList)`
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm} 0;
  }

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Amount = styled.span<{ $back: boolean }>`
  font-weight: ${({ theme }) => theme.font.weightBold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $back }) => ($back ? theme.colors.success : theme.colors.text)};
`;

/** Which reservation used how much of the carnet, or got it back (newest first). */
export function CarnetUsageList({ carnet }: { readonly carnet: UserCarnet }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const amount = useCarnetAmount();
  const zone = carnet.venue_timezone;
  if (carnet.usage.length === 0) return <Text variant="muted">{t('myCarnets.usage.none')}</Text>;
  return (
    <List $gap="sm">
      {carnet.usage.map((use) => {
        const back = use.kind === 'return';
        const when = formatVenueRange(use.start_time, use.end_time, zone, language);
        return (
          <li key={`${use.kind}-${use.reservation_id}-${use.at}`}>
            <span>
              <Amount $back={back}>
                {back ? '+' : '−'}
                {amount(carnet.kind, use.amount)}
              </Amount>{' '}
              {t(back ? 'myCarnets.usage.returned' : 'myCarnets.usage.used')}
            </span>
            <Link to={paths.reservationDetails(carnet.venue_id, use.reservation_id)}>
              {t('myCarnets.usage.reservation', { court: use.sport_object_name, when })}
            </Link>
            <Text variant="small">
              {t('myCarnets.usage.at', { date: `${formatVenueDate(use.at, zone, language)}, ${formatVenueTime(use.at, zone, language)}` })}
            </Text>
          </li>
        );
      })}
    </List>
  );
}
