import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_LIMITS,
  fileProblem,
  jpegName,
  setProblem,
  sniffAttachment,
} from '../../../src/domain/attachments';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('what a file is, by its first bytes', () => {
  it('knows PDF, PNG, JPEG and WebP by their signatures', () => {
    expect(sniffAttachment(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffAttachment(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(sniffAttachment(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(sniffAttachment(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('knows a HEIC photo by the major brand of its ftyp box, and not AVIF or a video', () => {
    for (const brand of ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'])
      expect(sniffAttachment(bytes(0, 0, 0, 0x18, 'ftyp', brand, 0, 0, 0, 0)), brand).toBe('heic');
    expect(sniffAttachment(bytes(0, 0, 0, 0x18, 'ftyp', 'avif', 0, 0, 0, 0))).toBeNull();
    expect(sniffAttachment(bytes(0, 0, 0, 0x18, 'ftyp', 'isom', 0, 0, 0, 0))).toBeNull(); // MP4
    expect(sniffAttachment(bytes(0, 0, 0, 0x18, 'ftyp', 'qt  ', 0, 0, 0, 0))).toBeNull(); // a .mov
    expect(sniffAttachment(bytes(0, 0, 0, 0x18, 'free', 'heic', 0, 0, 0, 0))).toBeNull();
    expect(sniffAttachment(bytes(0, 0, 0, 0x18, 'ftyp', 'he'))).toBeNull();
  });

  it('refuses anything else, and a signature cut short', () => {
    expect(sniffAttachment(bytes('MZ', 0x90, 0, 3, 0, 0, 0))).toBeNull(); // a Windows program
    expect(sniffAttachment(bytes('PK', 3, 4))).toBeNull(); // a zip or Office file
    expect(sniffAttachment(bytes('<html><body>'))).toBeNull();
    expect(sniffAttachment(bytes('RIFF', 0x24, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffAttachment(bytes(0x89, 'PN'))).toBeNull();
    expect(sniffAttachment(new Uint8Array())).toBeNull();
  });
});

describe('the limits the browser checks before sending', () => {
  it('refuses a type we do not take by name and declared type, an empty file and one too large', () => {
    expect(fileProblem({ name: 'samningur.pdf', type: 'application/pdf', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'MYND.JPEG', type: '', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'IMG_0042.HEIC', type: '', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'mynd', type: 'image/heif', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'forrit.exe', type: 'application/x-msdownload', size: 10 })).toBe(
      'attachmentType',
    );
    expect(fileProblem({ name: 'tómt.pdf', type: 'application/pdf', size: 0 })).toBe(
      'attachmentEmpty',
    );
    expect(
      fileProblem({
        name: 'stórt.png',
        type: 'image/png',
        size: ATTACHMENT_LIMITS.maxFileBytes + 1,
      }),
    ).toBe('attachmentTooLarge');
    expect(
      fileProblem({ name: 'passar.png', type: 'image/png', size: ATTACHMENT_LIMITS.maxFileBytes }),
    ).toBeNull();
  });

  it('offers HEIC photos in the chooser', () => {
    expect(ATTACHMENT_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.heic', '.heif', 'image/heic', 'image/heif']),
    );
  });

  it('refuses too many files and too many bytes together', () => {
    const file = { size: 1000 };
    expect(setProblem(Array.from({ length: ATTACHMENT_LIMITS.maxFiles }, () => file))).toBeNull();
    expect(setProblem(Array.from({ length: ATTACHMENT_LIMITS.maxFiles + 1 }, () => file))).toBe(
      'tooManyAttachments',
    );
    const large = { size: ATTACHMENT_LIMITS.maxFileBytes };
    expect(setProblem([large, large, large])).toBe('attachmentsTooLarge');
  });

  it('names a redrawn picture .jpg', () => {
    expect(jpegName('skjáskot.png')).toBe('skjáskot.jpg');
    expect(jpegName('.png')).toBe('mynd.jpg');
  });
});
