import styled, { css } from 'styled-components';
import type { SpaceToken } from '../theme/themes';

export interface FieldsetProps {
  /** Space between the controls inside; without it the fieldset does no layout of its own. */
  readonly $gap?: SpaceToken;
}

/**
 * A group of controls named by its `Legend`, without the browser's frame: the legend gives the
 * group its accessible name, the page's cards give it its boundary. `min-width: 0` lets it
 * shrink inside a grid or flex row (a fieldset defaults to min-content).
 */
export const Fieldset = styled.fieldset<FieldsetProps>`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  ${({ $gap }) =>
    $gap &&
    css`
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space[$gap]};
    `}
`;

/** The name of a `Fieldset`, in the weight of a field label. */
export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;
