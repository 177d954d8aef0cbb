import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import type { ClassRecurrencePreviewResponse } from '@venue/api/schemas/group-class';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { formatMoney, useLanguage } from '@venue/i18n';
import { OccurrencePreviewList } from '../../../components/occurrence-preview-list';
import { freeClassOccurrences } from '../logic/sign-up-request';

/** Every weekly occurrence of the class until the chosen day, with room or why not; only those with room are signed up for. */
export function ClassPreviewList({
  venue,
  preview,
}: {
  readonly venue: VenueDetail;
  readonly preview: SWRResponse<ClassRecurrencePreviewResponse>;
}) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  return (
    <OccurrencePreviewList
      preview={preview}
      timeZone={venue.timezone}
      headingId="class-series-heading"
      heading={t('classes.preview.heading')}
      failed={t('classes.preview.failed')}
      summary={(occurrences) => {
        const free = freeClassOccurrences(occurrences).length;
        return free === 0 ? t('classes.preview.noneFree') : t('classes.preview.freeCount', { count: free, total: occurrences.length });
      }}
      status={(item) => {
        const ok = item.status === 'free';
        return (
          <>
            {t(`classes.preview.status.${item.status}`)}
            {ok && item.free_places !== null ? ` · ${t('classes.freePlaces', { count: item.free_places })}` : ''}
            {ok && item.price !== null && item.price > 0 ? ` · ${formatMoney(item.price, language)}` : ''}
          </>
        );
      }}
      listTestId="class-preview"
    />
  );
}
