import type { Page } from '@playwright/test';
import { dataRows, expect, pick, signIn, test } from './fixtures.ts';

const SHOTS = process.env['OLT_SHOTS_DIR'];

async function openAdvanced(page: Page, name: string, lang: 'en' | 'zh' = 'en') {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? '稍后' : 'Later' }).click();
  await page.goto(`/advanced_setting/${name}`);
  await expect(page.getByRole('heading', { level: 4 })).toBeVisible({ timeout: 30_000 });
}

const portRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${name}`) }) });

test.describe('RSTP screen', () => {
  test('makes the OLT root by priority: its blocked uplinks become designated and forward', async ({ page }) => {
    await openAdvanced(page, 'rstp');
    await expect(portRow(page, 'XGE01')).toContainText('Root');
    await expect(portRow(page, 'GE01')).toContainText('Alternate');
    await expect(portRow(page, 'GE01')).toContainText('Discarding');
    const why = page.getByTestId('stp-why');
    await expect(why).toContainText('GE01 is an alternate port. The root bridge is CORE-1');
    await expect(page.getByRole('img', { name: /Spanning tree diagram/ })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rstp-en.png`, fullPage: true });

    await page.getByRole('button', { name: 'setting Setting', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'RSTP global settings' });
    await pick(page, dialog.getByLabel('Bridge priority'), '0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('This OLT is the root bridge')).toBeVisible();
    await expect(portRow(page, 'GE01')).toContainText('Designated');
    await expect(portRow(page, 'GE01')).toContainText('Forwarding');
    await expect(portRow(page, 'XGE01')).toContainText('Designated');
    await expect(why).not.toContainText('alternate port');
  });

  test('refuses timers that break the rule, in Chinese, and sends nothing', async ({ page }) => {
    await openAdvanced(page, 'rstp', 'zh');
    await expect(portRow(page, 'GE01')).toContainText('替代端口');
    await expect(page.getByTestId('stp-why')).toContainText('根桥是 CORE-1');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rstp-zh.png`, fullPage: true });
    await page.getByRole('button', { name: 'setting 设置', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'RSTP 全局设置' });
    await dialog.getByLabel('BPDU 最大老化时间 (s)').fill('40');
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    await expect(page.getByText('定时器不满足', { exact: false })).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});

test.describe('IGMP screen', () => {
  test('shows the set-top boxes’ groups live with the ONUs behind them, and adds a static entry', async ({ page }) => {
    await openAdvanced(page, 'igmp');
    await expect(page.getByText('Snooping')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/igmp-info-en.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Multicast table' }).click();
    const group = page.getByRole('row').filter({ hasText: '239.1.1.1' }).first();
    await expect(group).toContainText('Dynamic');
    await group.getByRole('button', { name: 'ONUs' }).click();
    const members = page.getByRole('dialog', { name: /ONUs in 239\.1\.1\.1/ });
    await expect(dataRows(members).first()).toContainText(/ONU\d\d\/\d\d/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/igmp-members-en.png` });
    await members.getByRole('button', { name: 'Close' }).last().click();

    await page.getByRole('button', { name: /Add static entry/ }).click();
    const add = page.getByRole('dialog', { name: 'Add static entry' });
    await add.getByLabel('Multicast IP').fill('239.7.7.7');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: '239.7.7.7' })).toContainText('Static');
  });

  test('the multicast VLAN tab in Chinese refuses a program outside the multicast range', async ({ page }) => {
    await openAdvanced(page, 'igmp', 'zh');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/igmp-info-zh.png`, fullPage: true });
    await page.getByRole('tab', { name: '组播 VLAN' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: 'IPTV' })
      .getByRole('button', { name: /^节\s?目$/ })
      .click();
    const programs = page.getByRole('dialog', { name: '组播 VLAN 200 的节目' });
    await expect(programs).toContainText('239.1.1.60');
    await programs.getByRole('button', { name: /添加节目/ }).click();
    const form = page.getByRole('dialog', { name: '添加节目' });
    await form.getByLabel('起始 IP').fill('224.0.0.1');
    await form.getByLabel('结束 IP').fill('224.0.0.9');
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/igmp-program-zh.png` });
  });
});

test.describe('MSTP screen', () => {
  test('joins the upstream region with an instance, and its priority makes the OLT root of it', async ({ page }) => {
    await openAdvanced(page, 'mstp');
    await page.getByRole('button', { name: 'setting Setting', exact: true }).click();
    const status = page.getByRole('dialog', { name: 'Set MSTP status' });
    await status.getByRole('radio', { name: 'Enabled' }).check();
    await status.getByRole('button', { name: 'Setting' }).click();
    await expect(status).toBeHidden();
    await expect(page.getByRole('tab', { name: 'MST region' })).toBeVisible();

    await page.getByRole('button', { name: 'Setting', exact: true }).first().click();
    const name = page.getByRole('dialog', { name: 'Set region name' });
    await name.getByLabel('Region name').fill('UPLINK');
    await name.getByRole('button', { name: 'Setting' }).click();
    await expect(page.getByTestId('mstp-region-name')).toHaveText('UPLINK');
    await expect(page.getByTestId('mstp-digest')).toContainText('0xac36177f50283cd4b83821d8ab26de62');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/mstp-region-en.png`, fullPage: true });

    await page.getByRole('tab', { name: 'MSTI' }).click();
    await page.getByRole('button', { name: /Add instance/ }).click();
    const add = page.getByRole('dialog', { name: 'Add instance' });
    await expect(async () => {
      await add.getByLabel('Instance ID').click();
      await page.getByTitle('1', { exact: true }).filter({ visible: true }).last().click({ timeout: 2_000 });
      await expect(add.getByTitle('1', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await add.getByLabel('VLAN list').fill('100-150, 151-199');
    await add.getByRole('button', { name: 'Setting' }).click();
    await expect(add).toBeHidden();
    const ports = page.getByTestId('msti-ports');
    const ge01 = ports.getByRole('row').filter({ hasText: /^GE01/ });
    await expect(ge01).toContainText('Alternate');
    await expect(page.getByText('each instance is computed with its own priorities')).toBeVisible();

    await page
      .getByRole('row')
      .filter({ hasText: '100-199' })
      .getByRole('button', { name: 'Setting priority' })
      .click();
    const prio = page.getByRole('dialog', { name: 'Set bridge priority' });
    // the option list may still be moving in while it opens: pick again until the select shows 0
    await expect(async () => {
      await prio.getByLabel('Bridge priority').click();
      await page.getByTitle('0', { exact: true }).filter({ visible: true }).last().click({ timeout: 2_000 });
      await expect(prio.getByTitle('0', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await prio.getByRole('button', { name: 'Setting' }).click();
    await expect(prio).toBeHidden();
    await expect(ge01).toContainText('Designated');
    await expect(ports.getByRole('row').filter({ hasText: /^XGE01/ })).toContainText('Designated');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/mstp-msti-en.png`, fullPage: true });

    // the neighbours all speak MSTP and answer: every port in MSTP mode, none held by loop guard
    await page.getByRole('tab', { name: 'Port config' }).click();
    const portConfig = page.getByRole('tabpanel');
    await expect(portConfig.getByRole('columnheader', { name: 'Protocol' })).toBeVisible();
    await expect(portConfig.getByRole('row').filter({ hasText: /^GE01/ })).toContainText('MSTP');
    await expect(portConfig.getByText('Loop-inconsistent')).toHaveCount(0);
  });
});
