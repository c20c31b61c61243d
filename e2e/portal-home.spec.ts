import { expect, test, type Locator } from './support/test';
import { expectAccessible, signIn } from './support/portal';

/** Where a region starts on the page, to prove what a person reaches first. */
async function topOf(region: Locator): Promise<number> {
  const box = await region.boundingBox();
  if (!box) throw new Error('region not laid out');
  return box.y;
}

for (const { language, width, texts } of [
  {
    language: 'is',
    width: 320,
    texts: {
      home: '/vidskipti/',
      needs: 'Þetta bíður þín',
      overdue: /greiðsl(a er gjaldfallin|ur eru gjaldfallnar): [\d.]+ kr\./,
      pay: /^Greiða [\d.]+ kr\. með korti$/,
      payDialog: 'Greiða með korti',
      cancel: 'Hætta við',
      sign: /^Undirrita /,
      signingHeading: 'Skjöl til undirritunar',
      policies: 'Tryggingarnar þínar',
      details: 'Þínar upplýsingar',
    },
  },
  {
    language: 'en',
    width: 1280,
    texts: {
      home: '/en/vidskipti/',
      needs: 'What needs you',
      overdue: /payments? (is|are) overdue: ISK [\d,]+/,
      pay: /^Pay ISK [\d,]+ by card$/,
      payDialog: 'Pay by card',
      cancel: 'Cancel',
      sign: /^Sign /,
      signingHeading: 'Documents to sign',
      policies: 'Your policies',
      details: 'Your details',
    },
  },
]) {
  test(`Anna's home starts with what needs her, each one tap from done (${language}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, texts.home);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anna');

    const needs = page.getByRole('region', { name: texts.needs });
    await expect(needs.getByText(texts.overdue)).toBeVisible();
    // First after the greeting: before the policies, and her details last.
    const policies = page.getByRole('region', { name: texts.policies });
    const details = page.getByRole('region', { name: texts.details });
    await expect(policies).toBeVisible();
    expect(await topOf(needs)).toBeLessThan(await topOf(policies));
    expect(await topOf(policies)).toBeLessThan(await topOf(details));
    // On a phone what needs her starts on the first screen.
    expect(await topOf(needs)).toBeLessThan(800);
    await expectAccessible(page);

    // Paying what is overdue starts from here.
    await needs.getByRole('button', { name: texts.pay }).click();
    const dialog = page.getByRole('dialog', { name: texts.payDialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: texts.cancel }).first().click();
    await expect(dialog).toBeHidden();

    // A document to sign is one tap away, by keyboard too.
    const sign = needs.getByRole('link', { name: texts.sign }).first();
    await sign.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: texts.signingHeading })).toBeVisible();
  });
}
