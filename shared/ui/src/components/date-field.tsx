import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** A year a person means: typing "2026" into a date field passes through years 2, 20 and 202. */
function isPlausibleDay(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && year >= 2000 && year <= 2100;
}

export type DateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The committed day `YYYY-MM-DD`, or '' for none. */
  readonly value: string;
  /** Called with a plausible day, or '' when the field was cleared. */
  readonly onCommit: (value: string) => void;
};

/**
 * A labelled date input (a `TextField` of type date) that keeps what is being typed to itself and
 * hands on only whole, plausible days (years 2000–2100), so typing a year does not fetch (and
 * flag) years 2, 20 and 202 on the way. A new `value` from outside (a quick range, the URL)
 * replaces the draft as soon as it arrives; leaving the field shows the committed value again.
 */
export function DateField({ value, onCommit, ...rest }: DateFieldProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return (
    <TextField
      {...rest}
      type="date"
      value={draft}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        if (next === '' || isPlausibleDay(next)) onCommit(next);
      }}
      onBlur={() => setDraft(value)}
    />
  );
}
