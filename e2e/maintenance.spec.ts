import { readFile } from 'node:fs/promises';
import { test, expect, signIn, apiToken, apiPost } from './fixtures.ts';

/** Where to keep screenshots of these screens, when asked (OPS_SHOTS=<folder>). */
const SHOTS = process.env.OPS_SHOTS;

async function hostname(url: string): Promise<string> {
  const token = await apiToken(url);
  const res = await fetch(`${url}/system?form=hostname`, { headers: { 'X-Token': token } });
  return ((await res.json()) as { data: { hostname: string } }).data.hostname;
}

const WORDS = {
  en: {
    later: 'Later',
    backupRegion: 'Backup configuration',
    backup: 'Backup',
    restoreRegion: 'Restore configuration',
    restore: 'Restore',
    done: /^The file .+ is now the startup configuration$/,
    ok: 'OK',
  },
  zh: {
    later: /稍\s*后/,
    backupRegion: '备份配置',
    backup: /备\s*份/,
    restoreRegion: '导入配置',
    restore: /导\s*入/,
    done: /^配置文件 .+ 已导入为启动配置$/,
    ok: /确\s*定/,
  },
} as const;

for (const lang of ['en', 'zh'] as const)
  test(`backup, change, restore with progress, reboot: the device runs the backed-up configuration (${lang})`, async ({
    page,
    device,
  }) => {
    test.setTimeout(60_000);
    const w = WORDS[lang];
    const token = await apiToken(device.url);
    await apiPost(device.url, token, '/system?form=hostname', { method: 'set', param: { hostname: 'Backed-Up' } });
    await signIn(page, { lang });
    await page.getByRole('button', { name: w.later }).click();
    await page.goto('/advanced_setting/dev_mgmt');

    const downloading = page.waitForEvent('download');
    await page.getByRole('region', { name: w.backupRegion }).getByRole('button', { name: w.backup }).click();
    const file = await (await downloading).path();
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(/^! EPON OLT configuration\n! model: EPON-OLT-08\n/);
    expect(text).toContain('hostname = "Backed-Up"');

    await apiPost(device.url, token, '/system?form=hostname', { method: 'set', param: { hostname: 'Changed-Later' } });
    const restore = page.getByRole('region', { name: w.restoreRegion });
    await restore.locator('input[type=file]').setInputFiles(file);
    await restore.getByRole('button', { name: w.restore }).click();
    await expect(page.getByText(w.done)).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/restore-${lang}.png` });
    await page.getByRole('dialog').getByRole('button', { name: w.ok }).click();
    await page.waitForURL('**/login', { timeout: 30_000 });
    expect(await hostname(device.url)).toBe('Backed-Up');
  });

test('a changed file is refused with the reason, and the startup configuration stays (Chinese)', async ({
  page,
  device,
}) => {
  await signIn(page, { lang: 'zh' });
  await page.getByRole('button', { name: /稍\s*后/ }).click();
  await page.goto('/advanced_setting/dev_mgmt');
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: '备份配置' })
    .getByRole('button', { name: /备\s*份/ })
    .click();
  const text = await readFile(await (await downloading).path(), 'utf8');
  const restore = page.getByRole('region', { name: '导入配置' });
  await restore.locator('input[type=file]').setInputFiles({
    name: 'edited.cfg',
    mimeType: 'text/plain',
    buffer: Buffer.from(text.replace('hostname = "EPON-OLT"', 'hostname = "Edited"')),
  });
  await restore.getByRole('button', { name: /导\s*入/ }).click();
  // the device's refusal in the operator's language (its words, protocol core/deviceWords.ts)
  await expect(page.getByText(/校验和不符/)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dev-mgmt-zh.png`, fullPage: true });
  const token = await apiToken(device.url);
  const state = await fetch(`${device.url}/system_save?form=state`, { headers: { 'X-Token': token } });
  expect(((await state.json()) as { data: { unsaved: number } }).data.unsaved).toBe(0);
});

const HISTORY_WORDS = {
  en: {
    later: 'Later',
    saveRegion: 'Save configuration',
    save: 'Save',
    ok: 'OK',
    byRoot: /root from/,
    withPrevious: 'Compare with previous',
    diff: 'version 1 → version 2',
    began: /History began/,
    rollback: 'Roll back',
    rolledBack: /Roll-back to version 1/,
    rebootNow: 'Reboot the device now?',
  },
  zh: {
    later: /稍\s*后/,
    saveRegion: '保存配置',
    save: /保\s*存/,
    ok: /确\s*定/,
    byRoot: /root（来自/,
    withPrevious: '与上一版本比较',
    diff: '版本 1 → 版本 2',
    began: /历史开始/,
    rollback: /回\s*滚/,
    rolledBack: /回滚到版本 1/,
    rebootNow: '现在重启设备吗？',
  },
} as const;

for (const lang of ['en', 'zh'] as const)
  test(`configuration history: a save is kept, compared with the one before, and rolled back by a reboot (${lang})`, async ({
    page,
    device,
  }) => {
    const w = HISTORY_WORDS[lang];
    const token = await apiToken(device.url);
    await apiPost(device.url, token, '/system?form=hostname', { method: 'set', param: { hostname: 'Night-Shift' } });
    await signIn(page, { lang });
    await page.getByRole('button', { name: w.later }).click();
    await page.goto('/advanced_setting/dev_mgmt');
    await page.getByRole('region', { name: w.saveRegion }).getByRole('button', { name: w.save }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.ok }).click();

    const history = page.getByTestId('config-history');
    const saved = history.getByRole('row', { name: w.byRoot });
    await expect(saved).toContainText('system +1 −1');
    await saved.getByRole('button', { name: w.withPrevious }).click();
    const diff = page.getByRole('dialog', { name: w.diff });
    await expect(diff.getByText('- hostname = "EPON-OLT"')).toBeVisible();
    await expect(diff.getByText('+ hostname = "Night-Shift"')).toBeVisible();
    // the dialog fades in: the picture waits for it
    if (SHOTS)
      await page.waitForTimeout(500).then(() => page.screenshot({ path: `${SHOTS}/history-diff-${lang}.png` }));
    await page.keyboard.press('Escape');

    await history.getByRole('row', { name: w.began }).getByRole('button', { name: w.rollback }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.ok }).click();
    await expect(history.getByRole('row', { name: w.rolledBack })).toBeVisible();
    await page.getByRole('dialog').filter({ hasText: w.rebootNow }).getByRole('button', { name: w.ok }).click();
    await page.waitForURL('**/login', { timeout: 30_000 });
    expect(await hostname(device.url)).toBe('EPON-OLT');
  });

test('the unsaved changes shown as lines, in Chinese', async ({ page, device }) => {
  const token = await apiToken(device.url);
  await apiPost(device.url, token, '/system?form=hostname', { method: 'set', param: { hostname: 'Unsaved-Name' } });
  await signIn(page, { lang: 'zh' });
  await page.getByRole('button', { name: /稍\s*后/ }).click();
  await page.goto('/advanced_setting/dev_mgmt');
  await page.getByTestId('config-history').getByRole('button', { name: '未保存的修改' }).click();
  const diff = page.getByRole('dialog', { name: '未保存的修改：启动配置 → 运行配置' });
  await expect(diff.getByText('+ hostname = "Unsaved-Name"')).toBeVisible();
  await expect(diff.getByText(/1 个配置段不同/)).toBeVisible();
  if (SHOTS) await page.waitForTimeout(500).then(() => page.screenshot({ path: `${SHOTS}/history-unsaved-zh.png` }));
});
