import { expect, hydrated, test } from './support/test';
import { mailTo, openInboxAsStaff, type OutboxMail } from './support/attachments';
import { expectAccessible } from './support/portal';

type MailWithFiles = OutboxMail & {
  attachments: { filename: string; contentType: string; text?: string }[];
};

test('a visitor books a time inside the opening hours, gets an .ics, and staff see the booking', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.71' });
  await page.goto('/boka-tima/');
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bókaðu tíma hjá ráðgjafa' }),
  ).toBeVisible();
  await page.getByLabel(/^Um hvað viltu ræða/).selectOption('claim');
  await page.getByRole('radio', { name: 'Í síma' }).check();
  const day = page.getByLabel(/^Dagur/);
  await expect(day).toBeEnabled();
  await day.selectOption({ index: 1 });
  const time = page.getByLabel(/^Tími/);
  await time.selectOption({ index: 1 });
  const slot = await time.inputValue();
  const timeLabel = (await time.locator('option:checked').textContent())!;
  await page.getByLabel(/^Nafn/).fill('Páll Pálsson');
  const email = `timi.${Date.now()}@example.com`;
  await page.getByLabel(/^Netfang/).fill(email);
  await page.getByLabel(/^Símanúmer/).fill('6991234');
  await page.getByLabel(/^Eitthvað sem ráðgjafinn/).fill('Tjón á bílnum; ég er með myndir.');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Bóka tíma' }).click();
  await expect(page.getByRole('heading', { name: 'Takk, tíminn er bókaður' })).toBeFocused();
  const caseNumber = /E-\d{6}/.exec((await page.getByRole('main').textContent()) ?? '')![0];
  await expect(page.getByRole('main')).toContainText(`kl. ${timeLabel.slice(0, 5)}`);

  const [mail] = await mailTo<MailWithFiles>(request, email);
  // A booking's mail says the time is booked, not that staff will answer an inquiry.
  expect(mail!.subject).toMatch(
    new RegExp(`^Tíminn þinn er bókaður: .* kl\\. ${timeLabel.slice(0, 5)}$`),
  );
  expect(mail!.text).toContain(`bókunin hefur númerið ${caseNumber}`);
  expect(mail!.text).toContain('timapontun.ics');
  expect(mail!.text).not.toContain('Starfsmaður svarar þér í tölvupósti');
  expect(mail!.text).toContain(`kl. ${timeLabel.slice(0, 5)}`);
  expect(mail!.text).toContain('Ráðgjafi hringir í þig í síma 699 1234');
  const ics = mail!.attachments.find((a) => a.filename.endsWith('.ics'))!;
  expect(ics.contentType).toMatch(/^text\/calendar/);
  expect(ics.text).toContain('BEGIN:VCALENDAR\r\n');
  expect(ics.text).toContain(`\r\nDTSTART:${slot.replace(/[-:]/g, '').replace('.000', '')}\r\n`);
  await page.setExtraHTTPHeaders({});

  // The booked time is no longer offered.
  const free = (await (await request.get('/api/form/v1/requestappointment/slots/')).json()) as {
    slots: { start: string }[];
  };
  expect(free.slots.map((s) => s.start)).not.toContain(slot);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openInboxAsStaff(page, baseURL!, 'appointment');
  await page.getByRole('button', { name: `Opna ${caseNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(caseNumber) })).toBeFocused();
  await expect(page.getByText(/Tímapöntun af vef: Tjón, .* kl\. \d\d:\d\d/).first()).toBeVisible();
});

test('a time someone else just took is refused at the time field, and nothing else typed is lost', async ({
  page,
  request,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.72' });
  await page.goto('/en/book-appointment/');
  await hydrated(page);
  await page.getByLabel(/^What would you like to talk about/).selectOption('advice');
  const day = page.getByLabel(/^Day/);
  await expect(day).toBeEnabled();
  await day.selectOption({ index: 2 });
  const time = page.getByLabel(/^Time/);
  await time.selectOption({ index: 2 });
  const slot = await time.inputValue();
  await page.getByLabel(/^Name/).fill('Ari');
  const email = `ari.${Date.now()}@example.com`;
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Phone number/).fill('6112345');

  // Another visitor takes the same time first.
  const other = await request.post('/api/form/v1/requestappointment/', {
    headers: { 'x-forwarded-for': '198.51.100.73' },
    data: {
      topic: 'other',
      meeting: 'office',
      slot,
      name: 'Someone',
      email: `other.${Date.now()}@example.com`,
      phone: '6000000',
    },
  });
  expect(other.status()).toBe(201);

  await page.getByRole('button', { name: 'Book the appointment' }).click();
  await expect(page.getByText(/Someone has just booked that time/)).toBeVisible();
  await expect(time).toBeFocused();
  await expect(time.locator(`option[value="${slot}"]`)).toHaveCount(0);
  await expect(page.getByLabel(/^Name/)).toHaveValue('Ari');
  await expect(page.getByLabel(/^Phone number/)).toHaveValue('611 2345');
  await expectAccessible(page);

  await time.selectOption({ index: 1 });
  const booked = (await time.locator('option:checked').textContent())!.slice(0, 5);
  await page.getByRole('button', { name: 'Book the appointment' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, your appointment is booked' }),
  ).toBeFocused();
  const [mail] = await mailTo<MailWithFiles>(request, email);
  expect(mail!.subject).toMatch(new RegExp(`^Your appointment is booked: .* at ${booked}$`));
  expect(mail!.text).toContain('The time is held for you');
  expect(mail!.text).not.toContain('answer you by e-mail');
  expect(mail!.attachments.map((a) => a.filename)).toEqual(['timapontun.ics']);
});
