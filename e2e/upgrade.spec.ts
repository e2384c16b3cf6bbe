import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, signIn, apiToken } from './fixtures.ts';

/** Where to keep screenshots of these screens, when asked (UPGRADE_SHOTS=<folder>). */
const SHOTS = process.env.UPGRADE_SHOTS;
const ROOT = join(import.meta.dirname, '..');

/** An image as an operator gets one: written by the project's tool (npm run make:image). */
function makeImage(kind: string, version: string): string {
  const out = join(mkdtempSync(join(tmpdir(), 'olt-image-')), `${kind}-${version}.img`);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/makeImage.ts', '--kind', kind, '--version', version, '--out', out],
    { cwd: ROOT, stdio: 'ignore' },
  );
  return out;
}

async function systemVersion(url: string): Promise<string> {
  const token = await apiToken(url);
  const res = await fetch(`${url}/board?info=system`, { headers: { 'X-Token': token } });
  return ((await res.json()) as { data: { sys_ver: string } }).data.sys_ver;
}

async function openUpgrade(page: Page, lang: 'en' | 'zh') {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' }).click();
  await page.goto('/advanced_setting/upgrade');
}

const WORDS = {
  en: {
    versions: 'Running versions',
    card: 'System upgrade',
    upgrade: 'Upgrade',
    ok: 'OK',
    progress: 'Upgrade progress',
    writing: /The device is writing V2\.5\.0/,
    rebootAsk: /Reboot the device now\?/,
    rebootNow: 'Reboot now',
  },
  zh: {
    versions: '当前版本',
    card: '系统升级',
    upgrade: /升\s*级/,
    ok: /确\s*定/,
    progress: '升级进度',
    writing: /设备正在写入 V2\.5\.0/,
    rebootAsk: /现在重启设备吗？/,
    rebootNow: '立即重启',
  },
} as const;

for (const lang of ['en', 'zh'] as const)
  test(`a system image made by the tool goes up, is written with progress, and runs after the reboot (${lang})`, async ({
    page,
    device,
  }) => {
    test.setTimeout(150_000);
    const w = WORDS[lang];
    const file = makeImage('system', 'V2.5.0');
    await openUpgrade(page, lang);
    const versions = page.getByRole('region', { name: w.versions });
    await expect(versions.getByText('V2.4.1', { exact: true })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/upgrade-${lang}.png` });

    const card = page.getByRole('region', { name: w.card });
    await card.locator('input[type=file]').setInputFiles(file);
    await expect(card.getByText('system-V2.5.0.img')).toBeVisible();
    await card.getByRole('button', { name: w.upgrade }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.ok }).click();
    const bar = page.getByRole('progressbar', { name: w.progress });
    // the upload comes first: on a busy machine it takes longer than a click's wait
    await expect(page.getByText(w.writing)).toBeVisible({ timeout: 30_000 });
    // the bar follows what the device says it has written: it moves past the start
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
      .toBeGreaterThan(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/upgrade-writing-${lang}.png` });

    await expect(page.getByText(w.rebootAsk)).toBeVisible({ timeout: 60_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/upgrade-reboot-${lang}.png` });
    expect(await systemVersion(device.url)).toBe('V2.4.1');
    await page.getByRole('button', { name: w.rebootNow }).click();
    await page.waitForURL('**/login', { timeout: 60_000 });
    expect(await systemVersion(device.url)).toBe('V2.5.0');
  });

test('a changed image is refused with the device’s reason in Chinese, and no write starts', async ({
  page,
  device,
}) => {
  const good = readFileSync(makeImage('firmware', 'V2.5.0_build2701'));
  const changed = Buffer.from(good);
  changed[changed.length - 1] = (changed.at(-1) ?? 0) ^ 0xff;
  await openUpgrade(page, 'zh');
  const card = page.getByRole('region', { name: '固件升级' });
  await card.locator('input[type=file]').setInputFiles({
    name: 'firmware.img',
    mimeType: 'application/octet-stream',
    buffer: changed,
  });
  await card.getByRole('button', { name: /升\s*级/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(card.getByText(/设备拒绝了该映像：.*校验和与映像不符/)).toBeVisible();
  // the question and the progress dialog both close (the one closing may still be in the page a moment)
  await expect(page.getByRole('dialog')).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/upgrade-zh.png` });
  const token = await apiToken(device.url);
  const res = await fetch(`${device.url}/upgrade_status`, { headers: { 'X-Token': token } });
  expect(((await res.json()) as { data: { status: number } }).data.status).toBe(0);
});
