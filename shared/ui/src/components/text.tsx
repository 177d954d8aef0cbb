import styled, { css } from 'styled-components';

/**
 * - `body`: ordinary running text;
 * - `muted`: secondary text beside something more important (a description, a date);
 * - `small`: small print in the muted colour (notes, legal lines, time-zone remarks);
 * - `strong`: a short emphasised line (a hint that must not be missed).
 */
export type TextVariant = 'body' | 'muted' | 'small' | 'strong';

export interface TextProps {
  readonly variant?: TextVariant;
}

const VARIANTS = {
  body: css``,
  muted: css`
    color: ${({ theme }) => theme.colors.textMuted};
  `,
  small: css`
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  `,
  strong: css`
    font-weight: ${({ theme }) => theme.font.weightBold};
  `,
} as const;

/** A paragraph of text in one of the kit's variants; `as="span"` (or div) for inline use. */
export const Text = styled.p.withConfig({ shouldForwardProp: (prop) => prop !== 'variant' })<TextProps>`
  margin: 0;
  ${({ variant = 'body' }) => VARIANTS[variant]}
`;
