import { expect, test } from './support/test';
import { expectAccessible, signIn } from './support/portal';

const BJORN = { ssn: '0503852139', password: 'Prufa-1234', name: 'Björn Sigurðsson' };

test('a customer accepts an offer in the portal and the policy is in force at once', async ({
  page,
}) => {
  await signIn(page, '/en/vidskipti/', BJORN);
  const offers = page.getByRole('region', { name: 'Offers and applications' });
  const offer = offers.getByRole('listitem').filter({ hasText: 'Caravan insurance' });
  await offer.getByRole('button', { name: 'Accept the offer' }).click();
  const yes = offer.getByRole('button', { name: 'Yes' });
  await expect(yes).toBeFocused();
  await expect(
    offer.getByText(/The policy starts today for ISK [\d,]+ a year, paid monthly/),
  ).toBeVisible();
  await expectAccessible(page);
  await yes.click();

  const toast = page.getByText(/^Offer accepted: policy SK-\d{4}-\d{6} is in force\.$/);
  await expect(toast).toBeVisible();
  const number = /SK-\d{4}-\d{6}/.exec((await toast.textContent()) ?? '')![0];
  await expect(page.locator(`[data-policy-number="${number}"]`)).toContainText('Caravan insurance');
  await expect(offers.getByText('Caravan insurance')).toHaveCount(0);
});

test('life insurance is accepted by signing with mobile ID; the signature makes the policy (Icelandic, 320 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signIn(page, '/vidskipti/', BJORN);
  const offers = page.getByRole('region', { name: 'Tilboð og umsóknir' });
  const offer = offers.getByRole('listitem').filter({ hasText: 'Líftrygging með 20 m.kr.' });
  await expect(
    offer.getByText('Þessi trygging er samþykkt með undirritun með rafrænum skilríkjum.'),
  ).toBeVisible();
  await offer.getByRole('button', { name: 'Samþykkja tilboðið' }).click();
  await expect(offer.getByText(/Tryggingin tekur gildi daginn sem þú undirritar/)).toBeVisible();
  await offer.getByRole('button', { name: 'Já' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toContainText(
    /Samþykki tilboðs TB-\d{4}-\d{6}: Líftrygging/,
  );
  await dialog.getByLabel(/Farsímanúmer/).fill('622 2345');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Senda beiðni í síma' }).click();
  await expect(dialog.getByRole('status')).toContainText(/\d{4}/);
  // The demo provider approves after a couple of seconds; the dialog polls until then.
  await expect(dialog.getByText(/hefur verið undirritað/)).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Loka', exact: true }).click();

  await expect(offer).toHaveCount(0);
  // The offer's text is the new policy's insured object.
  await expect(
    page.locator('[data-policy-number]').filter({ hasText: 'Líftrygging með 20 m.kr.' }),
  ).toHaveCount(1);
});
