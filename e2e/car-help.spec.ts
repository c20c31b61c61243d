import { expect, test } from './support/test';
import { signIn } from './support/portal';

// Roadside assistance as the content service holds it reaches the customer: the portal's roadside
// benefit offers the number to call and the roadside page, both from /api/content/v1/carhelp/.

const TEXTS = {
  is: {
    path: '/vidskipti/',
    region: 'Fríðindi',
    call: 'Hringja í bílahjálp: 440 2000',
    more: 'Um bílahjálpina',
    page: '/bilahjalp/',
    h1: 'Bílahjálp',
  },
  en: {
    path: '/en/vidskipti/',
    region: 'Benefits',
    call: 'Call roadside assistance: +354 440 2000',
    more: 'About roadside assistance',
    page: '/en/roadside-assistance/',
    h1: 'Roadside assistance',
  },
} as const;

for (const language of ['is', 'en'] as const) {
  const text = TEXTS[language];
  test(`the roadside benefit offers the number and the page from content (${language})`, async ({
    page,
  }) => {
    await signIn(page, text.path);
    const benefits = page.getByRole('region', { name: text.region });
    await expect(benefits.getByRole('link', { name: text.call }).first()).toHaveAttribute(
      'href',
      'tel:+3544402000',
    );
    await benefits.getByRole('link', { name: text.more }).first().click();
    await expect(page).toHaveURL(new RegExp(`${text.page}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.h1);
  });
}
