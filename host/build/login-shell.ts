import type { StaticPage } from '@venue/federation';
import pl from '../src/features/auth/translations/pl';

/**
 * /login drawn before any script: the bar, the heading and the phone step's first paragraph, in
 * the product's default language, where the app will draw them (same boxes, same type, the
 * metric-matched local fallback of Inter), so the first view of the sign-in page is in the
 * document itself instead of waiting for ~140 KB of JavaScript on a phone network. The app's first
 * render replaces it whole (another language then replaces the words). Its values are the UI
 * kit's theme (`login-shell.test.ts` compares them) and the auth strings in Polish.
 */
export const LOGIN_SHELL_THEME = {
  light: {
    background: '#f4f6f8',
    surface: '#ffffff',
    text: '#161a20',
    raised: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
  },
  dark: {
    background: '#0e1115',
    surface: '#181d24',
    text: '#e8eaed',
    raised: '0 1px 2px rgba(0, 0, 0, 0.5), inset 0 0 0 1px rgba(255, 255, 255, 0.06)',
  },
  fontFamily: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  narrow: '28rem',
  tablet: '40em',
} as const;

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function css(): string {
  const { light, dark, fontFamily, narrow, tablet } = LOGIN_SHELL_THEME;
  // The kit's fallback faces (shared/ui/src/theme/font-faces.ts): local Arial stretched to Inter.
  const fallback = (weight: number, sources: string, adjust: number) =>
    `@font-face{font-family:'Inter Fallback';font-style:normal;font-weight:${weight};src:${sources};` +
    `size-adjust:${(adjust * 100).toFixed(2)}%;ascent-override:${((1984 / 2048 / adjust) * 100).toFixed(2)}%;` +
    `descent-override:${((494 / 2048 / adjust) * 100).toFixed(2)}%;line-gap-override:0%}`;
  return [
    fallback(400, "local('Arial'),local('ArialMT'),local('Liberation Sans'),local('Roboto')", 1.068),
    fallback(700, "local('Arial Bold'),local('Arial-BoldMT'),local('Liberation Sans Bold'),local('Roboto Bold')", 1.019),
    'body{margin:0}',
    `.login-shell{min-height:100vh;background:${light.background};color:${light.text};font-family:${fontFamily};font-size:1rem;line-height:1.5;-webkit-font-smoothing:antialiased}`,
    '.login-shell *{box-sizing:border-box}',
    `.login-shell header{min-height:56px;background:${light.surface};box-shadow:${light.raised}}`,
    `.login-shell main{max-width:${narrow};margin:0 auto;padding:24px 16px 48px}`,
    '.login-shell h1{margin:0 0 24px;font-size:1.5rem;line-height:1.25;letter-spacing:-0.015em}',
    '.login-shell p{margin:0}',
    `@media (min-width:${tablet}){.login-shell main{padding:32px 24px 48px}.login-shell h1{font-size:2rem}}`,
    `@media (prefers-color-scheme:dark){.login-shell{background:${dark.background};color:${dark.text}}.login-shell header{background:${dark.surface};box-shadow:${dark.raised}}}`,
  ].join('');
}

export function loginShell(): StaticPage {
  const { phoneHeading, phoneIntro } = pl.login;
  return {
    filename: 'login.html',
    head: `<style>${css()}</style>`,
    root: `<div class="login-shell"><header></header><main><h1>${escapeHtml(phoneHeading)}</h1><p>${escapeHtml(phoneIntro)}</p></main></div>`,
  };
}
