import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@venue/ui';
import { useWedgeScanner } from './use-wedge-scanner';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }

  input,
  button {
    min-height: 56px;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

export interface CodeEntryProps {
  readonly onCode: (code: string) => void;
  readonly busy: boolean;
}

/**
 * The scanner's and the keyboard's way in: a focused field (a wedge scanner types into it and
 * presses Enter; a player may type or paste), plus document-level buffering for a scan that
 * arrives while the field has lost focus. The field empties after each code: nothing stays.
 */
export function CodeEntry({ onCode, busy }: CodeEntryProps) {
  const { t } = useTranslation('kiosk');
  const [value, setValue] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useWedgeScanner(onCode, !busy);
  // The kiosk's one field: left ready for the scanner whenever the idle screen shows.
  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    setValue('');
    if (code !== '') onCode(code);
  };

  return (
    <Form onSubmit={submit}>
      <TextField
        ref={field}
        label={t('selfCheckout.idle.codeLabel')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
      />
      <Button type="submit" loading={busy}>
        {busy ? t('selfCheckout.idle.reading') : t('selfCheckout.idle.submit')}
      </Button>
    </Form>
  );
}
