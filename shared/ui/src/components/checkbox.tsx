import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, describedBy, useFieldIds, type FieldMessagesProps } from './field-parts';

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xs};
  align-items: start;

  & > :not(:first-child, label) {
    grid-column: 2;
  }
`;

// The box sits in a 44 px hit area; the label is clickable too.
const Box = styled.input`
  width: 1.375rem;
  height: 1.375rem;
  margin: 11px;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

const CheckboxLabel = styled.label`
  padding-block: 10px;
  cursor: pointer;
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>, FieldMessagesProps {
  readonly label: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, hint, error, liveError, id, ...inputProps }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <Row>
      <Box
        {...inputProps}
        type="checkbox"
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { hint, error }, inputProps['aria-describedby'])}
      />
      <CheckboxLabel htmlFor={ids.controlId}>{label}</CheckboxLabel>
      <FieldHint ids={ids} hint={hint} />
      <FieldError ids={ids} error={error} liveError={liveError} />
    </Row>
  );
}
