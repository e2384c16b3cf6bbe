import type { Page } from '@playwright/test';
import { test, expect, signIn, apiToken } from './fixtures.ts';
import { KEY_DAYS, TRIAL_DAYS, licenceKeyFor } from '../server/src/device/chassis/licence.ts';

const SHOTS = '/work/notes/shots';

async function open(page: Page, path: string, lang: 'en' | 'zh' = 'en') {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' }).click();
  await page.goto(path);
}

async function serialNumber(url: string): Promise<string> {
  const token = await apiToken(url);
  const res = await fetch(`${url}/board?info=system`, { headers: { 'X-Token': token } });
  return ((await res.json()) as { data: { sn: string } }).data.sn;
}

test('running status: a live clock and uptime, the device name and a licence key', async ({ page, device }) => {
  await open(page, '/advanced_setting/running_status');
  const clock = page.getByTestId('device-clock');
  await expect(clock).toHaveText(/^\d{4}-\d{1,2}-\d{1,2} \d{1,2}:\d\d:\d\d$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 5000 });
  await expect(page.getByRole('progressbar', { name: 'CPU Usage' })).toBeVisible();

  const system = page.getByRole('region', { name: 'System Information' });
  await system.getByRole('button', { name: 'Set device name' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Set device name' });
  await nameDialog.getByLabel('Device Name').fill('Lab-OLT_2');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog).toBeHidden();
  await expect(system.getByText('Lab-OLT_2')).toBeVisible();

  await expect(system.getByText(`${TRIAL_DAYS} days`).first()).toBeVisible();
  await system.getByRole('button', { name: 'Add valid period' }).click();
  const licence = page.getByRole('dialog', { name: 'Add valid period' });
  await licence.getByLabel('Licence').fill(licenceKeyFor('SIM0000000', 'K'.repeat(24)));
  await licence.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/not for this device/)).toBeVisible();
  await licence.getByLabel('Licence').fill(licenceKeyFor(await serialNumber(device.url), 'K'.repeat(24)));
  await licence.getByRole('button', { name: 'OK' }).click();
  await expect(licence).toBeHidden();
  await expect(system.getByText(`${TRIAL_DAYS + KEY_DAYS} days`).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/running-status-en.png`, fullPage: true });
});

test('running status in Chinese', async ({ page }) => {
  await open(page, '/advanced_setting/running_status', 'zh');
  await expect(page.getByRole('region', { name: '系统信息' }).getByText('EPON-OLT-08')).toBeVisible();
  await expect(page.getByTestId('device-uptime')).toHaveText(/\d+ 天 \d+ 小时 \d\d 分 \d\d 秒/);
  await page.screenshot({ path: `${SHOTS}/running-status-zh.png`, fullPage: true });
});
