// node --import tsx scripts/issue9Shots.ts <before|after>: pictures of the alarms, forms and layout, taken in
// Chromium at 1366×768 (the layout ones at 1920×1080 too) against fresh simulated OLTs, into
// docs/issue9/<name>-<label>.png. Needs `npm run build` first.
import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { startDeviceServer, type DeviceServer } from '../e2e/deviceServer.ts';

const label = process.argv[2] ?? 'after';
const OUT = new URL('../docs/issue9/', import.meta.url).pathname;
mkdirSync(OUT, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}${name}-${label}.png` });

const VIEWPORTS = { 1366: { width: 1366, height: 768 }, 1920: { width: 1920, height: 1080 } } as const;
type Width = keyof typeof VIEWPORTS;

async function openConsole(browser: Browser, device: DeviceServer, lang: 'en' | 'zh', width: Width = 1366) {
  const context = await browser.newContext({ baseURL: device.url, viewport: VIEWPORTS[width] });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('radio', { name: lang === 'zh' ? '简体中文' : 'English' }).check();
  await page.getByLabel(lang === 'zh' ? '用户名' : 'User name').fill('root');
  const pw = page.getByLabel(lang === 'zh' ? '密码' : 'Password', { exact: true });
  await pw.fill('admin');
  await pw.press('Enter');
  await page.waitForURL('**/main');
  await page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' }).click();
  return page;
}

/** The names of the 1366 pictures stay as they were, so that before and after pair up. */
const sized = (name: string, width: Width) => (width === 1366 ? name : `${name}-${width}`);

async function alarmShots(browser: Browser): Promise<void> {
  // at 30× the device raises a few alarms a second: the bursts of a busy evening
  const device = await startDeviceServer(['--sim-speed', '30'], undefined, 120_000);
  try {
    const page = await openConsole(browser, device, 'en');
    await page.goto('/vlan_mgmt');
    await page.getByRole('button', { name: 'Create VLAN' }).click();
    await page.waitForTimeout(8000);
    await shot(page, 'alarms-dialog-1366');
    await page.keyboard.press('Escape');
    // the pointer resting where the alarms appear
    await page.mouse.move(1250, 700);
    await page.waitForTimeout(8000);
    await shot(page, 'alarms-burst-1366');
    // the bell's list: every alarm, whatever popped up (the cards sit bottom right, off the top bar)
    if (label !== 'before') {
      await page.getByRole('button', { name: /^Alarms,/ }).click();
      await page.waitForTimeout(800);
      await shot(page, 'alarms-list-1366');
    }
  } finally {
    await device.stop();
  }
}

async function formShots(browser: Browser, device: DeviceServer): Promise<void> {
  const page = await openConsole(browser, device, 'en');
  await page.goto('/vlan_mgmt');
  await page.getByRole('button', { name: 'Create VLAN' }).click();
  const create = page.getByRole('dialog', { name: 'Create VLAN' });
  await create.getByLabel('First VLAN ID').fill('12ab');
  await create.getByRole('button', { name: 'Create' }).click();
  await page.waitForTimeout(800);
  await shot(page, 'form-vlan-id-12ab');
  await create.getByRole('button', { name: 'Cancel' }).click();

  await page
    .locator('tr.ant-table-row')
    .filter({ has: page.locator('td:nth-child(2)', { hasText: /^100$/ }) })
    .getByRole('button', { name: 'Edit' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit VLAN 100' });
  await edit.getByLabel('Name').fill('abcdefghijklmnopqrstuvwxyz0123456789');
  await edit.getByRole('button', { name: 'Save' }).click();
  await page.waitForTimeout(800);
  await shot(page, 'form-vlan-name-36');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/onu_allow');
  const online = page.locator('[data-row-key]', { hasText: 'Online' }).first();
  await online.locator('button[aria-haspopup="menu"]').click();
  await page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
    .getByRole('menuitem', { name: 'Turn off optical transmitter' })
    .click();
  await page.getByLabel('Off for (seconds)').fill('70000');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.waitForTimeout(800);
  await shot(page, 'form-txoff-70000');
  await page.context().close();
}

async function layoutShots(browser: Browser, device: DeviceServer): Promise<void> {
  for (const width of [1366, 1920] as const) {
    for (const lang of ['en', 'zh'] as const) {
      const page = await openConsole(browser, device, lang, width);
      await page.goto('/topo');
      await page.getByRole('combobox').first().click();
      await page.locator('.ant-select-item-option', { hasText: 'PON01' }).click();
      await page.keyboard.press('Escape');
      await page.waitForTimeout(2500);
      await shot(page, sized(`topo-pon01-${lang}`, width));
      // zoomed in, the ONUs carry their names
      await page.mouse.move(560, 560);
      for (let i = 0; i < 3; i++) {
        await page.mouse.wheel(0, -300);
        await page.waitForTimeout(400);
      }
      await page.waitForTimeout(1500);
      await shot(page, sized(`topo-zoomed-${lang}`, width));
      await page
        .locator('[data-page="topo"] .ant-space-compact')
        .first()
        .screenshot({ path: `${OUT}${sized(`topo-search-${lang}`, width)}-${label}.png` });
      await page.context().close();
    }
  }
  // last: the device reboots
  const page = await openConsole(browser, device, 'zh');
  await page.getByText('快捷访问').hover();
  await page.getByRole('menuitem', { name: '重启设备' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await page.waitForTimeout(1500);
  await shot(page, 'reboot-wait-zh');
  await page.context().close();
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const only = process.argv[3];
  if (!only || only === 'alarms') await alarmShots(browser);
  const device = await startDeviceServer(['--sim-speed', '1'], undefined, 120_000);
  try {
    if (!only || only === 'forms') await formShots(browser, device);
    if (!only || only === 'layout') await layoutShots(browser, device);
  } finally {
    await device.stop();
  }
} finally {
  await browser.close();
}
console.log(`issue 9 pictures written to ${OUT}`);
