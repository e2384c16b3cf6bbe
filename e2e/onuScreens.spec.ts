import type { Page } from '@playwright/test';
import type { OnuTableRow } from '@olt/protocol';
import { expect, pick, signIn, test } from './fixtures.ts';

/** The ONUs the device lists (ONU-X1), read with the console's own session token. */
async function onus(page: Page, query = ''): Promise<OnuTableRow[]> {
  const token = await page.evaluate(() => sessionStorage.getItem('x-token'));
  const res = await page.request.get(`/onutable?form=search${query}`, { headers: { 'X-Token': token ?? '' } });
  const body = (await res.json()) as { code: number; data: { rows: OnuTableRow[] } };
  expect(body.code).toBe(1);
  return body.data.rows;
}

async function signInToConsole(page: Page) {
  await signIn(page);
  await page.getByRole('button', { name: 'Later' }).click();
}

const pad = (n: number) => String(n).padStart(2, '0');
// the device starts with a fast-forwarded history, on a machine that may be busy
test.describe.configure({ timeout: 180_000 });

test.describe('ONU port VLAN', () => {
  test('sets a UNI port to trunk, adds a range, keeps it over a reload and deletes it', async ({ page }) => {
    await signInToConsole(page);
    const onu =
      (await onus(page, '&status=Online')).find((o) => o.port_id === 1) ?? (await onus(page, '&status=Online'))[0];
    if (!onu) throw new Error('the simulated OLT has no online ONU');
    await page.goto(`/advanced_setting/onu_port_cfg?port_id=${onu.port_id}&onu_id=${onu.onu_id}`);
    const vlanCard = page.getByRole('region', { name: `ONU${pad(onu.port_id)}/${pad(onu.onu_id)} VLAN` });
    const row = vlanCard.locator('tr[data-row-key="1"]');
    await row.getByRole('button', { name: 'Set mode' }).click();
    const dialog = page.getByRole('dialog');
    await pick(page, dialog.getByLabel('VLAN mode'), 'Trunk');
    await dialog.getByLabel('Default VLAN').fill('100');
    await dialog.getByLabel('Default priority').fill('0');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(row).toContainText('Trunk');

    await row.getByRole('button', { name: 'Add entry' }).click();
    await dialog.getByLabel('Start VLAN').fill('200');
    await dialog.getByLabel('End VLAN').fill('205');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(row).toContainText('200–205');

    await page.reload();
    await expect(row).toContainText('200–205');
    await row.getByRole('button', { name: 'Delete entry 200–205' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(row).not.toContainText('200–205');
  });
});

/** An online vendor HGU of PON 1 with more than one LAN port (ONU-32), for the WAN editor. */
async function vendorHgu(page: Page): Promise<{ onu_id: number }> {
  const token = await page.evaluate(() => sessionStorage.getItem('x-token'));
  const res = await page.request.get('/onumgmt?form=wantab&port_id=1', { headers: { 'X-Token': token ?? '' } });
  const rows = ((await res.json()) as { data: { onu_id: number; status: number; lanports: number }[] }).data;
  const hgu = rows.find((r) => r.status === 1 && r.lanports > 1);
  if (!hgu) throw new Error('PON 1 has no online vendor HGU');
  return hgu;
}

test.describe('ONU basic info', () => {
  test('adds a PPPoE WAN connection and sees it in the list', async ({ page }) => {
    await signInToConsole(page);
    const hgu = await vendorHgu(page);
    await page.goto(`/advanced_setting/onu_basic_info?port_id=1&onu_id=${hgu.onu_id}`);
    await page.getByRole('tab', { name: 'WAN connections' }).click();
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Connection name').fill('e2e_pppoe');
    await pick(page, dialog.getByRole('combobox', { name: 'Address mode' }), 'PPPoE');
    await dialog.getByLabel('PPPoE user').fill('alice');
    await dialog.getByLabel('PPPoE password').fill('secret');
    await dialog.getByRole('checkbox', { name: 'LAN1', exact: true }).check();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: 'e2e_pppoe' })).toContainText('PPPoE');
  });

  test('refuses to turn the transmitter off for 70000 seconds', async ({ page }) => {
    await signInToConsole(page);
    await page.goto('/advanced_setting/onu_basic_info?port_id=1&onu_id=1');
    await page.getByRole('button', { name: 'Turn off optical transmitter' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('The ONU goes offline');
    await dialog.getByLabel('Off for (seconds)').fill('70000');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('Enter a whole number from 0 to 65535')).toBeVisible();
    await expect(dialog.getByLabel('Off for (seconds)')).toHaveValue('70000');
  });
});

test.describe('optical history', () => {
  test.use({ deviceArgs: ['--optics-backfill-days', '2', '--drift-threshold-db', '0.5'] });

  test('marks a drifting ONU, filters on it and draws its history with the drift state', async ({ page }) => {
    await signInToConsole(page);
    const drifting = await onus(page, '&drift=1');
    const onu = drifting[0];
    if (!onu) throw new Error('no ONU drifts on the backfilled device');
    await page.goto(`/onu_allow?port_id=${onu.port_id}`);
    await page.getByRole('checkbox', { name: 'Drifting only' }).check();
    const row = page.locator(`[data-row-key="${onu.port_id}/${onu.onu_id}"]`);
    await expect(row.getByRole('img', { name: 'Optical drift' })).toBeVisible();
    // every row shown drifts (the table draws the rows in view only)
    await expect(
      page.locator('[data-row-key]').filter({ hasNot: page.getByRole('img', { name: 'Optical drift' }) }),
    ).toHaveCount(0);

    const label = `PON${pad(onu.port_id)}/${pad(onu.onu_id)}`;
    await row.getByRole('button', { name: `Actions for ${label}` }).click();
    await page.getByRole('menuitem', { name: 'View details' }).click();
    const drawer = page.getByRole('dialog', { name: `ONU ${label}` });
    await expect(drawer.getByRole('img', { name: /^Receive power of ONU/ })).toBeVisible();
    await expect(drawer.getByText(/^Drifting \(since/)).toBeVisible();
    await expect(drawer.locator('svg text', { hasText: /^Baseline/ })).toBeVisible();
  });
});
