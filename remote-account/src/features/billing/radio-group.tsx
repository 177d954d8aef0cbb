import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Fieldset, Legend } from '@venue/ui';

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.lg}`};
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.touchTarget};
  cursor: pointer;

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

export interface RadioGroupProps<T extends string> {
  readonly name: string;
  readonly legend: ReactNode;
  readonly value: T;
  readonly options: readonly { readonly value: T; readonly label: ReactNode }[];
  readonly onChange: (value: T) => void;
}

/** Native radios in a fieldset: arrow keys move between options, the legend names the group. */
export function RadioGroup<T extends string>({ name, legend, value, options, onChange }: RadioGroupProps<T>) {
  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Options>
        {options.map((option) => (
          <Option key={option.value}>
            <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
            {option.label}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
