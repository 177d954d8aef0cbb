import { FALLBACK_FONT_FAMILY, FONT_FAMILY } from './font-metrics';

export type ThemeMode = 'light' | 'dark';

export interface ThemeColors {
  /** The page behind everything. */
  readonly background: string;
  /** Cards, inputs, the navigation bar: lifted off the background by `elevation`, not by a border. */
  readonly surface: string;
  readonly text: string;
  readonly textMuted: string;
  /** Decorative separators only; never the sole boundary of a control. */
  readonly border: string;
  /** Boundaries of inputs and controls (≥ 3:1 against the background, WCAG 1.4.11). */
  readonly borderStrong: string;
  readonly primary: string;
  readonly primaryHover: string;
  readonly onPrimary: string;
  /** A tint of the primary colour: the fill of a selected choice or a secondary button (text and primary stay ≥ 4.5:1 on it). */
  readonly primarySubtle: string;
  readonly danger: string;
  readonly onDanger: string;
  readonly dangerSubtle: string;
  readonly success: string;
  readonly onSuccess: string;
  readonly successSubtle: string;
  readonly warning: string;
  readonly onWarning: string;
  readonly warningSubtle: string;
  readonly info: string;
  readonly onInfo: string;
  readonly infoSubtle: string;
  readonly focus: string;
}

export interface AppTheme {
  readonly mode: ThemeMode;
  readonly colors: ThemeColors;
  readonly space: {
    readonly xs: string;
    readonly sm: string;
    readonly md: string;
    readonly lg: string;
    readonly xl: string;
    readonly xxl: string;
  };
  /** sm: chips and small controls; md: buttons, inputs, alerts; lg: cards; full: avatars and pills. */
  readonly radii: { readonly sm: string; readonly md: string; readonly lg: string; readonly full: string };
  /** The type scale (docs/design.md): Inter Variable, sizes in rem so the reader's font size scales them. */
  readonly font: {
    readonly family: string;
    readonly sizeXs: string;
    readonly sizeSm: string;
    readonly sizeMd: string;
    readonly sizeLg: string;
    readonly sizeXl: string;
    readonly sizeXxl: string;
    readonly weightRegular: number;
    readonly weightMedium: number;
    readonly weightBold: number;
    readonly lineHeight: number;
    /** Headings: tighter lines and tracking, as large Inter is set. */
    readonly lineHeightTight: number;
    readonly trackingTight: string;
  };
  readonly layout: { readonly narrow: string; readonly content: string; readonly wide: string };
  /** Mobile first: styles apply to small screens, these widen them. */
  readonly media: { readonly tablet: string; readonly desktop: string };
  /** Minimum size of anything tappable (WCAG 2.5.5 AAA size, comfortably above 2.2's 24 px). */
  readonly touchTarget: string;
  /**
   * Depth instead of borders: `raised` lifts cards, the header and choices off the background;
   * `overlay` floats menus, toasts and sticky bars above the page. In the dark theme, where a
   * shadow hardly shows, a faint light inner edge does the same work.
   */
  readonly elevation: { readonly raised: string; readonly overlay: string };
  readonly zIndex: { readonly toast: number };
}

export type SpaceToken = keyof AppTheme['space'];

const base = {
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '6px', md: '10px', lg: '16px', full: '999px' },
  font: {
    // The self-hosted variable font, then its metric-matched local fallback (font-faces.ts): text
    // keeps its size and line breaks while the font arrives, so nothing shifts.
    family: `'${FONT_FAMILY}', '${FALLBACK_FONT_FAMILY}', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`,
    sizeXs: '0.75rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.25rem',
    sizeXl: '1.5rem',
    sizeXxl: '2rem',
    weightRegular: 400,
    weightMedium: 500,
    weightBold: 650,
    lineHeight: 1.5,
    lineHeightTight: 1.25,
    trackingTight: '-0.015em',
  },
  layout: { narrow: '28rem', content: '60rem', wide: '75rem' },
  media: { tablet: '@media (min-width: 40em)', desktop: '@media (min-width: 64em)' },
  touchTarget: '44px',
  zIndex: { toast: 1000 },
} as const;

const lightElevation = {
  raised: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
  overlay: '0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 12px 24px -4px rgba(16, 24, 40, 0.16)',
};

export const lightTheme: AppTheme = {
  ...base,
  mode: 'light',
  elevation: lightElevation,
  colors: {
    background: '#f4f6f8',
    surface: '#ffffff',
    text: '#161a20',
    textMuted: '#4b5361',
    border: '#e1e5ea',
    borderStrong: '#6b7280',
    primary: '#0b6e4f',
    primaryHover: '#085a40',
    onPrimary: '#ffffff',
    primarySubtle: '#e1f2ea',
    danger: '#b42318',
    onDanger: '#ffffff',
    dangerSubtle: '#fdeceb',
    success: '#067647',
    onSuccess: '#ffffff',
    successSubtle: '#e3f4ea',
    warning: '#8a5a00',
    onWarning: '#ffffff',
    warningSubtle: '#fdf3dc',
    info: '#1d5fbf',
    onInfo: '#ffffff',
    infoSubtle: '#e6eefb',
    focus: '#1d5fbf',
  },
};

const darkElevation = {
  raised: '0 1px 2px rgba(0, 0, 0, 0.5), inset 0 0 0 1px rgba(255, 255, 255, 0.06)',
  overlay: '0 8px 24px rgba(0, 0, 0, 0.6), inset 0 0 0 1px rgba(255, 255, 255, 0.1)',
};

export const darkTheme: AppTheme = {
  ...base,
  mode: 'dark',
  elevation: darkElevation,
  colors: {
    background: '#0e1115',
    surface: '#181d24',
    text: '#e8eaed',
    textMuted: '#aab2bd',
    border: '#2a313b',
    borderStrong: '#808a97',
    primary: '#4cc38a',
    primaryHover: '#6fd3a3',
    onPrimary: '#0e1115',
    primarySubtle: '#16342a',
    danger: '#ff8a80',
    onDanger: '#0e1115',
    dangerSubtle: '#3b1f1d',
    success: '#5dd39e',
    onSuccess: '#0e1115',
    successSubtle: '#13301f',
    warning: '#f5c451',
    onWarning: '#0e1115',
    warningSubtle: '#352a10',
    info: '#8ab4f8',
    onInfo: '#0e1115',
    infoSubtle: '#182a44',
    focus: '#8ab4f8',
  },
};

export const themes: Readonly<Record<ThemeMode, AppTheme>> = { light: lightTheme, dark: darkTheme };
