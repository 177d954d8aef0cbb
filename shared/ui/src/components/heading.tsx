import type { HTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import type { AppTheme } from '../theme/themes';

/** h1 belongs to `PageLayout`; everything inside a page starts at h2. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;
export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl';

const FONT_SIZE: Readonly<Record<HeadingSize, keyof AppTheme['font']>> = {
  sm: 'sizeSm',
  md: 'sizeMd',
  lg: 'sizeLg',
  xl: 'sizeXl',
};

const DEFAULT_SIZE: Readonly<Record<HeadingLevel, HeadingSize>> = { 2: 'lg', 3: 'md', 4: 'md', 5: 'sm', 6: 'sm' };

const StyledHeading = styled.h2<{ $size: HeadingSize }>`
  font-size: ${({ theme, $size }) => theme.font[FONT_SIZE[$size]]};
  font-weight: ${({ theme }) => theme.font.weightBold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  letter-spacing: ${({ theme }) => theme.font.trackingTight};

  /* A heading that receives focus from code (tabIndex -1) after a step or a change is no control:
     no ring for it, while keyboard users still see one on real controls. */
  &[tabindex='-1']:focus:not(:focus-visible) {
    outline: none;
  }
`;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level (h2 by default). */
  readonly level?: HeadingLevel;
  /** The look, independent of the level; defaults to lg for h2, md for h3–h4, sm below. */
  readonly size?: HeadingSize;
  readonly ref?: Ref<HTMLHeadingElement>;
}

/** A section heading inside a page: the level follows the outline, the size follows the design. */
export function Heading({ level = 2, size, ...props }: HeadingProps) {
  return <StyledHeading as={`h${level}`} $size={size ?? DEFAULT_SIZE[level]} {...props} />;
}
