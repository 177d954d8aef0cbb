import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { TrainerEntryState } from '@venue/api/schemas/trainer-area';
import { ChoiceGroup } from '@venue/ui';
import { ENTRY_FILTERS, RESERVATION_VIEWS, type ReservationsFilters, type ReservationsView } from '../reservations-filters';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
`;

export interface ReservationsControlsProps {
  readonly filters: ReservationsFilters;
  readonly onChange: (change: Partial<ReservationsFilters>) => void;
}

/** The view (week calendar or list) and the state shown (upcoming, past, cancelled). */
export function ReservationsControls({ filters, onChange }: ReservationsControlsProps) {
  const { t } = useTranslation('trainer');
  return (
    <Row>
      <ChoiceGroup<ReservationsView>
        legend={t('reservations.view')}
        name="trainer-view"
        direction="row"
        value={filters.view}
        options={RESERVATION_VIEWS.map((view) => ({ value: view, label: t(`reservations.views.${view}`) }))}
        onChange={(view) => onChange({ view, entry: null })}
      />
      <ChoiceGroup<TrainerEntryState>
        legend={t('reservations.filter')}
        name="trainer-filter"
        direction="row"
        value={filters.filter}
        options={ENTRY_FILTERS.map((filter) => ({ value: filter, label: t(`reservations.filters.${filter}`) }))}
        onChange={(filter) => onChange({ filter, entry: null })}
      />
    </Row>
  );
}
