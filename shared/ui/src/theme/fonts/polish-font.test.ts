/** @jest-environment node */
// Under jsdom, jest would resolve fontkit's browser build; the file is read from disk, as in Node.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create } from 'fontkit';

const POLISH_LETTERS = 'ĄąĆćĘęŁłŃńŚśŹźŻż';

describe('the Polish subset of Inter (inter-polish-wght-normal.woff2)', () => {
  const bytes = readFileSync(join(__dirname, 'inter-polish-wght-normal.woff2'));
  const font = create(bytes);

  it('draws every Polish letter that latin lacks', () => {
    for (const letter of POLISH_LETTERS) expect([letter, font.hasGlyphForCodePoint(letter.codePointAt(0)!)]).toEqual([letter, true]);
  });

  it('stays variable: the weight axis runs 100–900 like the other subsets', () => {
    expect(font.variationAxes.wght).toMatchObject({ min: 100, max: 900 });
  });

  it('is a small fraction of latin-ext (regenerate with generate-polish-font.mjs)', () => {
    // Only the letters, their accents and what they are built from; latin-ext is about 85 KB.
    expect(bytes.length).toBeLessThan(8 * 1024);
    expect(font.hasGlyphForCodePoint('Ā'.codePointAt(0)!)).toBe(false);
  });
});
