import { useStore } from 'zustand';
import { themeModeStore } from './theme-mode-store';
import type { ThemeMode } from './themes';

export interface ThemeModeControls {
  readonly mode: ThemeMode;
  readonly toggle: () => void;
  readonly setMode: (mode: ThemeMode) => void;
}

/** Light or dark, persisted under localStorage `theme`, defaulting to the system preference. */
export function useThemeMode(): ThemeModeControls {
  const mode = useStore(themeModeStore, (state) => state.mode);
  const toggle = useStore(themeModeStore, (state) => state.toggle);
  const setMode = useStore(themeModeStore, (state) => state.setMode);
  return { mode, toggle, setMode };
}
