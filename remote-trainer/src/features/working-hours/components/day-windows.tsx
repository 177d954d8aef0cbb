import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@venue/api/schemas/errors';
import { Button, Fieldset, Legend, Stack, Text, TextField } from '@venue/ui';
import { useFieldErrorText } from '../../../lib/use-field-error-text';

export interface DayWindow {
  readonly from: string;
  readonly to: string;
  /** The window's API field path, without `.from` / `.to` (`working_hours.weekly.3`). */
  readonly path: string;
}

export interface DayWindowsProps {
  /** The day as a heading reads it ("poniedziałek"). */
  readonly day: string;
  readonly note?: string;
  readonly windows: readonly DayWindow[];
  readonly errors: FieldErrors;
  readonly disabled: boolean;
  /** What an empty day says (no hours, a day off). */
  readonly emptyText: string;
  readonly onChange: (position: number, edge: 'from' | 'to', value: string) => void;
  readonly onRemove: (position: number) => void;
  readonly onAdd: () => void;
}

/** `working_hours.weekly.3.from` → an element id. */
export const fieldIdOf = (path: string) => `field-${path.replaceAll('.', '-')}`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

/** One day's windows as pairs of "from" and "to" fields (typed HH:MM, so 24:00 is possible), each removable. */
export function DayWindows({ day, note, windows, errors, disabled, emptyText, onChange, onRemove, onAdd }: DayWindowsProps) {
  const { t } = useTranslation('trainer');
  const errorText = useFieldErrorText();
  return (
    <Fieldset $gap="sm">
      <Legend>{day}</Legend>
      {note ? <Text variant="small">{note}</Text> : null}
      {windows.length === 0 ? <Text variant="muted">{emptyText}</Text> : null}
      {windows.map((window, position) => (
        <Row key={window.path}>
          {(['from', 'to'] as const).map((edge) => (
            <TextField
              key={edge}
              id={fieldIdOf(`${window.path}.${edge}`)}
              label={t(`workingHours.${edge}`)}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('workingHours.timeHint')}
              maxLength={5}
              value={window[edge]}
              disabled={disabled}
              error={errorText(errors[`${window.path}.${edge}`])}
              onChange={(event) => onChange(position, edge, event.target.value)}
            />
          ))}
          <Button
            type="button"
            variant="ghost"
            disabled={disabled}
            aria-label={t('workingHours.removeWindow', { from: window.from, to: window.to, day })}
            onClick={() => onRemove(position)}
          >
            {t('workingHours.remove')}
          </Button>
        </Row>
      ))}
      <Stack $direction="row">
        <Button type="button" variant="secondary" disabled={disabled} aria-label={t('workingHours.addOn', { day })} onClick={onAdd}>
          {t('workingHours.add')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
