import { createGlobalStyle } from 'styled-components';
import cyrillicUrl from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2';
import latinExtUrl from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2';
import latinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import polishUrl from './fonts/inter-polish-wght-normal.woff2';

/** The product's typeface: Inter, one variable file per script, served by the app itself. */
export const FONT_FAMILY = 'Inter Variable';

/** A local font stretched to Inter's metrics, shown until Inter has arrived. */
export const FALLBACK_FONT_FAMILY = 'Inter Fallback';

/**
 * Ą ą Ć ć Ę ę Ł ł Ń ń Ś ś Ź ź Ż ż (Ó ó are in latin): the letters of the product's default
 * language that latin lacks. They get a face of their own, so a Polish page does not fetch the
 * whole of latin-ext (83 KB) for them.
 */
export const POLISH_UNICODE_RANGE = 'U+0104-0107,U+0118-0119,U+0141-0144,U+015A-015B,U+0179-017C';

/**
 * The subsets the three languages need. Each file is fetched only when the page shows a character
 * of its `unicode-range` (from @fontsource-variable/inter's wght.css): an English page loads latin
 * (47 KB), a Polish one polish too (5 KB), a Ukrainian one cyrillic (18 KB). `polish` is generated
 * from latin-ext by `fonts/generate-polish-font.mjs` (still variable: wght 100–900), and latin-ext's
 * range leaves its letters out (U+0100-02BA split around them), so it loads only for other letters.
 */
export const FONT_SUBSETS = [
  {
    name: 'latin',
    url: latinUrl,
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    name: 'polish',
    url: polishUrl,
    unicodeRange: POLISH_UNICODE_RANGE,
  },
  {
    name: 'latin-ext',
    url: latinExtUrl,
    unicodeRange:
      'U+0100-0103,U+0108-0117,U+011A-0140,U+0145-0159,U+015C-0178,U+017D-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  {
    name: 'cyrillic',
    url: cyrillicUrl,
    unicodeRange: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  },
] as const;

/**
 * The fallback's overrides, measured in Chromium: the same Polish, English and Ukrainian sentence
 * set in Inter and in Arial (Liberation Sans on Linux, which shares Arial's metrics) is 6.8 %
 * wider in Inter at weight 400 and 1.9 % at 650, the kit's bold. Ascent and descent are Inter's
 * (1984 and 494 of 2048 units) divided by that factor, so lines keep their height and their breaks
 * when Inter swaps in (no layout shift; e2e `font.spec.ts` measures it).
 */
const FALLBACKS = [
  { weight: 400, sources: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Roboto')", sizeAdjust: 1.068 },
  {
    weight: 700,
    sources: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('Roboto Bold')",
    sizeAdjust: 1.019,
  },
] as const;

const INTER_ASCENT = 1984 / 2048;
const INTER_DESCENT = 494 / 2048;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The @font-face rules of the web font and its fallback; static, so they are injected once. */
export function fontFaceCss(): string {
  const faces = FONT_SUBSETS.map(
    (subset) => `@font-face {
  font-family: '${FONT_FAMILY}';
  font-style: normal;
  font-weight: 100 900;
  font-display: swap;
  src: url(${subset.url}) format('woff2-variations'), url(${subset.url}) format('woff2');
  unicode-range: ${subset.unicodeRange};
}`,
  );
  const fallbacks = FALLBACKS.map(
    (fallback) => `@font-face {
  font-family: '${FALLBACK_FONT_FAMILY}';
  font-style: normal;
  font-weight: ${fallback.weight};
  src: ${fallback.sources};
  size-adjust: ${percent(fallback.sizeAdjust)};
  ascent-override: ${percent(INTER_ASCENT / fallback.sizeAdjust)};
  descent-override: ${percent(INTER_DESCENT / fallback.sizeAdjust)};
  line-gap-override: 0%;
}`,
  );
  return [...faces, ...fallbacks].join('\n');
}

const CSS = fontFaceCss();

/** Rendered once by `UiProvider`; apart from `GlobalStyle` so a theme change does not re-inject it. */
export const FontFaces = createGlobalStyle`${CSS}`;
