import { contrastRatio } from './contrast';
import { darkTheme, lightTheme, type ThemeColors } from './themes';

// [foreground, background, minimum]: 4.5 for text (WCAG 1.4.3 AA), 3 for control boundaries and
// focus indicators (1.4.11).
const PAIRS: readonly [keyof ThemeColors, keyof ThemeColors, number][] = [
  ['text', 'background', 4.5],
  ['text', 'surface', 4.5],
  ['textMuted', 'background', 4.5],
  ['textMuted', 'surface', 4.5],
  ['primary', 'background', 4.5],
  ['primary', 'surface', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  ['danger', 'background', 4.5],
  ['danger', 'surface', 4.5],
  ['onDanger', 'danger', 4.5],
  ['onSuccess', 'success', 4.5],
  ['onWarning', 'warning', 4.5],
  ['onInfo', 'info', 4.5],
  ['success', 'background', 4.5],
  ['warning', 'background', 4.5],
  ['info', 'background', 4.5],
  ['borderStrong', 'background', 3],
  ['borderStrong', 'surface', 3],
  ['focus', 'background', 3],
  ['focus', 'surface', 3],
  // Tinted fills: selected choices and secondary buttons, alerts, the error summary.
  ['text', 'primarySubtle', 4.5],
  ['primary', 'primarySubtle', 4.5],
  ['text', 'dangerSubtle', 4.5],
  ['danger', 'dangerSubtle', 4.5],
  ['text', 'warningSubtle', 4.5],
  ['text', 'successSubtle', 4.5],
  ['text', 'infoSubtle', 4.5],
  ['focus', 'primarySubtle', 3],
  // Badges (tone text on its tint) and tinted boxes with muted small print in them.
  ['success', 'successSubtle', 4.5],
  ['warning', 'warningSubtle', 4.5],
  ['info', 'infoSubtle', 4.5],
  ['textMuted', 'warningSubtle', 4.5],
  ['textMuted', 'dangerSubtle', 4.5],
];

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('%s theme meets WCAG AA', (_name, theme) => {
  it.each(PAIRS)('%s on %s ≥ %d', (foreground, background, minimum) => {
    expect(contrastRatio(theme.colors[foreground], theme.colors[background])).toBeGreaterThanOrEqual(minimum);
  });
});
