/**
 * A minimal PDF 1.4 writer for text documents (the legal PDFs the footer links to). It uses the
 * standard Helvetica fonts, which every viewer has, with a custom encoding for the Polish
 * letters, so no font file needs embedding and the output stays a few kilobytes.
 */

export interface PdfBlock {
  readonly kind: 'title' | 'heading' | 'paragraph';
  readonly text: string;
}

export interface PdfDocument {
  readonly title: string;
  readonly blocks: readonly PdfBlock[];
}

/** Characters outside ASCII the documents may use, and their Adobe glyph names. */
const EXTRA_GLYPHS: ReadonlyArray<readonly [string, string]> = [
  ['ą', 'aogonek'],
  ['Ą', 'Aogonek'],
  ['ć', 'cacute'],
  ['Ć', 'Cacute'],
  ['ę', 'eogonek'],
  ['Ę', 'Eogonek'],
  ['ł', 'lslash'],
  ['Ł', 'Lslash'],
  ['ń', 'nacute'],
  ['Ń', 'Nacute'],
  ['ó', 'oacute'],
  ['Ó', 'Oacute'],
  ['ś', 'sacute'],
  ['Ś', 'Sacute'],
  ['ź', 'zacute'],
  ['Ź', 'Zacute'],
  ['ż', 'zdotaccent'],
  ['Ż', 'Zdotaccent'],
  ['§', 'section'],
  ['–', 'endash'],
  ['—', 'emdash'],
  ['„', 'quotedblbase'],
  ['”', 'quotedblright'],
  ['…', 'ellipsis'],
];
const FIRST_EXTRA_CODE = 128;
const CODE_OF = new Map(EXTRA_GLYPHS.map(([char], index) => [char, FIRST_EXTRA_CODE + index]));

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN_X = 60;
const MARGIN_TOP = 70;
const MARGIN_BOTTOM = 70;

const STYLE = {
  title: { font: 'F2', size: 16, leading: 22, spaceBefore: 0, spaceAfter: 10 },
  heading: { font: 'F2', size: 12, leading: 16, spaceBefore: 10, spaceAfter: 2 },
  paragraph: { font: 'F1', size: 10.5, leading: 14, spaceBefore: 0, spaceAfter: 5 },
} as const;

/** Encodes text as a PDF literal string body: ASCII kept, other glyphs as octal escapes. */
export function encodePdfText(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (char >= ' ' && char <= '~') out += char;
    else {
      const code = CODE_OF.get(char);
      if (code === undefined) throw new Error(`The PDF writer cannot encode "${char}"`);
      out += `\\${code.toString(8).padStart(3, '0')}`;
    }
  }
  return out;
}

/** Wraps on spaces; Helvetica averages about half an em per character. */
function wrap(text: string, size: number): string[] {
  const maxChars = Math.floor((PAGE_WIDTH - 2 * MARGIN_X) / (size * 0.5));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function layOut(blocks: readonly PdfBlock[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN_TOP;
  for (const block of blocks) {
    const style = STYLE[block.kind];
    y -= style.spaceBefore;
    for (const line of wrap(block.text, style.size)) {
      if (y - style.leading < MARGIN_BOTTOM) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN_TOP;
      }
      y -= style.leading;
      pages[pages.length - 1]?.push(`BT /${style.font} ${style.size} Tf ${MARGIN_X} ${y.toFixed(1)} Td (${encodePdfText(line)}) Tj ET`);
    }
    y -= style.spaceAfter;
  }
  return pages.map((operations) => operations.join('\n'));
}

function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** Renders the document as the bytes of a complete PDF file with a valid cross-reference table. */
export function writePdf(document: PdfDocument): Buffer {
  const differences = EXTRA_GLYPHS.map(([, name]) => `/${name}`).join(' ');
  const encoding = `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${FIRST_EXTRA_CODE} ${differences}] >>`;
  const pageContents = layOut(document.blocks);

  // Object numbers: 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then page/content pairs.
  const pageIds = pageContents.map((_, index) => 6 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding ${encoding} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding ${encoding} >>`,
    `<< /Title ${utf16Hex(document.title)} /Producer (venue legal documents) >>`,
  ];
  pageContents.forEach((content, index) => {
    const pageId = pageIds[index] ?? 0;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });

  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
