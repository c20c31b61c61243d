import en from '../../locales/en/claimReport.json';
import is from '../../locales/is/claimReport.json';
import { FIXTURES, mailTo } from './attachments';
import { expectAccessible } from './portal';
import { expect, hydrated, type APIRequestContext, type Page } from './test';

/**
 * One claim filed through the whole wizard, as a visitor or a signed-in customer: the steps every
 * claim shares are walked here, the questions of its own type by the journey's `answers`.
 */

export type ClaimLanguage = 'is' | 'en';
type ClaimText = keyof typeof is & keyof typeof en;

/** The wizard's own words in a language, so a journey reads the screen as its reporter does. */
export function claimText(language: ClaimLanguage) {
  const texts: Record<string, string> = language === 'is' ? is : en;
  return (key: ClaimText) => texts[key]!;
}

/** A day counted from today in Iceland, as the date fields take it ('YYYY-MM-DD'). */
export function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Atlantic/Reykjavik' }).format(date);
}

export type Visitor = {
  name: string;
  kennitala: string;
  email: string;
  /** Reporting for someone else (a child, a relative): that person. */
  forOther?: { name: string; kennitala: string };
};

export type ClaimJourney = {
  language: ClaimLanguage;
  /** The type as the first step names it. */
  type: ClaimText;
  /** A visitor's details; a signed-in customer's come filled in and are only checked. */
  visitor?: Visitor;
  customer?: { name: string; kennitala: string };
  /** The signed-in customer's policy, by the start of its label ('Car insurance'). */
  policy?: string;
  /** A visitor's policy number (may be left out). */
  policyNumber?: string;
  place: string;
  description: string;
  time?: string;
  /** The questions the type asks beyond what every claim asks. */
  answers?: (page: Page, t: ReturnType<typeof claimText>) => Promise<void>;
  damage: { description: string; amount?: string };
  payout?: { bank: string; ledger: string; account: string; ownerKennitala: string };
  photo?: string;
  /** Answers the review step must show, proving they travelled with the report. */
  review: string[];
  /** Its own address, so the public forms' per-address budget meets this reporter only. */
  address: string;
};

/**
 * A field by its whole label, so 'Date' is not 'Departure date'; a required field's label ends in
 * its mark.
 */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

async function next(page: Page, t: ReturnType<typeof claimText>) {
  await page.getByRole('button', { name: t('next'), exact: true }).click();
}

async function expectStep(page: Page, t: ReturnType<typeof claimText>, step: ClaimText) {
  await expect(page.getByRole('heading', { name: t(step), exact: true })).toBeFocused();
}

/**
 * Files the claim and answers its number. A visitor's copy is checked in the outbox; a customer's
 * claim is looked for in the portal by the caller (several at once, one portal load).
 */
export async function fileClaim(
  page: Page,
  request: APIRequestContext,
  journey: ClaimJourney,
): Promise<string> {
  const { language } = journey;
  const t = claimText(language);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': journey.address });
  await page.goto(language === 'en' ? '/en/report-a-claim/' : '/tjonstilkynningar/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: t('pageTitle') })).toBeVisible();
  await page.getByRole('radio', { name: t(journey.type), exact: true }).check();
  await next(page, t);

  await expectStep(page, t, 'step.reporter');
  const email = page.getByRole('textbox', { name: t('field.email'), exact: true });
  const { visitor, customer } = journey;
  if (visitor) {
    await expect(page.getByText(t('signInOffer'))).toBeVisible();
    await field(page, t('field.name')).fill(visitor.name);
    await field(page, t('field.kennitala')).fill(visitor.kennitala);
    await email.fill(visitor.email);
    if (visitor.forOther) {
      await page.getByRole('radio', { name: t('choice.other') }).check();
      await field(page, t('field.insuredName')).fill(visitor.forOther.name);
      await field(page, t('field.insuredKennitala')).fill(visitor.forOther.kennitala);
    }
  } else if (customer) {
    await expect(
      page.getByText(t('signedInAs').replace('{{name}}', customer.name), { exact: true }),
    ).toBeVisible();
    await expect(field(page, t('field.name'))).toHaveValue(customer.name);
    await expect(field(page, t('field.kennitala'))).toHaveValue(customer.kennitala);
    if (!(await email.inputValue())) await email.fill('kunningi@example.com');
  }
  await field(page, t('field.phone')).fill('6901234');
  await next(page, t);

  await expectStep(page, t, 'step.policy');
  if (customer) {
    const policies = page.getByRole('radiogroup', { name: t('field.policy') });
    await policies
      .getByRole('radio', { name: new RegExp(`^${journey.policy ?? ''}`) })
      .first()
      .check();
  } else if (journey.policyNumber) {
    await field(page, t('field.policyNumber')).fill(journey.policyNumber);
  }
  await next(page, t);

  await expectStep(page, t, 'step.incident');
  await field(page, t('field.date')).fill(dayFromToday(0));
  if (journey.time) await field(page, t('field.time')).fill(journey.time);
  await field(page, t('field.place')).fill(journey.place);
  await field(page, t('field.description')).fill(journey.description);
  await journey.answers?.(page, t);
  // Each type draws its own questions: each set is checked as drawn.
  await expectAccessible(page);
  await next(page, t);

  await expectStep(page, t, 'step.damages');
  await field(page, t('field.damageDescription')).fill(journey.damage.description);
  if (journey.damage.amount) await field(page, t('field.damageAmount')).fill(journey.damage.amount);
  await next(page, t);

  await expectStep(page, t, 'step.payout');
  if (journey.payout) {
    await field(page, t('field.bank')).fill(journey.payout.bank);
    await field(page, t('field.ledger')).fill(journey.payout.ledger);
    await field(page, t('field.accountNumber')).fill(journey.payout.account);
    await field(page, t('field.ownerKennitala')).fill(journey.payout.ownerKennitala);
  }
  await next(page, t);

  await expectStep(page, t, 'step.files');
  const photo = journey.photo ?? FIXTURES.png;
  await page.locator('#claim-files').setInputFiles(photo);
  // A picture is stored redrawn (a HEIC as a JPEG): its stem stays.
  const stem = photo.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '');
  await expect(
    page.getByRole('button', {
      name: new RegExp(`^${t('removeFile').replace('{{name}}', stem)}`),
    }),
  ).toBeVisible();
  await next(page, t);

  await expectStep(page, t, 'step.review');
  for (const shown of [
    t(journey.type),
    journey.place,
    journey.damage.description,
    ...journey.review,
  ])
    await expect(
      page.getByText(shown, { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
  await page.getByLabel(t('field.declaration')).check();
  await page.getByRole('button', { name: t('send'), exact: true }).click();

  const [before, after] = t('doneHeading').split('{{claimNumber}}');
  const done = page.getByRole('heading', {
    name: new RegExp(`^${before}TJ-\\d{4}-\\d{6}${after}$`),
  });
  await expect(done).toBeFocused();
  const claimNumber = /TJ-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')![0];
  if (visitor) {
    await expect(page.getByText(t('doneVisitor'))).toBeVisible();
    const mails = await mailTo(request, visitor.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      t('mail.reportedSubject').replace('{{claimNumber}}', claimNumber),
    ]);
  } else {
    await expect(page.getByRole('link', { name: t('openClaims') })).toBeVisible();
  }
  return claimNumber;
}

/**
 * From the last claim's receipt, its link to the portal's claims overview, which lists each of
 * these claims.
 */
export async function expectInPortal(page: Page, language: ClaimLanguage, claimNumbers: string[]) {
  await page.getByRole('link', { name: claimText(language)('openClaims') }).click();
  await expect(page).toHaveURL(/\/vidskipti\/tjonayfirlit\/$/);
  // A full portal load signs in again silently before it asks for the claims.
  for (const claimNumber of claimNumbers)
    await expect(page.getByText(claimNumber).first()).toBeVisible({ timeout: 20_000 });
}
