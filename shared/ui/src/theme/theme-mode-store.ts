import { createStore, type StoreApi } from 'zustand';
import { globalSingleton } from '../utils/global-singleton';
import type { ThemeMode } from './themes';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ThemeModeState {
  readonly mode: ThemeMode;
  /** True once the user chose a mode; until then the system preference is followed live. */
  readonly chosen: boolean;
  readonly setMode: (mode: ThemeMode) => void;
  readonly toggle: () => void;
}

function readStored(): ThemeMode | null {
  try {
    const value = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function systemQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

export function createThemeModeStore(): StoreApi<ThemeModeState> {
  const stored = readStored();
  const query = systemQuery();
  const store = createStore<ThemeModeState>()((set, get) => ({
    mode: stored ?? (query?.matches ? 'dark' : 'light'),
    chosen: stored !== null,
    setMode: (mode) => {
      try {
        globalThis.localStorage?.setItem(THEME_STORAGE_KEY, mode);
      } catch {
        // The choice then lasts for this page only.
      }
      set({ mode, chosen: true });
    },
    toggle: () => get().setMode(get().mode === 'dark' ? 'light' : 'dark'),
  }));
  query?.addEventListener?.('change', (event) => {
    if (!store.getState().chosen) store.setState({ mode: event.matches ? 'dark' : 'light' });
  });
  return store;
}

export const themeModeStore = globalSingleton('theme-mode', createThemeModeStore);
