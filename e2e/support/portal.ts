import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Download, type Page } from '@playwright/test';

export const ANNA = { ssn: '1201603389', password: 'Prufa-1234', name: 'Anna Jónsdóttir' };
export const HRAUNHOLAR = { ssn: '4502952219', name: 'Hraunhólar ehf.' };

/** Signs in through the real provider pages and lands on `path` in the portal. */
export async function signIn(page: Page, path = '/vidskipti/', who = ANNA) {
  await page.goto(path);
  const english = path.startsWith('/en/');
  await page.getByRole('button', { name: english ? 'Sign in' : 'Skrá inn', exact: true }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel(/Kennitala|National ID/).fill(who.ssn);
  await page.getByLabel(/^(Lykilorð|Password)$/).fill(who.password);
  await page.getByRole('button', { name: /^(Skrá inn|Sign in)$/ }).click();
  await page.waitForURL(
    (url) => url.pathname.includes('/vidskipti/') && !url.search.includes('code='),
  );
}

/** Acts for someone who granted access, through the header's switch. */
export async function actFor(page: Page, name: string) {
  await page.getByLabel(/Skoða síður fyrir|View pages for/).selectOption({ label: name });
}

/**
 * How long a test waits for the signed-in screen after the provider's form is sent: the code
 * exchange, the session and the signed-in chunk, on a busy two-core machine running two servers.
 */
export const SIGNED_IN_WITHIN = { timeout: 15_000 };

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    severe.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

export const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

export const BJORN = { ssn: '0503852139', password: 'Prufa-1234', name: 'Björn Sigurðsson' };
/** Acts for Björn; has no bank account in the demo data, so the portal suggests adding one. */
export const GUDRUN = { ssn: '1407702999', password: 'Prufa-1234', name: 'Guðrún Pálsdóttir' };

export const staffURL = (baseURL: string) => baseURL.replace('://localhost', '://staff.localhost');

/**
 * An employee signs in on the staff host and lands on `path` there, the screen whose heading is
 * `landing` (the staff home by default).
 */
export async function signInStaff(
  page: Page,
  baseURL: string,
  username: string,
  path = '/vidskipti/',
  landing: string | RegExp = /^(Starfsmannagátt|Staff portal)$/,
) {
  await page.goto(`${staffURL(baseURL)}${path}`);
  await page.getByRole('button', { name: /^(Skrá inn|Sign in)$/ }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel(/Notandanafn|Username/).fill(username);
  await page.getByLabel(/^(Lykilorð|Password)$/).fill('Starf-1234');
  await page.getByRole('button', { name: /^(Skrá inn|Sign in)$/ }).click();
  // The code exchange after sign-in can be slow on a loaded machine; the default 5 s is short.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing, { timeout: 20_000 });
}

/**
 * Staff act for a customer from the lookup on the staff home: the kennitala, the name found, a
 * reason and a note, then "sign in as the customer".
 */
export async function actAsCustomer(
  page: Page,
  who: { ssn: string; name: string },
  reason = 'Viðskiptavinur hringdi',
  note = 'Prófun: viðskiptavinur hringdi',
) {
  await page.getByLabel(/Kennitala viðskiptavinar/).pressSequentially(who.ssn);
  // The reason is asked for once the customer is found (their name may also be among the recent).
  await expect(page.getByText(who.name).first()).toBeVisible();
  await expect(page.getByLabel(/Ástæða uppflettingar/)).toBeVisible();
  await page.getByLabel(/Ástæða uppflettingar/).selectOption({ label: reason });
  await page.getByLabel(/Nánari skýring/).fill(note);
  await page.getByRole('button', { name: 'Skrá inn sem viðskiptavinur' }).click();
  await expect(
    page.getByText(new RegExp(`Þú ert starfsmaður að skoða síður viðskiptavinar: ${who.name}`)),
  ).toBeVisible();
}

/**
 * The tab the next click opens for a PDF (the page opens it at the click and hands it the PDF's
 * blob: address once fetched). `gotPdf()` checks that it got the PDF: a browser with a PDF viewer
 * shows it at that address; one without, like the headless shell the tests drive (decision 054) or
 * Chrome on Android, saves it instead, and then the file saved must be the PDF.
 */
export function pdfTabOpened(page: Page) {
  let saved: Download | undefined;
  const tab = page.waitForEvent('popup').then((opened) => {
    opened.on('download', (download) => {
      saved = download;
    });
    return opened;
  });
  return {
    tab,
    async gotPdf(): Promise<Page> {
      const opened = await tab;
      await expect.poll(() => saved?.url() ?? opened.url()).toMatch(/^blob:/);
      if (saved) {
        const file = await readFile(await saved.path());
        expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
      return opened;
    },
  };
}
