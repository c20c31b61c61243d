import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_API } from '../../../src/domain/api/settings-rules';
import { translator } from '../../../server/i18n/locales';
import { heicDecodes } from '../../../server/uploads/picture';
import { startPortalApp, type PortalApp } from '../portal-helpers';
import { multipartBody } from '../support/multipart';

/** A 64×48 HEIC photo (one 64×64 tile in a grid that shows 64×48). */
const HEIC = readFileSync(new URL('../../fixtures/claim-photo.heic', import.meta.url));

/** The same few hundred bytes with both size boxes (`ispe`) claiming width × height. */
function heicClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(HEIC);
  let at = bytes.indexOf('ispe');
  while (at >= 0) {
    // The box type, four bytes of version and flags, then width and height.
    bytes.writeUInt32BE(width, at + 8);
    bytes.writeUInt32BE(height, at + 12);
    at = bytes.indexOf('ispe', at + 4);
  }
  return bytes;
}

/** The address app.inject() requests come from, as the decode queue counts it. */
const INJECT_ADDRESS = '127.0.0.1';

describe('HEIC photos are decoded in turn, and refused early when they would not fit', () => {
  let portal: PortalApp;
  const releases: (() => void)[] = [];
  /** Takes one place in this instance's decode queue, for `address`, until released. */
  const holdPlace = (address: string) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    releases.push(release);
    return heicDecodes.run(address, () => held);
  };

  beforeAll(async () => {
    portal = await startPortalApp(['anna']);
  }, 60_000);
  afterAll(() => portal.close());
  afterEach(() => {
    for (const release of releases.splice(0)) release();
  });

  const upload = async (bytes: Buffer, fileName = 'IMG_0001.HEIC') =>
    portal.call('anna', 'POST', SETTINGS_API.profilePicture, {
      form: await multipartBody([{ name: 'picture', file: bytes, fileName, type: 'image/heic' }]),
    });

  it('refuses a small file declaring too many pixels from its header, before it waits for a turn', async () => {
    const claimed = heicClaiming(8000, 6000);
    expect(claimed.length).toBeLessThan(2048);
    // The queue is full: a file that had to be decoded would be told to wait, this one is not.
    const held = Array.from({ length: 5 }, (_, i) => holdPlace(`192.0.2.${i + 1}`));
    const response = await upload(claimed);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errorCode: 'ImageTooManyPixels' });
    expect(heicDecodes.size).toBe(5);
    for (const release of releases.splice(0)) release();
    await Promise.all(held);
  });

  it('answers 429 PicturesBusy when the address already has two photos in decoding', async () => {
    const held = [holdPlace(INJECT_ADDRESS), holdPlace(INJECT_ADDRESS)];
    const response = await upload(HEIC);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      errorCode: 'PicturesBusy',
      errors: { data: ['picturesBusy'] },
    });
    expect(translator('is', 'errorCode')('PicturesBusy')).toMatch(/myndir/);
    expect(translator('en', 'errorCode')('PicturesBusy')).toMatch(/pictures/);
    // Pictures that need no HEIC decoder are not held up.
    for (const release of releases.splice(0)) release();
    await Promise.all(held);
    expect((await upload(HEIC)).statusCode).toBe(200);
  });

  it('answers 429 PicturesBusy when the instance has one decoding and four waiting', async () => {
    const held = Array.from({ length: 5 }, (_, i) => holdPlace(`198.51.100.${i + 1}`));
    const response = await upload(HEIC);
    expect(response.statusCode).toBe(429);
    expect(response.json().errorCode).toBe('PicturesBusy');
    for (const release of releases.splice(0)) release();
    await Promise.all(held);
    expect(heicDecodes.size).toBe(0);
  });
});
