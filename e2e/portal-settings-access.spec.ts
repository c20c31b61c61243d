import { expect, test, type Page } from './support/test';
import { actFor, ANNA, expectAccessible, GUDRUN, signIn, VIEWPORTS } from './support/portal';

const TEXTS = {
  is: {
    accessPath: '/vidskipti/stillingar/adgangsheimild/',
    overviewPath: '/vidskipti/',
    heading: 'Aðgangsheimildir',
    ssn: 'Kennitala þess sem fær aðgang',
    validTo: 'Gildir til og með (valfrjálst)',
    lookUp: 'Áfram',
    give: 'Veita aðgang',
    given: `Aðgangur veittur: ${GUDRUN.name}`,
    validThrough: 'Gildir til og með',
    revokeButton: `Afturkalla aðgang: ${GUDRUN.name}`,
    revokeDialog: 'Afturkalla aðgang?',
    revoke: 'Afturkalla',
    revoked: `Aðgangur afturkallaður: ${GUDRUN.name}`,
    actingFor: 'Skoða síður fyrir',
  },
  en: {
    accessPath: '/en/vidskipti/stillingar/adgangsheimild/',
    overviewPath: '/en/vidskipti/',
    heading: 'Access permits',
    ssn: 'National ID of the person getting access',
    validTo: 'Valid through (optional)',
    lookUp: 'Continue',
    give: 'Give access',
    given: `Access given: ${GUDRUN.name}`,
    validThrough: 'Valid through',
    revokeButton: `Revoke access: ${GUDRUN.name}`,
    revokeDialog: 'Revoke access?',
    revoke: 'Revoke',
    revoked: `Access revoked: ${GUDRUN.name}`,
    actingFor: 'View pages for',
  },
} as const;

/** Anna's car, as her policy overview shows it. */
const ANNAS_CAR = 'Toyota RAV4 Hybrid, AB-123';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function grantRow(page: Page) {
  return page.getByRole('article', { name: GUDRUN.name });
}

for (const viewport of VIEWPORTS) {
  for (const language of ['is', 'en'] as const) {
    const text = TEXTS[language];
    test(`Anna gives Guðrún access and revokes it (${language}, ${viewport.name})`, async ({
      browser,
    }) => {
      // Two people sign in and out in turn: on a busy 2-core machine this takes close to the
      // default 30 s, so it gets the longer budget Playwright gives slow tests.
      test.slow();
      const size = { width: viewport.width, height: viewport.height };
      const annaContext = await browser.newContext({ viewport: size });
      const gudrunContext = await browser.newContext({ viewport: size });
      // Guðrún has no bank account in the demo data: put the bank-details popup off for this session,
      // so the test does not depend on another spec having registered one.
      // (A new tab's about:blank has no storage of its own; the script runs there too.)
      await gudrunContext.addInitScript(() => {
        if (location.protocol !== 'about:') sessionStorage.setItem('hidePopupBank', 'true');
      });
      const anna = await annaContext.newPage();
      const gudrun = await gudrunContext.newPage();

      // Anna gives access: the name shows before anything is given.
      await signIn(anna, text.accessPath, ANNA);
      await expect(anna.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await expectAccessible(anna);
      await anna.getByLabel(text.ssn).fill(GUDRUN.ssn);
      await expect(anna.getByLabel(text.ssn)).toHaveValue('140770 2999');
      const withDate = viewport.name === 'desktop';
      if (withDate) await anna.getByLabel(text.validTo).fill(inDays(30));
      await anna.getByRole('button', { name: text.lookUp, exact: true }).click();
      await expect(anna.getByText(GUDRUN.name, { exact: true })).toBeVisible();
      await expectAccessible(anna);
      await anna.getByRole('button', { name: text.give, exact: true }).click();
      await expect(anna.getByText(text.given)).toBeVisible();
      const row = await grantRow(anna);
      await expect(row).toBeVisible();
      if (withDate) await expect(row).toContainText(text.validThrough);

      // Guðrún signs in and views Anna's pages through the header's switch.
      await signIn(gudrun, text.overviewPath, GUDRUN);
      await actFor(gudrun, ANNA.name);
      await expect(gudrun.getByText(ANNAS_CAR).first()).toBeVisible();
      await expectAccessible(gudrun);

      // Anna revokes, after confirming.
      await row.getByRole('button', { name: text.revokeButton }).click();
      const dialog = anna.getByRole('dialog', { name: text.revokeDialog });
      await expect(dialog).toBeVisible();
      await expectAccessible(anna);
      await dialog.getByRole('button', { name: text.revoke, exact: true }).click();
      await expect(anna.getByText(text.revoked)).toBeVisible();
      await expect(await grantRow(anna)).toHaveCount(0);

      // Guðrún's next call for Anna is refused (server tests prove each call); the portal takes her
      // back to her own pages, and Anna is no longer hers to choose.
      await gudrun.reload();
      const switcher = gudrun.getByLabel(text.actingFor);
      await expect(switcher).toBeVisible();
      await expect(gudrun.getByText(ANNAS_CAR)).toHaveCount(0);
      expect(await gudrun.evaluate(() => window.sessionStorage.getItem('overviewUser'))).toBeNull();
      await expect(switcher).toBeVisible();
      await expect(switcher.locator('option', { hasText: ANNA.name })).toHaveCount(0);

      await annaContext.close();
      await gudrunContext.close();
    });
  }
}
