import type { APIRequestContext, Browser, Page } from '@playwright/test';
import settingsPaymentEn from '../locales/en/settingsPayment.json';
import settingsPaymentIs from '../locales/is/settingsPayment.json';
import { FIXTURES } from './support/attachments';
import { expect, test } from './support/test';
import { expectAccessible, GUDRUN, signIn, signInStaff } from './support/portal';

// A handler's question and a request's answer, both ways: staff ask, the customer sees it flagged
// (claim card, home page, e-mail), answers with words and a photo in one send, and staff see the
// answer and who the case now waits for. Guðrún's claims and her own inquiries keep these apart
// from the other journeys that use Anna's and Björn's.

const PHOTO = FIXTURES.png;
const GUDRUN_MAIL = 'gudrun@example.is';

type OutboxMail = { id: number; to: string; subject: string; text: string };

async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  return (await (await request.get('/dev/outbox.json')).json()) as OutboxMail[];
}

const RUNS = [
  {
    language: 'is',
    prefix: '',
    viewport: { width: 320, height: 720 },
    // Guðrún's collision claim, received and not yet looked at.
    claim: /TJ-\d{4}-004521/,
    claimTitle: 'Árekstur á gatnamótum Miklubrautar og Kringlumýrarbrautar',
    desk: /^Tjónamóttaka$/,
    write: /^Skrifa viðskiptavini/,
    asQuestion: 'Þetta er spurning: tjónið bíður svars viðskiptavinar',
    sendMessage: 'Senda skilaboð',
    questionSent: /^Spurningin er send/,
    waitingStatus: 'Beðið eftir viðskiptavini',
    reviewStatus: 'Í skoðun',
    deskMessages: 'Skilaboð',
    question: 'Getur þú sent mynd af afturstuðaranum?',
    answer: 'Hér er mynd af stuðaranum, tekin í morgun.',
    needs: 'Þetta bíður þín',
    needsClaim: /Tjónafulltrúinn þinn hefur spurt þig um tjón TJ-\d{4}-004521/,
    flag: 'Tjónafulltrúinn spyr þig: svar óskast',
    answerButton: 'Svara',
    asks: 'Tjónafulltrúinn spyr',
    answerLabel: /^Svarið þitt/,
    chooseFiles: 'Velja skrár',
    sendAnswer: 'Senda svar',
    answered: 'Takk fyrir svarið. Tjónið er aftur í skoðun.',
    messages: 'Skilaboð',
    inquiry: 'Er framrúðan tryggð ef steinn skellur á henni á þjóðvegi?',
    inbox: /^Innhólf$/,
    open: (caseNumber: string) => `Opna ${caseNumber}`,
    replyLabel: /^Svar til sendanda/,
    reply: 'Já. Hvaða bíl á þetta við?',
    sendReply: 'Senda svar',
    replySent: 'Svarið var sent',
    staffWaiting: 'Bíður svars viðskiptavinar',
    customerWaitingWords: 'Bíður svars frá þér',
    customerReplied: 'Viðskiptavinur svaraði – bíður okkar',
    needsRequest: (caseNumber: string) => `Við bíðum svars frá þér um erindi ${caseNumber}`,
    requestAction: (caseNumber: string) => `Svara erindi ${caseNumber}`,
    requestsHeading: 'Erindin mín',
    waitingBox: 'Við bíðum svars frá þér',
    requestAnswer: 'Toyota Yaris, númer AB-123. Mynd fylgir.',
    answerSent: 'Svarið þitt var sent. Við höfum samband.',
    inProgress: 'Í vinnslu',
  },
  {
    language: 'en',
    prefix: '/en',
    viewport: { width: 1280, height: 900 },
    // Guðrún's bicycle claim, in review.
    claim: /TJ-\d{4}-004495/,
    claimTitle: 'Bicycle stolen from the bike storage',
    desk: /^Claims desk$/,
    write: /^Write to the customer/,
    asQuestion: "This is a question: the claim waits for the customer's answer",
    sendMessage: 'Send the message',
    questionSent: /^The question has been sent/,
    waitingStatus: 'Waiting for customer',
    reviewStatus: 'In review',
    deskMessages: 'Messages',
    question: 'Could you send a photo of where the bicycle was locked?',
    answer: 'Here is the bike storage, the lock was cut.',
    needs: 'What needs you',
    needsClaim: /Your claim handler has asked you a question about claim TJ-\d{4}-004495/,
    flag: 'Your claim handler asks you: please answer',
    answerButton: 'Answer',
    asks: 'The claims handler asks',
    answerLabel: /^Your answer/,
    chooseFiles: 'Choose files',
    sendAnswer: 'Send answer',
    answered: 'Thank you for the answer. The claim is back in review.',
    messages: 'Messages',
    inquiry: 'Does my home insurance cover a laptop stolen from my car?',
    inbox: /^Inbox$/,
    open: (caseNumber: string) => `Open ${caseNumber}`,
    replyLabel: /^Reply to the sender/,
    reply: 'It may. Which car was it, and was it locked?',
    sendReply: 'Send reply',
    replySent: 'The reply was sent',
    staffWaiting: 'Waiting for the customer',
    customerWaitingWords: 'Waiting for your answer',
    customerReplied: 'Customer replied – waiting for us',
    needsRequest: (caseNumber: string) =>
      `We are waiting for your answer about request ${caseNumber}`,
    requestAction: (caseNumber: string) => `Answer request ${caseNumber}`,
    requestsHeading: 'My requests',
    waitingBox: 'We are waiting for your answer',
    requestAnswer: 'A Skoda Octavia, locked. Photo of the window attached.',
    answerSent: 'Your answer has been sent. We will be in touch.',
    inProgress: 'In progress',
  },
] as const;

/** Guðrún signed in; she has no bank account, so the portal asks for one first and she puts it off. */
async function signInGudrun(page: Page, prefix: string) {
  await signIn(page, `${prefix}/vidskipti/`, GUDRUN);
  const later = prefix.startsWith('/en')
    ? settingsPaymentEn.popupLater
    : settingsPaymentIs.popupLater;
  await page.getByRole('dialog').getByRole('button', { name: later }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function customerPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

/** Presses a control from the keyboard, as someone without a mouse would. */
async function press(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await page.keyboard.press('Enter');
}

for (const run of RUNS) {
  test(`a handler's question is flagged on the card, the home page and by e-mail; the answer and a photo go in one send (${run.language}, ${run.viewport.width} px)`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(run.viewport);
    await signInStaff(
      page,
      baseURL!,
      'sigga',
      `${run.prefix}/vidskipti/tjonamottaka/?status=all`,
      run.desk,
    );
    await press(page, page.getByRole('button', { name: run.claim }));
    await expect(page.getByRole('heading', { level: 1, name: run.claim })).toBeFocused();
    const claimAddress = page.url();
    const before = Math.max(0, ...(await outbox(request)).map((mail) => mail.id));

    // The handler writes a question: the claim now waits for Guðrún, whatever it was before.
    await page.getByLabel(run.write).fill(run.question);
    await page.getByRole('checkbox', { name: run.asQuestion }).check();
    await page.getByRole('button', { name: run.sendMessage }).click();
    await expect(page.getByText(run.questionSent)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('definition').filter({ hasText: run.waitingStatus })).toBeVisible();
    await expectAccessible(page);

    // E-mailed to her verified address.
    await expect
      .poll(async () =>
        (await outbox(request)).filter(
          (mail) => mail.id > before && mail.to === GUDRUN_MAIL && mail.text.includes(run.question),
        ),
      )
      .toHaveLength(1);

    // Her home page starts with it, one tap from the answer.
    const customer = await customerPage(browser, run.viewport);
    const gudrun = customer.page;
    await signInGudrun(gudrun, run.prefix);
    const needs = gudrun.getByRole('region', { name: run.needs });
    await expect(needs.getByText(run.needsClaim)).toBeVisible({ timeout: 20_000 });
    await expectAccessible(gudrun);
    await needs.getByRole('link', { name: run.claim }).click();

    // The link opens the claim itself; closed, its card carries the question, and the card's
    // button opens the claim at the answer again.
    const dialog = gudrun.getByRole('dialog', { name: run.claimTitle });
    await expect(dialog.getByRole('region', { name: run.asks })).toContainText(run.question, {
      timeout: 20_000,
    });
    await gudrun.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const card = gudrun.getByRole('article', { name: run.claimTitle });
    const flag = card.getByRole('region', { name: run.flag });
    await expect(flag).toContainText(run.question);
    await expectAccessible(gudrun);
    await press(gudrun, flag.getByRole('button', { name: new RegExp(`^${run.answerButton}`) }));
    const asks = dialog.getByRole('region', { name: run.asks });
    await expect(asks).toContainText(run.question);
    await expectAccessible(gudrun);

    // Words and a photo, one button.
    await asks.getByLabel(run.answerLabel).fill(run.answer);
    await asks.getByLabel(run.chooseFiles).setInputFiles(PHOTO);
    await asks.getByRole('button', { name: run.sendAnswer }).click();
    await expect(gudrun.getByText(run.answered)).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('list', { name: run.messages })).toContainText(run.answer);
    await expect(dialog.getByRole('button', { name: /vatnslekaskynjari/ })).toBeVisible();
    await gudrun.keyboard.press('Escape');
    await expect(card.getByRole('region', { name: run.flag })).toHaveCount(0);
    await customer.context.close();

    // The desk has both: the answer in the messages, the photo in the files, back in review.
    await page.goto(claimAddress);
    await expect(page.getByRole('list', { name: run.deskMessages })).toContainText(run.answer);
    await expect(page.getByRole('button', { name: /vatnslekaskynjari/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: run.reviewStatus })).toBeVisible();
  });

  test(`a request waiting for the customer is answered in My requests, and each side's label says who waits (${run.language}, ${run.viewport.width} px)`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    // Guðrún writes from her verified address, so the request is hers in the portal.
    const sent = await request.post('/api/form/v1/inquiry/', {
      headers: { 'x-forwarded-for': run.language === 'is' ? '198.51.100.71' : '198.51.100.72' },
      data: {
        name: GUDRUN.name,
        email: GUDRUN_MAIL,
        ssn: '',
        type: 'individual',
        description: run.inquiry,
        lang: run.language,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { caseNumber } = (await sent.json()) as { caseNumber: string };

    // Staff answer with a question: the inbox says the case waits for the customer.
    await page.setViewportSize(run.viewport);
    await signInStaff(page, baseURL!, 'sigga', `${run.prefix}/vidskipti/innholf/`, run.inbox);
    await press(page, page.getByRole('button', { name: run.open(caseNumber) }));
    await page.getByLabel(run.replyLabel).fill(run.reply);
    await page.getByRole('button', { name: run.sendReply }).click();
    await expect(page.getByText(run.replySent)).toBeVisible({ timeout: 20_000 });
    const main = page.locator('#portal-main');
    await expect(main.getByText(run.staffWaiting).first()).toBeVisible();
    await expect(main.getByText(run.customerWaitingWords, { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    const caseAddress = page.url();

    // Guðrún's home page says we wait for her; the link leads to the answer box.
    const customer = await customerPage(browser, run.viewport);
    const gudrun = customer.page;
    await signInGudrun(gudrun, run.prefix);
    const needs = gudrun.getByRole('region', { name: run.needs });
    await expect(needs.getByText(run.needsRequest(caseNumber))).toBeVisible({ timeout: 20_000 });
    await press(gudrun, needs.getByRole('link', { name: run.requestAction(caseNumber) }));
    await expect(
      gudrun.getByRole('heading', { level: 1, name: run.requestsHeading }),
    ).toBeVisible();
    const item = gudrun.getByRole('listitem').filter({ hasText: caseNumber });
    const box = item.getByRole('region', { name: run.waitingBox });
    await expect(box).toContainText(run.reply);
    await expect(item.getByText(run.customerWaitingWords, { exact: true })).toBeVisible();
    await expectAccessible(gudrun);

    await box.getByRole('textbox').fill(run.requestAnswer);
    await box.getByLabel(run.chooseFiles).setInputFiles(PHOTO);
    await press(gudrun, box.getByRole('button', { name: run.sendAnswer }));
    await expect(gudrun.getByText(run.answerSent)).toBeVisible({ timeout: 30_000 });
    await expect(item.getByRole('region', { name: run.waitingBox })).toHaveCount(0);
    await expect(item.getByText(run.inProgress, { exact: true })).toBeVisible();
    await customer.context.close();

    // The answer and its photo are on the case, which now waits for us, and says so.
    await page.goto(caseAddress);
    await expect(main.getByText(run.requestAnswer)).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText(/vatnslekaskynjari/).first()).toBeVisible();
    await expect(main.getByText(run.customerReplied).first()).toBeVisible();
    await expectAccessible(page);
  });
}
