import { css } from 'styled-components';

/**
 * The one look of a choice shown as a card (a radio card, a day, a tab): raised off the page by
 * elevation, no border; the chosen one tinted, with a primary ring inside its edge. The choice's
 * own words or radio identify it; the ring shows the state at ≥ 3:1 (docs/design.md, "Depth, not
 * borders"). Pass `$checked`.
 */
export const choiceCardStyles = css<{ readonly $checked: boolean }>`
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme, $checked }) => ($checked ? `inset 0 0 0 2px ${theme.colors.primary}` : theme.elevation.raised)};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySubtle : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
`;
