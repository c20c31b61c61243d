import {
  PROFILE_PICTURE_MAX_PIXELS,
  type ProfilePictureType,
} from '../../../src/domain/api/settings';

export type ImageInfo = { contentType: ProfilePictureType; width: number; height: number };

/**
 * What an uploaded file really is, read from its own bytes: PNG, JPEG or WebP with sane
 * dimensions, or null. The file name and the type the browser claimed are never trusted, so a
 * text or script renamed to .png is refused here.
 */
export function inspectImage(bytes: Buffer): ImageInfo | null {
  return png(bytes) ?? jpeg(bytes) ?? webp(bytes);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  // The first chunk must be IHDR, 13 bytes long, and the file must end with IEND.
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (bytes.toString('latin1', bytes.length - 8, bytes.length - 4) !== 'IEND') return null;
  return sized('image/png', bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

function jpeg(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  // Walk the marker segments to the frame header (SOF0–SOF15, except DHT, JPG and DAC).
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      return sized('image/jpeg', bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5));
    }
    offset += 2 + length;
  }
  return null;
}

function webp(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 30) return null;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP')
    return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X')
    return sized('image/webp', 1 + bytes.readUIntLE(24, 3), 1 + bytes.readUIntLE(27, 3));
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return sized('image/webp', bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  return null;
}

function sized(contentType: ProfilePictureType, width: number, height: number): ImageInfo | null {
  if (
    width < 1 ||
    height < 1 ||
    width > PROFILE_PICTURE_MAX_PIXELS ||
    height > PROFILE_PICTURE_MAX_PIXELS
  )
    return null;
  return { contentType, width, height };
}
