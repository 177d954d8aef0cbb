import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './theme/global-style';
import { themes } from './theme/themes';
import { useThemeMode } from './theme/use-theme-mode';
import { WebFonts } from './theme/web-fonts';
import { Toaster } from './toast/toaster';

export interface UiProviderProps {
  readonly children?: ReactNode;
  /** Off for a nested provider (a remote running inside the host already has one). */
  readonly withToaster?: boolean;
  /**
   * Adds the web font once this settles (the first view's code and data are in) instead of at
   * once; until then text shows in the metric-matched fallback (theme/web-fonts.tsx).
   */
  readonly fontsAfter?: Promise<unknown>;
}

/** Theme (following the stored or system mode), global styles and the page's toasts. */
export function UiProvider({ children, withToaster = true, fontsAfter }: UiProviderProps) {
  const { mode } = useThemeMode();

  useEffect(() => {
    // Lets the shell's static CSS and end-to-end tests see the mode without reading styles.
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  return (
    <ThemeProvider theme={themes[mode]}>
      <WebFonts after={fontsAfter} />
      <GlobalStyle />
      {children}
      {withToaster && <Toaster />}
    </ThemeProvider>
  );
}
