import type { Page } from '@playwright/test';
import { apiPost, apiToken, expect, pick, signIn, test } from './fixtures.ts';

const SHOTS = process.env.FILTER_SHOTS;

/** ACL 3000: rule 1 denies HTTPS, rule 2 permits the rest of TCP. */
async function httpsAcl(baseURL: string): Promise<void> {
  const token = await apiToken(baseURL);
  const writes = [
    ['/switch_acl?form=acl', 'create', { acl_id: 3000 }],
    ['/switch_acl?form=rule', 'set', { acl_id: 3000, rule_id: 1, action: 1, protocol: 'tcp', dst_port: '443' }],
    ['/switch_acl?form=rule', 'set', { acl_id: 3000, rule_id: 2, action: 2, protocol: 'tcp' }],
  ] as const;
  for (const [path, method, param] of writes)
    expect((await apiPost(baseURL, token, path, { method, param })).code).toBe(1);
}

async function open(page: Page, lang = 'en') {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? '稍后' : 'Later' }).click();
  await page.goto('/advanced_setting/packet_filter');
}

test.describe('packet filter', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('binds an ACL to a PON port, shows its rules there and their hits growing, and takes it off', async ({
    page,
    baseURL,
  }) => {
    await httpsAcl(baseURL as string);
    await open(page);
    await page.getByRole('button', { name: 'Bind' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bind an ACL to ports' });
    await pick(page, dialog.getByLabel('ACL ID'), '3000');
    await dialog.getByRole('checkbox', { name: 'PON01' }).check();
    await dialog.getByRole('button', { name: 'Bind' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: /3000 Whole ACL/ });
    await expect(row.getByText('Running')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'PON01' })).toBeVisible();
    const byPort = page.getByRole('region', { name: 'Rules each port tries, in order' });
    await expect(byPort.getByRole('listitem')).toHaveText([/ACL 3000 rule 1: Protocol tcp.*443/, /ACL 3000 rule 2/]);
    // the customers' traffic on PON01 meets the rules: their hits grow
    await expect(row.getByRole('cell').nth(4)).not.toHaveText('0', { timeout: 20_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/packet_filter-en.png`, fullPage: true });

    await row.getByRole('button', { name: /Delete/ }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'Take ACL 3000 (Whole ACL) off PON01?' });
    // a click while the question still slides in can miss its button: click until it goes
    await expect(async () => {
      if (await question.isVisible()) await question.getByRole('button', { name: 'OK' }).click({ timeout: 2_000 });
      await expect(question).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('No ACL is bound to a port').first()).toBeVisible();
  });

  test('answers in Chinese which bound rule stops a packet, and that another passes', async ({ page, baseURL }) => {
    await httpsAcl(baseURL as string);
    const token = await apiToken(baseURL as string);
    const bound = await apiPost(baseURL as string, token, '/switch_pkfilter?form=inbound', {
      method: 'set',
      param: { acl_id: 3000, rule_id: '', port_list: '1' },
    });
    expect(bound.code).toBe(1);
    await open(page, 'zh');
    const card = page.getByRole('region', { name: '这个报文能通过吗？' });
    await pick(page, card.getByLabel('进入端口'), 'PON01');
    await card.getByLabel('目的端口').fill('443');
    await card.getByRole('button', { name: '询问设备' }).click();
    await expect(card.getByRole('status')).toContainText('被阻止：ACL 3000 规则 1 拒绝该报文');
    await card.getByLabel('目的端口').fill('80');
    await card.getByRole('button', { name: '询问设备' }).click();
    await expect(card.getByRole('status')).toContainText('通过：ACL 3000 规则 2 允许该报文');
    await expect(card.getByRole('status').getByRole('row')).toHaveCount(3);
    await card.getByLabel('目的端口').fill('70000');
    await card.getByRole('button', { name: '询问设备' }).click();
    await expect(card.getByText('请输入 0 到 65535 之间的整数')).toBeVisible();
    await expect(card.getByRole('status')).toBeHidden();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/packet_filter-zh.png`, fullPage: true });
  });
});
