import { inflateSync } from 'node:zlib';

/**
 * Just enough PDF reading to check what a generated document says: finds the content streams,
 * inflates the FlateDecode ones, and decodes the text-showing operators (Tj, TJ) of the standard
 * fonts, whose strings are WinAnsi (Windows-1252) bytes.
 */

const CP1252_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x84: '„',
  0x85: '…',
  0x8a: 'Š',
  0x8c: 'Œ',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x99: '™',
  0x9a: 'š',
  0x9c: 'œ',
};

function decodeBytes(bytes: number[]): string {
  return bytes.map((byte) => CP1252_HIGH[byte] ?? String.fromCharCode(byte)).join('');
}

function decodeHex(hex: string): string {
  const bytes: number[] = [];
  for (let index = 0; index + 1 < hex.length; index += 2) {
    bytes.push(parseInt(hex.slice(index, index + 2), 16));
  }
  return decodeBytes(bytes);
}

function decodeLiteral(literal: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < literal.length; index += 1) {
    const char = literal[index]!;
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = literal[index + 1] ?? '';
    const octal = /^[0-7]{1,3}/.exec(literal.slice(index + 1));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      index += octal[0].length;
    } else {
      bytes.push(
        ({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0),
      );
      index += 1;
    }
  }
  return decodeBytes(bytes);
}

/** Every stream's decoded bytes (inflated when FlateDecode). */
export function pdfStreams(pdf: Buffer): Buffer[] {
  const source = pdf.toString('latin1');
  const streams: Buffer[] = [];
  const pattern = /<<((?:(?!>>\s*stream)[\s\S])*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const dictionary = match[1] ?? '';
    const start = match.index + match[0].length;
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const end = length ? start + Number(length[1]) : source.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        streams.push(inflateSync(raw));
      } catch {
        // Not a stream we can read (e.g. a font program); skip it.
      }
    } else {
      streams.push(raw);
    }
  }
  return streams;
}

/** The text a PDF shows, one text operation per line. */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of pdfStreams(pdf)) {
    const content = stream.toString('latin1');
    if (!/\b(TJ|Tj)\b/.test(content)) continue;
    const operations =
      /\[((?:<[0-9A-Fa-f]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ|<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
    for (let match = operations.exec(content); match; match = operations.exec(content)) {
      if (match[1] !== undefined) {
        const parts = match[1].match(/<[0-9A-Fa-f]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
        lines.push(
          parts
            .map((part) =>
              part.startsWith('<')
                ? decodeHex(part.slice(1, -1))
                : decodeLiteral(part.slice(1, -1)),
            )
            .join(''),
        );
      } else if (match[2] !== undefined) {
        lines.push(decodeHex(match[2]));
      } else if (match[3] !== undefined) {
        lines.push(decodeLiteral(match[3]));
      }
    }
  }
  return lines.join('\n');
}

/** The text with line breaks folded to spaces, for phrases a layout may wrap. */
export function pdfFlatText(pdf: Buffer): string {
  return pdfText(pdf).replace(/\s+/g, ' ');
}
