import { createGlobalStyle } from 'styled-components';
import cyrillicUrl from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2';
import latinExtUrl from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2';
import latinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import polishUrl from './fonts/inter-polish-wght-normal.woff2';
import { FALLBACK_FACES, FALLBACK_FONT_FAMILY, FONT_FAMILY, INTER_ASCENT, INTER_DESCENT, cssPercent } from './font-metrics';

export { FALLBACK_FONT_FAMILY, FONT_FAMILY };

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
  const fallbacks = FALLBACK_FACES.map(
    (face) => `@font-face {
  font-family: '${FALLBACK_FONT_FAMILY}';
  font-style: normal;
  font-weight: ${face.weight};
  src: ${face.src};
  size-adjust: ${cssPercent(face.sizeAdjust)};
  ascent-override: ${cssPercent(INTER_ASCENT / face.sizeAdjust)};
  descent-override: ${cssPercent(INTER_DESCENT / face.sizeAdjust)};
  line-gap-override: 0%;
}`,
  );
  return [...faces, ...fallbacks].join('\n');
}

const CSS = fontFaceCss();

/** Rendered once by `UiProvider`; apart from `GlobalStyle` so a theme change does not re-inject it. */
export const FontFaces = createGlobalStyle`${CSS}`;
