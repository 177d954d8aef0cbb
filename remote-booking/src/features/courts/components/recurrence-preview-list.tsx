import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import type { RecurrencePreviewResponse } from '@venue/api/schemas/reservation';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { formatMoney, useLanguage } from '@venue/i18n';
import { OccurrencePreviewList } from '../../../components/occurrence-preview-list';
import { freeOccurrences } from '../logic/booking-request';

interface Props {
  readonly venue: VenueDetail;
  readonly preview: SWRResponse<RecurrencePreviewResponse>;
}

/** Every weekly occurrence, free or why not; only the free ones are booked. */
export function RecurrencePreviewList({ venue, preview }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  return (
    <OccurrencePreviewList
      preview={preview}
      timeZone={venue.timezone}
      headingId="series-heading"
      heading={t('courtsBooking.series.heading')}
      failed={t('courtsBooking.series.failed')}
      summary={(occurrences) =>
        freeOccurrences(occurrences).length === 0
          ? t('courtsBooking.series.noneFree')
          : t('courtsBooking.series.freeCount', { count: freeOccurrences(occurrences).length, total: occurrences.length })
      }
      status={(occurrence) => (
        <>
          {t(`courtsBooking.series.status.${occurrence.status}`)}
          {occurrence.status === 'free' && occurrence.price !== null ? ` · ${formatMoney(occurrence.price, language)}` : ''}
        </>
      )}
    />
  );
}
