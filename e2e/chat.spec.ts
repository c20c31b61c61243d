import type { Browser } from '@playwright/test';
import { expect, hydrated, test, type Page } from './support/test';
import { mailTo, staffURL } from './support/attachments';
import { expectAccessible, signInStaff } from './support/portal';

/** Sigga signs in on the staff host and opens the chat console. */
async function openConsoleAsSigga(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInStaff(page, baseURL, 'sigga', '/vidskipti/spjall/', 'Netspjall');
  return page;
}

test('a visitor chats with sigga on the staff host, reloads mid-conversation and keeps it (is, 320 px)', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const agent = await openConsoleAsSigga(browser, baseURL!);
  await agent.getByRole('button', { name: 'Ég tek við spjalli' }).click();
  await expect(agent.getByText('Þú ert á vakt og tekur við spjalli.')).toBeVisible();

  await page.setViewportSize({ width: 320, height: 640 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.41' });
  await page.goto('/#netspjall');
  await hydrated(page);
  const chat = page.getByRole('dialog', { name: 'Netspjall' });
  const name = `Gestur ${Date.now()}`;
  const email = `spjall.${Date.now()}@example.com`;
  await chat.getByRole('radio', { name: 'Tjón' }).check();
  await chat.getByLabel(/^Nafn/).fill(name);
  await chat.getByLabel(/^Netfang/).fill(email);
  await chat.getByRole('button', { name: 'Hefja spjall' }).click();
  await expect(chat.getByText('Þú ert í röðinni.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // The agent sees who is waiting (not verified: the visitor is not signed in) and takes it.
  await agent.getByRole('button', { name: `Taka við spjalli: ${name}` }).click();
  const panel = agent.getByRole('region', { name: `Samtal: ${name}` });
  await expect(panel.getByText(`${email} · Óstaðfest`)).toBeVisible();
  await expect(chat.getByText(/ svarar þér\./)).toBeVisible();

  // Messages both ways; the visitor sends with the keyboard (Enter).
  const compose = chat.getByLabel('Skrifaðu skilaboð');
  await compose.fill('Góðan dag, rúðan í bílnum brotnaði.');
  await compose.press('Enter');
  await expect(panel.getByText('Góðan dag, rúðan í bílnum brotnaði.')).toBeVisible();
  await panel.getByLabel(`Svar til viðskiptavinar: ${name}`).fill('Sæl! Ertu með bílnúmerið?');
  await panel.getByRole('button', { name: 'Senda' }).click();
  await expect(chat.getByText('Sæl! Ertu með bílnúmerið?')).toBeVisible();

  // A reload keeps the conversation: the panel opens at the chat with everything said so far.
  await page.reload();
  await hydrated(page);
  await expect(chat.getByText('Góðan dag, rúðan í bílnum brotnaði.')).toBeVisible();
  await expect(chat.getByText('Sæl! Ertu með bílnúmerið?')).toBeVisible();
  await chat.getByLabel('Skrifaðu skilaboð').fill('Já, AB123.');
  await chat.getByRole('button', { name: 'Senda' }).click();
  await expect(panel.getByText('Já, AB123.')).toBeVisible();

  // The agent ends it: the transcript is kept as a case; the visitor rates it and asks for a copy.
  await panel.getByRole('button', { name: 'Ljúka spjalli' }).click();
  await expect(panel.getByText(/Erindi E-\d{6} geymir samtalið/)).toBeVisible();
  await expect(chat.getByText('Spjallinu er lokið.')).toBeVisible();
  await chat.getByRole('radio', { name: '5' }).check();
  await chat.getByRole('button', { name: 'Senda einkunn' }).click();
  await expect(chat.getByText('Takk fyrir einkunnina: 5 af 5.')).toBeVisible();
  await chat.getByRole('button', { name: 'Senda mér afrit í tölvupósti' }).click();
  await expect(chat.getByText(`Afrit var sent á ${email}.`)).toBeVisible();
  const [transcript] = await mailTo(request, email);
  expect(transcript?.text).toContain('Já, AB123.');
  await expectAccessible(page);

  await agent.getByRole('button', { name: 'Ég er frá' }).click();
  await expect(agent.getByText(/Þú ert frá/)).toBeVisible();
  await expectAccessible(agent);
  await agent.context().close();
});

test('with no agent online the same message becomes an inbox case (en, desktop, keyboard)', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const agent = await openConsoleAsSigga(browser, baseURL!);
  await agent.getByRole('button', { name: 'Ég er frá' }).click();
  await expect(agent.getByText(/Þú ert frá/)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.42' });
  await page.goto('/en/#netspjall');
  await hydrated(page);
  const chat = page.getByRole('dialog', { name: 'Live chat' });
  await expect(chat.getByText(/Nobody can answer the chat right now/)).toBeVisible();
  const email = `offline.${Date.now()}@example.com`;
  await chat.getByRole('radio', { name: 'Businesses' }).check();
  await chat.getByLabel(/^Name/).fill('Offline Visitor');
  await chat.getByLabel(/^E-mail/).fill(email);
  await chat.getByLabel(/^Message/).fill('Can you call me about our company fleet?');
  await chat.getByRole('button', { name: 'Send inquiry' }).focus();
  await page.keyboard.press('Enter');
  const thanks = chat.getByText(/Your request has arrived with the number E-\d{6}/);
  await expect(thanks).toBeVisible();
  const caseNumber = /E-\d{6}/.exec((await thanks.textContent()) ?? '')![0];
  await expectAccessible(page);

  const [confirmation] = await mailTo(request, email);
  expect(confirmation?.subject).toContain(caseNumber);

  await agent.goto(`${staffURL(baseURL!)}/vidskipti/innholf/`);
  await expect(agent.getByRole('heading', { level: 1, name: 'Innhólf' })).toBeVisible();
  await expect(agent.getByText(caseNumber)).toBeVisible();
  await agent.context().close();
});

/** A small PNG, as a phone would send (the server redraws it as a JPEG). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNQWpWGFTEMLQkA03tMgU5sQIMAAAAASUVORK5CYII=',
  'base64',
);

test('a visitor sends a photo, sigga sees it and answers with a ready answer; the visitor sees it read (is, 320 px)', async ({
  page,
  browser,
  baseURL,
}) => {
  const agent = await openConsoleAsSigga(browser, baseURL!);
  await agent.getByRole('button', { name: 'Ég tek við spjalli' }).click();
  await expect(agent.getByText('Þú ert á vakt og tekur við spjalli.')).toBeVisible();

  await page.setViewportSize({ width: 320, height: 640 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.43' });
  await page.goto('/#netspjall');
  await hydrated(page);
  const chat = page.getByRole('dialog', { name: 'Netspjall' });
  const name = `Myndsendir ${Date.now()}`;
  await chat.getByRole('radio', { name: 'Tjón' }).check();
  await chat.getByLabel(/^Nafn/).fill(name);
  await chat.getByLabel(/^Netfang/).fill(`mynd.${Date.now()}@example.com`);
  await chat.getByRole('button', { name: 'Hefja spjall' }).click();
  await agent.getByRole('button', { name: `Taka við spjalli: ${name}` }).click();
  const panel = agent.getByRole('region', { name: `Samtal: ${name}` });
  await expect(chat.getByText(/ svarar þér\./)).toBeVisible();

  // A file that is no picture, whatever it is called, is refused by its bytes; the words stay.
  const compose = chat.getByLabel('Skrifaðu skilaboð');
  await compose.fill('Hér er mynd af rúðunni');
  const picker = chat.locator('input[type="file"]');
  await picker.setInputFiles({
    name: 'rúða.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>ekki mynd</html>'),
  });
  await expect(chat.getByRole('alert')).toContainText('Ekki er hægt að senda skrána');
  await expect(compose).toHaveValue('Hér er mynd af rúðunni');

  await picker.setInputFiles({ name: 'rúða.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(chat.getByRole('img', { name: 'Mynd: rúða.jpg' })).toBeVisible();
  await expect(compose).toHaveValue('');
  await expect(chat.getByText('Hér er mynd af rúðunni')).toBeVisible();

  // The agent sees the picture in the open, focused console: the visitor sees it was read.
  await expect(panel.getByRole('img', { name: 'Mynd: rúða.jpg' })).toBeVisible();
  await agent.bringToFront();
  await expect(chat.getByText('Lesið')).toBeVisible();
  await expectAccessible(page);

  // A ready answer: "/" opens them, Enter inserts one to edit, then it is sent.
  const reply = panel.getByLabel(`Svar til viðskiptavinar: ${name}`);
  await reply.fill('/');
  await expect(panel.getByRole('listbox', { name: 'Tilbúin svör' })).toBeVisible();
  await reply.press('ArrowDown');
  await reply.press('Enter');
  await expect(reply).toHaveValue('Augnablik, ég ætla að skoða þetta fyrir þig.');
  await reply.press('Enter');
  await expect(chat.getByText('Augnablik, ég ætla að skoða þetta fyrir þig.')).toBeVisible();
  await expect(panel.getByText(/^(Sent|Móttekið|Lesið)$/)).toBeVisible();
  await expectAccessible(agent);

  await panel.getByRole('button', { name: 'Ljúka spjalli' }).click();
  await expect(chat.getByText('Spjallinu er lokið.')).toBeVisible();
  await agent.getByRole('button', { name: 'Ég er frá' }).click();
  await agent.context().close();
});

test('where the WebSocket is blocked the visitor still chats with sigga, over HTTP (en, desktop)', async ({
  page,
  browser,
  baseURL,
}) => {
  const agent = await openConsoleAsSigga(browser, baseURL!);
  await agent.getByRole('button', { name: 'Ég tek við spjalli' }).click();
  await expect(agent.getByText('Þú ert á vakt og tekur við spjalli.')).toBeVisible();

  // A proxy or filter that refuses WebSockets: every socket the visitor's page opens is closed.
  let socketsTried = 0;
  await page.routeWebSocket(/\/api\/chat\/v1\/socket/, async (socket) => {
    socketsTried += 1;
    await socket.close({ code: 1011, reason: 'blocked' });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.44' });
  await page.goto('/en/#netspjall');
  await hydrated(page);
  const chat = page.getByRole('dialog', { name: 'Live chat' });
  const name = `Blocked Visitor ${Date.now()}`;
  await chat.getByRole('radio', { name: 'Individuals' }).check();
  await chat.getByLabel(/^Name/).fill(name);
  await chat.getByLabel(/^E-mail/).fill(`blocked.${Date.now()}@example.com`);
  await chat.getByRole('button', { name: 'Start chat' }).click();
  await expect(chat.getByText(/does not allow a live connection/)).toBeVisible();
  expect(socketsTried).toBe(1);

  await agent.getByRole('button', { name: `Taka við spjalli: ${name}` }).click();
  const panel = agent.getByRole('region', { name: `Samtal: ${name}` });
  // The poll brings the agent's taking of the chat…
  await expect(chat.getByText(/You are chatting with/)).toBeVisible();

  // …the visitor's message goes by POST, the agent's answer comes back by the poll.
  const compose = chat.getByLabel('Write a message');
  await compose.fill('Hello, my socket is blocked.');
  await compose.press('Enter');
  await expect(panel.getByText('Hello, my socket is blocked.')).toBeVisible();
  await panel.getByLabel(`Svar til viðskiptavinar: ${name}`).fill('Hi! I can read you fine.');
  await panel.getByRole('button', { name: 'Senda' }).click();
  await expect(chat.getByText('Hi! I can read you fine.')).toBeVisible();
  // The visitor's screen, in front, marks the answer read; the agent's console shows it.
  await page.bringToFront();
  await expect(panel.getByText('Lesið', { exact: true })).toBeVisible();

  // A reload keeps the conversation, still without a socket.
  await page.reload();
  await hydrated(page);
  await expect(chat.getByText('Hi! I can read you fine.')).toBeVisible();
  await chat.getByLabel('Write a message').fill('Still here after a reload.');
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(panel.getByText('Still here after a reload.')).toBeVisible();
  await expectAccessible(page);

  await panel.getByRole('button', { name: 'Ljúka spjalli' }).click();
  await expect(chat.getByText('The chat has ended.')).toBeVisible();
  await expect(chat.getByText('Still here after a reload.')).toHaveCount(1);
  await agent.getByRole('button', { name: 'Ég er frá' }).click();
  await agent.context().close();
});
