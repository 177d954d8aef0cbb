import type { ReactNode } from 'react';
import styled from 'styled-components';

export type PageWidth = 'narrow' | 'content' | 'wide';

const Main = styled.main<{ $width: PageWidth }>`
  width: 100%;
  max-width: ${({ theme, $width }) => theme.layout[$width]};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxl}`};
  }
`;

const Heading = styled.h1`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.sizeXl};
  line-height: 1.25;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.font.sizeXxl};
  }
`;

export const MAIN_CONTENT_ID = 'main-content';

export interface PageLayoutProps {
  /** The page's one h1. */
  readonly title: ReactNode;
  readonly children?: ReactNode;
  readonly width?: PageWidth;
  /** Shown beside the heading, e.g. a page-level action. */
  readonly actions?: ReactNode;
}

/**
 * The main landmark of a page with its h1, centred and width-limited, padded for phones first.
 * `id="main-content"` is the target of the shell's skip link; tabIndex lets the shell move focus
 * here after navigation.
 */
export function PageLayout({ title, children, width = 'content', actions }: PageLayoutProps) {
  return (
    <Main id={MAIN_CONTENT_ID} tabIndex={-1} $width={width}>
      <Heading>{title}</Heading>
      {actions}
      {children}
    </Main>
  );
}
