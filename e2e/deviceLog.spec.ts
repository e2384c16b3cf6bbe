import type { Page } from '@playwright/test';
import { apiPost, apiToken, expect, pick, signIn, test } from './fixtures.ts';

const SHOTS = process.env.LOG_SHOTS;

async function openDeviceLog(page: Page, lang: 'en' | 'zh') {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? '稍后' : 'Later' }).click();
  await page.goto('/advanced_setting/log');
  await page.getByRole('tab', { name: lang === 'zh' ? '设备日志' : 'Device log' }).click();
}

async function setVlanLevel(page: Page, level: string) {
  await page.getByRole('button', { name: 'Setting VLAN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log level of VLAN' });
  await pick(page, dialog.getByRole('combobox'), level);
  await dialog.getByRole('button', { name: /Save/ }).click();
  await expect(dialog).toBeHidden();
}

test.describe('device log', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("a module set to emergency keeps no operator's change; set to debug it does", async ({ page, device }) => {
    const token = await apiToken(device.url);
    const createVlan = (id: number) =>
      apiPost(device.url, token, '/switch_vlanlist', {
        method: 'create',
        param: { type: 1, vlanid_s: id, vlanid_e: id },
      });
    await openDeviceLog(page, 'en');
    await setVlanLevel(page, '0 emergency');
    await expect(page.getByRole('row', { name: /VLAN\s*emergency/ })).toBeVisible();
    await createVlan(777);
    await pick(page, page.getByRole('combobox', { name: 'Module' }), 'VLAN');
    await page.getByRole('button', { name: /Search/ }).click();
    await expect(page.getByText('No line matches')).toBeVisible();

    await setVlanLevel(page, '7 debug');
    await createVlan(778);
    // the open tab reads its page again every 5 s
    await expect(page.getByRole('row', { name: /VLAN\s*notice.*POST \/switch_vlanlist create: done/ })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('row', { name: /create: done/ })).toHaveCount(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/log-device-en.png`, fullPage: true });
  });

  test('in Chinese: modules, levels and device texts are said in Chinese', async ({ page, device }) => {
    const token = await apiToken(device.url);
    await apiPost(device.url, token, '/switch_vlanlist', {
      method: 'create',
      param: { type: 1, vlanid_s: 779, vlanid_e: 779 },
    });
    await openDeviceLog(page, 'zh');
    await expect(page.getByRole('row', { name: /生成树\s*通知/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /VLAN\s*通知.*create：已完成/ })).toBeVisible({ timeout: 15_000 });
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/log-device-zh.png`, fullPage: true });
      await page.getByRole('button', { name: '设置 生成树' }).click();
      await expect(page.getByRole('dialog', { name: '设置模块 生成树 的日志级别' })).toBeVisible();
      await page.getByRole('dialog').getByRole('combobox').click();
      await expect(page.getByTitle('7 调试')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/log-level-dialog-zh.png` });
    }
  });
});
