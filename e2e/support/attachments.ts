import path from 'node:path';
import { signInStaff } from './portal';
import { expect, type APIRequestContext, type Page } from './test';

/** Small real files for the forms that take attachments. */
export const FIXTURES = {
  pdf: path.join(__dirname, '..', 'fixtures', 'bilalisti.pdf'),
  png: path.join(__dirname, '..', 'fixtures', 'vatnslekaskynjari.png'),
  /** An iPhone-style HEIC photo (its EXIF holds a GPS position), shared with the server tests. */
  heic: path.join(__dirname, '..', '..', 'tests', 'fixtures', 'claim-photo.heic'),
};

export type OutboxMail = { to: string; subject: string; text: string };

/** The demo outbox's mails to `address`, read as `Mail` where a test needs more of them. */
export async function mailTo<Mail extends OutboxMail = OutboxMail>(
  request: APIRequestContext,
  address: string,
): Promise<Mail[]> {
  const mails = (await (await request.get('/dev/outbox.json')).json()) as Mail[];
  return mails.filter((mail) => mail.to === address);
}

export { staffURL } from './portal';

/**
 * Slows the page's uploads to a trickle so the progress bar is on screen long enough to be seen,
 * as on a poor mobile connection; `restore` gives the full speed back.
 */
export async function slowUploads(page: Page, bytesPerSecond = 1500) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return {
    restore: () =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      }),
  };
}

/** Staff sign in on the staff host and open the inbox filtered by a case kind. */
export async function openInboxAsStaff(page: Page, baseURL: string, kind: string) {
  await signInStaff(page, baseURL, 'sigga', `/vidskipti/innholf/?kind=${kind}`, 'Innhólf');
  await page.getByLabel('Tegund').selectOption(kind);
}

/** Opens a case in the inbox and downloads one of its files; answers the download's name and bytes. */
export async function downloadAttachment(page: Page, caseNumber: string, fileName: string) {
  await page.getByRole('button', { name: `Opna ${caseNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(caseNumber) })).toBeFocused();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: fileName }).click(),
  ]);
  return { name: download.suggestedFilename(), path: await download.path() };
}
