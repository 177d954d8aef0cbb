import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import styled from 'styled-components';
import type { RecurrencePreviewResponse } from '@venue/api/schemas/reservation';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { formatMoney, useLanguage } from '@venue/i18n';
import { ErrorState, LoadingState, Stack } from '@venue/ui';
import { formatVenueRange } from '../../../lib/venue-time';
import { freeOccurrences } from '../logic/booking-request';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $free: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-left: 4px solid ${({ theme, $free }) => ($free ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme }) => theme.colors.surface};
`;

const Status = styled.span<{ $free: boolean }>`
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme, $free }) => ($free ? theme.colors.success : theme.colors.danger)};
`;

interface Props {
  readonly venue: VenueDetail;
  readonly preview: SWRResponse<RecurrencePreviewResponse>;
}

/** Every weekly occurrence, free or why not; only the free ones are booked. */
export function RecurrencePreviewList({ venue, preview }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const { data, error, isValidating, mutate } = preview;
  return (
    <section aria-labelledby="series-heading">
      <Stack $gap="sm">
        <h3 id="series-heading">{t('courts.series.heading')}</h3>
        {error ? (
          <ErrorState message={t('courts.series.failed')} onRetry={() => void mutate()} retrying={isValidating} />
        ) : !data ? (
          <LoadingState />
        ) : (
          <>
            <p role="status">
              {freeOccurrences(data.occurrences).length === 0
                ? t('courts.series.noneFree')
                : t('courts.series.freeCount', { count: freeOccurrences(data.occurrences).length, total: data.occurrences.length })}
            </p>
            <List>
              {data.occurrences.map((occurrence) => {
                const free = occurrence.status === 'free';
                return (
                  <Item key={occurrence.start_time} $free={free}>
                    <span>{formatVenueRange(occurrence.start_time, occurrence.end_time, venue.timezone, language)}</span>
                    <Status $free={free}>
                      {t(`courts.series.status.${occurrence.status}`)}
                      {free && occurrence.price !== null ? ` · ${formatMoney(occurrence.price, language)}` : ''}
                    </Status>
                  </Item>
                );
              })}
            </List>
          </>
        )}
      </Stack>
    </section>
  );
}
