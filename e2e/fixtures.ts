import { test as base, expect, type Page } from '@playwright/test';
import { startDeviceServer, type DeviceServer } from './deviceServer.ts';

/** Each test gets its own device (fresh data directory), so tests never see each other's changes. */
export const test = base.extend<{ device: DeviceServer }>({
  device: async ({}, use) => {
    const device = await startDeviceServer();
    await use(device);
    await device.stop();
  },
  baseURL: async ({ device }, use) => use(device.url),
});
export { expect };

export async function signIn(page: Page, { name = 'root', password = 'admin', lang = 'en' as 'en' | 'zh' } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByRole('radio', { name: lang === 'zh' ? '简体中文' : 'English' }).check();
  await page.getByLabel(lang === 'zh' ? '用户名' : 'User name').fill(name);
  await page.getByLabel(lang === 'zh' ? '密码' : 'Password', { exact: true }).fill(password);
  await page.getByLabel(lang === 'zh' ? '密码' : 'Password', { exact: true }).press('Enter');
  await page.waitForURL('**/main');
}
