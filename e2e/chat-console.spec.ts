import { expect, hydrated, test } from './support/test';
import { ANNA, expectAccessible, signIn, signInStaff, staffURL } from './support/portal';

test('sigga sees that Anna is signed in, with her kennitala, and goes to act for her with a reason (is, 320 px, keyboard)', async ({
  page,
  browser,
  baseURL,
}) => {
  const agentContext = await browser.newContext({ viewport: { width: 320, height: 720 } });
  const agent = await agentContext.newPage();
  await signInStaff(agent, baseURL!, 'sigga');
  await agent.goto(`${staffURL(baseURL!)}/vidskipti/spjall/`);
  await expect(agent.getByRole('heading', { level: 1, name: 'Netspjall' })).toBeVisible();
  await agent.getByRole('button', { name: 'Ég tek við spjalli' }).click();
  await expect(agent.getByText('Þú ert á vakt og tekur við spjalli.')).toBeVisible();

  // Anna, signed in on the site, opens the chat: her name and e-mail come from her account.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.61' });
  await signIn(page, '/vidskipti/');
  await page.goto('/#netspjall');
  await hydrated(page);
  const chat = page.getByRole('dialog', { name: 'Netspjall' });
  await expect(chat.getByText('Nafn og netfang koma af aðganginum þínum.')).toBeVisible();
  await chat.getByRole('radio', { name: 'Einstaklingar' }).check();
  await chat.getByRole('button', { name: 'Hefja spjall' }).click();
  await expect(chat.getByText('Þú ert í röðinni.', { exact: false })).toBeVisible();

  // The chat never holds her kennitala: not on screen, not in what it keeps in the tab (the
  // sign-in's own tokens are hers and are left out of this).
  const stored = await page.evaluate(() =>
    JSON.stringify(
      [window.sessionStorage, window.localStorage].flatMap((storage) =>
        Object.entries(storage).filter(([key]) => /chat/i.test(key)),
      ),
    ),
  );
  expect(stored).toContain('conversationId');
  expect(stored).not.toContain(ANNA.ssn);
  await expect(chat.getByText(/120160/)).toHaveCount(0);

  await agent
    .getByRole('button', { name: `Taka við spjalli: ${ANNA.name}` })
    .first()
    .click();
  const panel = agent.getByRole('region', { name: `Samtal: ${ANNA.name}` }).first();
  await expect(panel.getByText('Staðfest af innskráningu', { exact: false })).toBeVisible();
  await expect(panel.getByText('Kennitala: 120160-3389')).toBeVisible();
  await expect(chat.getByText(/ svarar þér\./)).toBeVisible();
  await expectAccessible(agent);

  // By keyboard: the button takes her to the staff home, Anna looked up, the reason next.
  const act = panel.getByRole('button', { name: 'Skoða síður þessa viðskiptavinar' });
  await act.focus();
  await agent.keyboard.press('Enter');
  const main = agent.locator('#portal-main');
  await expect(main.getByLabel(/Kennitala viðskiptavinar/)).toHaveValue('120160 3389');
  await expect(main.getByLabel(/Ástæða uppflettingar/)).toBeFocused();
  // Nowhere in the address.
  expect(agent.url()).not.toContain(ANNA.ssn);

  // Anna ends the chat; its transcript becomes her case, as every chat's does.
  await chat.getByRole('button', { name: 'Ljúka spjalli' }).click();
  await expect(chat.getByText('Spjallinu er lokið.')).toBeVisible();
  await agent.goto(`${staffURL(baseURL!)}/vidskipti/spjall/`);
  await agent.getByRole('button', { name: 'Ég er frá' }).click();
  await expect(agent.getByText(/Þú ert frá/)).toBeVisible();
  await agentContext.close();
});

test('stjori keeps a ready answer and sets a colleague’s queues from the console (en, desktop)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, baseURL!, 'stjori', '/en/vidskipti/');
  await page.goto(`${staffURL(baseURL!)}/en/vidskipti/spjall/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Live chat' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit ready answers' }).click();
  const editor = page.getByRole('region', { name: 'Ready answers' });
  await editor.getByLabel('Language of the answers').selectOption('en');
  const list = editor.getByRole('list', { name: 'Ready answers (English)' });
  await expect(list.getByText('/hello')).toBeVisible();
  const shortcut = `e2e-${Date.now()}`;
  await editor
    .getByRole('textbox', { name: /^Shortcut/ })
    .last()
    .fill(`bad ${shortcut}`);
  await editor
    .getByRole('textbox', { name: /^Answer/ })
    .last()
    .fill('Our office opens at nine.');
  await editor.getByRole('button', { name: 'Add answer' }).click();
  await expect(editor.getByText(/A shortcut is one word/)).toBeVisible();
  await editor
    .getByRole('textbox', { name: /^Shortcut/ })
    .last()
    .fill(shortcut);
  await editor.getByRole('button', { name: 'Add answer' }).click();
  await expect(editor.getByRole('status')).toHaveText(`/${shortcut} was added.`);
  await expect(list.getByText(`/${shortcut}`)).toBeVisible();
  await expectAccessible(page);

  // Removed again after asking, so the seeded answers stay as they were for everyone else.
  await editor.getByRole('button', { name: `Delete /${shortcut}` }).click();
  await editor.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(list.getByText(`/${shortcut}`)).toHaveCount(0);

  await page.getByRole('button', { name: "Colleagues' queues" }).click();
  const panel = page.getByRole('region', { name: 'Who answers which queue' });
  const sigga = panel.getByRole('group', { name: /^Sigríður/ });
  await expect(sigga).toBeVisible();
  const claims = sigga.getByRole('checkbox', { name: 'Claims' });
  const before = await claims.isChecked();
  await claims.click();
  await expect(panel.getByRole('status')).toContainText('now answers');
  await expect(claims).toBeChecked({ checked: !before });
  // And back, so sigga answers what she did before for the other journeys.
  await claims.click();
  await expect(claims).toBeChecked({ checked: before });
  await expectAccessible(page);

  // On a phone both tools fit the screen's width, nothing to scroll sideways.
  await page.setViewportSize({ width: 320, height: 720 });
  await expect(panel).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: 'test-results/chat-console-agents-320.png', fullPage: true });
  await page.getByRole('button', { name: 'Edit ready answers' }).click();
  await expect(editor).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: 'test-results/chat-console-canned-320.png', fullPage: true });
  await expectAccessible(page);
});

// Saying "I am taking chats" sets the agent on duty, however often it is pressed and whatever an
// older read of the console answers meanwhile; a reload shows what the server kept.
for (const { language, width, prefix, texts } of [
  {
    language: 'is',
    width: 320,
    prefix: '',
    texts: {
      available: 'Ég tek við spjalli',
      away: 'Ég er frá',
      onDuty: 'Þú ert á vakt og tekur við spjalli.',
      isAway: /^Þú ert frá/,
    },
  },
  {
    language: 'en',
    width: 1280,
    prefix: '/en',
    texts: {
      available: 'I am taking chats',
      away: 'I am away',
      onDuty: 'You are on duty and taking chats.',
      isAway: /^You are away/,
    },
  },
]) {
  test(`availability sticks when sigga says she is taking chats (${language}, ${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInStaff(page, baseURL!, 'sigga', `${prefix}/vidskipti/`);
    const consoleURL = `${staffURL(baseURL!)}${prefix}/vidskipti/spjall/`;
    await page.goto(consoleURL);
    const available = page.getByRole('button', { name: texts.available });
    for (let press = 0; press < 3; press++) {
      await available.click();
      await expect(page.getByText(texts.onDuty)).toBeVisible();
      await expect(available).toHaveAttribute('aria-pressed', 'true');
    }
    await page.reload();
    await expect(page.getByText(texts.onDuty)).toBeVisible();

    await page.getByRole('button', { name: texts.away }).click();
    await expect(page.getByText(texts.isAway)).toBeVisible();
    await page.reload();
    await expect(page.getByText(texts.isAway)).toBeVisible();
  });
}
