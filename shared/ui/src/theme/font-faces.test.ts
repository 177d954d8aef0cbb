import { FALLBACK_FONT_FAMILY, FONT_FAMILY, FONT_SUBSETS, fontFaceCss } from './font-faces';
import { darkTheme, lightTheme } from './themes';

describe('font faces', () => {
  const css = fontFaceCss();

  it('serve Polish and Ukrainian letters from the self-hosted subsets, swapping in without blocking text', () => {
    const faces = css.split('@font-face').filter((face) => face.includes(`'${FONT_FAMILY}'`));
    expect(faces).toHaveLength(FONT_SUBSETS.length);
    for (const face of faces) expect(face).toContain('font-display: swap');
    const rangeOf = (name: string) => FONT_SUBSETS.find((subset) => subset.name === name)?.unicodeRange ?? '';
    // ł (U+0142) and ż (U+017C) fall in latin-ext's U+0100-02BA; і, ї, є, ґ (U+0456, U+0457, U+0454, U+0491) in cyrillic.
    expect(rangeOf('latin-ext')).toContain('U+0100-02BA');
    expect(rangeOf('cyrillic')).toContain('U+0400-045F');
    expect(rangeOf('cyrillic')).toContain('U+0490-0491');
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
