// npm run screenshots: the README's pictures, taken in Chromium against a fresh simulated OLT, in both languages.
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { startDeviceServer } from '../e2e/deviceServer.ts';

const OUT = new URL('../docs/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });

type Lang = 'en' | 'zh';
const SCREENS: { name: string; path: string; user?: [string, string]; ready?: (page: Page) => Promise<void> }[] = [
  { name: 'status', path: '/main' },
  { name: 'topo', path: '/topo' },
  { name: 'onu-table', path: '/onu_allow' },
  { name: 'vlan', path: '/vlan_mgmt' },
  { name: 'advanced', path: '/advanced_setting' },
  { name: 'sys-setting', path: '/sys-setting', user: ['devol', 'devol'] },
];

async function signIn(page: Page, lang: Lang, [name, password]: [string, string]): Promise<void> {
  await page.goto('/login');
  await page.getByRole('radio', { name: lang === 'zh' ? '简体中文' : 'English' }).check();
  await page.getByLabel(lang === 'zh' ? '用户名' : 'User name').fill(name);
  const pw = page.getByLabel(lang === 'zh' ? '密码' : 'Password', { exact: true });
  await pw.fill(password);
  await pw.press('Enter');
  await page.waitForURL('**/main');
  const later = page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' });
  // the factory-password reminder opens a moment after the shell; accounts with their own password get none
  const hasReminder = await later
    .waitFor({ timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (hasReminder) await later.click();
}

const device = await startDeviceServer(['--sim-speed', '1']);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const lang of ['en', 'zh'] as const) {
    const context = await browser.newContext({
      baseURL: device.url,
      viewport: { width: 1440, height: 900 },
      locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('radio', { name: lang === 'zh' ? '简体中文' : 'English' }).check();
    await page.getByRole('button', { name: lang === 'zh' ? '登录' : 'Sign in' }).waitFor();
    // the card fades in once the device's language is known
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${OUT}login-${lang}.png` });
    let user = '';
    for (const screen of SCREENS) {
      const who = screen.user ?? ['root', 'admin'];
      if (user !== who[0]) {
        await page.evaluate(() => sessionStorage.clear());
        await signIn(page, lang, who);
        user = who[0];
      }
      await page.goto(screen.path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${OUT}${screen.name}-${lang}.png` });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await device.stop();
}
console.log(`screenshots written to ${OUT}`);
