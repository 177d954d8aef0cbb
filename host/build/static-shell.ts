import type { StaticPage } from '@venue/federation';
import { LOGO_MARK } from '@venue/ui/logo-mark';
import { FALLBACK_FACES, FALLBACK_FONT_FAMILY, INTER_ASCENT, INTER_DESCENT, cssPercent } from '@venue/ui/font-metrics';
import { darkTheme, lightTheme, type AppTheme } from '@venue/ui/themes';
import { PRODUCT_NAME } from '../src/config/product';
import pl from '../src/features/auth/translations/pl';

/** What the static views draw with from one of the kit's themes. */
const colours = ({ colors, elevation }: AppTheme) => ({
  background: colors.background,
  surface: colors.surface,
  text: colors.text,
  primary: colors.primary,
  onPrimary: colors.onPrimary,
  raised: elevation.raised,
});

/** The width in the kit's `@media (min-width: 40em)`: the static rules write their own queries. */
function minWidth(media: string): string {
  const width = /^@media \(min-width: ?([^)\s]+)\)$/.exec(media)?.[1];
  if (width === undefined) throw new Error(`static-shell: no min-width in the theme's media query "${media}"`);
  return width;
}

/**
 * The documents' first views, drawn before any script: the bar with the logo where the app draws
 * it (same boxes, same type, the metric-matched local fallback of Inter), and on /login also its
 * heading and first paragraph in the product's default language. So a phone on a slow network
 * shows the product at once instead of a blank page until ~140 KB of JavaScript has run; the
 * app's first render replaces the view whole (another language then replaces the words). Its
 * values come from the UI kit's themes and font metrics (from those files themselves: the package's
 * index brings React components and font files, which the build's Node cannot load).
 */
export const STATIC_SHELL_THEME = {
  light: colours(lightTheme),
  dark: colours(darkTheme),
  fontFamily: lightTheme.font.family,
  narrow: lightTheme.layout.narrow,
  wide: lightTheme.layout.wide,
  tablet: minWidth(lightTheme.media.tablet),
} as const;

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The rules every static view shares: fonts, colours in both themes, the bar and the logo (host's bar-parts.tsx, the kit's Logo). */
function baseCss(): string {
  const { light, dark, fontFamily, wide, tablet } = STATIC_SHELL_THEME;
  // The kit's fallback faces: local Arial stretched to Inter.
  const fallbacks = FALLBACK_FACES.map((face) => {
    const src = face.src.replaceAll(', ', ',');
    return (
      `@font-face{font-family:'${FALLBACK_FONT_FAMILY}';font-style:normal;font-weight:${face.weight};src:${src};` +
      `size-adjust:${cssPercent(face.sizeAdjust)};ascent-override:${cssPercent(INTER_ASCENT / face.sizeAdjust)};` +
      `descent-override:${cssPercent(INTER_DESCENT / face.sizeAdjust)};line-gap-override:0%}`
    );
  });
  const rules = (theme: typeof light) =>
    `.static-shell{background:${theme.background};color:${theme.text}}` +
    `.static-shell header{background:${theme.surface};box-shadow:${theme.raised}}` +
    `.static-shell .tile{fill:${theme.primary}}.static-shell .lines{stroke:${theme.onPrimary}}.static-shell .ball{stroke:${theme.primary}}`;
  return [
    ...fallbacks,
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
    rules(light),
    `@media (prefers-color-scheme:dark){${rules(dark)}}`,
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
    // Its heading and paragraph are the page's first content: painted before any script is
    // fetched, not after a fast connection has already brought them (decision 037).
    scriptsAfterFirstPaint: true,
  };
}
