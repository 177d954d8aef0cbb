import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { FieldError, FieldHint, FieldWrapper, Label, describedBy, useFieldIds, type FieldMessagesProps } from './field-parts';

export const Input = styled.input`
  ${controlStyles}
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, FieldMessagesProps {
  readonly label: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an optional hint and an inline error tied to it for screen readers. */
export function TextField({ label, hint, error, liveError, id, type = 'text', ...inputProps }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldWrapper>
      <Label htmlFor={ids.controlId}>{label}</Label>
      <FieldHint ids={ids} hint={hint} />
      <Input
        {...inputProps}
        id={ids.controlId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error }, inputProps['aria-describedby'])}
      />
      <FieldError ids={ids} error={error} liveError={liveError} />
    </FieldWrapper>
  );
}
