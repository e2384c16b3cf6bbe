import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, toast } from './fixtures.ts';

/** Signs in, answers "Later" to the factory-password reminder, and opens the VLAN screen. */
async function openVlanScreen(page: Page) {
  await signIn(page);
  await page.getByRole('button', { name: 'Later' }).click();
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
    await expect(toast(page, 'Done', 'check-circle')).toBeVisible();
    await expect(vlanRow(page, 500)).toContainText('GE01');

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
});
