import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition } from '../../server/download-name';

/** What a browser reads from our download headers: the exact name, or our ASCII spelling of it. */
function read(header: string) {
  const exact = parse(header);
  const legacy = parse(header, { extended: false });
  return {
    type: exact.type,
    exactName: exact.parameters.filename,
    asciiName: legacy.parameters.filename,
  };
}

describe('download names', () => {
  it('sends an Icelandic name exactly as filename* and spelt in ASCII as filename', () => {
    const header = contentDisposition('attachment', 'Þjónustuyfirlit – Guðrún Þórðardóttir.pdf');
    expect(read(header)).toEqual({
      type: 'attachment',
      exactName: 'Þjónustuyfirlit – Guðrún Þórðardóttir.pdf',
      asciiName: 'Thjonustuyfirlit - Gudrun Thordardottir.pdf',
    });
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  it('keeps quotes and backslashes inside the name from breaking the header', () => {
    const name = 'Tjón "bíll" \\ ð.pdf';
    const header = contentDisposition('inline', name);
    expect(read(header)).toEqual({
      type: 'inline',
      exactName: name,
      asciiName: 'Tjon -bill- - d.pdf',
    });
  });

  it('sends a plain ASCII name once, without filename*', () => {
    const header = contentDisposition('inline', 'skjol-tilkynning.pdf');
    expect(header).not.toContain('filename*');
    expect(read(header)).toEqual({
      type: 'inline',
      exactName: 'skjol-tilkynning.pdf',
      asciiName: 'skjol-tilkynning.pdf',
    });
  });

  it('quotes an ASCII name with spaces and quotes', () => {
    const header = contentDisposition('attachment', 'say "hi".pdf');
    expect(read(header).exactName).toBe('say "hi".pdf');
  });

  it('folds Þ, Ð and Æ as Icelanders write them without the letters', () => {
    expect(asciiFileName('Þæð ÆÐ')).toBe('Thaed AeD');
    expect(asciiFileName('')).toBe('document.pdf');
  });
});
