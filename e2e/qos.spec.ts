import type { Page } from '@playwright/test';
import { apiPost, apiToken, expect, signIn, test } from './fixtures.ts';

const SHOTS = process.env.QOS_SHOTS;

async function open(page: Page, lang = 'en') {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? '稍后' : 'Later' }).click();
  await page.goto('/advanced_setting/qos');
}

test.describe('QoS', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('sets WRR weights, and a congested uplink drops from its queues as the scheduler says', async ({
    page,
    baseURL,
  }) => {
    const token = await apiToken(baseURL as string);
    const board = (await (await fetch(`${baseURL}/board?info=system`, { headers: { 'X-Token': token } })).json()) as {
      data: { ponports: number; geports: number };
    };
    const xge01 = board.data.ponports + board.data.geports + 1;
    // fifty megabits out of XGE01: less than the customers send up
    const limited = await apiPost(baseURL as string, token, '/switch_port?form=port_info', {
      method: 'set',
      param: { port_id: xge01, flags: 0x100, erate: 50_000 },
    });
    expect(limited, limited.message).toMatchObject({ code: 1 });
    await open(page);
    await page.getByLabel('Port', { exact: true }).fill('XGE01');
    await page.keyboard.press('Enter');
    await expect(page.getByTitle('XGE01', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Strict priority').first()).toBeVisible();
    const queues = page.getByRole('table').last();
    // strict priority: the lowest queue loses most of what it has to send
    await expect(queues.getByRole('row', { name: /Queue 0/ }).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      /^(9\d|100)/,
      { timeout: 20_000 },
    );

    await page.getByRole('button', { name: 'Setting' }).nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Queue scheduler' });
    await dialog.getByLabel('Weighted round robin').check();
    await dialog.getByLabel('Weight of queue 0').fill('50');
    await dialog.getByLabel('Weight of queue 4').fill('25');
    await dialog.getByLabel('Weight of queue 5').fill('25');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Weighted round robin under strict-priority queues')).toBeVisible();
    await expect(queues.getByRole('row', { name: /Queue 0/ })).toContainText('WRR, weight 50');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/qos-en.png`, fullPage: true });

    // the port statistics show the same queues: the detail of XGE01 with its drops
    await page.goto('/perf_info');
    await page
      .getByRole('row', { name: /^XGE01\b/ })
      .getByRole('button', { name: 'Detail' })
      .click();
    const egress = page.getByRole('dialog').getByRole('region', { name: 'Egress queues' });
    await expect(egress.getByRole('row', { name: /Queue 0/ })).toContainText('WRR, weight 50');
    await expect(egress.getByRole('row', { name: /Queue 0/ }).getByRole('progressbar')).not.toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    if (SHOTS) {
      await egress.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500).then(() => page.screenshot({ path: `${SHOTS}/perf-queues-en.png` }));
    }
  });

  test('refuses a priority outside 0–7 in Chinese and sends nothing', async ({ page }) => {
    await open(page, 'zh');
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('cosqmap')) sent += 1;
    });
    await page
      .getByRole('button', { name: /^设\s?置$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '各队列的优先级' });
    await dialog.getByLabel('队列 3').fill('8');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(dialog.getByText('请输入 0 到 7 之间的整数')).toBeVisible();
    expect(sent).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/qos-zh.png`, fullPage: true });
  });
});
