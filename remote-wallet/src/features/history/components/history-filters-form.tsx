import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, DateField, FilterPanel, FilterPanelRow, Select } from '@venue/ui';
import {
  NO_FILTERS,
  QUICK_RANGES,
  TRANSACTION_TYPES,
  activeFilterCount,
  activeQuickRange,
  isRangeValid,
  quickRange,
  toggleType,
  withFilter,
  type HistoryFilters,
} from '../history-filters';
import type { VenueOption } from '../use-venue-options';

const Types = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => `0 ${theme.space.md}`};
  margin: 0;
  padding: 0;
  border: none;

  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
  }
`;

const TypesLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

export interface HistoryFiltersFormProps {
  readonly filters: HistoryFilters;
  /** Today in the history's zone, for the quick ranges. */
  readonly today: string;
  readonly venues: readonly VenueOption[];
  readonly onChange: (next: HistoryFilters) => void;
}

/**
 * Types (several), from/to days with the 7/30/90-day shortcuts, and the venue; every change lands
 * in the URL and shows the first page. Collapsed behind a button that counts the active filters,
 * so the history comes first on a phone and a narrowed list never passes for all of it.
 */
export function HistoryFiltersForm({ filters, today, venues, onChange }: HistoryFiltersFormProps) {
  const { t } = useTranslation('wallet');
  const count = activeFilterCount(filters);
  const active = activeQuickRange(filters, today);
  return (
    // Opened at once when the URL brings a range to fix, since the list asks to fix it there.
    <FilterPanel
      toggleLabel={count > 0 ? t('history.filters.toggleActive', { n: count }) : t('history.filters.toggle')}
      legend={t('history.filters.legend')}
      defaultOpen={!isRangeValid(filters)}
      columns="repeat(3, minmax(0, 1fr))"
    >
      <Types>
        <TypesLegend>{t('history.filters.types')}</TypesLegend>
        {TRANSACTION_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={t(`history.types.${type}`)}
            checked={filters.types.includes(type)}
            onChange={(event) => onChange(toggleType(filters, type, event.target.checked))}
          />
        ))}
      </Types>
      <DateField
        label={t('history.filters.from')}
        value={filters.from ?? ''}
        max={today}
        onCommit={(from) => onChange(withFilter(filters, { from: from || null }))}
      />
      <DateField
        label={t('history.filters.to')}
        value={filters.to ?? ''}
        min={filters.from ?? undefined}
        error={isRangeValid(filters) ? undefined : t('history.filters.rangeInvalid')}
        liveError
        onCommit={(to) => onChange(withFilter(filters, { to: to || null }))}
      />
      {venues.length > 0 && (
        <Select
          label={t('history.filters.venue')}
          value={filters.venueId === null ? '' : String(filters.venueId)}
          onChange={(event) => onChange(withFilter(filters, { venueId: event.target.value ? Number(event.target.value) : null }))}
        >
          <option value="">{t('history.filters.allVenues')}</option>
          {venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name}
            </option>
          ))}
        </Select>
      )}
      <FilterPanelRow role="group" aria-label={t('history.filters.quick')}>
        <span aria-hidden="true">{t('history.filters.quick')}:</span>
        {QUICK_RANGES.map((days) => (
          <Button
            key={days}
            variant={active === days ? 'primary' : 'secondary'}
            aria-pressed={active === days}
            onClick={() => onChange(withFilter(filters, quickRange(days, today)))}
          >
            {t('history.filters.days', { count: days })}
          </Button>
        ))}
      </FilterPanelRow>
      {count > 0 && (
        <FilterPanelRow>
          <Button variant="link" onClick={() => onChange(NO_FILTERS)}>
            {t('history.filters.clear')}
          </Button>
        </FilterPanelRow>
      )}
    </FilterPanel>
  );
}
