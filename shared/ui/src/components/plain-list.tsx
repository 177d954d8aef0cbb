import styled from 'styled-components';
import type { SpaceToken } from '../theme/themes';

export interface PlainListProps {
  /** Space between the items; none without it. */
  readonly $gap?: SpaceToken;
  /** `column` (default): items one below the other, each as wide as the list. `row`: side by side, wrapping. */
  readonly $direction?: 'column' | 'row';
}

/**
 * A list without bullets, indent or the browser's margins, for lists of cards, rows or chips that
 * draw their own look: `<ul>` by default, `as="ol"` when the order means something. Extend it
 * (`styled(PlainList)`) for columns or item styles of one page.
 * `flex-wrap` wraps a row and is ignored by a grid, `grid-template-columns` the reverse: static
 * rules instead of a conditional block. The column is `minmax(0, 1fr)`, not the implicit `auto`:
 * an `auto` column grows to its widest item's min-content, so one day strip or slot row inside a
 * card widened the whole page (a trainer's availability made it 2,591 px wide).
 */
export const PlainList = styled.ul<PlainListProps>`
  display: ${({ $direction }) => ($direction === 'row' ? 'flex' : 'grid')};
  flex-wrap: wrap;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap }) => ($gap ? theme.space[$gap] : 0)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
