/**
 * The logo's mark, as shapes in a 32 × 32 box: a court seen from above with a ball on its line,
 * in a tile of the primary colour. Plain data, so the React logo (logo.tsx) and the documents'
 * static first views (host/build/static-shell.ts) draw the same mark.
 */
export const LOGO_MARK = {
  viewBox: '0 0 32 32',
  tile: { width: 32, height: 32, rx: 8 },
  lines: { d: 'M8 7h16v18H8zM8 16h16M16 11v10', strokeWidth: 2 },
  ball: { cx: 23, cy: 9, r: 3.5, strokeWidth: 1.5 },
  /** The ball's optic yellow is the brand's one accent and the same in both themes. */
  ballFill: '#d9f04a',
} as const;
