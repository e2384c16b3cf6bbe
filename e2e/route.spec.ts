import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

const SHOTS = process.env.ROUTE_SHOTS;

async function open(page: Page, screen: string, lang = 'en') {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? '稍后' : 'Later' }).click();
  await page.goto(`/advanced_setting/${screen}`);
}

test.describe('routing and ARP', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('adds a static route that is reachable through VLAN interface 4000, and one that is not', async ({ page }) => {
    await open(page, 'route_mgmt');
    await expect(page.getByRole('row', { name: /10\.40\.0\.0\/24.*Vlanif4000.*Direct/ })).toBeVisible();
    for (const [ip, mask, hop] of [
      ['172.16.0.0', '255.255.0.0', '10.40.0.254'],
      ['198.18.0.0', '255.254.0.0', '10.99.0.1'],
    ]) {
      await page.getByRole('button', { name: 'Add static route' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add static route' });
      await dialog.getByLabel('Destination IP').fill(ip as string);
      await dialog.getByLabel('IP mask').fill(mask as string);
      await dialog.getByLabel('Next hop').fill(hop as string);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(
      page.getByRole('row', { name: /172\.16\.0\.0\/16.*10\.40\.0\.254.*Vlanif4000.*Static.*Reachable/ }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /198\.18\.0\.0\/15.*Unreachable/ })).toBeVisible();
    // the device filters the table
    await page.getByLabel('Filter by address or next hop').fill('198.18');
    await expect(page.getByRole('row')).toHaveCount(2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/route_mgmt-en.png`, fullPage: true });
  });

  test('refuses a host address as a mask in Chinese, and turning routing off asks first', async ({ page }) => {
    await open(page, 'route_mgmt', 'zh');
    await page.getByRole('button', { name: '添加静态路由' }).click();
    const dialog = page.getByRole('dialog', { name: '添加静态路由' });
    await dialog.getByLabel('目的 IP').fill('172.16.0.0');
    await dialog.getByLabel('IP 掩码').fill('10.40.0.5');
    await dialog.getByLabel('下一跳').fill('10.40.0.254');
    await dialog.getByRole('button', { name: /^添\s?加$/ }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('请输入网络掩码：连续的 1 后接 0，例如 255.255.0.0')).toBeVisible();
    await dialog.getByRole('button', { name: /^取\s?消$/ }).click();
    await page.getByRole('switch', { name: 'IP 路由' }).click();
    await expect(page.getByText('关闭路由？所有静态路由和整个 ARP 表将被清除。')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/route_mgmt-zh.png`, fullPage: true });
  });

  test('the ARP table holds the hosts each interface reaches, and Delete all clears it after asking', async ({
    page,
  }) => {
    await open(page, 'arp');
    await expect(page.getByRole('row', { name: /192\.168\.1\.\d+.*3c:8c:40.*Management port/ }).first()).toBeVisible({
      timeout: 30_000,
    });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/arp-en.png`, fullPage: true });
    await page.getByRole('button', { name: 'Delete all' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('No ARP entry')).toBeVisible();
  });
});
