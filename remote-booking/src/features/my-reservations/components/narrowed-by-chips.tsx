import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, useLanguage } from '@venue/i18n';
import { Button } from '@venue/ui';
import type { IsoWeekday, ReservationFilters } from '../reservation-filters';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.full};
  overflow-wrap: anywhere;
`;

/** A Monday, to name weekdays with Intl in the language shown (2024-01-01 was a Monday). */
const MONDAY = Date.UTC(2024, 0, 1, 12);

export interface NarrowedByChipsProps {
  readonly filters: ReservationFilters;
  /** The venue's name when a reservation in view names it; otherwise the chip says "the chosen venue". */
  readonly venueName: string | undefined;
  readonly onChange: (next: ReservationFilters) => void;
}

/**
 * The venue, weekday and "cancelled only" a link narrowed the list to (the statistics page links
 * its figures here): they have no field in the filter panel, so each is said above the list with
 * a button that lifts it; a narrowed list is never mistaken for all of it.
 */
export function NarrowedByChips({ filters, venueName, onChange }: NarrowedByChipsProps) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  if (filters.venueId === null && filters.weekday === null && !filters.onlyCancelled) return null;
  const weekdayName = (weekday: IsoWeekday) =>
    dateTimeFormat(language, 'UTC', { weekday: 'long' }).format(new Date(MONDAY + (weekday - 1) * 86_400_000));
  return (
    <Row aria-label={t('myReservations.narrowed.label')}>
      {filters.venueId !== null && (
        <Chip>
          {t('myReservations.narrowed.venue', { name: venueName ?? t('myReservations.narrowed.chosenVenue') })}
          <Button variant="link" onClick={() => onChange({ ...filters, venueId: null })}>
            {t('myReservations.narrowed.allVenues')}
          </Button>
        </Chip>
      )}
      {filters.onlyCancelled && (
        <Chip>
          {t('myReservations.narrowed.onlyCancelled')}
          <Button variant="link" onClick={() => onChange({ ...filters, onlyCancelled: false })}>
            {t('myReservations.narrowed.allStates')}
          </Button>
        </Chip>
      )}
      {filters.weekday !== null && (
        <Chip>
          {t('myReservations.narrowed.weekday', { day: weekdayName(filters.weekday) })}
          <Button variant="link" onClick={() => onChange({ ...filters, weekday: null })}>
            {t('myReservations.narrowed.allWeekdays')}
          </Button>
        </Chip>
      )}
    </Row>
  );
}
