import { useId } from 'react';
import styled from 'styled-components';
import { controlStyles, Stack, Text } from '@venue/ui';

const Area = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
  font: inherit;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weightMedium};
`;

const ErrorText = styled(Text)`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface AboutFieldProps {
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly maxLength: number;
  readonly disabled: boolean;
  readonly error?: string;
  readonly onChange: (value: string) => void;
}

/** "About me": several lines, so a textarea (the UI kit's fields are single-line), labelled and described as they are. */
export function AboutField({ label, hint, value, maxLength, disabled, error, onChange }: AboutFieldProps) {
  const id = useId();
  return (
    <Stack $gap="xs" $align="stretch">
      <Label htmlFor={id}>{label}</Label>
      <Text variant="small" id={`${id}-hint`}>
        {hint}
      </Text>
      <Area
        id={id}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Stack>
  );
}
