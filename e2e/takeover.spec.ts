import type { Page, Route } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

/**
 * What the operator does on the device's render of a page, before the console's own page takes its place
 * (web/src/lib/renderCarryOver.ts): nothing is lost and nothing is done twice. The console's code is held back
 * until the test has typed, scrolled or pressed, which opens the window as wide as a slow machine would.
 */

async function signInToConsole(page: Page) {
  await signIn(page);
  await page.getByRole('button', { name: 'Later' }).click();
}

/** Holds every console script until `release()`; the device's render of the page is all there is meanwhile. */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => (holding ? held.push(route) : route.continue()));
  return {
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const render = (page: Page) => page.locator('#olt-device-render');

test('typed text and its caret in the ONU table’s search are the console’s when it takes over, and typing goes on', async ({
  page,
}) => {
  await signInToConsole(page);
  const scripts = await holdScripts(page);
  await page.goto('/onu_allow', { waitUntil: 'commit' });
  const search = render(page).getByRole('searchbox', { name: 'Find ONU' });
  await search.click();
  await search.pressSequentially('ab');
  await search.press('ArrowLeft');
  await expect(render(page)).toHaveCount(1);
  await scripts.release();
  await expect(render(page)).toHaveCount(0);
  const own = page.getByRole('searchbox', { name: 'Find ONU' });
  await expect(own).toHaveValue('ab');
  await expect(own).toBeFocused();
  expect(await own.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([1, 1]);
  // typing goes on where it was: into the console's field, at the caret
  await page.keyboard.type('1');
  await expect(own).toHaveValue('a1b');
});

test('the ONU table scrolled on the device’s render stays where it was scrolled to', async ({ page }) => {
  await signInToConsole(page);
  const scripts = await holdScripts(page);
  await page.goto('/onu_allow', { waitUntil: 'commit' });
  await render(page).locator('[data-row-key]').first().hover();
  await page.mouse.wheel(0, 400);
  const list = render(page).locator('.onu-table__scroll');
  await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  const scrolled = await list.evaluate((el) => el.scrollTop);
  await scripts.release();
  await expect(render(page)).toHaveCount(0);
  await expect.poll(() => page.locator('#root .onu-table__scroll').evaluate((el) => el.scrollTop)).toBe(scrolled);
});

test('a link on the status home’s render is followed at once, before the console’s code is in', async ({ page }) => {
  await signInToConsole(page);
  const scripts = await holdScripts(page);
  await page.goto('/main', { waitUntil: 'commit' });
  await render(page).getByRole('link', { name: 'ONU Table' }).first().click();
  await page.waitForURL('**/onu_allow', { waitUntil: 'commit' });
  await scripts.release();
  await expect(page.locator('[data-row-key]').first()).toBeVisible();
});

test('a link pressed on the render once the console’s code runs is followed once, by the console, without a reload', async ({
  page,
}) => {
  await signInToConsole(page);
  // only the ONU table's own code held: the console starts, the render waits for the page it cannot draw yet
  const held: Route[] = [];
  await page.route('**/assets/OnuAllowPage-*.js', (route) => held.push(route));
  await page.goto('/onu_allow', { waitUntil: 'commit' });
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
  await render(page).getByRole('link', { name: 'Status' }).first().click();
  // held for the console, not followed by the browser
  expect(new URL(page.url()).pathname).toBe('/onu_allow');
  for (const route of held.splice(0)) await route.continue();
  await page.unroute('**/assets/OnuAllowPage-*.js');
  await page.waitForURL('**/status');
  await expect(page.locator('#root [data-page="status"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a button pressed on the render before the console’s code is in is pressed once the console shows the page', async ({
  page,
}) => {
  await signInToConsole(page);
  const scripts = await holdScripts(page);
  await page.goto('/onu_allow', { waitUntil: 'commit' });
  await render(page)
    .getByRole('button', { name: /^Alarms/ })
    .click();
  await scripts.release();
  await expect(render(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toBeVisible();
});
