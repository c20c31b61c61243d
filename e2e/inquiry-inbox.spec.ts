import { expect, hydrated, test, type APIRequestContext, type Page } from './support/test';
import { expectAccessible, signIn, signInStaff } from './support/portal';

type OutboxMail = { id: number; to: string; replyTo: string | null; subject: string; text: string };

async function mailTo(request: APIRequestContext, address: string): Promise<OutboxMail[]> {
  const mails = (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
  return mails.filter((mail) => mail.to === address);
}

/** Each test is its own visitor, from its own address, as far as the form's limits can tell. */
function visitorFrom(page: Page, address: string) {
  return page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

const TEXTS = {
  is: {
    home: '/',
    help: 'Aðstoð',
    panel: 'Hvernig getum við aðstoðað?',
    inquiry: 'Senda fyrirspurn',
    name: /^Nafn/,
    email: /^Netfang/,
    ssn: /^Kennitala/,
    type: /^Efni fyrirspurnar/,
    description: /^Fyrirspurn/,
    send: 'Senda fyrirspurn',
    thanks: 'Takk fyrir fyrirspurnina',
    confirmation: /^Erindi E-\d{6} er móttekið$/,
  },
  en: {
    home: '/en/',
    help: 'Help',
    panel: 'How can we help?',
    inquiry: 'Send an inquiry',
    name: /^Name/,
    email: /^E-mail/,
    ssn: /^Kennitala/,
    type: /^Subject/,
    description: /^Your question/,
    send: 'Send inquiry',
    thanks: 'Thank you for your inquiry',
    confirmation: /^We have received your request E-\d{6}$/,
  },
} as const;

async function sendInquiry(page: Page, language: 'is' | 'en', email: string, question: string) {
  const text = TEXTS[language];
  const dialog = page.getByRole('dialog', { name: text.inquiry });
  await dialog.getByLabel(text.name).fill('Jón Gestur');
  await dialog.getByLabel(text.email).fill(email);
  await dialog.getByLabel(text.type).selectOption('claims');
  await dialog.getByLabel(text.description).fill(question);
  await dialog.getByRole('button', { name: text.send }).click();
  await expect(dialog.getByRole('heading', { name: text.thanks })).toBeFocused();
  const caseNumber = /E-\d{6}/.exec((await dialog.textContent()) ?? '')?.[0];
  expect(caseNumber).toBeDefined();
  return caseNumber!;
}

for (const [language, viewport] of [
  ['is', { width: 320, height: 640 }],
  ['en', { width: 1280, height: 900 }],
] as const) {
  test(`a visitor opens /#fyrirspurn, sends an inquiry and gets its number by e-mail (${language}, ${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    const text = TEXTS[language];
    await page.setViewportSize(viewport);
    await visitorFrom(page, `198.51.100.${language === 'is' ? 11 : 12}`);
    await page.goto(`${text.home}#fyrirspurn`);
    await expect(page.getByRole('dialog', { name: text.inquiry })).toBeVisible();
    await expectAccessible(page);

    const email = `gestur.${language}.${Date.now()}@example.com`;
    const caseNumber = await sendInquiry(page, language, email, 'Hvað geri ég ef rúðan brotnar?');
    const [mail] = await mailTo(request, email);
    expect(mail!.subject).toMatch(text.confirmation);
    expect(mail!.subject).toContain(caseNumber);
    expect(mail!.replyTo).toMatch(/^erindi\+[\w-]+@/);

    // Escape closes the panel and the address forgets the hash.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('');
  });
}

test('the help button opens by keyboard and offers the ways to reach us', async ({ page }) => {
  await page.goto('/');
  // A key pressed before the button has its handler would do nothing.
  await hydrated(page);
  const help = page.getByRole('button', { name: 'Aðstoð' });
  await help.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Hvernig getum við aðstoðað?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Fá verð' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Tilkynna tjón' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Hefja netspjall' }).click();
  // Nobody is on the chat: it says so and offers to take the question in writing.
  await expect(
    page.getByRole('dialog', { name: 'Netspjall' }).getByText(/Enginn getur svarað í netspjalli/),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Loka glugga' }).click();
  await expect(help).toBeFocused();
});

test('the inquiry page refuses a kennitala of nobody we know, keeping what was typed', async ({
  page,
}) => {
  await visitorFrom(page, '198.51.100.13');
  await page.goto('/fyrirspurn/');
  // Typed before the app runs, the values are the built page's and the form not yet the app's.
  await hydrated(page);
  await page.getByLabel(/^Nafn/).fill('Jón Gestur');
  await page.getByLabel(/^Netfang/).fill('jon@example.com');
  await page.getByLabel(/^Kennitala/).fill('0101701239');
  await page.getByLabel(/^Efni fyrirspurnar/).selectOption('individual');
  await page.getByLabel(/^Fyrirspurn/).fill('Spurning um heimilistryggingu.');
  await page.getByRole('button', { name: 'Senda fyrirspurn' }).click();
  await expect(page.getByText(/Við finnum engan viðskiptavin með þessa kennitölu/)).toBeVisible();
  await expect(page.getByLabel(/^Fyrirspurn/)).toHaveValue('Spurning um heimilistryggingu.');
  await expectAccessible(page);
});

test('staff find a new inquiry in the inbox and answer it; the answer goes to the visitor', async ({
  page,
  request,
  baseURL,
}) => {
  await visitorFrom(page, '198.51.100.14');
  await page.goto('/#fyrirspurn');
  const email = `svar.${Date.now()}@example.com`;
  const caseNumber = await sendInquiry(page, 'is', email, 'Er rúðan tryggð í kaskó?');
  await page.setExtraHTTPHeaders({});

  await signInStaff(page, baseURL!, 'sigga');
  await page.getByRole('link', { name: /^Opin erindi í innhólfi\s*\d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Innhólf' })).toBeVisible();
  await page.getByLabel('Staða').selectOption('new');
  await page.getByRole('button', { name: `Opna ${caseNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(caseNumber) })).toBeFocused();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Taka erindið' }).click();
  await expect(page.getByText('Þú sinnir nú erindinu')).toBeVisible();
  await page
    .getByLabel(/^Svar til sendanda/)
    .fill('Já, framrúðan er tryggð í kaskó án sjálfsábyrgðar.');
  await page.getByRole('button', { name: 'Senda svar' }).click();
  await expect(page.getByText('Svarið var sent')).toBeVisible();
  await expect(page.getByText('Já, framrúðan er tryggð í kaskó án sjálfsábyrgðar.')).toBeVisible();

  const mails = await mailTo(request, email);
  const reply = mails.find((mail) => mail.subject === `Svar við erindi ${caseNumber}`);
  expect(reply?.text).toContain('framrúðan er tryggð');
  expect(reply?.replyTo).toBe(mails.find((mail) => mail.subject.includes('móttekið'))?.replyTo);
});

test('Anna follows her requests and the answers in the portal', async ({ page }) => {
  await signIn(page, '/vidskipti/erindi/');
  await expect(page.getByRole('heading', { level: 1, name: 'Erindin mín' })).toBeVisible();
  await expect(page.getByText('Bíður svars frá þér')).toBeVisible();
  // Her seeded request that staff answered; forms sent earlier in the run may list newer ones first.
  await page
    .getByRole('listitem')
    .filter({ hasText: 'E-000101' })
    .getByRole('button', { name: /Sýna samskipti/ })
    .click();
  // The answer is in the thread (and, while the request waits for her, quoted above her reply box).
  await expect(
    page
      .getByRole('list', { name: /^Samskipti vegna erindis/ })
      .getByText(/innbústryggingin bætir reiðhjól/),
  ).toBeVisible();
  await expectAccessible(page);
});
