import { DEMO_VENUE_REGULATIONS, PRIVACY, TERMS } from './legal-texts';
import { encodePdfText, writePdf } from './write-pdf';

function text(buffer: Buffer): string {
  return buffer.toString('latin1');
}

describe('writePdf', () => {
  it.each([
    ['terms', TERMS],
    ['privacy', PRIVACY],
    ['demo venue regulations', DEMO_VENUE_REGULATIONS],
  ])('writes a %s PDF whose cross-reference table points at every object', (_name, document) => {
    const pdf = text(writePdf(document));
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);

    const startXref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)?.[1]);
    expect(pdf.slice(startXref, startXref + 4)).toBe('xref');
    const size = Number(/\/Size (\d+)/.exec(pdf)?.[1]);
    const entries = pdf
      .slice(startXref)
      .split('\n')
      .slice(3, 2 + size);
    expect(entries).toHaveLength(size - 1);
    entries.forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });

  it('declares each content stream with its exact length', () => {
    const pdf = text(writePdf(TERMS));
    for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (match.index ?? 0) + match[0].length;
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + '\nendstream'.length)).toBe('\nendstream');
    }
  });

  it('spreads a long document over several pages', () => {
    const long = { title: 'T', blocks: Array.from({ length: 120 }, () => ({ kind: 'paragraph', text: 'Zdanie.' }) as const) };
    expect(text(writePdf(long))).toMatch(/\/Count [2-9]/);
  });

  it('encodes Polish letters through the custom encoding and escapes delimiters', () => {
    expect(encodePdfText('Zażółć (x)')).toBe('Za\\220\\212\\206\\202 \\(x\\)');
    expect(() => encodePdfText('€')).toThrow(/cannot encode/);
  });
});
