import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import styled from 'styled-components';
import type { ClassRecurrencePreviewResponse } from '@venue/api/schemas/group-class';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { formatMoney, useLanguage } from '@venue/i18n';
import { ErrorState, LoadingState, Stack } from '@venue/ui';
import { formatVenueRange } from '../../../lib/venue-time';
import { freeClassOccurrences } from '../logic/sign-up-request';

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
  const { data, error, isValidating, mutate } = preview;
  const free = data ? freeClassOccurrences(data.occurrences).length : 0;
  return (
    <section aria-labelledby="class-series-heading">
      <Stack $gap="sm">
        <h3 id="class-series-heading">{t('classes.preview.heading')}</h3>
        {error ? (
          <ErrorState message={t('classes.preview.failed')} onRetry={() => void mutate()} retrying={isValidating} />
        ) : !data ? (
          <LoadingState />
        ) : (
          <>
            <p role="status">
              {free === 0 ? t('classes.preview.noneFree') : t('classes.preview.freeCount', { count: free, total: data.occurrences.length })}
            </p>
            <List data-testid="class-preview">
              {data.occurrences.map((item) => {
                const ok = item.status === 'free';
                return (
                  <Item key={item.start_time} $free={ok}>
                    <span>{formatVenueRange(item.start_time, item.end_time, venue.timezone, language)}</span>
                    <Status $free={ok}>
                      {t(`classes.preview.status.${item.status}`)}
                      {ok && item.free_places !== null ? ` · ${t('classes.freePlaces', { count: item.free_places })}` : ''}
                      {ok && item.price !== null && item.price > 0 ? ` · ${formatMoney(item.price, language)}` : ''}
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
