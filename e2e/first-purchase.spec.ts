import { expect, hydrated, test, type Page } from './support/test';
import { mailTo } from './support/attachments';
import { expectAccessible, SIGNED_IN_WITHIN } from './support/portal';

const TEXTS = {
  is: {
    page: '/fa-verd/',
    car: /^Bíll/,
    registration: /^Bílnúmer/,
    driverAge: /^Aldur aðalökumanns/,
    buy: 'Kaupa núna',
    signInHeading: 'Skráðu þig inn til að kaupa',
    phone: /^Farsímanúmer/,
    welcome: 'Velkomin í viðskipti',
    email: /^Netfang/,
    create: 'Stofna aðgang og halda áfram',
    quote: /^Tilboð T-\d{6}, gildir til/,
    payment: /^Greiðsluleið/,
    terms: /^Ég hef lesið skilmálana/,
    submit: 'Staðfesta kaup',
    retry: 'Reyna aftur',
    confirmFirst: /^Staðfestu netfangið þitt fyrst: við sendum hlekk á/,
    confirmEmail: 'Staðfesta netfangið',
    confirmed: 'Netfangið þitt er staðfest',
    done: 'Tryggingin er komin á',
    overview: 'Skoða tryggingarnar mínar',
  },
  en: {
    page: '/en/get-price/',
    car: /^Car/,
    registration: /^Registration number/,
    driverAge: /^Main driver's age/,
    buy: 'Buy now',
    signInHeading: 'Sign in to buy',
    phone: /^Mobile number/,
    welcome: 'Welcome to Skjól',
    email: /^E-mail/,
    create: 'Create my account and continue',
    quote: /^Quote T-\d{6}, valid until/,
    payment: /^How to pay/,
    terms: /^I have read the terms/,
    submit: 'Confirm purchase',
    retry: 'Try again',
    confirmFirst: /^Confirm your e-mail address first: we sent a link to/,
    confirmEmail: 'Confirm the address',
    confirmed: 'Your e-mail address is confirmed',
    done: 'Your insurance is in place',
    overview: 'See my policies',
  },
} as const;

/** A mobile number no customer has, held by one of the demo's people who are not customers. */
const strangersNumber = () => `7${String(Date.now() % 1_000_000).padStart(6, '0')}`;

async function pressByKeyboard(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

for (const [language, viewport] of [
  ['is', { width: 320, height: 640 }],
  ['en', { width: 1280, height: 900 }],
] as const) {
  test(`a stranger prices a car, becomes a customer with electronic ID, buys it and finds the policy (${language}, ${viewport.width} px)`, async ({
    page,
    request,
    context,
  }) => {
    test.slow();
    const text = TEXTS[language];
    await page.setViewportSize(viewport);
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': `198.51.100.${language === 'is' ? 61 : 62}`,
    });
    await page.goto(text.page);
    await hydrated(page);
    await page.getByRole('checkbox', { name: text.car }).check();
    await page.getByLabel(text.registration).fill('KR482');
    await page.getByLabel(text.driverAge).fill('35');
    await expect(page.getByTestId('quote-yearly')).toBeVisible();

    // Straight from the price: no e-mail first.
    await pressByKeyboard(page, text.buy);
    await expect(page.getByRole('heading', { name: text.signInHeading })).toBeVisible(
      SIGNED_IN_WITHIN,
    );
    await expect(page.getByRole('heading', { name: text.quote })).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // The number goes straight to the phone; the simulator approves the demo's stranger.
    const phone = strangersNumber();
    await page.getByLabel(text.phone).fill(phone);
    await page.getByLabel(text.phone).press('Enter');
    await expect(page.getByTestId('verification-code')).toHaveText(/^\d{4}$/, SIGNED_IN_WITHIN);
    await expect(page.getByRole('heading', { name: text.welcome })).toBeVisible(SIGNED_IN_WITHIN);
    const name = (await page.getByTestId('new-customer-name').textContent())!.trim();
    expect(name).toMatch(/(son|dóttir)$/);
    await expectAccessible(page);
    const email = `nyr.${language}.${Date.now()}@example.com`;
    await page.getByLabel(text.email).fill(email);
    await expect(page.getByLabel(text.phone)).toHaveValue(phone);
    await pressByKeyboard(page, text.create);

    // Back at the purchase, signed in as the new customer, with the quote.
    await expect(page.getByRole('heading', { name: text.quote })).toBeVisible(SIGNED_IN_WITHIN);
    await page.getByLabel(text.payment).selectOption('claim');
    await page.getByRole('checkbox', { name: text.terms }).check();
    await pressByKeyboard(page, text.submit);
    await expect(page.getByText(text.confirmFirst)).toContainText(email);
    await expectAccessible(page);

    // The confirmation link, opened from the mail in another tab.
    const [mail] = await mailTo(request, email);
    const link = /https?:\/\/\S+token=\S+/.exec(mail!.text)![0];
    const mailTab = await context.newPage();
    await mailTab.goto(new URL(link).pathname + new URL(link).search);
    await mailTab.getByRole('button', { name: text.confirmEmail }).click();
    await expect(mailTab.getByRole('heading', { name: text.confirmed })).toBeVisible();
    await mailTab.close();

    await pressByKeyboard(page, text.retry);
    await expect(page.getByRole('heading', { name: text.done })).toBeFocused(SIGNED_IN_WITHIN);
    const policyNumber = /SK-\d{4}-\d{6}/.exec((await page.getByRole('main').textContent())!)![0];
    await page.getByRole('link', { name: text.overview }).click();
    const policy = page.getByRole('article').filter({ hasText: policyNumber });
    await expect(policy).toContainText('Volvo XC40 Recharge');
  });
}
