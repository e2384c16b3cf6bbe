// The PON and ONU device screens in both languages at 1366×768, against a simulated OLT with a backfilled
// optical history: `npm run build`, then `node --import tsx e2e/onuScreenshots.ts` (pictures in docs/issue11/).
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { OnuTableRow } from '@olt/protocol';
import { startDeviceServer } from './deviceServer.ts';

const OUT = new URL('../docs/issue11/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });
type Lang = 'en' | 'zh';

/** The factory-password reminder's "later", which comes back with every full load of the console. */
const later = (page: Page, lang: Lang) => page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' });

async function signIn(page: Page, lang: Lang): Promise<void> {
  await page.goto('/login');
  await page.getByRole('radio', { name: lang === 'zh' ? '简体中文' : 'English' }).check();
  await page.getByLabel(lang === 'zh' ? '用户名' : 'User name').fill('root');
  const pw = page.getByLabel(lang === 'zh' ? '密码' : 'Password', { exact: true });
  await pw.fill('admin');
  await pw.press('Enter');
  await page.waitForURL('**/main');
  await dismissReminder(page, lang, 5_000);
}

async function rows(page: Page, query: string): Promise<OnuTableRow[]> {
  const token = await page.evaluate(() => sessionStorage.getItem('x-token'));
  const res = await page.request.get(`/onutable?form=search${query}`, { headers: { 'X-Token': token ?? '' } });
  return ((await res.json()) as { data: { rows: OnuTableRow[] } }).data.rows;
}

async function dismissReminder(page: Page, lang: Lang, timeout = 3_000) {
  const button = later(page, lang);
  if (
    await button.waitFor({ timeout }).then(
      () => true,
      () => false,
    )
  )
    await button.click();
}

const settle = async (page: Page, lang: Lang) => {
  await dismissReminder(page, lang);
  // the screen's content: a table's or a description list's cells, a select, or the ONU table's rows
  await page
    .getByRole('cell')
    .or(page.getByRole('combobox'))
    .or(page.locator('.onu-table [data-row-key]'))
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1200);
};
const shot = (page: Page, name: string, lang: Lang) => page.screenshot({ path: `${OUT}onu-${name}-${lang}.png` });

const device = await startDeviceServer(
  ['--require-password-change', '0', '--optics-backfill-days', '2', '--drift-threshold-db', '1'],
  undefined,
  120_000,
);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const lang of ['en', 'zh'] as const) {
    const context = await browser.newContext({ baseURL: device.url, viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await signIn(page, lang);
    const online = (await rows(page, '&status=Online&dev_type=HGU'))[0] ?? (await rows(page, '&status=Online'))[0];
    const drifting = (await rows(page, '&drift=1'))[0] ?? online;
    if (!online || !drifting) throw new Error('no online ONU');
    const at = (o: OnuTableRow) => `port_id=${o.port_id}&onu_id=${o.onu_id}`;
    for (const [name, path] of [
      ['basic-info', `/advanced_setting/onu_basic_info?${at(online)}`],
      ['port-cfg', `/advanced_setting/onu_port_cfg?${at(online)}`],
      ['multicast', `/advanced_setting/onu_multicast?${at(online)}`],
      ['perf-info', `/advanced_setting/onu_perf_info?${at(online)}`],
    ] as const) {
      await page.goto(path);
      await settle(page, lang);
      await shot(page, name, lang);
    }
    await page.goto(`/advanced_setting/onu_multicast?${at(online)}`);
    await page.getByRole('tab').nth(1).click();
    await settle(page, lang);
    await shot(page, 'multicast-vlan', lang);

    await page.goto(`/onu_allow?port_id=${online.port_id}`);
    await page.getByRole('tab').nth(1).click();
    await settle(page, lang);
    await shot(page, 'version', lang);

    await page.goto(`/onu_allow?port_id=${drifting.port_id}`);
    await settle(page, lang);
    await shot(page, 'table-drift', lang);
    await page.locator(`[data-row-key="${drifting.port_id}/${drifting.onu_id}"] button[aria-haspopup="menu"]`).click();
    await page.getByRole('menuitem', { name: lang === 'zh' ? /详情|详细/ : /details/i }).click();
    // the drawer's part that scrolls, to its bottom: the optical history
    await page.getByRole('dialog').evaluate((drawer) => {
      const body = [...drawer.querySelectorAll('*')].find(
        (el) => el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY === 'auto',
      );
      body?.scrollTo(0, body.scrollHeight);
    });
    await settle(page, lang);
    await shot(page, 'optical-history', lang);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: lang === 'zh' ? '掉光分析' : 'Drop analysis' }).click();
    await settle(page, lang);
    await shot(page, 'pon-drops', lang);
    await context.close();
  }
} finally {
  await browser.close();
  await device.stop();
}
console.log(`screenshots written to ${OUT}`);
