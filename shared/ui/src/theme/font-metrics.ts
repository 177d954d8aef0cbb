// Names and measurements only, no font files: read by the themes (themes.ts), the kit's
// @font-face rules (font-faces.ts) and the host's build, which writes the documents' static first
// views in Node (host/build/static-shell.ts).

/** The product's typeface: Inter, one variable file per script, served by the app itself (font-faces.ts). */
export const FONT_FAMILY = 'Inter Variable';

/** A local font stretched to Inter's metrics, shown until Inter has arrived. */
export const FALLBACK_FONT_FAMILY = 'Inter Fallback';

/**
 * The fallback's faces, measured in Chromium: the same Polish, English and Ukrainian sentence
 * set in Inter and in Arial (Liberation Sans on Linux, which shares Arial's metrics) is 6.8 %
 * wider in Inter at weight 400 and 1.9 % at 650, the kit's bold.
 */
export const FALLBACK_FACES = [
  { weight: 400, src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Roboto')", sizeAdjust: 1.068 },
  {
    weight: 700,
    src: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('Roboto Bold')",
    sizeAdjust: 1.019,
  },
] as const;

/**
 * Inter's ascent and descent (1984 and 494 of 2048 units): a fallback face overrides its own with
 * these divided by its size adjustment, so lines keep their height and their breaks when Inter
 * swaps in (no layout shift; e2e `font.spec.ts` measures it).
 */
export const INTER_ASCENT = 1984 / 2048;
export const INTER_DESCENT = 494 / 2048;

/** A ratio as a CSS percentage with two decimals (`1.068` → `106.80%`). */
export const cssPercent = (value: number) => `${(value * 100).toFixed(2)}%`;
