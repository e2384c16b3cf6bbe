import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, toast } from './fixtures.ts';

const SHOTS = process.env.VLAN_SHOTS;

/** Signs in, answers "Later" to the factory-password reminder, and opens the VLAN screen. */
async function openVlanScreen(page: Page, lang: 'en' | 'zh' = 'en') {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' }).click();
  await page.goto('/vlan_mgmt');
  await expect(vlanRow(page, 1)).toBeVisible();
}

/** The VLAN list row of one VLAN id (first data cell after the selection box). */
const vlanRow = (page: Page, id: number): Locator =>
  page.getByRole('row').filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${id}$`) }) });
/** The port VLAN row of one port, by its name. */
const portRow = (page: Page, name: string): Locator =>
  page.getByRole('row').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${name}$`) }) });

test.describe('VLAN screen', () => {
  test('a VLAN created with members shows in the port VLAN tab', async ({ page }) => {
    await openVlanScreen(page);
    await page.getByRole('button', { name: 'Create VLAN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create VLAN' });
    await dialog.getByLabel('First VLAN ID').fill('500');
    await dialog.getByRole('group', { name: 'Tagged ports', exact: true }).getByLabel('GE01', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      toast(page, 'VLAN 500 created; tagged ports: GE01; untagged ports: none', 'check-circle'),
    ).toBeVisible();
    await expect(vlanRow(page, 500)).toContainText('GE01');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/vlan-created-en.png`, animations: 'disabled' });

    await page.getByRole('tab', { name: 'Port VLAN' }).click();
    const ge01 = portRow(page, 'GE01');
    // the tagged-VLAN column lists the new VLAN next to the factory ones
    await expect(ge01.locator('td').nth(4)).toHaveText(/(^|, )500(,|$)/);
    await expect(portRow(page, 'GE02').locator('td').nth(4)).not.toHaveText(/500/);
  });

  test('renames a VLAN, and the device keeps the new name', async ({ page }) => {
    await openVlanScreen(page);
    await vlanRow(page, 100).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit VLAN 100' });
    await dialog.getByLabel('Name').fill('fibre inet');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // spaces are taken out, as the device stores names without them
    await expect(vlanRow(page, 100)).toContainText('fibreinet');
    await page.reload();
    await expect(vlanRow(page, 100)).toContainText('fibreinet');
  });

  test('deletes a VLAN only once the confirmation is accepted; VLAN 1 offers no delete', async ({ page }) => {
    await openVlanScreen(page);
    await expect(vlanRow(page, 1).getByRole('button', { name: 'Delete' })).toHaveCount(0);

    await vlanRow(page, 300).getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'Delete VLAN 300?' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(vlanRow(page, 300)).toBeVisible();

    await vlanRow(page, 300).getByRole('button', { name: 'Delete' }).click();
    await question.getByRole('button', { name: 'OK' }).click();
    await expect(vlanRow(page, 300)).toHaveCount(0);
    await page.reload();
    await expect(vlanRow(page, 200)).toBeVisible();
    await expect(vlanRow(page, 300)).toHaveCount(0);
  });

  // the device's rule (api.md VLAN-13): a new default VLAN makes the port an untagged member of it and, unless the
  // port is hybrid, takes it out of its old default VLAN; the dialog says so before sending, the toast after
  const PVID_WORDS = {
    en: {
      tab: 'Port VLAN',
      settings: 'Settings',
      title: 'VLAN settings of GE01',
      pvid: 'Default VLAN',
      save: 'Save',
      note: 'With default VLAN 100, GE01 becomes an untagged member of VLAN 100, where it is tagged now.',
      leaves: 'It also leaves VLAN 1, its current default VLAN.',
      done: 'GE01: default VLAN 100 (now an untagged member of VLAN 100, no longer of VLAN 1)',
    },
    zh: {
      tab: '端口 VLAN',
      settings: /设\s*置/,
      title: 'GE01 的 VLAN 设置',
      pvid: '默认 VLAN',
      save: /保\s*存/,
      note: '默认 VLAN 改为 100 后，GE01 在 VLAN 100 中将由带标签改为不带标签。',
      leaves: '它还将退出当前的默认 VLAN 1。',
      done: 'GE01：默认 VLAN 设为 100（现为 VLAN 100 的不带标签成员，已退出 VLAN 1）',
    },
  } as const;
  for (const lang of ['en', 'zh'] as const)
    test(`a new default VLAN says what it moves before it is sent and what changed after (${lang})`, async ({
      page,
    }) => {
      const w = PVID_WORDS[lang];
      await openVlanScreen(page, lang);
      await page.getByRole('tab', { name: w.tab }).click();
      await portRow(page, 'GE01').getByRole('button', { name: w.settings }).click();
      const dialog = page.getByRole('dialog', { name: w.title });
      await dialog.getByLabel(w.pvid).fill('100');
      await expect(dialog.getByText(w.note)).toBeVisible();
      await expect(dialog.getByText(w.leaves)).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/pvid-note-${lang}.png` });
      await dialog.getByRole('button', { name: w.save }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, w.done, 'check-circle')).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/pvid-done-${lang}.png`, animations: 'disabled' });
      // what the toast said is what the device did: VLAN 100 untagged, VLAN 1 gone from the port
      const ge01 = portRow(page, 'GE01');
      await expect(ge01.locator('td').nth(2)).toHaveText('100');
      await expect(ge01.locator('td').nth(5)).toHaveText('100');
      await expect(ge01.locator('td').nth(4)).not.toHaveText(/(^|, )100(,|$)/);
    });
});
