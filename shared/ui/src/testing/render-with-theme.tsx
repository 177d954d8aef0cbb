import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { lightTheme, type AppTheme } from '../theme/themes';
import { SwrTestCache } from './swr-test-cache';

export function renderWithTheme(ui: ReactElement, theme: AppTheme = lightTheme): RenderResult {
  return render(
    <SwrTestCache>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </SwrTestCache>,
  );
}
