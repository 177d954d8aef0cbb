import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, FieldWrapper, Label, describedBy, useFieldIds, type FieldMessagesProps } from './field-parts';

export const NativeSelect = styled.select`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
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
