import type { Page } from '@playwright/test';
import { apiPost, apiToken, dataRows, expect, pick, signIn, test } from './fixtures.ts';

const SHOTS = process.env.ACL_SHOTS;
/** The text colour of Ant Design's green tag (green-7). */
const GREEN_TAG = 'rgb(56, 158, 13)';

async function open(page: Page, screen: string, lang = 'en') {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? '稍后' : 'Later' }).click();
  await page.goto(`/${screen}`);
}

test.describe('time ranges and ACLs', () => {
  test('a time range made now is Active, and an advanced rule following it applies', async ({ page, baseURL }) => {
    await open(page, 'time_range');
    await page.getByRole('button', { name: 'Add time range' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add time range' });
    await dialog.getByLabel('Name').fill('allday');
    await dialog.getByLabel('Start time').fill('0:00');
    await dialog.getByLabel('End time').fill('24:00');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: 'allday' });
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.locator('[data-period="0:00-24:00"]')).toHaveCount(7);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/time_range-en.png`, fullPage: true });

    await page.goto('/acl_mgmt');
    await page.getByRole('button', { name: 'Add ACL' }).click();
    const add = page.getByRole('dialog', { name: 'Add ACL' });
    await add.getByLabel('Advanced 3000–4999').check();
    await add.getByLabel('ACL ID').fill('3000');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();
    const rules = page.locator('[data-acl="3000"]');
    await rules.getByRole('button', { name: 'Add rule' }).click();
    const form = page.getByRole('dialog', { name: 'Add rule' });
    await form.getByLabel('Protocol').fill('tcp');
    await form.getByLabel('Destination port').fill('23');
    await pick(page, form.getByLabel('Time range'), 'allday');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(rules.getByText('Protocol tcp · Destination port 23')).toBeVisible();
    // the rule follows an active range: its tag says so and is green (an inactive one says so and is grey)
    await expect(rules.getByText('allday (active)', { exact: true })).toHaveCSS('color', GREEN_TAG);

    // a second rule through the API, then the order changed on the screen and kept by the device
    const token = await apiToken(baseURL as string);
    const answer = await apiPost(baseURL as string, token, '/switch_acl?form=rule', {
      method: 'set',
      param: { acl_id: 3000, rule_id: 9, action: 2, protocol: 'icmp' },
    });
    expect(answer.code).toBe(1);
    await page.reload();
    await expect(dataRows(rules)).toHaveCount(2);
    await rules.getByRole('button', { name: 'Adjust rule priority' }).click();
    await rules.getByRole('button', { name: 'Move up 9' }).click();
    await rules.getByRole('button', { name: 'Save order' }).click();
    await expect(rules.getByRole('button', { name: 'Adjust rule priority' })).toBeVisible();
    await page.reload();
    await expect(dataRows(rules).first()).toContainText('icmp');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/acl_mgmt-en.png`, fullPage: true });
  });

  test('the screens in Chinese', async ({ page, baseURL }) => {
    const token = await apiToken(baseURL as string);
    await apiPost(baseURL as string, token, '/switch_acl?form=time_range&type=relative', {
      method: 'create',
      param: { name: 'office', stime: '8:00', etime: '18:00', day: 'working-day' },
    });
    await apiPost(baseURL as string, token, '/switch_acl?form=acl', { method: 'create', param: { acl_id: 5000 } });
    await apiPost(baseURL as string, token, '/switch_acl?form=rule', {
      method: 'set',
      param: { acl_id: 5000, rule_id: 1, action: 1, vlan_id: 100, src_mac: '0011-2233-4455', timerange: 'office' },
    });
    await open(page, 'time_range', 'zh');
    await expect(page.getByRole('row').filter({ hasText: 'office' }).getByText('工作日 8:00–18:00')).toBeVisible({
      timeout: 20_000,
    });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/time_range-zh.png`, fullPage: true });
    await page.goto('/acl_mgmt');
    await expect(page.getByText('ACL 5000（二层）的规则')).toBeVisible();
    await expect(page.getByText('VLAN ID 100 · 源 MAC 0011-2233-4455')).toBeVisible();
    // whether office's working hours hold now depends on the device clock; either way the tag says it in words
    await expect(page.getByText(/^office（(未)?生效）$/)).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/acl_mgmt-zh.png`, fullPage: true });
  });
});
