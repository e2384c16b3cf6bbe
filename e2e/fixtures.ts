import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { startDeviceServer, type DeviceServer } from './deviceServer.ts';
import { loginKey, loginValue } from '../protocol/src/core/md5.ts';

/** Each test gets its own device (fresh data directory), so tests never see each other's changes. */
export const test = base.extend<{ device: DeviceServer; deviceArgs: string[] }>({
  deviceArgs: [[], { option: true }],
  device: async ({ deviceArgs }, use) => {
    // a busy machine (or a backfilled history) can take longer than the plain default to start
    const device = await startDeviceServer(deviceArgs, undefined, 90_000);
    await use(device);
    await device.stop();
  },
  baseURL: async ({ device }, use) => use(device.url),
});
export { expect };

export async function signIn(page: Page, { name = 'root', password = 'admin', lang = 'en' } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByRole('radio', { name: lang === 'zh' ? '简体中文' : 'English' }).check();
  await page.getByLabel(lang === 'zh' ? '用户名' : 'User name').fill(name);
  await page.getByLabel(lang === 'zh' ? '密码' : 'Password', { exact: true }).fill(password);
  await page.getByLabel(lang === 'zh' ? '密码' : 'Password', { exact: true }).press('Enter');
  await page.waitForURL('**/main');
}

/** Signs in over HTTP (no browser) and answers the session token, for setting the device up through its API. */
export async function apiToken(baseUrl: string, name = 'root', password = 'admin'): Promise<string> {
  const res = await fetch(`${baseUrl}/userlogin?form=login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      method: 'set',
      param: { name, key: loginKey(name, password), value: loginValue(password) },
    }),
  });
  const token = res.headers.get('x-token');
  if (!token) throw new Error(`API sign-in failed for ${name}`);
  return token;
}

export async function apiPost(
  baseUrl: string,
  token: string,
  path: string,
  body: unknown,
): Promise<{ code: number; message: string }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Token': token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string };
}

/**
 * The rows of a table that hold data, in `scope`: not its header (column headers) and not a cell across the whole
 * table (the "no data" placeholder while it loads or stays empty, an expanded row's details).
 */
export function dataRows(scope: Page | Locator): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNot: page.locator('td[colspan]') });
}

/**
 * A toast: the console draws them in a layer of their own (web/src/lib/feedback.ts); its kind is said by its icon
 * (check-circle, info-circle, exclamation-circle, close-circle).
 */
export function toast(page: Page, text: string | RegExp, icon: string): Locator {
  return page
    .getByTestId('toasts')
    .getByRole('alert')
    .filter({ hasText: text })
    .filter({ has: page.getByRole('img', { name: icon }) });
}

/**
 * An Ant Design select's choice: the visible option carries its label as its title (the role=option list is not).
 * A click while the list still moves in can miss, so it is tried again until the select shows the choice.
 */
export async function pick(page: Page, field: Locator, text: string): Promise<void> {
  await expect(async () => {
    await field.click();
    await page.getByTitle(text, { exact: true }).filter({ visible: true }).last().click({ timeout: 3_000 });
    await expect(field.locator('xpath=ancestor::*[contains(@class,"select")][1]')).toContainText(text, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
}

/** Waits for a dialog's opening animation to end: a click while it zooms in can land on nothing. */
export async function settled(dialog: Locator): Promise<void> {
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}
