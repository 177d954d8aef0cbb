import type { StaticPage } from '@venue/federation';
import { LOGO_MARK } from '@venue/ui/src/icons/logo-mark';
import { PRODUCT_NAME } from '../src/config/product';
import pl from '../src/features/auth/translations/pl';

/**
 * The documents' first views, drawn before any script: the bar with the logo where the app draws
 * it (same boxes, same type, the metric-matched local fallback of Inter), and on /login also its
 * heading and first paragraph in the product's default language. So a phone on a slow network
 * shows the product at once instead of a blank page until ~140 KB of JavaScript has run; the
 * app's first render replaces the view whole (another language then replaces the words). Its
 * values are the UI kit's theme (`static-shell.test.ts` compares them).
 */
export const STATIC_SHELL_THEME = {
  light: {
    background: '#f4f6f8',
    surface: '#ffffff',
    text: '#161a20',
    primary: '#0b6e4f',
    onPrimary: '#ffffff',
    raised: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
  },
  dark: {
    background: '#0e1115',
    surface: '#181d24',
    text: '#e8eaed',
    primary: '#4cc38a',
    onPrimary: '#0e1115',
    raised: '0 1px 2px rgba(0, 0, 0, 0.5), inset 0 0 0 1px rgba(255, 255, 255, 0.06)',
  },
  fontFamily: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  narrow: '28rem',
  wide: '75rem',
  tablet: '40em',
} as const;

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The rules every static view shares: fonts, colours in both themes, the bar and the logo (host's bar-parts.tsx, the kit's Logo). */
function baseCss(): string {
  const { light, dark, fontFamily, wide, tablet } = STATIC_SHELL_THEME;
  // The kit's fallback faces (shared/ui/src/theme/font-faces.ts): local Arial stretched to Inter.
  const fallback = (weight: number, sources: string, adjust: number) =>
    `@font-face{font-family:'Inter Fallback';font-style:normal;font-weight:${weight};src:${sources};` +
    `size-adjust:${(adjust * 100).toFixed(2)}%;ascent-override:${((1984 / 2048 / adjust) * 100).toFixed(2)}%;` +
    `descent-override:${((494 / 2048 / adjust) * 100).toFixed(2)}%;line-gap-override:0%}`;
  const colours = (theme: typeof light | typeof dark) =>
    `.static-shell{background:${theme.background};color:${theme.text}}` +
    `.static-shell header{background:${theme.surface};box-shadow:${theme.raised}}` +
    `.static-shell .tile{fill:${theme.primary}}.static-shell .lines{stroke:${theme.onPrimary}}.static-shell .ball{stroke:${theme.primary}}`;
  return [
    fallback(400, "local('Arial'),local('ArialMT'),local('Liberation Sans'),local('Roboto')", 1.068),
    fallback(700, "local('Arial Bold'),local('Arial-BoldMT'),local('Liberation Sans Bold'),local('Roboto Bold')", 1.019),
    'body{margin:0}',
    `.static-shell{min-height:100vh;font-family:${fontFamily};font-size:1rem;line-height:1.5;-webkit-font-smoothing:antialiased}`,
    '.static-shell *{box-sizing:border-box}',
    `.static-shell header{position:relative;z-index:1}`,
    `.static-shell .bar{display:flex;align-items:center;max-width:${wide};min-height:56px;margin:0 auto;padding:4px 8px}`,
    '.static-shell .brand{display:inline-flex;align-items:center;gap:8px;min-height:44px;padding-inline:4px;font-size:1.25rem;font-weight:750;letter-spacing:-0.02em;line-height:1}',
    '.static-shell .brand svg{flex:none}',
    `.static-shell .lines{fill:none;stroke-width:${LOGO_MARK.lines.strokeWidth};stroke-linecap:round;stroke-linejoin:round}`,
    `.static-shell .ball{fill:${LOGO_MARK.ballFill};stroke-width:${LOGO_MARK.ball.strokeWidth}}`,
    // The visitor's bar: on a phone only the mark, the name from tablet width up.
    '.static-shell .name{display:none}',
    `@media (min-width:${tablet}){.static-shell .bar{padding:4px 16px}.static-shell .name{display:inline}}`,
    colours(light),
    `@media (prefers-color-scheme:dark){${colours(dark)}}`,
  ].join('');
}

/** The bar with the logo, as the visitor's bar draws it (`BrandLink compact="phone"`). */
function bar(): string {
  const { viewBox, tile, lines, ball } = LOGO_MARK;
  const mark =
    `<svg viewBox="${viewBox}" width="28" height="28" aria-hidden="true" focusable="false">` +
    `<rect class="tile" width="${tile.width}" height="${tile.height}" rx="${tile.rx}"/>` +
    `<path class="lines" d="${lines.d}"/><circle class="ball" cx="${ball.cx}" cy="${ball.cy}" r="${ball.r}"/></svg>`;
  return `<header><div class="bar"><span class="brand">${mark}<span class="name">${escapeHtml(PRODUCT_NAME)}</span></span></div></header>`;
}

/**
 * index.html, the first view of every path but /login (deep links included): the bar alone, the
 * page's own content following with the app. On the paths without a bar (/get-mobile-app, the
 * kiosk's path inside the player app) the bar shows only until the app's first render.
 */
export function pageShell(): StaticPage {
  return { filename: 'index.html', head: `<style>${baseCss()}</style>`, root: `<div class="static-shell">${bar()}</div>` };
}

/** login.html: the bar, the heading and the phone step's first paragraph. */
export function loginShell(): StaticPage {
  const { narrow, tablet } = STATIC_SHELL_THEME;
  const { phoneHeading, phoneIntro } = pl.login;
  const css = [
    baseCss(),
    `.static-shell main{max-width:${narrow};margin:0 auto;padding:24px 16px 48px}`,
    '.static-shell h1{margin:0 0 24px;font-size:1.5rem;line-height:1.25;letter-spacing:-0.015em}',
    '.static-shell p{margin:0}',
    `@media (min-width:${tablet}){.static-shell main{padding:32px 24px 48px}.static-shell h1{font-size:2rem}}`,
  ].join('');
  return {
    filename: 'login.html',
    head: `<style>${css}</style>`,
    root: `<div class="static-shell">${bar()}<main><h1>${escapeHtml(phoneHeading)}</h1><p>${escapeHtml(phoneIntro)}</p></main></div>`,
  };
}
