import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

const SHOTS = process.env['OLT_SHOTS_DIR'];

async function openAdvanced(page: Page, name: string, lang: 'en' | 'zh' = 'en') {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? '稍后' : 'Later' }).click();
  await page.goto(`/advanced_setting/${name}`);
  await expect(page.getByRole('heading', { level: 4 })).toBeVisible({ timeout: 30_000 });
}

const portRow = (page: Page, name: string) =>
  page.locator('tr.ant-table-row').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${name}`) }) });

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
    await dialog.getByLabel('Bridge priority').click();
    await page.locator('.ant-select-item-option', { hasText: /^0$/ }).click();
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
