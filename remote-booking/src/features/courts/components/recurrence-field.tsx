import { useTranslation } from 'react-i18next';
import { Checkbox, Stack, TextField } from '@venue/ui';
import { addCalendarDays } from '@venue/i18n';
import { MAX_WEEKS, defaultRepeatUntil } from '../logic/recurrence';

interface Props {
  /** Day of the first occurrence. */
  readonly firstDay: string;
  /** The venue's last bookable day (its booking window); the default series ends inside it. */
  readonly lastBookableDay: string;
  readonly until: string | null;
  readonly onChange: (until: string | null) => void;
  readonly error?: string;
}

/** "Repeat weekly until": the same court and time each week; conflicts are shown before booking. */
export function RecurrenceField({ firstDay, lastBookableDay, until, onChange, error }: Props) {
  const { t } = useTranslation('booking');
  const min = addCalendarDays(firstDay, 7);
  return (
    <Stack $gap="sm">
      <Checkbox
        label={t('courtsBooking.options.repeatWeekly')}
        hint={t('courtsBooking.options.repeatWeeklyHint')}
        checked={until !== null}
        onChange={(event) => onChange(event.target.checked ? defaultRepeatUntil(firstDay, lastBookableDay) : null)}
      />
      {until !== null && (
        <TextField
          id="recurrence-until"
          type="date"
          label={t('courtsBooking.options.repeatUntil')}
          min={min}
          max={addCalendarDays(firstDay, 7 * MAX_WEEKS)}
          value={until}
          error={error}
          onChange={(event) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onChange(event.target.value);
          }}
        />
      )}
    </Stack>
  );
}
