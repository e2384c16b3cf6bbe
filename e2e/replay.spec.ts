import { test as base, expect } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startDeviceServer, type DeviceServer } from './deviceServer.ts';
import { signIn } from './fixtures.ts';

/** A real device's recorded answers, beside the repository here and in CI. */
const SAMPLES = resolve(import.meta.dirname, '../../shared/reference/sample-data');
const sample = <T>(file: string): T => (JSON.parse(readFileSync(join(SAMPLES, file), 'utf8')) as { data: T }).data;

/**
 * The console over the forwarding server (`--olt`) over a device of recorded answers (`--replay`): the screens the
 * recordings cover show a real device's field values and shapes, not the simulation's.
 */
const test = base.extend<{ replayArgs: string[]; recorded: DeviceServer; console_: DeviceServer }>({
  replayArgs: [['--replay', SAMPLES], { option: true }],
  recorded: async ({ replayArgs }, use) => {
    const device = await startDeviceServer(replayArgs, undefined, 90_000);
    await use(device);
    await device.stop();
  },
  console_: async ({ recorded }, use) => {
    const server = await startDeviceServer(['--olt', recorded.url], undefined, 90_000);
    await use(server);
    await server.stop();
  },
  baseURL: async ({ console_ }, use) => use(console_.url),
});

test.describe('the console over a real device’s recorded answers', () => {
  test.skip(!existsSync(SAMPLES), 'the recorded answers are not beside the repository');
  test.describe.configure({ timeout: 180_000 });

  // the recordings are of a device set to Chinese, and it takes no writes: the login page's language stays its own
  test('the status home, the ONU table and the VLAN list show the recorded values', async ({ page }) => {
    const system = sample<{ product_name: string; fw_ver: string; macaddr: string }>('systemInfo.json');
    const onus = sample<{ onu_name: string; macaddr: string; port_id: number; status: string }[]>('onuAllowAll.json');
    const vlans = sample<{ vlan_id: number; vlan_name: string }[]>('vlan_list.json');

    await signIn(page, { lang: 'zh' });
    const later = page.getByRole('button', { name: /稍\s*后/ });
    if (await later.isVisible({ timeout: 3_000 }).catch(() => false)) await later.click();
    await expect(page.getByText(system.fw_ver).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(system.macaddr).first()).toBeVisible();

    const first = onus.find((o) => o.port_id === 1 && o.status === 'Online')!;
    await page.goto('/onu_allow?port_id=1');
    const row = page.getByRole('row').filter({ hasText: first.macaddr });
    await expect(row).toContainText(first.onu_name);
    await expect(row).toContainText('在线');

    await page.goto('/vlan_mgmt');
    for (const vlan of vlans.slice(0, 3))
      await expect(page.getByRole('row').filter({ hasText: vlan.vlan_name }).first()).toBeVisible();
  });
});
