import { useTranslation } from 'react-i18next';
import { useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Text, VisuallyHidden } from '@venue/ui';
import type { SeriesSummary } from '../group-series';
import { formatWeekdayTime, reservationTitle } from '../../../lib/reservations/reservation-format';
import { Row, RowLink, Title } from '../../../components/reservations/row-parts';

/** One weekly series: court, when it plays, how many occurrences and how many still to pay. */
export function SeriesRow({ series }: { series: SeriesSummary }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const { first } = series;
  const when = formatWeekdayTime(first.start_time, first.venue_timezone, language);
  return (
    <li>
      <Row data-series-id={series.parentId}>
        <div>
          <Title>
            {reservationTitle(first)} · {first.venue_name}
          </Title>
          {first.trainer && <Text variant="small">{t('bookingRecap.trainerLine', { name: first.trainer.display_name })}</Text>}
          <Text variant="muted">{t('myReservations.series.weekly', { when })}</Text>
          <p>
            {t('myReservations.series.occurrences', { count: series.occurrences })}
            {' · '}
            {t('myReservations.series.unpaid', { count: series.unpaid })}
          </p>
        </div>
        <RowLink to={paths.myReservationsRecurring(series.parentId)}>
          {t('myReservations.series.open')}
          <VisuallyHidden>
            {': '}
            {reservationTitle(first)}, {when}
          </VisuallyHidden>
        </RowLink>
      </Row>
    </li>
  );
}
