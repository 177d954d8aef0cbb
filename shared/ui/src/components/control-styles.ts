import { css } from 'styled-components';

/**
 * The one look of a text-like control (input, select, textarea): a 44 px target, a boundary of
 * ≥ 3:1 contrast and a thicker danger border when `aria-invalid` is set. Use it in any custom
 * control so it sits beside the kit's fields without standing out.
 */
export const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`;
