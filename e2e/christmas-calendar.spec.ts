import type { Page, Route } from '@playwright/test';
import { expectAccessible } from './support/portal';
import { expect, hydrated, test } from './support/test';

/**
 * The e2e server runs on today's date, when December's doors have not opened there, so the
 * day's entry is answered here after its body is checked; the server's side of a calendar entry
 * (the day's draw, once per address, only after the door opens) is tested in
 * tests/server/lottery.test.ts with the clock in hand.
 */
async function answerEntries(page: Page) {
  const bodies: unknown[] = [];
  await page.route('**/api/form/v1/lotterygame/', async (route: Route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ drawId: 'jolakula-2026-04', entered: true }),
    });
  });
  return bodies;
}

/** Opens a door from the calendar by keyboard, a little scrolled, and gives the scroll position. */
async function openDoor(page: Page, name: RegExp) {
  const door = page.getByRole('link', { name });
  await door.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 60));
  const before = await page.evaluate(() => window.scrollY);
  await door.focus();
  await page.keyboard.press('Enter');
  return before;
}

test("a door is played by keyboard on a phone, enters the day's draw and closes back to the calendar where it was", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.clock.setFixedTime(new Date('2026-12-04T10:00:00Z'));
  const bodies = await answerEntries(page);
  await page.goto('/jolakula/');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Leikreglur' })).toBeVisible();
  await expectAccessible(page);
  // Inside the scene (which clips), every door stays within the grid: no column pushed out by a long title.
  const grid = page.getByRole('list', { name: 'Gluggar dagatalsins' });
  expect(
    await grid.evaluate((list) => {
      const right = list.getBoundingClientRect().right;
      return [...list.children].every((door) => door.getBoundingClientRect().right <= right + 0.5);
    }),
  ).toBe(true);

  const before = await openDoor(page, /Opna glugga 4/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText('Eldvarnateppið');
  await expect(page).toHaveURL(/\/jolakula\/4\/$/);

  await dialog.getByRole('radio', { name: 'Á vegg í eldhúsinu' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'Vatn' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Eldvarnateppi' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Athuga svörin' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Þú svaraðir 3 af 3 rétt.');

  await dialog.getByRole('button', { name: 'Taka þátt í útdrætti dagsins' }).press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Útdráttur glugga 4' })).toBeFocused();
  await dialog.getByLabel(/^Nafn/).fill('Anna Jónsdóttir');
  await dialog.getByLabel(/^Netfang/).fill('anna.jol@example.com');
  await dialog.getByLabel(/^Símanúmer/).fill('6111234');
  await dialog.getByRole('checkbox', { name: /ein þátttaka á hvert netfang á dag/ }).check();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await dialog.getByRole('button', { name: 'Taka þátt', exact: true }).click();

  await expect(
    dialog.getByRole('heading', { name: 'Takk, þú ert með í útdrætti dagsins!' }),
  ).toBeFocused();
  expect(bodies).toEqual([
    expect.objectContaining({ calendarDay: 4, answer: '3/3', email: 'anna.jol@example.com' }),
  ]);
  await dialog.getByRole('button', { name: 'Loka og fara í dagatalið' }).click();
  await expect(page).toHaveURL(/\/jolakula\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('in English a door can be played, the draw skipped, and the door closed with Escape', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-12-02T10:00:00Z'));
  await page.goto('/en/jolakula/');
  await hydrated(page);
  const before = await openDoor(page, /Open door 2/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText('Candles');
  await dialog.getByRole('radio', { name: 'A base that does not burn' }).check();
  await dialog.getByRole('radio', { name: 'Yes, at night' }).check();
  await dialog.getByRole('radio', { name: 'Electric lights' }).check();
  await dialog.getByRole('button', { name: 'Check the answers' }).click();
  await expect(dialog.getByRole('status')).toHaveText('You got 2 of 3 right.');
  await expect(dialog.getByText('Not right. The answer: No, never')).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip the draw' }).click();
  await expect(dialog.getByRole('heading', { name: 'Thank you for playing!' })).toBeFocused();
  await expect(dialog.getByText(/The calendar's draws are held on 6 January 2027/)).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/en\/jolakula\/$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test("the calendar's background video pauses on its button, and stays still for less motion", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-12-02T10:00:00Z'));
  await page.goto('/en/jolakula/');
  await hydrated(page);
  const video = page.locator('[data-calendar-scene] video');
  await expect(video).toHaveAttribute('aria-hidden', 'true');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  await page.getByRole('button', { name: 'Pause the background video' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await expect(page.getByRole('button', { name: 'Play the background video' })).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await hydrated(page);
  await expect(page.locator('[data-calendar-scene] video')).toHaveAttribute('poster', /jolasnjor/);
  await expect(page.getByRole('button', { name: /background video/ })).toHaveCount(0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});
