import { FIXTURES, mailTo } from './support/attachments';
import { ANNA, HRAUNHOLAR, actFor, expectAccessible, signIn } from './support/portal';
import { expect, hydrated, test, type Page } from './support/test';

const unique = () => Math.random().toString(36).slice(2, 8);
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Atlantic/Reykjavik' }).format(new Date());

async function next(page: Page, label: RegExp | string) {
  await page.getByRole('button', { name: label, exact: true }).click();
}

test('a visitor reports a collision on a phone: photos (one upload interrupted and retried), review, claim number and e-mail', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/tjonstilkynningar/');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tilkynna tjón' })).toBeVisible();

  // Nothing chosen: the step says so and keeps the visitor on it.
  await next(page, 'Áfram');
  await expect(page.getByRole('alert')).toHaveText('Þennan reit þarf að fylla út');
  await page.getByRole('radio', { name: 'Árekstur eða óhapp' }).check();
  await expectAccessible(page);
  await next(page, 'Áfram');

  await expect(
    page.getByRole('heading', { name: 'Upplýsingar um þig', exact: true }),
  ).toBeFocused();
  const email = `arekstur.${unique()}@example.com`;
  await page.getByLabel('Fullt nafn').fill('Katrín Jónsdóttir');
  await page.getByLabel('Kennitala').fill('120160-3389');
  await page.getByRole('textbox', { name: 'Netfang', exact: true }).fill('ekki-netfang');
  await page.getByLabel('Farsími').fill('5551234');
  await next(page, 'Áfram');
  await expect(page.getByRole('textbox', { name: 'Netfang', exact: true })).toBeFocused();
  await page.getByRole('textbox', { name: 'Netfang', exact: true }).fill(email);
  await next(page, 'Áfram');

  await expect(page.getByRole('heading', { name: 'Trygging', exact: true })).toBeFocused();
  await next(page, 'Áfram');

  await expect(page.getByRole('heading', { name: 'Hvað gerðist', exact: true })).toBeFocused();
  await page.getByLabel('Dagsetning').fill(today());
  await page.getByLabel('Tími (u.þ.b.)').fill('0815');
  await page.getByLabel('Hvar gerðist það?').fill('Hringbraut við Bræðraborgarstíg');
  await page.getByLabel('Skráningarnúmer ökutækis þíns').fill('ab123');
  await page.getByLabel('Lýstu því sem gerðist').fill('Bíllinn á undan hemlaði snögglega.');
  await page.getByRole('radio', { name: 'Já' }).check();
  await page.getByLabel('Nafn hins ökumannsins').fill('Jón Jónsson');
  await page.getByLabel('Skráningarnúmer hins ökutækisins').fill('XY987');
  await page
    .getByRole('group', { name: /Hvað varst þú að gera/ })
    .getByRole('checkbox', { name: 'Að aka á eftir, á sömu akrein' })
    .check();
  await page
    .getByRole('group', { name: /Hvað var hinn ökumaðurinn/ })
    .getByRole('checkbox', { name: 'Kyrrstæður eða lagður' })
    .check();
  await expectAccessible(page);
  await next(page, 'Áfram');

  await expect(page.getByRole('heading', { name: 'Tjónið', exact: true })).toBeFocused();
  await page.getByLabel('Hvað skemmdist eða tapaðist').fill('Framstuðari');
  await page.getByLabel('Áætlað verðmæti (kr.)').fill('180000');
  await expect(page.getByText(/Áætlað alls: 180\.000 kr\./)).toBeVisible();
  await next(page, 'Áfram');
  await next(page, 'Áfram');

  // Photos: the first upload is cut off on its way; it stays with a retry, the second goes on.
  await expect(page.getByRole('heading', { name: 'Myndir og skjöl', exact: true })).toBeFocused();
  let cut = false;
  await page.route('**/files/', async (route) => {
    if (!cut) {
      cut = true;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.locator('#claim-files').setInputFiles([FIXTURES.png, FIXTURES.pdf]);
  await expect(page.getByText(/vatnslekaskynjari\.png komst ekki til skila/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fjarlægja bilalisti.pdf' })).toBeVisible();
  await page.getByRole('button', { name: /Reyna aftur/ }).click();
  await expect(page.getByRole('button', { name: /Fjarlægja vatnslekaskynjari/ })).toBeVisible();
  await expect(page.getByText(/komst ekki til skila/)).toHaveCount(0);
  await next(page, 'Áfram');

  await expect(page.getByRole('heading', { name: 'Yfirfara og senda', exact: true })).toBeFocused();
  await expect(page.getByText('Framstuðari')).toBeVisible();
  await expect(page.getByText('AB123')).toBeVisible();
  await next(page, 'Senda tilkynningu');
  await expect(page.getByText('Staðfestu áður en þú sendir.')).toBeVisible();
  await page.getByLabel(/Ég staðfesti/).check();
  await expectAccessible(page);
  await next(page, 'Senda tilkynningu');

  const done = page.getByRole('heading', { name: /^Tjón TJ-\d{4}-\d{6} er móttekið$/ });
  await expect(done).toBeFocused();
  const claimNumber = /TJ-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')![0];
  await expect(page.getByText(`Afrit af tilkynningunni var sent á ${email}.`)).toBeVisible();
  const mails = await mailTo(request, email);
  expect(mails.map((mail) => mail.subject)).toEqual([`Tjón ${claimNumber} er móttekið`]);
  // The page can be scrolled sideways at no step: checked here at 320 px on the last one.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  );
  expect(overflow).toBe(false);
});

test('an unfinished report is resumed from the e-mailed link in a fresh browser (English)', async ({
  page,
  browser,
  request,
}) => {
  await page.goto('/en/report-a-claim/');
  await hydrated(page);
  await page.getByRole('radio', { name: 'Travel delay' }).check();
  await next(page, 'Continue');
  const email = `later.${unique()}@example.com`;
  await page.getByLabel('Full name').fill('Sara Lind');
  await page.getByLabel('Kennitala').fill('1407702999');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Mobile phone').fill('6901234');
  await next(page, 'Continue');
  await expect(page.getByRole('heading', { name: 'Policy', exact: true })).toBeFocused();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await page.getByText('Continue later').click();
  await page.locator('#claim-resume-email').fill(email);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByText(`The link was sent to ${email}.`)).toBeVisible();
  const [mail] = await mailTo(request, email);
  const link = /https?:\/\/\S+\?drog=\S+/.exec(mail!.text)![0];

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(
    other.getByText('Your unfinished report was restored.', { exact: false }),
  ).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Policy', exact: true })).toBeVisible();
  // The key left the address bar at once.
  expect(new URL(other.url()).search).toBe('');
  await other.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(other.getByLabel('Full name')).toHaveValue('Sara Lind');
  await expectAccessible(other);
  await fresh.close();
});

test("a company's representative reports for the company, with an iPhone photo, and the claim is among the company's claims", async ({
  page,
}) => {
  // Two sign-ins (the portal's, then the wizard's silent one) and a full portal load at the end.
  test.slow();
  await signIn(page, '/vidskipti/', ANNA);
  await actFor(page, HRAUNHOLAR.name);
  // The choice holds for this tab once the portal has switched (it keeps it in session storage).
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem('overviewUser')))
    .toBe(HRAUNHOLAR.ssn);
  await page.goto('/tjonstilkynningar/');
  await hydrated(page);
  await page.getByRole('radio', { name: 'Tjón sem þú ollir öðrum' }).check();
  await next(page, 'Áfram');

  // She reports in her own name, for the company: its details are fixed, its policies offered.
  await expect(
    page.getByText(/^Innskráð\(ur\) sem Anna Jónsdóttir\. Tilkynnt er fyrir: Hraunhólar ehf\./),
  ).toBeVisible();
  await expect(page.getByLabel('Fullt nafn')).toHaveValue(ANNA.name);
  await expect(page.getByLabel('Nafn hins tryggða')).toHaveValue(HRAUNHOLAR.name);
  await expect(page.getByLabel('Nafn hins tryggða')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('radiogroup', { name: /Fyrir hvern/ })).toHaveCount(0);
  await page.getByLabel('Farsími').fill('6601234');
  const email = page.getByRole('textbox', { name: 'Netfang', exact: true });
  if (!(await email.inputValue())) await email.fill('anna@example.com');
  await expectAccessible(page);
  await next(page, 'Áfram');

  await page.getByRole('radiogroup').getByRole('radio').first().check();
  await next(page, 'Áfram');
  await page.getByLabel('Dagsetning').fill(today());
  await page.getByLabel('Hvar gerðist það?').fill('Verkstæðið í Hafnarfirði');
  await page.getByLabel('Lýstu því sem gerðist').fill('Viðskiptavinur hrasaði um slöngu.');
  await page.getByLabel('Hver varð fyrir tjóni, eða hvers eign skemmdist?').fill('Jón Jónsson');
  await next(page, 'Áfram');
  await expect(page.getByRole('heading', { name: 'Tjónið', exact: true })).toBeFocused();
  await page.getByLabel('Hvað skemmdist eða tapaðist').fill('Úlpa viðskiptavinar');
  await next(page, 'Áfram');
  await expect(page.getByRole('heading', { name: 'Greiðsla bóta', exact: true })).toBeFocused();
  await next(page, 'Áfram');
  await expect(page.getByRole('heading', { name: 'Myndir og skjöl', exact: true })).toBeFocused();

  // The photo as an iPhone keeps it: offered by the picker, stored as a JPEG.
  await expect(page.locator('#claim-files')).toHaveAttribute('accept', /\.heic/);
  await expect(page.getByText(/HEIC/)).toBeVisible();
  await page.locator('#claim-files').setInputFiles(FIXTURES.heic);
  await expect(page.getByRole('button', { name: 'Fjarlægja claim-photo.jpg' })).toBeVisible();
  await next(page, 'Áfram');
  await expect(page.getByRole('heading', { name: 'Yfirfara og senda', exact: true })).toBeFocused();
  await page.getByLabel(/Ég staðfesti/).check();
  await next(page, 'Senda tilkynningu');

  const done = page.getByRole('heading', { name: /^Tjón TJ-\d{4}-\d{6} er móttekið$/ });
  await expect(done).toBeVisible();
  const claimNumber = /TJ-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')![0];
  // Back in the portal, still acting for the company: the claim is the company's.
  await page.goto('/vidskipti/tjonayfirlit/');
  await expect(page.getByLabel(/Skoða síður fyrir/)).toHaveValue(HRAUNHOLAR.ssn);
  await expect(page.getByText(claimNumber)).toBeVisible({ timeout: 20_000 });
});
