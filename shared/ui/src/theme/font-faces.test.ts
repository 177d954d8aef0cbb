import { FALLBACK_FONT_FAMILY, FONT_FAMILY, FONT_SUBSETS, fontFaceCss } from './font-faces';

/** The code points of a CSS unicode-range list (`U+0104-0107,U+0118`). */
const codePointsOf = (range: string) =>
  new Set(
    range.split(',').flatMap((part) => {
      const [from, to = from] = part
        .replace('U+', '')
        .split('-')
        .map((hex) => parseInt(hex, 16));
      return Array.from({ length: to! - from! + 1 }, (_, offset) => from! + offset);
    }),
  );
import { darkTheme, lightTheme } from './themes';

describe('font faces', () => {
  const css = fontFaceCss();

  it('serve Polish and Ukrainian letters from the self-hosted subsets, swapping in without blocking text', () => {
    const faces = css.split('@font-face').filter((face) => face.includes(`'${FONT_FAMILY}'`));
    expect(faces).toHaveLength(FONT_SUBSETS.length);
    for (const face of faces) expect(face).toContain('font-display: swap');
    const rangeOf = (name: string) => FONT_SUBSETS.find((subset) => subset.name === name)?.unicodeRange ?? '';
    // і, ї, є, ґ (U+0456, U+0457, U+0454, U+0491) in cyrillic.
    expect(rangeOf('cyrillic')).toContain('U+0400-045F');
    expect(rangeOf('cyrillic')).toContain('U+0490-0491');
  });

  it('fetch only latin and the small polish file for Polish, latin-ext for the rest of its range', () => {
    const rangeOf = (name: string) => codePointsOf(FONT_SUBSETS.find((subset) => subset.name === name)?.unicodeRange ?? '');
    const polish = rangeOf('polish');
    const latinExt = rangeOf('latin-ext');
    for (const letter of 'ĄąĆćĘęŁłŃńŚśŹźŻż') {
      const codePoint = letter.codePointAt(0)!;
      expect([letter, polish.has(codePoint), latinExt.has(codePoint), rangeOf('latin').has(codePoint)]).toEqual([
        letter,
        true,
        false,
        false,
      ]);
    }
    expect(polish.size).toBe(16);
    // Together they still cover @fontsource's latin-ext block U+0100-02BA, no code point lost.
    for (let codePoint = 0x100; codePoint <= 0x2ba; codePoint += 1) expect(polish.has(codePoint) || latinExt.has(codePoint)).toBe(true);
  });

  it('stretch the local fallback to Inter so the swap moves nothing', () => {
    const fallback = css
      .split('@font-face')
      .find((face) => face.includes(`'${FALLBACK_FONT_FAMILY}'`) && face.includes('font-weight: 400'));
    expect(fallback).toContain("local('Arial')");
    expect(fallback).toContain('size-adjust: 106.80%');
    // Inter's ascent (1984/2048) over the size adjustment.
    expect(fallback).toContain('ascent-override: 90.71%');
  });

  it('are the first choices of both themes, in that order', () => {
    for (const theme of [lightTheme, darkTheme]) {
      expect(theme.font.family.startsWith(`'${FONT_FAMILY}', '${FALLBACK_FONT_FAMILY}',`)).toBe(true);
    }
  });
});
