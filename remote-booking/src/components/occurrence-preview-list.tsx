import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import styled from 'styled-components';
import { useLanguage } from '@venue/i18n';
import { ErrorState, LoadingState, PlainList, Stack } from '@venue/ui';
import { formatVenueRange } from '../lib/venue-time';

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

/** What every weekly preview answers for one date: when, and `free` or why not. */
export interface PreviewOccurrence {
  readonly start_time: string;
  readonly end_time: string;
  readonly status: string;
}

export interface OccurrencePreviewListProps<D extends { readonly occurrences: readonly PreviewOccurrence[] }> {
  readonly preview: SWRResponse<D>;
  readonly timeZone: string;
  /** The heading's id; the section is named by it. */
  readonly headingId: string;
  readonly heading: ReactNode;
  /** Shown with a retry when the preview could not be loaded. */
  readonly failed: string;
  /** The status line over the list, e.g. "3 of 4 dates free". */
  readonly summary: (occurrences: D['occurrences']) => ReactNode;
  /** One date's status, e.g. "Free · 40,00 zł" or why it cannot be booked. */
  readonly status: (occurrence: D['occurrences'][number]) => ReactNode;
  readonly listTestId?: string;
}

/** Every weekly date of a series until the chosen day, green when free, red with the reason when not. */
export function OccurrencePreviewList<D extends { readonly occurrences: readonly PreviewOccurrence[] }>({
  preview,
  timeZone,
  headingId,
  heading,
  failed,
  summary,
  status,
  listTestId,
}: OccurrencePreviewListProps<D>) {
  const { language } = useLanguage();
  const { data, error, isValidating, mutate } = preview;
  return (
    <section aria-labelledby={headingId}>
      <Stack $gap="sm">
        <h3 id={headingId}>{heading}</h3>
        {error ? (
          <ErrorState message={failed} onRetry={() => void mutate()} retrying={isValidating} />
        ) : !data ? (
          <LoadingState />
        ) : (
          <>
            <p role="status">{summary(data.occurrences)}</p>
            <PlainList $gap="xs" data-testid={listTestId}>
              {data.occurrences.map((occurrence) => {
                const free = occurrence.status === 'free';
                return (
                  <Item key={occurrence.start_time} $free={free}>
                    <span>{formatVenueRange(occurrence.start_time, occurrence.end_time, timeZone, language)}</span>
                    <Status $free={free}>{status(occurrence)}</Status>
                  </Item>
                );
              })}
            </PlainList>
          </>
        )}
      </Stack>
    </section>
  );
}
