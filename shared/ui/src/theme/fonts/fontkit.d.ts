// The little of fontkit (no types of its own) that the font test reads.
declare module 'fontkit' {
  interface Font {
    numGlyphs: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    variationAxes: Record<string, { name: string; min: number; default: number; max: number }>;
  }
  export function create(buffer: Uint8Array): Font;
}
