import claimReportEn from '../locales/en/claimReport.json';
import claimReportIs from '../locales/is/claimReport.json';
import contactChangeEn from '../locales/en/contactChange.json';
import contactChangeIs from '../locales/is/contactChange.json';
import portalEn from '../locales/en/portal.json';
import portalIs from '../locales/is/portal.json';
import settingsEn from '../locales/en/settings.json';
import settingsIs from '../locales/is/settings.json';
import { mailTo } from './support/attachments';
import { field, fileClaim } from './support/claims';
import { BJORN, expectAccessible, signIn } from './support/portal';
import { expect, test, type APIRequestContext, type Page } from './support/test';

/**
 * What only the person themself can make true, each through a step of their own: a new e-mail
 * address counts once its link is followed, and a claim someone else reported in their name joins
 * their claims only once they confirm it, signed in.
 */

const LOCALES = {
  is: {
    prefix: '/vidskipti',
    contactChange: contactChangeIs,
    settings: settingsIs,
    portal: portalIs,
    width: 320,
  },
  en: {
    prefix: '/en/vidskipti',
    contactChange: contactChangeEn,
    settings: settingsEn,
    portal: portalEn,
    width: 1280,
  },
} as const;

type Language = keyof typeof LOCALES;

const unique = () => Math.random().toString(36).slice(2, 8);
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key]!);

/** The newest confirmation link mailed to `address` (an earlier one no longer works). */
async function confirmationLink(request: APIRequestContext, address: string): Promise<string> {
  const mails = await mailTo<{ id: number; to: string; subject: string; text: string }>(
    request,
    address,
  );
  const newestFirst = [...mails].sort((a, b) => b.id - a.id);
  const link = newestFirst
    .map(
      (mail) =>
        /https?:\/\/\S+\/(?:en\/confirm-email|stadfesta-netfang)\/\?token=[\w-]+/.exec(
          mail.text,
        )?.[0],
    )
    .find(Boolean);
  expect(link, `a confirmation link to ${address}`).toBeTruthy();
  // The link names the mail's own host; the test's server is the page's.
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** Asks for `address` on the general settings screen; nothing changes until its link is followed. */
async function askForAddress(page: Page, language: Language, address: string, current: string) {
  const { settings, prefix } = LOCALES[language];
  await page.goto(`${prefix}/stillingar/almennt/`);
  const email = page.getByLabel(new RegExp(`^${settings.email}`));
  await expect(email).toHaveValue(current);
  await email.fill(address);
  await page.getByRole('button', { name: settings.save, exact: true }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: fill(settings.emailPending, { email: address, current }) }),
  ).toBeVisible();
}

/** Opens the mailed link and confirms by keyboard, as a person reading the mail on a phone would. */
async function confirmByLink(page: Page, language: Language, link: string, address: string) {
  const { contactChange, width } = LOCALES[language];
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactChange.confirmPageTitle);
  await expect(
    page.getByText(fill(contactChange.confirmPageIntro, { email: address })),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: contactChange.confirmSubmit }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    contactChange.confirmDoneHeading,
  );
  await expect(page.getByRole('status')).toHaveText(
    fill(contactChange.confirmDoneText, { email: address }),
  );
  await expectAccessible(page);
}

for (const language of ['is', 'en'] as const) {
  const { contactChange, settings, prefix, width } = LOCALES[language];

  test.describe(() => {
    // Opening a used link answers 410, which the browser reports on its console.
    test.use({ allowedConsoleErrors: [/status of 410/] });

    test(`a new e-mail address counts only once its mailed link is confirmed (${language}, ${width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, `${prefix}/stillingar/almennt/`, BJORN);
      const original = 'bjorn@example.is';
      const address = `bjorn.${unique()}@example.com`;

      await askForAddress(page, language, address, original);
      await expectAccessible(page);
      // Until the link is followed the address on file stays, and the screen says where we write.
      await page.reload();
      await expect(page.getByLabel(new RegExp(`^${settings.email}`))).toHaveValue(original);
      await expect(
        page.getByRole('status').filter({
          hasText: fill(settings.emailPending, { email: address, current: original }),
        }),
      ).toBeVisible();

      const link = await confirmationLink(request, address);
      await confirmByLink(page, language, link, address);

      // A link works once.
      await page.goto(link);
      await expect(page.getByRole('alert')).toHaveText(contactChange.confirmInvalidText);
      await expectAccessible(page);

      // The new address is the one on file, with nothing waiting.
      await page.goto(`${prefix}/stillingar/almennt/`);
      await expect(page.getByLabel(new RegExp(`^${settings.email}`))).toHaveValue(address);
      await expect(page.getByText(settings.emailPending.split('{{')[0]!)).toHaveCount(0);

      // Back to the address the other tests know him by, confirmed the same way.
      await askForAddress(page, language, original, address);
      await confirmByLink(page, language, await confirmationLink(request, original), original);
    });
  });
}

const CLAIM_TEXTS = { is: claimReportIs, en: claimReportEn } as const;

for (const [language, decision] of [
  ['is', 'confirm'],
  ['en', 'reject'],
] as const) {
  const { portal, prefix, width } = LOCALES[language];
  const claimTexts = CLAIM_TEXTS[language];

  test(`a visitor's claim in Björn's name waits for him, and he ${decision}s it signed in (${language}, ${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const visitorEmail = `i.hans.nafni.${unique()}@example.com`;
    const claimNumber = await fileClaim(page, request, {
      language,
      type: 'type.vehicleGlass',
      visitor: { name: BJORN.name, kennitala: BJORN.ssn, email: visitorEmail },
      place: 'Reykjanesbraut',
      description: 'Steinn skaust í framrúðuna.',
      answers: async (page, t) => {
        await field(page, t('field.registration')).fill('KR482');
        await field(page, t('field.glassPart')).selectOption({ label: t('choice.windscreen') });
      },
      damage: { description: 'Framrúða', amount: '90000' },
      payout: { bank: '0111', ledger: '26', account: '998877', ownerKennitala: '1407702999' },
      review: [],
      address: `198.51.100.${language === 'is' ? 41 : 42}`,
    });

    // Björn is told at his own address that a claim waits for him.
    const toBjorn = await mailTo(request, 'bjorn@example.is');
    expect(toBjorn.map((mail) => mail.subject)).toContain(
      fill(claimTexts['holderMail.subject'], { claimNumber }),
    );

    await page.setExtraHTTPHeaders({});
    await signIn(page, `${prefix}/tjonayfirlit/`, BJORN);
    // Other journeys in this run may have named him too: the heading counts them.
    const headings = [portal.holderHeading_one, portal.holderHeading_other].map((heading) =>
      heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{count\\}\\}', '\\d+'),
    );
    const panel = page.getByRole('region', { name: new RegExp(`^(${headings.join('|')})$`) });
    await expect(panel).toContainText(portal.holderIntro);
    const waiting = panel.getByRole('listitem').filter({ hasText: claimNumber });
    await expect(waiting).toContainText(
      fill(portal.holderReportedBy.split('{{date}}')[0]!, { name: BJORN.name }).trim(),
    );
    // Not among his claims until he answers.
    await expect(page.locator('main').getByText(claimNumber)).toHaveCount(1);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

    const button = waiting.getByRole('button', {
      name: decision === 'confirm' ? portal.holderConfirm : portal.holderReject,
    });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({
        hasText: fill(decision === 'confirm' ? portal.holderConfirmed : portal.holderRejected, {
          number: claimNumber,
        }),
      }),
    ).toBeVisible();
    await expect(waiting).toHaveCount(0);
    // Confirmed, it is one of his claims; rejected, it is nowhere on his screen.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main').getByText(claimNumber)).toHaveCount(
      decision === 'confirm' ? 1 : 0,
    );
    await expectAccessible(page);
  });
}
