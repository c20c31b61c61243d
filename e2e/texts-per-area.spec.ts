import { expect, test, type Page } from './support/test';

// The portal's translation groups travel with the portal's code: a public page's scripts never
// carry them, while the portal's pages do. Markers: a key name and a text found only in the
// portal's group (locales/*/portal.json), in both languages.
const PORTAL_MARKERS = [
  'documentsShowAll',
  'Sign in to see your policies, claims',
  'Skráðu þig inn til að sjá tryggingarnar',
];

/** Every script the page fetched until the network went quiet, by address and body. */
async function scriptsOf(page: Page, address: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.text().then(
        (body) => void scripts.set(response.url(), body),
        () => undefined,
      ),
    );
  });
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  // A first act pulls the rest of a public page's code: open the menu, as a visitor would.
  await page.mouse.move(10, 10);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return scripts;
}

const carrying = (scripts: Map<string, string>) =>
  [...scripts].filter(([, body]) => PORTAL_MARKERS.some((marker) => body.includes(marker)));

for (const address of ['/', '/en/', '/einstaklingar/bilar/', '/fa-verd/', '/en/claims/']) {
  test(`the public page ${address} fetches none of the portal's texts`, async ({ page }) => {
    const scripts = await scriptsOf(page, address);
    expect(scripts.size).toBeGreaterThan(0);
    expect(carrying(scripts).map(([url]) => url)).toEqual([]);
  });
}

test("the portal's page fetches the portal's texts", async ({ page }) => {
  const scripts = await scriptsOf(page, '/en/vidskipti/');
  expect(carrying(scripts).length).toBeGreaterThan(0);
  await expect(page.getByText('Sign in to see your policies, claims')).toBeVisible();
});
