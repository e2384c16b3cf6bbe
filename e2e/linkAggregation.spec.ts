import type { Page } from '@playwright/test';
import { apiPost, apiToken, expect, pick, signIn, test } from './fixtures.ts';

const SHOTS = process.env.LAG_SHOTS;

async function open(page: Page, screen: string, lang = 'en') {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? '稍后' : 'Later' }).click();
  await page.goto(`/advanced_setting/${screen}`);
}

test.describe('link aggregation, LACP and port groups', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('creates a trunk of the two XGE ports, and the VLAN screen names them (LAG2)', async ({ page }) => {
    await open(page, 'manual');
    await expect(
      page.getByRole('row', { name: /LAG1.*GE03\(LAG1\), GE04\(LAG1\).*Source and destination MAC/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create trunk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create trunk' });
    await expect(dialog.getByRole('checkbox', { name: 'GE03(LAG1)' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'XGE01' }).check();
    await dialog.getByRole('checkbox', { name: 'XGE02' }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /LAG2.*XGE01\(LAG2\), XGE02\(LAG2\)/ })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/manual-en.png`, fullPage: true });
    await page.getByRole('link', { name: 'VLAN', exact: true }).first().click();
    await expect(page.getByText('XGE01(LAG2)').first()).toBeVisible();
  });

  test('in Chinese: a trunk on LACP shows its partner, and a member set down is unselected with the reason', async ({
    page,
    device,
  }) => {
    const token = await apiToken(device.url);
    await apiPost(device.url, token, '/switch_lacp?form=lacp_trunk', {
      method: 'set',
      param: { trunk_id: 1, mode: 1, max_active: 8 },
    });
    await open(page, 'lacp', 'zh');
    const trunk = page.locator('[data-trunk="1"]');
    await expect(trunk.getByText(/对端系统 00:1e:c0:20:00:03/)).toBeVisible();
    await expect(trunk.getByRole('row', { name: /GE04\(LAG1\).*已选中/ })).toBeVisible();
    await apiPost(device.url, token, '/switch_port?form=port_info', {
      method: 'set',
      param: { port_id: 12, flags: 1, admin_status: 0 },
    });
    await expect(trunk.getByRole('row', { name: /GE04\(LAG1\).*未选中.*链路断开/ })).toBeVisible({ timeout: 15_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lacp-zh.png`, fullPage: true });
  });

  test('isolates two PONs, and the reach check says they cannot send to each other', async ({ page }) => {
    await open(page, 'port_group');
    await page.getByRole('button', { name: 'Add ports' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'PON port isolation: add ports' });
    await dialog.getByRole('checkbox', { name: 'PON01' }).check();
    await dialog.getByRole('checkbox', { name: 'PON02' }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-isolated="pon"]')).toHaveText('PON01, PON02');
    await pick(page, page.getByRole('combobox', { name: 'Ingress port' }), 'PON01');
    await expect(page.getByText('PON02 (both isolated)')).toBeVisible();
    await expect(page.locator('[data-reach="1"] [data-allowed="1"]').first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/port_group-en.png`, fullPage: true });
  });
});
