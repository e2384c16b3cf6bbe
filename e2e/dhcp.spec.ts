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

  test('DHCPv6 on: the relay binds the clients behind the ONUs, and an ONU is found by its IPv6 address', async ({
    page,
  }) => {
    // the clients' back-off before the first binding comes on top of the usual minute
    test.setTimeout(120_000);
    await open(page, 'dhcp_v6');
    await expect(page.getByText(/DHCPv6 is disabled, so the device relays nothing/)).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dhcp_v6-off-en.png`, fullPage: true });
    await page.getByRole('switch', { name: 'DHCPv6 status' }).click();
    await expect(page.getByRole('switch', { name: 'DHCPv6 status' })).toBeChecked();
    await page.getByRole('switch', { name: 'Option18 status' }).click();
    await expect(page.getByRole('switch', { name: 'Option18 status' })).toBeChecked();
    await page.getByRole('switch', { name: 'Option37 status' }).click();
    await expect(page.getByRole('switch', { name: 'Option37 status' })).toBeChecked();
    // the clients back off while nobody answers (RFC 8415), at most 30 s in the simulation, then bind in seconds;
    // one that bound between the two clicks carries option 37 from its next message on, so take one that has it
    const bound = page
      .getByRole('row')
      .filter({ hasText: /VLAN\d+\+PON\d\d:\d+/ })
      .filter({ hasText: /32473 · / })
      .filter({ has: page.getByRole('cell', { name: 'Address', exact: true }) })
      .first();
    await expect(bound).toBeVisible({ timeout: 45_000 });
    const address = (await bound.getByRole('cell').first().textContent()) ?? '';
    expect(address).toMatch(/^2001:db8:\d+::[0-9a-f]+$/);
    const search = page.getByLabel('Search by address, MAC, DUID or PON/ONU (e.g. 1/3)');
    await search.fill(address);
    await search.press('Enter');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText(/32473 · /);
    if (SHOTS) {
      await search.fill('');
      await search.press('Enter');
      await expect(page.getByRole('row')).toHaveCount(11);
      await page.screenshot({ path: `${SHOTS}/dhcp_v6-en.png`, fullPage: true });
    }

    await page.goto('/advanced_setting/mac_table');
    await page.getByLabel('Where is this MAC').fill(address);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('row', { name: /DHCPv6 bindings.*ONU\d+\/\d+.*lease left/ })).toBeVisible();
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
      await expect(page.getByRole('cell', { name: /^2001:db8:/ }).first()).toBeVisible({ timeout: 45_000 });
      await page.screenshot({ path: `${SHOTS}/dhcp_v6-zh.png`, fullPage: true });
    }
  });
});
