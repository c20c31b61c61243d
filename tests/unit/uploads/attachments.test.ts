import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../server/errors';
import { prepareAttachments, safeFileName } from '../../../server/uploads/attachments';
import { ATTACHMENT_LIMITS } from '../../../src/domain/attachments';

const upload = (fileName: string, bytes: Buffer) => ({ field: 'attachments', fileName, bytes });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
/** A 64×48 HEIC photo made by libheif's heif-enc from a JPEG whose EXIF holds a GPS position. */
const HEIC = readFileSync(new URL('../../fixtures/claim-photo.heic', import.meta.url));

async function pngWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 12, height: 8, channels: 3, background: '#3366cc' } })
    .png()
    .withExif({ IFD0: { Copyright: 'Jón í Hafnarfirði', Make: 'Skjólfónn' } })
    .toBuffer();
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('files sent with a form are judged by their bytes', () => {
  it('keeps a PDF as it was sent', async () => {
    const [file] = await prepareAttachments([upload('kaupsamningur.pdf', PDF)]);
    expect(file).toEqual({
      filename: 'kaupsamningur.pdf',
      contentType: 'application/pdf',
      content: PDF,
    });
  });

  it('treats a PNG renamed .pdf as the picture it is: redrawn as a JPEG without its metadata', async () => {
    const png = await pngWithLocation();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const [file] = await prepareAttachments([upload('reikningur.pdf', png)]);
    expect(file!.contentType).toBe('image/jpeg');
    expect(file!.filename).toBe('reikningur.jpg');
    const stored = await sharp(file!.content).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([12, 8]);
  });

  it('refuses a program renamed .pdf', async () => {
    const error = await refusal(prepareAttachments([upload('reikningur.pdf', EXE)]));
    expect(error.statusCode).toBe(415);
    expect(error.code).toBe('UnsupportedAttachment');
    expect(error.fieldErrors).toEqual({ attachments: ['attachmentType'] });
  });

  it('refuses a PNG signature over bytes that are no picture as unreadable', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not really'),
    ]);
    const error = await refusal(prepareAttachments([upload('mynd.png', fake)]));
    expect([error.statusCode, error.code]).toEqual([415, 'UnreadableImage']);
    expect(error.fieldErrors).toEqual({ attachments: ['attachmentUnreadable'] });
  });

  it('redraws an iPhone HEIC photo as a JPEG of the same size without its EXIF', async () => {
    expect(HEIC.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    const [file] = await prepareAttachments([upload('IMG_0042.HEIC', HEIC)]);
    expect(file!.contentType).toBe('image/jpeg');
    expect(file!.filename).toBe('IMG_0042.jpg');
    const stored = await sharp(file!.content).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([64, 48]);
    // The picture itself survives: the blue of the background, not a blank.
    const { dominant } = await sharp(file!.content).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
  });

  it('refuses a HEIC cut short as unreadable', async () => {
    const error = await refusal(
      prepareAttachments([upload('IMG_0043.heic', HEIC.subarray(0, 400))]),
    );
    expect([error.statusCode, error.code]).toEqual([415, 'UnreadableImage']);
  });

  it('refuses an empty file and files over the limit together', async () => {
    expect((await refusal(prepareAttachments([upload('tómt.pdf', Buffer.alloc(0))]))).code).toBe(
      'AttachmentEmpty',
    );
    const big = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_LIMITS.maxFileBytes - PDF.length)]);
    const error = await refusal(
      prepareAttachments([upload('a.pdf', big), upload('b.pdf', big), upload('c.pdf', big)]),
    );
    expect([error.statusCode, error.code]).toEqual([413, 'AttachmentsTooLarge']);
  });

  it('shows a name without a path or control characters, and never an empty one', () => {
    expect(safeFileName('C:\\Users\\jon\\skýrsla.pdf', 'skjal.pdf')).toBe('skýrsla.pdf');
    expect(safeFileName('../../etc/passwd\u0000.pdf', 'skjal.pdf')).toBe('passwd.pdf');
    expect(safeFileName('   ', 'skjal.pdf')).toBe('skjal.pdf');
    expect(safeFileName(`${'a'.repeat(300)}.pdf`, 'x').length).toBe(150);
  });
});
