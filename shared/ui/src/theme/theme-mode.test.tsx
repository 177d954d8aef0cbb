import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import styled from 'styled-components';
import { UiProvider } from '../ui-provider';
import { createThemeModeStore, themeModeStore } from './theme-mode-store';
import { useThemeMode } from './use-theme-mode';

type Listener = (event: { matches: boolean }) => void;

function mockSystemPreference(dark: boolean) {
  const listeners: Listener[] = [];
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && dark,
    media: query,
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    removeEventListener: jest.fn(),
  }));
  return (nowDark: boolean) => listeners.forEach((listener) => listener({ matches: nowDark }));
}

describe('theme mode store', () => {
  afterEach(() => {
    localStorage.clear();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('defaults to the system preference', () => {
    mockSystemPreference(true);
    expect(createThemeModeStore().getState().mode).toBe('dark');
    mockSystemPreference(false);
    expect(createThemeModeStore().getState().mode).toBe('light');
  });

  it('defaults to light where the preference cannot be read', () => {
    expect(createThemeModeStore().getState().mode).toBe('light');
  });

  it('prefers the stored choice', () => {
    mockSystemPreference(true);
    localStorage.setItem('theme', 'light');
    expect(createThemeModeStore().getState().mode).toBe('light');
  });

  it('toggles and persists under the key theme', () => {
    const store = createThemeModeStore();
    store.getState().toggle();
    expect(store.getState().mode).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    store.getState().toggle();
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('follows a system change until the user chooses', () => {
    const systemChangesTo = mockSystemPreference(false);
    const store = createThemeModeStore();
    systemChangesTo(true);
    expect(store.getState().mode).toBe('dark');
    store.getState().setMode('light');
    systemChangesTo(true);
    expect(store.getState().mode).toBe('light');
  });
});

const Swatch = styled.p`
  color: ${({ theme }) => theme.colors.text};
`;

function ModeSwitch() {
  const { mode, toggle } = useThemeMode();
  return (
    <>
      <Swatch data-testid="swatch">{mode}</Swatch>
      <button type="button" onClick={toggle}>
        toggle
      </button>
    </>
  );
}

describe('UiProvider', () => {
  afterEach(() => {
    act(() => themeModeStore.getState().setMode('light'));
    localStorage.clear();
  });

  it('re-themes the page when the mode toggles', async () => {
    render(
      <UiProvider>
        <ModeSwitch />
      </UiProvider>,
    );
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(getComputedStyle(screen.getByTestId('swatch')).color).toBe('rgb(22, 26, 32)');

    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));

    expect(screen.getByTestId('swatch')).toHaveTextContent('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(getComputedStyle(screen.getByTestId('swatch')).color).toBe('rgb(232, 234, 237)');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
