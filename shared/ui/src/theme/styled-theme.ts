import type { AppTheme } from './themes';

// Types `props.theme` in every styled component of every app importing the UI kit.
declare module 'styled-components' {
  export interface DefaultTheme extends AppTheme {}
}

export {};
