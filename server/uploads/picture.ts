import { imageSize } from 'image-size';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { sniffAttachment } from '../../src/domain/attachments';
import { AppError } from '../errors';
import { currentRequestClient } from '../modules/audit/request-client';
import { normalizeIP } from '../security/client-address';
import { decodeHeic } from './heic';
import { DecodeQueueFull, HEIC_DECODE_LIMITS, createDecodeQueue } from './heic-queue';

/**
 * The one rule for pictures people upload (the profile picture, claim photos, form attachments): whatever arrives is decoded and drawn again as a fresh JPEG, so what is stored and served
 * is only pixels we made.
 *
 * - What a file is comes from its bytes (libvips reads the header): PNG, JPEG or WebP, nothing
 *   else — not SVG, not TIFF, not a text renamed .jpg. The name and declared type do not count.
 *   HEIC (an iPhone photo) is recognised by its `ftyp` box and decoded to pixels by heic.ts
 *   first, since libvips here cannot; the pixels are then drawn like any other picture.
 * - A picture declaring more than PICTURE_MAX_INPUT_PIXELS is refused from its header alone,
 *   before a single pixel is decoded, so a small file claiming 50000×50000 costs no memory.
 * - HEIC decoding is slow whatever the file's size, so it waits its turn in a small queue per
 *   instance with a share per client address (heic-queue.ts); a decode that would go over either
 *   is refused at once (429 PicturesBusy) rather than queued behind minutes of work.
 * - The camera's orientation is applied to the pixels, then every bit of metadata is dropped:
 *   EXIF (GPS position, camera serial, time), XMP, IPTC and the ICC profile (colours are converted
 *   to sRGB first).
 * - The longest edge is brought down to the caller's maximum (never enlarged), and transparency
 *   is laid on white, since JPEG has none.
 *
 * JPEG rather than WebP: every browser shows it, and the PDFs the server writes (pdfkit) can
 * embed JPEG but not WebP, which claim attachments will need.
 */

/** About a 40-megapixel camera; beyond that a picture is refused unread. */
export const PICTURE_MAX_INPUT_PIXELS = 40_000_000;

/** The longest edge of a stored picture unless the caller asks for less. */
export const PICTURE_MAX_EDGE = 2048;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const JPEG_QUALITY = 85;

export type Picture = { data: Buffer; contentType: 'image/jpeg'; width: number; height: number };

const notAPicture = () =>
  new AppError('InvalidImage', 415, 'Only PNG, JPEG, WebP and HEIC pictures are accepted', {
    data: ['invalidImage'],
  });

const picturesBusy = () =>
  new AppError(
    'PicturesBusy',
    429,
    'Too many pictures are being read at once; send this one again in a little while',
    { data: ['picturesBusy'] },
  );

const tooManyPixels = () =>
  new AppError(
    'ImageTooManyPixels',
    413,
    `The picture has more than ${PICTURE_MAX_INPUT_PIXELS} pixels`,
    { data: ['imageTooManyPixels'] },
  );

/**
 * Re-encodes an uploaded picture by the rule above. Throws AppError InvalidImage (415) for
 * anything that is not a whole PNG, JPEG, WebP or HEIC, ImageTooManyPixels (413) for too large a one
 * and PicturesBusy (429) for a HEIC photo when too many are being decoded.
 */
export async function reencodePicture(
  bytes: Buffer,
  options: { maxEdge?: number } = {},
): Promise<Picture> {
  const maxEdge = Math.min(options.maxEdge ?? PICTURE_MAX_EDGE, PICTURE_MAX_EDGE);
  if (sniffAttachment(bytes) === 'heic') return drawHeic(bytes, maxEdge);
  const input = { limitInputPixels: PICTURE_MAX_INPUT_PIXELS, sequentialRead: true } as const;
  let header: Metadata;
  try {
    // Reads the header only; libvips itself refuses one over the pixel limit here.
    header = await sharp(bytes, input).metadata();
  } catch (error) {
    throw refusal(error);
  }
  if (!header.format || !ACCEPTED_FORMATS.has(header.format)) throw notAPicture();
  // Animated WebP: every frame is stacked into one tall image unless pages are limited; the
  // header's own size is the first frame's, which is what is kept.
  const width = header.width ?? 0;
  const height = header.height ?? 0;
  if (width < 1 || height < 1) throw notAPicture();
  if (width * height > PICTURE_MAX_INPUT_PIXELS) throw tooManyPixels();

  // failOn 'error': a truncated or corrupt file is refused rather than half drawn.
  return draw(bytes, { ...input, failOn: 'error', pages: 1 }, maxEdge);
}

/** This instance's HEIC decodes, shared by every upload route (exported for tests to fill). */
export const heicDecodes = createDecodeQueue(HEIC_DECODE_LIMITS);

/**
 * The size a HEIC file's header declares (its `ispe` boxes, the largest when there are several),
 * read on the spot without decoding; undefined when the header cannot be read, and then the
 * decoder's worker, which reads it again, decides.
 */
function heicHeaderPixels(bytes: Buffer): number | undefined {
  try {
    const { width, height, images } = imageSize(bytes);
    const sizes = [{ width, height }, ...(images ?? [])];
    return Math.max(...sizes.map((size) => (size.width ?? 0) * (size.height ?? 0)));
  } catch {
    return undefined;
  }
}

/**
 * A HEIC photo: its declared size checked against the pixel limit from the header, then decoded
 * in a worker when the queue has room for it, then drawn from the bare pixels, so none of its
 * metadata can reach the JPEG. The decoder has already turned the picture the way the camera
 * said (HEIF's own rotation and mirroring boxes).
 */
async function drawHeic(bytes: Buffer, maxEdge: number): Promise<Picture> {
  const declared = heicHeaderPixels(bytes);
  if (declared !== undefined && declared > PICTURE_MAX_INPUT_PIXELS) throw tooManyPixels();
  const client = currentRequestClient();
  const decoded = await heicDecodes
    .run(client && normalizeIP(client.ip), () => decodeHeic(bytes, PICTURE_MAX_INPUT_PIXELS))
    .catch((error: unknown) => {
      throw error instanceof DecodeQueueFull ? picturesBusy() : error;
    });
  if ('refusal' in decoded)
    throw decoded.refusal === 'tooManyPixels' ? tooManyPixels() : notAPicture();
  const raw = { width: decoded.width, height: decoded.height, channels: 4 } as const;
  return draw(
    Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength),
    {
      raw,
      limitInputPixels: PICTURE_MAX_INPUT_PIXELS,
    },
    maxEdge,
  );
}

async function draw(input: Buffer, options: SharpOptions, maxEdge: number): Promise<Picture> {
  try {
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch (error) {
    throw refusal(error);
  }
}

function refusal(error: unknown): AppError {
  return error instanceof Error && /pixel limit/i.test(error.message)
    ? tooManyPixels()
    : notAPicture();
}
