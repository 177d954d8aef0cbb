import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@venue/api/schemas/errors';
import { useLanguage } from '@venue/i18n';
import { Button, DateField, Stack, Text } from '@venue/ui';
import { longDay } from '../../../lib/day-names';
import { useFieldErrorText } from '../../../lib/use-field-error-text';
import type { DraftAction, HoursDraft } from '../hours-draft';
import { DayWindows, fieldIdOf } from './day-windows';

const AddRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 16rem) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

const Override = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface OverridesEditorProps {
  readonly draft: HoursDraft;
  readonly errors: FieldErrors;
  readonly disabled: boolean;
  readonly onEdit: (action: DraftAction) => void;
}

/** Dates that replace the week: added as a day off, given hours if the trainer works differently that day. */
export function OverridesEditor({ draft, errors, disabled, onEdit }: OverridesEditorProps) {
  const { t } = useTranslation('trainer');
  const { language } = useLanguage();
  const errorText = useFieldErrorText();
  const [date, setDate] = useState('');
  return (
    <Stack $gap="md" $align="stretch">
      {draft.overrides.length === 0 ? <Text variant="muted">{t('workingHours.noOverrides')}</Text> : null}
      {draft.overrides.map((override, index) => {
        const day = longDay(override.date, language);
        const path = `working_hours.overrides.${index}`;
        const dateError = errorText(errors[`${path}.date`]);
        return (
          <Override key={`${override.date}-${index}`} id={fieldIdOf(`${path}.date`)} tabIndex={-1}>
            <DayWindows
              day={day}
              windows={override.windows.map((window, position) => ({ ...window, path: `${path}.windows.${position}` }))}
              errors={errors}
              disabled={disabled}
              emptyText={t('workingHours.dayOff')}
              onChange={(position, edge, value) => onEdit({ type: 'changeOverrideWindow', index, window: position, edge, value })}
              onRemove={(position) => onEdit({ type: 'removeOverrideWindow', index, window: position })}
              onAdd={() => onEdit({ type: 'addOverrideWindow', index })}
            />
            {dateError ? <Text role="alert">{dateError}</Text> : null}
            <Stack $direction="row">
              <Button type="button" variant="ghost" disabled={disabled} onClick={() => onEdit({ type: 'removeOverride', index })}>
                {t('workingHours.removeDate', { day })}
              </Button>
            </Stack>
          </Override>
        );
      })}
      <AddRow>
        <DateField label={t('workingHours.newDate')} value={date} disabled={disabled} onCommit={setDate} />
        <Button
          type="button"
          variant="secondary"
          disabled={disabled || !date}
          onClick={() => {
            onEdit({ type: 'addOverride', date });
            setDate('');
          }}
        >
          {t('workingHours.addDate')}
        </Button>
      </AddRow>
    </Stack>
  );
}
