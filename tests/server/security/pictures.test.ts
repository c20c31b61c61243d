import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_API } from '../../../src/domain/api/settings-rules';
import { translator } from '../../../server/i18n/locales';
import { PICTURE_MAX_INPUT_PIXELS, reencodePicture } from '../../../server/uploads/picture';
import { startPortalApp, type PortalApp } from '../portal-helpers';
import { testDatabaseKinds } from '../support/databases';
import { multipartBody } from '../support/multipart';

/** A camera photo as phones write it: turned by an EXIF tag, with the place it was taken. */
async function photoWithGps(width: number, height: number): Promise<Buffer> {
  // Left half red, right half blue, so turning it shows in the pixels.
  const left = await sharp({
    create: { width: Math.ceil(width / 2), height, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Skjol test camera', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '64/1 8/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '21/1 56/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** The GPS IFD pointer (tag 0x8825), in either byte order. */
const hasGpsTag = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

function pngChunk(type: string, data: Buffer): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let c = 0xffffffff;
  for (const byte of body) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE((c ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, body, sum]);
}

/** A PNG of a few hundred bytes whose header claims 50000×50000 pixels (7.5 GB decoded). */
function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = deflateSync(Buffer.alloc(50_000 * 3 * 4 + 4), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(testDatabaseKinds)('uploaded pictures on %s', (kind) => {
  let portal: PortalApp;
  beforeAll(async () => {
    portal = await startPortalApp(['anna'], kind);
  }, 60_000);
  afterAll(() => portal.close());

  const upload = async (bytes: Buffer, fileName: string) =>
    portal.call('anna', 'POST', SETTINGS_API.profilePicture, {
      form: await multipartBody([{ name: 'picture', file: bytes, fileName }]),
    });
  const stored = async () => {
    const response = await portal.call('anna', 'GET', SETTINGS_API.profilePicture);
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('comes back without EXIF, GPS or any metadata, turned the way the camera meant', async () => {
    const photo = await photoWithGps(40, 30);
    const sent = await sharp(photo).metadata();
    expect(hasGpsTag(sent.exif)).toBe(true);
    expect(sent.orientation).toBe(6);

    expect((await upload(photo, 'mynd.jpg')).statusCode).toBe(200);
    const response = await stored();
    expect(response.headers['content-type']).toBe('image/jpeg');
    const kept = await sharp(response.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 30, height: 40 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.iptc).toBeUndefined();
    expect(kept.icc).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(response.rawPayload.includes('Skjol test camera')).toBe(false);
    // Orientation 6 turns the picture clockwise: the red left half is now on top.
    const { data } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const [red, , blue] = [data[0]!, data[1]!, data[2]!];
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);
  });

  it('refuses a text file named .jpg, and an SVG, by their bytes', async () => {
    const text = Buffer.from('Þetta er ekki mynd, bara texti sem heitir mynd.jpg\n');
    for (const [bytes, name] of [
      [text, 'mynd.jpg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'a.png'],
    ] as const) {
      const response = await upload(bytes, name);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        errorCode: 'InvalidImage',
        errors: { data: ['invalidImage'] },
      });
    }
    expect(translator('is', 'errorCode')('InvalidImage')).toContain('PNG, JPEG, WebP eða HEIC');
    expect(translator('en', 'errorCode')('InvalidImage')).toContain('PNG, JPEG, WebP or HEIC');
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(4096);
    const before = process.memoryUsage().rss;
    const response = await upload(bomb, 'bomb.png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errorCode: 'ImageTooManyPixels' });
    // Decoding would need gigabytes; refusing it needs next to nothing.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect(translator('is', 'errorCode')('ImageTooManyPixels')).toMatch(/díla/);
    expect(translator('en', 'errorCode')('ImageTooManyPixels')).toMatch(/pixels/);
  });

  it('brings an oversized photo down to 1024 pixels on its longest edge', async () => {
    const photo = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    expect((await upload(photo, 'stor.jpg')).statusCode).toBe(200);
    const kept = await sharp((await stored()).rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 1024, height: 683 });
  });
});

describe('the picture rule itself', () => {
  it('keeps its pixel limit where a phone photo fits and a bomb does not', async () => {
    expect(PICTURE_MAX_INPUT_PIXELS).toBeGreaterThanOrEqual(12_000_000);
    await expect(reencodePicture(decompressionBomb())).rejects.toMatchObject({
      code: 'ImageTooManyPixels',
      statusCode: 413,
    });
  });

  it('lays transparency on white and never enlarges a small picture', async () => {
    const clear = await sharp({
      create: { width: 3, height: 2, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const picture = await reencodePicture(clear, { maxEdge: 1024 });
    expect(picture).toMatchObject({ contentType: 'image/jpeg', width: 3, height: 2 });
    const { data } = await sharp(picture.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });
});
