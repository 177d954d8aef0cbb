import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, DateField, FilterPanel, FilterPanelRow } from '@venue/ui';
import {
  QUICK_RANGES,
  activeFilterCount,
  activeQuickRange,
  isRangeValid,
  quickRange,
  type ReservationFilters,
} from '../reservation-filters';

const Panel = styled(FilterPanel)`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

export interface ReservationFiltersFormProps {
  readonly filters: ReservationFilters;
  readonly today: string;
  readonly onChange: (next: ReservationFilters) => void;
}

/**
 * From/to days, "show cancelled" and the 7/30/90-day shortcuts; every change lands in the URL.
 * Collapsed behind a button by default, so the list comes first on a phone; the button counts the
 * active filters, so a narrowed list shows as narrowed while they are hidden.
 */
export function ReservationFiltersForm({ filters, today, onChange }: ReservationFiltersFormProps) {
  const { t } = useTranslation('booking');
  const active = activeQuickRange(filters, today);
  const count = activeFilterCount(filters, today);
  return (
    // Opened at once when the URL brings a range to fix, since the list asks to fix it there.
    <Panel
      toggleLabel={count > 0 ? t('myReservations.filters.toggleActive', { n: count }) : t('myReservations.filters.toggle')}
      legend={t('myReservations.filters.legend')}
      defaultOpen={!isRangeValid(filters)}
      columns="repeat(2, minmax(0, 14rem)) 1fr"
    >
      <DateField
        label={t('myReservations.filters.from')}
        value={filters.from}
        onCommit={(from) => onChange({ ...filters, from: from || today })}
      />
      <DateField
        label={t('myReservations.filters.to')}
        value={filters.to ?? ''}
        min={filters.from}
        error={isRangeValid(filters) ? undefined : t('myReservations.filters.rangeInvalid')}
        liveError
        onCommit={(to) => onChange({ ...filters, to: to || null })}
      />
      <Checkbox
        label={t('myReservations.filters.showCancelled')}
        checked={filters.showCancelled}
        onChange={(event) => onChange({ ...filters, showCancelled: event.target.checked, onlyCancelled: false })}
      />
      <FilterPanelRow role="group" aria-label={t('myReservations.filters.quick')}>
        <span aria-hidden="true">{t('myReservations.filters.quick')}:</span>
        {QUICK_RANGES.map((days) => (
          <Button
            key={days}
            variant={active === days ? 'primary' : 'secondary'}
            aria-pressed={active === days}
            onClick={() => onChange({ ...filters, ...quickRange(days, today) })}
          >
            {t('myReservations.filters.days', { count: days })}
          </Button>
        ))}
        {(filters.from !== today || filters.to !== null) && (
          <Button variant="link" onClick={() => onChange({ ...filters, from: today, to: null })}>
            {t('myReservations.filters.upcoming')}
          </Button>
        )}
      </FilterPanelRow>
    </Panel>
  );
}
