import { createHash } from 'node:crypto';

/**
 * A minimal PDF 1.4 writer: one A4 page of text in the standard Helvetica fonts, an uncompressed
 * content stream and an exact cross-reference table. Enough for the demo document host to serve
 * real, valid PDFs without a dependency; anything richer (images, several pages, embedded fonts)
 * belongs to a real PDF library.
 *
 * Text is written in WinAnsiEncoding, which covers Icelandic (þ, ð, æ, ö and the acute vowels);
 * other characters become '?'. Every byte after the header comment is ASCII — non-ASCII
 * characters are written as octal escapes — so the file survives any text-minded tooling.
 */

export type PdfFont = 'regular' | 'bold';
export type PdfColor = readonly [red: number, green: number, blue: number];

export type PdfBlock =
  | {
      kind: 'text';
      text: string;
      size: number;
      font?: PdfFont;
      color?: PdfColor;
      /** Extra space above the block, in points. */
      spaceBefore?: number;
    }
  | { kind: 'rule'; spaceBefore?: number; spaceAfter?: number; color?: PdfColor };

export type PdfDocument = {
  title: string;
  author: string;
  subject?: string;
  /** BCP 47 language of the text, for screen readers (the catalogue's /Lang). */
  language: string;
  /** Fixed, so the same input always gives the same bytes. */
  created: Date;
  /** Laid out from the top margin down. */
  body: PdfBlock[];
  /** Laid out from the bottom margin up (the last block lowest). */
  footer?: PdfBlock[];
};

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56.69; // 2 cm
const LINE_HEIGHT = 1.3;
const BLACK: PdfColor = [0, 0, 0];

const FONT_RESOURCE: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };
const FONT_NAME: Record<PdfFont, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

// Advance widths (1/1000 em) of the printable ASCII characters 32–126, from Adobe's AFM files.
// prettier-ignore
const ASCII_WIDTHS: Record<PdfFont, readonly number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
    611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
    222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
    556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
    611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
    667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
    278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};
const SPECIAL_WIDTHS: Record<PdfFont, Record<string, number>> = {
  regular: { þ: 556, Þ: 667, ð: 556, Ð: 722, æ: 889, Æ: 1000, '–': 556, '—': 1000, '·': 278 },
  bold: { þ: 611, Þ: 667, ð: 611, Ð: 722, æ: 889, Æ: 1000, '–': 556, '—': 1000, '·': 278 },
};

/** WinAnsiEncoding's characters in 0x80–0x9F; 0xA0–0xFF are Latin-1 and need no table. */
const WIN_ANSI_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

function winAnsiByte(character: string): number {
  const code = character.codePointAt(0) ?? 0x3f;
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_HIGH[character] ?? 0x3f;
}

/** A PDF literal string in WinAnsi bytes, ASCII only: ( ) \ escaped, the rest as octal. */
export function pdfLiteral(text: string): string {
  let out = '(';
  for (const character of text) {
    const byte = winAnsiByte(character);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

/** A text string for the document information dictionary: UTF-16BE with a byte-order mark. */
function pdfTextString(text: string): string {
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}

function pdfDate(date: Date): string {
  const iso = date.toISOString(); // 2024-05-14T00:00:00.000Z
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

function characterWidth(character: string, font: PdfFont): number {
  const code = character.charCodeAt(0);
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[font][code - 32] ?? 556;
  const special = SPECIAL_WIDTHS[font][character];
  if (special !== undefined) return special;
  // Accented letters are as wide as their base letter.
  const base = character.normalize('NFD')[0] ?? '';
  return base !== character ? characterWidth(base, font) : 556;
}

/** Width of `text` in points at `size`. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  let units = 0;
  for (const character of text) units += characterWidth(character, font);
  return (units * size) / 1000;
}

/** Greedy word wrap to `maxWidth`; a word longer than a line is put on a line of its own. */
export function wrapText(text: string, font: PdfFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const number = (value: number) => (Math.round(value * 100) / 100).toString();
const colorOperator = ([r, g, b]: PdfColor, stroke: boolean) =>
  `${number(r)} ${number(g)} ${number(b)} ${stroke ? 'RG' : 'rg'}`;

type Placed = { lines: string[]; block: PdfBlock };

function blockHeight(block: PdfBlock, lineCount: number): number {
  if (block.kind === 'rule') return (block.spaceBefore ?? 0) + (block.spaceAfter ?? 0);
  return (block.spaceBefore ?? 0) + lineCount * block.size * LINE_HEIGHT;
}

function drawBlock(placed: Placed, top: number, operations: string[]): number {
  const { block, lines } = placed;
  let y = top - (block.spaceBefore ?? 0);
  if (block.kind === 'rule') {
    operations.push(
      `${colorOperator(block.color ?? BLACK, true)} 0.75 w ${number(MARGIN)} ${number(y)} m ${number(PAGE_WIDTH - MARGIN)} ${number(y)} l S`,
    );
    return y - (block.spaceAfter ?? 0);
  }
  const font = block.font ?? 'regular';
  for (const line of lines) {
    y -= block.size * LINE_HEIGHT;
    operations.push(
      `BT /${FONT_RESOURCE[font]} ${number(block.size)} Tf ${colorOperator(block.color ?? BLACK, false)} ${number(MARGIN)} ${number(y + block.size * (LINE_HEIGHT - 1))} Td ${pdfLiteral(line)} Tj ET`,
    );
  }
  return y;
}

function place(block: PdfBlock): Placed {
  if (block.kind === 'rule') return { block, lines: [] };
  const lines = wrapText(block.text, block.font ?? 'regular', block.size, PAGE_WIDTH - 2 * MARGIN);
  return { block, lines };
}

function contentStream(document: PdfDocument): string {
  const operations: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const block of document.body) y = drawBlock(place(block), y, operations);
  const footer = (document.footer ?? []).map(place);
  let footerTop =
    MARGIN +
    footer.reduce((sum, placed) => sum + blockHeight(placed.block, placed.lines.length), 0);
  for (const placed of footer) footerTop = drawBlock(placed, footerTop, operations);
  return operations.join('\n') + '\n';
}

/** Renders `document` as a complete PDF file. The same input always gives the same bytes. */
export function writePdf(document: PdfDocument): Buffer {
  const content = contentStream(document);
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfLiteral(document.language)} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${number(PAGE_WIDTH)} ${number(PAGE_HEIGHT)}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /${FONT_NAME.regular} /Encoding /WinAnsiEncoding >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /${FONT_NAME.bold} /Encoding /WinAnsiEncoding >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    [
      '<<',
      `/Title ${pdfTextString(document.title)}`,
      `/Author ${pdfTextString(document.author)}`,
      document.subject ? `/Subject ${pdfTextString(document.subject)}` : '',
      `/Producer ${pdfTextString('Skjól')}`,
      `/CreationDate (${pdfDate(document.created)})`,
      '>>',
    ]
      .filter(Boolean)
      .join(' '),
  ];

  // The header comment's high bytes tell transfer tools the file is binary.
  const header = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const parts: Buffer[] = [header];
  const offsets: number[] = [];
  let length = header.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(part);
    length += part.length;
  });

  const xrefOffset = length;
  // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space, newline.
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((offset) => `${offset.toString().padStart(10, '0')} 00000 n \n`),
  ].join('');
  const id = createHash('md5').update(Buffer.concat(parts)).digest('hex').toUpperCase();
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  parts.push(Buffer.from(xref + trailer, 'latin1'));
  return Buffer.concat(parts);
}
