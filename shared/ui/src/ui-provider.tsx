import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { FontFaces } from './theme/font-faces';
import { GlobalStyle } from './theme/global-style';
import { themes } from './theme/themes';
import { useThemeMode } from './theme/use-theme-mode';
import { Toaster } from './toast/toaster';

export interface UiProviderProps {
  readonly children?: ReactNode;
  /** Off for a nested provider (a remote running inside the host already has one). */
  readonly withToaster?: boolean;
}

/** Theme (following the stored or system mode), global styles and the page's toasts. */
export function UiProvider({ children, withToaster = true }: UiProviderProps) {
  const { mode } = useThemeMode();

  useEffect(() => {
    // Lets the shell's static CSS and end-to-end tests see the mode without reading styles.
    document.documentElement.dataset.theme = mode;
  }, [mode]);

  return (
    <ThemeProvider theme={themes[mode]}>
      <FontFaces />
      <GlobalStyle />
      {children}
      {withToaster && <Toaster />}
    </ThemeProvider>
  );
}
