import styled from 'styled-components';
import type { SpaceToken } from '../theme/themes';

export interface StackProps {
  readonly $gap?: SpaceToken;
  readonly $direction?: 'column' | 'row';
  readonly $align?: 'stretch' | 'flex-start' | 'center' | 'flex-end' | 'baseline';
  readonly $justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
  readonly $wrap?: boolean;
}

/** Lays children out in a column (or row) with a theme gap. */
export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  align-items: ${({ $align = 'stretch' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;
