import type { ReactNode } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

// A native radio inside a card-like label: arrow keys move within the group, the whole card is
// the hit area, and the border shows the choice without relying on colour alone.
const Option = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: ${({ $checked }) => ($checked ? '2px' : '1px')} solid
    ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme, $checked }) => ($checked ? theme.font.weightBold : theme.font.weightRegular)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.65 : 1)};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const ErrorText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weightRegular};
`;

export interface ChoiceOption<V extends string | number> {
  readonly value: V;
  readonly label: ReactNode;
  /** A second line, e.g. a price. */
  readonly detail?: ReactNode;
  readonly disabled?: boolean;
}

export interface ChoiceGroupProps<V extends string | number> {
  readonly legend: ReactNode;
  readonly name: string;
  readonly options: readonly ChoiceOption<V>[];
  readonly value: V | null;
  readonly onChange: (value: V) => void;
  readonly describedBy?: string;
  /** Already translated; shown under the legend and tied to the group and each radio. */
  readonly error?: ReactNode;
}

/** A labelled group of radio buttons shown as cards. */
export function ChoiceGroup<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  describedBy,
  error,
}: ChoiceGroupProps<V>) {
  const errorId = `${name}-choice-error`;
  const description = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset aria-describedby={description}>
      <Legend>{legend}</Legend>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      <Options>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <Option key={String(option.value)} $checked={checked} $disabled={Boolean(option.disabled)}>
              <input
                type="radio"
                name={name}
                value={String(option.value)}
                checked={checked}
                disabled={option.disabled}
                aria-describedby={error ? errorId : undefined}
                onChange={() => onChange(option.value)}
              />
              <span>
                {option.label}
                {option.detail !== undefined && (
                  <>
                    {' '}
                    <Detail>{option.detail}</Detail>
                  </>
                )}
              </span>
            </Option>
          );
        })}
      </Options>
    </Fieldset>
  );
}
