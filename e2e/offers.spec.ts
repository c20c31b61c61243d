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
