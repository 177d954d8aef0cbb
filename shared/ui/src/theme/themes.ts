export type ThemeMode = 'light' | 'dark';

export interface ThemeColors {
  readonly background: string;
  /** Cards, inputs, the navigation bar. */
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
  readonly danger: string;
  readonly onDanger: string;
  readonly success: string;
  readonly onSuccess: string;
  readonly warning: string;
  readonly onWarning: string;
  readonly info: string;
  readonly onInfo: string;
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
  readonly radii: { readonly sm: string; readonly md: string; readonly lg: string };
  readonly font: {
    readonly family: string;
    readonly sizeSm: string;
    readonly sizeMd: string;
    readonly sizeLg: string;
    readonly sizeXl: string;
    readonly sizeXxl: string;
    readonly weightRegular: number;
    readonly weightBold: number;
    readonly lineHeight: number;
  };
  readonly layout: { readonly narrow: string; readonly content: string; readonly wide: string };
  /** Mobile first: styles apply to small screens, these widen them. */
  readonly media: { readonly tablet: string; readonly desktop: string };
  /** Minimum size of anything tappable (WCAG 2.5.5 AAA size, comfortably above 2.2's 24 px). */
  readonly touchTarget: string;
  readonly shadow: string;
  readonly zIndex: { readonly toast: number };
}

export type SpaceToken = keyof AppTheme['space'];

const base = {
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '6px', md: '10px', lg: '16px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.25rem',
    sizeXl: '1.5rem',
    sizeXxl: '2rem',
    weightRegular: 400,
    weightBold: 650,
    lineHeight: 1.5,
  },
  layout: { narrow: '28rem', content: '60rem', wide: '75rem' },
  media: { tablet: '@media (min-width: 40em)', desktop: '@media (min-width: 64em)' },
  touchTarget: '44px',
  zIndex: { toast: 1000 },
} as const;

export const lightTheme: AppTheme = {
  ...base,
  mode: 'light',
  shadow: '0 1px 3px rgba(16, 24, 40, 0.12), 0 1px 2px rgba(16, 24, 40, 0.08)',
  colors: {
    background: '#ffffff',
    surface: '#f4f6f8',
    text: '#1a1d23',
    textMuted: '#4a5260',
    border: '#dde1e6',
    borderStrong: '#6b7280',
    primary: '#0b6e4f',
    primaryHover: '#085a40',
    onPrimary: '#ffffff',
    danger: '#b42318',
    onDanger: '#ffffff',
    success: '#067647',
    onSuccess: '#ffffff',
    warning: '#8a5a00',
    onWarning: '#ffffff',
    info: '#1d5fbf',
    onInfo: '#ffffff',
    focus: '#1d5fbf',
  },
};

export const darkTheme: AppTheme = {
  ...base,
  mode: 'dark',
  shadow: '0 1px 3px rgba(0, 0, 0, 0.5)',
  colors: {
    background: '#0f1216',
    surface: '#1a1f26',
    text: '#e8eaed',
    textMuted: '#aab2bd',
    border: '#2c333d',
    borderStrong: '#8b94a1',
    primary: '#4cc38a',
    primaryHover: '#6fd3a3',
    onPrimary: '#0f1216',
    danger: '#ff8a80',
    onDanger: '#0f1216',
    success: '#5dd39e',
    onSuccess: '#0f1216',
    warning: '#f5c451',
    onWarning: '#0f1216',
    info: '#8ab4f8',
    onInfo: '#0f1216',
    focus: '#8ab4f8',
  },
};

export const themes: Readonly<Record<ThemeMode, AppTheme>> = { light: lightTheme, dark: darkTheme };
