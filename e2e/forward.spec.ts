import { test as base, expect, type Page } from '@playwright/test';
import { startDeviceServer, type DeviceServer } from './deviceServer.ts';
import { signIn } from './fixtures.ts';
import type { OnuTableRow } from '@olt/protocol';

/**
 * The console over the forwarding server (`--olt`) over the simulated OLT in vendor mode (`--vendor-api-only`: the
 * family's API only, plain HTTP, four sessions, a delay on each request): two processes on 127.0.0.1, as in front
 * of an operator's own device.
 */
const test = base.extend<{ oltArgs: string[]; olt: DeviceServer; console_: DeviceServer }>({
  oltArgs: [['--vendor-delay-ms', '10'], { option: true }],
  olt: async ({ oltArgs }, use) => {
    const olt = await startDeviceServer(['--vendor-api-only', '1', ...oltArgs], undefined, 90_000);
    await use(olt);
    await olt.stop();
  },
  console_: async ({ olt }, use) => {
    const server = await startDeviceServer(['--olt', olt.url], undefined, 90_000);
    await use(server);
    await server.stop();
  },
  baseURL: async ({ console_ }, use) => use(console_.url),
});

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** The device itself, asked directly with the console's own session token: what the console shows is its. */
async function onTheDevice(page: Page, olt: DeviceServer) {
  const token = await page.evaluate(() => sessionStorage.getItem('x-token'));
  if (!token) throw new Error('not signed in');
  return async <T>(url: string) =>
    ((await (await page.request.get(`${olt.url}${url}`, { headers: { 'X-Token': token } })).json()) as Envelope<T>)
      .data;
}

async function signInToConsole(page: Page) {
  await signIn(page);
  const later = page.getByRole('button', { name: 'Later' });
  if (await later.isVisible({ timeout: 3_000 }).catch(() => false)) await later.click();
}

const label = (onu: OnuTableRow) => `PON${String(onu.port_id).padStart(2, '0')}/${String(onu.onu_id).padStart(2, '0')}`;

test.describe('the console in front of a device of the family', () => {
  // two servers start for each test, and every request crosses both: a busy machine needs the room
  test.describe.configure({ timeout: 180_000 });

  test('signs in with the device, shows its status home, and explains what it lacks', async ({ page, olt }) => {
    await signInToConsole(page);
    const device = await onTheDevice(page, olt);
    // the home's figures are the device's: its product name, its PONs
    const system = await device<{ product_name: string }>('/board?info=system');
    await expect(page.getByText(system.product_name).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Open the ONU list of PON01' })).toBeVisible();
    await expect(page.getByText('This device pushes no alarm summary', { exact: false })).toBeVisible();
    // the device was asked for none of our additions (vendor mode would have answered 404)
    const noted: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404) noted.push(r.url());
    });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Open the ONU list of PON01' })).toBeVisible({ timeout: 30_000 });
    expect(noted).toEqual([]);
  });

  test('lists the ONUs, searches them on the server, and renames one on the device', async ({ page, olt }) => {
    await signInToConsole(page);
    const device = await onTheDevice(page, olt);
    const target = (await device<OnuTableRow[]>('/onutable')).find((o) => o.status === 'Online');
    if (!target) throw new Error('no online ONU');
    await page.goto('/onu_allow');
    await expect(page.locator('[data-row-key]').first()).toBeVisible({ timeout: 30_000 });
    const searched = page.waitForResponse((res) => res.url().includes('/onutable?form=search&text='));
    await page.getByRole('searchbox', { name: 'Find ONU' }).fill(target.macaddr);
    expect((await (await searched).json()) as Envelope<{ total: number }>).toMatchObject({
      code: 1,
      data: { total: 1 },
    });
    const row = page.locator(`[data-row-key="${target.port_id}/${target.onu_id}"]`);
    await expect(row).toBeVisible();
    await expect(page.locator('[data-row-key]')).toHaveCount(1);

    await row.getByRole('button', { name: `Actions for ${label(target)}` }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Name and description' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Bakery Main');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(`Name and description of ONU ${label(target)} saved`)).toBeVisible();
    await expect(row).toContainText('BakeryMain');
    const renamed = (await device<OnuTableRow[]>('/onutable')).find(
      (o) => o.port_id === target.port_id && o.onu_id === target.onu_id,
    );
    expect(renamed?.onu_name).toBe('BakeryMain');
  });

  test('shows the VLAN screen and a PON screen from the device', async ({ page, olt }) => {
    await signInToConsole(page);
    const device = await onTheDevice(page, olt);
    await page.goto('/vlan_mgmt');
    const vlan1 = page.getByRole('row').filter({ has: page.locator('td:nth-child(2)', { hasText: /^1$/ }) });
    await expect(vlan1).toBeVisible({ timeout: 30_000 });
    const vlans = await device<{ vlan_id: number }[]>('/vlantable');
    expect(vlans.some((v) => v.vlan_id === 1)).toBe(true);

    await page.goto('/advanced_setting/pon_optical');
    await expect(page.getByRole('heading', { level: 4 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row').filter({ hasText: 'PON01' })).toContainText('Detected');
  });
});
