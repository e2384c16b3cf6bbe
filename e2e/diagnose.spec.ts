import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

const SHOTS = process.env.DIAG_SHOTS;

async function open(page: Page, lang = 'en') {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? '稍后' : 'Later' }).click();
  await page.goto('/advanced_setting/diagonose');
}

async function pick(page: Page, label: string, text: RegExp) {
  await expect(async () => {
    await page.getByLabel(label).click();
    await page.getByTitle(text).filter({ visible: true }).last().click({ timeout: 3_000 });
    await expect(page.getByTitle(text).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('diagnose', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('pings the device’s own address out of the outbound port and shows every reply', async ({ page }) => {
    await open(page);
    const output = page.getByLabel('Ping output');
    await expect(output).toHaveValue('The device is ready!');
    await page.getByLabel('Destination IP').fill('192.168.1.100');
    await pick(page, 'Out interface', /^Outbound interface/);
    await page.getByLabel('PING count').fill('2');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(output).toHaveValue(/2 packets transmitted, 2 received, 0% packet loss[\s\S]*Finished!$/, {
      timeout: 20_000,
    });
    await expect(output).toHaveValue(/icmp_seq=1 ttl=64/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/diagnose-en.png`, fullPage: true });
  });

  test('a silent neighbour is unreachable, in Chinese around the device’s own words', async ({ page }) => {
    await open(page, 'zh');
    await page.getByLabel('目的 IP').fill('10.40.0.77');
    await pick(page, '出接口', /^vlanif-4000/);
    await page.getByLabel('PING 次数').fill('51');
    await page.getByRole('button', { name: /^开\s?始$/ }).click();
    await expect(page.getByText('请输入 1 到 50 之间的整数')).toBeVisible();
    await page.getByLabel('PING 次数').fill('2');
    await page.getByRole('button', { name: /^开\s?始$/ }).click();
    const output = page.getByLabel('ping 输出');
    await expect(output).toHaveValue(/Destination Host Unreachable[\s\S]*100% packet loss[\s\S]*已完成！$/, {
      timeout: 20_000,
    });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/diagnose-zh.png`, fullPage: true });
  });
});
