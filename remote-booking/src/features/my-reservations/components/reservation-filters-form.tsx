import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, DateField, visuallyHiddenStyles } from '@venue/ui';
import {
  QUICK_RANGES,
  activeFilterCount,
  activeQuickRange,
  isRangeValid,
  quickRange,
  type ReservationFilters,
} from '../reservation-filters';

const Disclosure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Fieldset = styled.fieldset`
  display: grid;
  align-self: stretch;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 14rem)) 1fr;
    align-items: end;
  }

  /* The grid above would otherwise override the hidden attribute's display: none. */
  &[hidden] {
    display: none;
  }
`;

/** The group's name for assistive technology; on screen the "Filtry" button right above says it. */
const Legend = styled.legend`
  ${visuallyHiddenStyles}
`;

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-column: 1 / -1;
  }
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
  // Opened at once when the URL brings a range to fix, since the list asks to fix it there.
  const [open, setOpen] = useState(() => !isRangeValid(filters));
  const id = useId();
  return (
    <Disclosure>
      <Button variant="secondary" aria-expanded={open} aria-controls={id} onClick={() => setOpen((shown) => !shown)}>
        {count > 0 ? t('myReservations.filters.toggleActive', { n: count }) : t('myReservations.filters.toggle')}
      </Button>
      {/* Hidden, not unmounted: a date being typed survives closing and reopening. */}
      <Fieldset id={id} hidden={!open}>
        <Legend>{t('myReservations.filters.legend')}</Legend>
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
          onChange={(event) => onChange({ ...filters, showCancelled: event.target.checked })}
        />
        <Quick role="group" aria-label={t('myReservations.filters.quick')}>
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
        </Quick>
      </Fieldset>
    </Disclosure>
  );
}
