import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@venue/api/schemas/errors';
import type { OpeningHours } from '@venue/api/schemas/venue';
import { useLanguage } from '@venue/i18n';
import { weekdayName } from '../../../lib/day-names';
import type { DraftAction, HoursDraft } from '../hours-draft';
import { DayWindows } from './day-windows';

const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export interface WeeklyEditorProps {
  readonly draft: HoursDraft;
  readonly openingHours: readonly OpeningHours[];
  readonly errors: FieldErrors;
  readonly disabled: boolean;
  readonly onEdit: (action: DraftAction) => void;
}

/** Monday to Sunday, each with its windows and the venue's opening hours beside them. */
export function WeeklyEditor({ draft, openingHours, errors, disabled, onEdit }: WeeklyEditorProps) {
  const { t } = useTranslation('trainer');
  const { language } = useLanguage();
  return (
    <Days>
      {[1, 2, 3, 4, 5, 6, 7].map((weekday) => {
        // Positions in the whole list: the API's field paths count there.
        const rows = draft.weekly.flatMap((row, index) => (row.weekday === weekday ? [{ ...row, index }] : []));
        const open = openingHours.find((row) => row.weekday === weekday);
        return (
          <DayWindows
            key={weekday}
            day={weekdayName(weekday, language)}
            note={open ? t('workingHours.opening', { opens: open.opens, closes: open.closes }) : t('workingHours.closed')}
            windows={rows.map((row) => ({ from: row.from, to: row.to, path: `working_hours.weekly.${row.index}` }))}
            errors={errors}
            disabled={disabled}
            emptyText={t('workingHours.noHours')}
            onChange={(position, edge, value) => onEdit({ type: 'changeWeekly', index: rows[position]!.index, edge, value })}
            onRemove={(position) => onEdit({ type: 'removeWeekly', index: rows[position]!.index })}
            onAdd={() => onEdit({ type: 'addWeekly', weekday })}
          />
        );
      })}
    </Days>
  );
}
