import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

const SHOTS = process.env.DHCP_SHOTS;

async function open(page: Page, screen: string, lang = 'en') {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? '稍后' : 'Later' }).click();
  await page.goto(`/advanced_setting/${screen}`);
}

test.describe('DHCP', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the DHCP server leases to the hosts behind the ONUs, and an ONU is found by its IP', async ({ page }) => {
    await open(page, 'dhcp');
    await page.getByRole('switch', { name: 'DHCP status' }).click();
    await page.getByRole('tab', { name: 'DHCP Snooping' }).click();
    await page.getByRole('switch', { name: 'Snooping status' }).click();
    await page.getByRole('tab', { name: 'DHCP Server' }).click();
    await page.getByRole('switch', { name: 'Server status' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('switch', { name: 'Server status' })).toBeChecked();
    await page.getByRole('tab', { name: 'DHCP Snooping' }).click();
    const firstIp = page.getByRole('cell', { name: /^10\.40\.0\.1\d\d$/ }).first();
    await expect(firstIp).toBeVisible({ timeout: 20_000 });
    const ip = (await firstIp.textContent()) ?? '';
    await page.getByLabel('Search by IP, MAC or PON/ONU (e.g. 1/3)').fill(ip);
    await page.getByLabel('Search by IP, MAC or PON/ONU (e.g. 1/3)').press('Enter');
    await expect(page.getByRole('row')).toHaveCount(2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dhcp-en.png`, fullPage: true });

    await page.goto('/advanced_setting/mac_table');
    await page.getByLabel('Where is this MAC').fill(ip);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('row', { name: /DHCP bindings.*ONU\d+\/\d+.*lease left/ })).toBeVisible();
  });

  test('the relay asks to turn IP routing on, in Chinese', async ({ page }) => {
    await open(page, 'route_mgmt', 'zh');
    await page.getByRole('switch', { name: 'IP 路由' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^确\s?定$/ })
      .click();
    await expect(page.getByRole('switch', { name: 'IP 路由' })).not.toBeChecked();
    await page.goto('/advanced_setting/dhcp');
    await page.getByRole('switch', { name: 'DHCP 状态' }).click();
    await page.getByRole('switch', { name: '中继状态' }).click();
    await expect(page.getByText('DHCP 中继需要开启 IP 路由。现在开启 IP 路由并启用中继？')).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^确\s?定$/ })
      .click();
    await expect(page.getByRole('switch', { name: '中继状态' })).toBeChecked();
    await expect(page.getByText('中继策略')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dhcp-zh.png`, fullPage: true });
    if (SHOTS) {
      await page.goto('/advanced_setting/dhcp_v6');
      await page.getByRole('switch', { name: 'DHCPv6 状态' }).click();
      await expect(page.getByText('Option18 状态')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/dhcp_v6-zh.png`, fullPage: true });
    }
  });
});
