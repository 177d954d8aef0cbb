import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  :root { color-scheme: ${({ theme }) => theme.mode}; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.sizeMd};
    line-height: ${({ theme }) => theme.font.lineHeight};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  h1, h2, h3, h4, p { margin: 0; }

  h1, h2, h3 {
    line-height: ${({ theme }) => theme.font.lineHeightTight};
    letter-spacing: ${({ theme }) => theme.font.trackingTight};
  }

  /* Times, prices and counts line up in columns (Inter's tabular figures). */
  time, data { font-variant-numeric: tabular-nums; }

  a { color: ${({ theme }) => theme.colors.primary}; text-underline-offset: 0.15em; }

  /* Keyboard focus is always visible; mouse clicks do not leave a ring behind. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
