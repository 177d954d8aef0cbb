import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { FieldError, FieldHint, FieldWrapper, Label, describedBy, useFieldIds, type FieldMessagesProps } from './field-parts';

export const NativeSelect = styled.select`
  ${controlStyles}
`;

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldMessagesProps {
  readonly label: ReactNode;
  readonly ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: native for the platform's own accessible picker on phones. */
export function Select({ label, hint, error, liveError, id, children, ...selectProps }: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <FieldWrapper>
      <Label htmlFor={ids.controlId}>{label}</Label>
      <FieldHint ids={ids} hint={hint} />
      <NativeSelect
        {...selectProps}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error }, selectProps['aria-describedby'])}
      >
        {children}
      </NativeSelect>
      <FieldError ids={ids} error={error} liveError={liveError} />
    </FieldWrapper>
  );
}
