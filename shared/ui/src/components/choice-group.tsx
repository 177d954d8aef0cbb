import type { ReactNode } from 'react';
import styled from 'styled-components';
import { choiceCardStyles } from './choice-card-styles';
import { ErrorText, Hint } from './field-parts';
import { Fieldset, Legend } from './fieldset';

// Side by side, the cards of a row share one width (no ragged row of pills) and wrap as a grid;
// a list is narrow enough that its label and detail stay close on a laptop. The direction is a
// data attribute the option's parts select on, not a prop of each styled part: the variants are
// static CSS, so the shared chunk every booking page downloads carries no function per variant.
const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  &[data-direction='row'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr));
  }

  &[data-direction='list'] {
    gap: ${({ theme }) => theme.space.xs};
    max-width: 30rem;
  }
`;

// A native radio inside a raised card-like label: arrow keys move within the group, the whole
// card is the hit area, and the radio's own dot and a primary ring show the choice without
// relying on colour alone; the radio's boundary is the control's, so the card needs no border.
const Option = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  ${choiceCardStyles}
  font-weight: ${({ theme, $checked }) => ($checked ? theme.font.weightBold : theme.font.weightRegular)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.65 : 1)};

  [data-direction='column'] & {
    padding-block: ${({ theme }) => theme.space.sm};
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

// Fieldset is no flex container: the space under the hint and the error is their own.
const GroupHint = styled(Hint)`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const GroupError = styled(ErrorText)`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

// The label and its detail: inline in a row's card, the detail on the label's line (pushed to
// the end) in a list, under the label in a column. The space between them stays in the DOM, so the
// radio's name reads "60 min 08:30–09:30 · 80,00 zł" whichever way it is laid out.
const Texts = styled.span`
  [data-direction='list'] & {
    display: flex;
    flex: 1;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${({ theme }) => theme.space.md};
  }

  [data-direction='column'] & {
    display: flex;
    flex-direction: column;
  }
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.font.weightRegular};

  [data-direction='list'] & {
    font-variant-numeric: tabular-nums;
  }

  [data-direction='column'] & {
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

/**
 * `row` wraps short choices side by side as cards (sports, days); `column` stacks longer ones as
 * full-width rows with the detail under the label (payment, carnets and why one does not apply);
 * `list` stacks short ones compactly with the detail on the label's line (durations with their end
 * and price, price lists).
 */
export type ChoiceGroupDirection = 'row' | 'column' | 'list';

export interface ChoiceOption<V extends string | number> {
  readonly value: V;
  readonly label: ReactNode;
  /** A second line, e.g. a price. */
  readonly detail?: ReactNode;
  readonly disabled?: boolean;
}

export interface ChoiceGroupProps<V extends string | number> {
  readonly legend: ReactNode;
  /** The radios' name; also the base of the hint's and error's ids, so unique on the page. */
  readonly name: string;
  readonly options: readonly ChoiceOption<V>[];
  readonly value: V | null;
  readonly onChange: (value: V) => void;
  /** Ids of text elsewhere on the page that describes the group. */
  readonly describedBy?: string;
  /** Shown under the legend, always. */
  readonly hint?: ReactNode;
  /** Already translated; shown under the legend and tied to the group and each radio. */
  readonly error?: ReactNode;
  readonly direction?: ChoiceGroupDirection;
  /** Every option at once, e.g. while the choice is being saved. */
  readonly disabled?: boolean;
}

/** A labelled group of radio buttons shown as cards. */
export function ChoiceGroup<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  describedBy,
  hint,
  error,
  direction = 'row',
  disabled = false,
}: ChoiceGroupProps<V>) {
  const hintId = `${name}-choice-hint`;
  const errorId = `${name}-choice-error`;
  const description = [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset aria-describedby={description} disabled={disabled}>
      <Legend>{legend}</Legend>
      {hint && <GroupHint id={hintId}>{hint}</GroupHint>}
      {error && <GroupError id={errorId}>{error}</GroupError>}
      <Options data-direction={direction}>
        {options.map((option) => {
          const checked = option.value === value;
          const optionDisabled = disabled || Boolean(option.disabled);
          return (
            <Option key={String(option.value)} $checked={checked} $disabled={optionDisabled}>
              <input
                type="radio"
                name={name}
                value={String(option.value)}
                checked={checked}
                disabled={option.disabled}
                aria-describedby={error ? errorId : undefined}
                onChange={() => onChange(option.value)}
              />
              <Texts>
                {option.label}
                {option.detail !== undefined && (
                  <>
                    {' '}
                    <Detail>{option.detail}</Detail>
                  </>
                )}
              </Texts>
            </Option>
          );
        })}
      </Options>
    </Fieldset>
  );
}
