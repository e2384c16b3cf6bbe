import type { Page } from '@playwright/test';
import { apiPost, apiToken, dataRows, expect, pick, signIn, test } from './fixtures.ts';

async function open(page: Page, name: string, lang: 'en' | 'zh' = 'en') {
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? '稍后' : 'Later' }).click();
  await page.goto(`/advanced_setting/${name}`);
  await expect(page.getByRole('heading', { level: 4 })).toBeVisible({ timeout: 30_000 });
}

/** A table row by the text of its first cell. */
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** OK on the confirmation until it closes: on a busy machine a click during its opening animation can be lost. */
async function confirmOk(page: Page) {
  const ok = /^(OK|确 ?定)$/;
  // the question, which may be asked over another dialog: the dialog with an OK button
  const confirm = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: ok }) });
  await expect(async () => {
    await confirm.getByRole('button', { name: ok }).click({ timeout: 2_000 });
    await expect(confirm).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Where the screenshot runs put their pictures (unset: no pictures). */
const SHOTS = process.env.SWITCH_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test.describe('switch ports and MAC tables', () => {
  test('an uplink set down loses its link in the port table', async ({ page }) => {
    await open(page, 'port_info');
    const ge01 = row(page, 'GE01');
    await expect(ge01).toContainText('Link up');
    await expect(row(page, 'GE03(LAG1)')).toBeVisible();
    await ge01.getByRole('button', { name: 'Setting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Port setting: GE01' });
    await dialog.getByRole('radio', { name: 'Disabled' }).first().check();
    await dialog.getByRole('button', { name: 'Setting' }).click();
    await confirmOk(page);
    await expect(dialog).toBeHidden();
    await expect(ge01).toContainText('Link down');
    await expect(ge01).toContainText('Disabled');
  });

  test('clears every counter after asking, in Chinese', async ({ page }) => {
    await open(page, 'perf_info', 'zh');
    const rxBytes = row(page, 'GE01').locator('td').nth(1);
    await expect(rxBytes).not.toHaveText('0');
    const before = Number(((await rxBytes.textContent()) ?? '').replaceAll(',', ''));
    await page.getByRole('button', { name: '清除全部统计' }).click();
    await confirmOk(page);
    // the counters start again from zero, so they read less than before for a while
    await expect(async () => {
      expect(Number(((await rxBytes.textContent()) ?? '').replaceAll(',', ''))).toBeLessThan(before);
    }).toPass({ timeout: 15_000 });
  });

  test('flushes MACs by VLAN and finds a MAC through where-is-this-MAC', async ({ page }) => {
    await open(page, 'mac_table');
    await expect(page.getByText(/\d+ entries/)).toBeVisible();
    // the first learnt MAC behind an ONU, found by a part of it
    const first = (await dataRows(page).first().getByRole('cell').first().textContent()) ?? '';
    await page.getByLabel('Where is this MAC').fill(first.slice(3, 14));
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('cell', { name: 'Switch MAC table' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Flush MAC' }).click();
    const dialog = page.getByRole('dialog', { name: 'Flush MAC addresses' });
    await dialog.getByRole('radio', { name: 'By VLAN' }).check();
    await dialog.getByRole('radio', { name: 'All' }).check();
    await dialog.getByLabel('VLAN ID').fill('1');
    await dialog.getByRole('button', { name: 'Flush MAC' }).click();
    await confirmOk(page);
    await expect(dialog).toBeHidden();
    await page.getByRole('textbox', { name: 'VLAN ID' }).fill('1');
    await expect(page.getByText(/^[0-4] entries$/)).toBeVisible({ timeout: 10_000 });
  });

  test('the PON MAC table shows the MACs behind one ONU and flushes them', async ({ page }) => {
    await open(page, 'pon_mac');
    await expect(page.getByText(/^[1-9]\d* entries$/)).toBeVisible({ timeout: 15_000 });
    await shot(page, 'pon_mac-en');
    await pick(page, page.getByRole('combobox', { name: 'PON port' }), 'PON02');
    await page.getByLabel('ONU ID').fill('1');
    await expect(page.getByText('ONU02/01', { exact: true }).first()).toBeVisible();
    // every row left is that ONU's
    await expect(async () => {
      const shown = await page.getByText(/^ONU\d{2}\/\d{2}$/).count();
      expect(await page.getByText('ONU02/01', { exact: true }).count()).toBe(shown);
    }).toPass({ timeout: 10_000 });

    await page.getByRole('button', { name: 'Flush MAC' }).click();
    const dialog = page.getByRole('dialog', { name: 'Flush MAC addresses' });
    await dialog.getByRole('radio', { name: 'By ONU' }).check();
    await dialog.getByLabel('ONU ID').fill('99');
    await dialog.getByRole('button', { name: 'Flush MAC' }).click();
    await expect(dialog.getByText('A whole number from 1 to 64')).toBeVisible();
    await dialog.getByLabel('ONU ID').fill('1');
    await dialog.getByRole('button', { name: 'Flush MAC' }).click();
    await confirmOk(page);
    await expect(dialog).toBeHidden();
  });

  test('the device MAC view lists the own MACs and finds a MAC anywhere', async ({ page }) => {
    await open(page, 'pon_mac');
    const learnt = page.getByText(/^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/).first();
    await expect(learnt).toBeVisible({ timeout: 15_000 });
    const mac = (await learnt.textContent()) ?? '';
    await page.goto('/advanced_setting/device_mac');
    await expect(page.getByRole('cell', { name: 'System', exact: true })).toBeVisible();
    await page.getByLabel('Where is this MAC').fill(mac);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByRole('cell', { name: 'PON MAC table' }).first()).toBeVisible();
    await shot(page, 'device_mac-en');
  });

  test('the MAC screens in Chinese', async ({ page }) => {
    test.skip(!SHOTS, 'screenshots only');
    await open(page, 'pon_mac', 'zh');
    await expect(page.getByText(/^共 [1-9]\d* 条$/)).toBeVisible({ timeout: 15_000 });
    await shot(page, 'pon_mac-zh');
    await page.goto('/advanced_setting/device_mac');
    await expect(page.getByRole('cell', { name: '系统', exact: true })).toBeVisible();
    await shot(page, 'device_mac-zh');
  });
});

/** A broadcast limit of 1000 pps on every port but `except`, through the device API. */
async function limitEveryPort(url: string, except?: number) {
  const token = await apiToken(url);
  for (let port = 1; port <= 14; port++) {
    if (port === except) continue;
    const param = { port_id: port, flags: 4, broadcast: 1000, multicast: 0, unicast: 0 };
    expect((await apiPost(url, token, '/switch_port?form=stormctrl', { method: 'set', param })).code).toBe(1);
  }
}

test.describe('where is this MAC, from the top bar', () => {
  for (const lang of ['en', 'zh'] as const)
    test(`finds an ONU's MAC from the status home, with its PON and ONU (${lang})`, async ({ page, device }) => {
      const token = await apiToken(device.url);
      const onus = (await (await fetch(`${device.url}/onutable`, { headers: { 'X-Token': token } })).json()) as {
        data: { port_id: number; onu_id: number; macaddr: string }[];
      };
      const onu = onus.data[0];
      if (!onu) throw new Error('no ONU');
      const label = `ONU${String(onu.port_id).padStart(2, '0')}/${String(onu.onu_id).padStart(2, '0')}`;
      const w =
        lang === 'en'
          ? { open: 'Locate', title: 'Where is this MAC', find: 'Find', source: 'ONU allow list' }
          : { open: '定位', title: 'MAC在哪里', find: /查\s*找/, source: 'ONU授权列表' };
      await signIn(page, { lang });
      await page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' }).click();
      await page.getByRole('button', { name: w.open }).click();
      const dialog = page.getByRole('dialog', { name: w.title });
      // the search has the focus: the MAC is typed without a click, here in upper case with dashes
      await expect(dialog.getByLabel(w.title)).toBeFocused();
      await page.keyboard.type(onu.macaddr.toUpperCase().replaceAll(':', '-'));
      await dialog.getByRole('button', { name: w.find }).click();
      const hit = dialog.getByRole('row').filter({ hasText: w.source });
      await expect(hit).toContainText(label);
      await shot(page, `where-mac-shell-${lang}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // the operator is still where they were
      await expect(page).toHaveURL(/\/main$/);
    });
});

test.describe('storm control', () => {
  // a storm comes about every 20 simulated minutes: fast enough to see one here
  test.use({ deviceArgs: ['--sim-speed', '50'] });

  test('a limit set on the screen holds the storms that come', async ({ page, device }) => {
    await open(page, 'stormctrl');
    const ge01 = row(page, 'GE01');
    await expect(ge01).toContainText('Off');
    await ge01.getByRole('button', { name: 'Setting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Storm control: GE01' });
    await dialog.getByLabel('Broadcast').fill('1488101');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('A whole number from 0 to 1488100')).toBeVisible();
    await dialog.getByLabel('Broadcast').fill('1000');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(ge01).toContainText('1000 pps');
    await limitEveryPort(device.url, 9);
    await expect(page.getByText(/held to 1000 pps/).first()).toBeVisible({ timeout: 90_000 });
    await shot(page, 'stormctrl-en');
  });

  test('storm control in Chinese', async ({ page, device }) => {
    test.skip(!SHOTS, 'screenshots only');
    await limitEveryPort(device.url);
    await open(page, 'stormctrl', 'zh');
    await expect(page.getByText(/已抑制到 1000 包\/秒/).first()).toBeVisible({ timeout: 90_000 });
    await shot(page, 'stormctrl-zh');
  });
});

test.describe('port optical diagnose', () => {
  test('the XGE modules read live values; a port set down sends no light', async ({ page, device }) => {
    await open(page, 'port_optical');
    const xge01 = row(page, 'XGE01');
    await expect(xge01).toContainText('Detected');
    await expect(xge01).toContainText(/-\d+\.\d{2} dBm/);
    await expect(row(page, 'GE01')).toContainText('Not detected');
    await xge01.getByRole('button', { name: 'View details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Optical module of XGE01' });
    await expect(dialog.getByText('10GBASE-LR')).toBeVisible();
    await expect(dialog.getByText('Receive power warning (dBm)')).toBeVisible();
    await shot(page, 'port_optical-detail-en');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await shot(page, 'port_optical-en');

    const token = await apiToken(device.url);
    const param = { port_id: 13, flags: 1, admin_status: 0 };
    expect((await apiPost(device.url, token, '/switch_port?form=port_info', { method: 'set', param })).code).toBe(1);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(xge01).toContainText('Offline');
    await expect(xge01).toContainText('0.0 mA');
    await expect(xge01.getByRole('cell', { name: '-40.00 dBm' })).toHaveCount(2);
  });

  test('port optical diagnose in Chinese', async ({ page }) => {
    test.skip(!SHOTS, 'screenshots only');
    await open(page, 'port_optical', 'zh');
    await expect(row(page, 'XGE01')).toContainText('dBm');
    await shot(page, 'port_optical-zh');
  });
});

test.describe('loop detection', () => {
  test('each side keeps its settings: an interval on the PON side, detection off on the uplinks', async ({ page }) => {
    await open(page, 'loop_detect');
    const interval = page.getByLabel('Detection interval (s)');
    await expect(interval).toHaveValue('10');
    await interval.fill('2');
    await page.getByRole('button', { name: /Apply/ }).click();
    await expect(page.getByText('A whole number from 3 to 3600')).toBeVisible();
    await interval.fill('20');
    await page.getByRole('button', { name: /Apply/ }).click();
    await expect(page.getByText('A whole number from 3 to 3600')).toBeHidden();
    await shot(page, 'loop_detect-en');

    await page.getByRole('tab', { name: 'Uplink loop detection' }).click();
    const uplink = page.getByRole('tabpanel', { name: 'Uplink loop detection' });
    await uplink.getByRole('radio', { name: 'Disabled' }).check();
    await expect(uplink.getByLabel('Detection interval (s)')).toBeHidden();
    await uplink.getByRole('button', { name: /Apply/ }).click();
    await expect(page.getByText('Uplink loop detection turned off')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Detection interval (s)')).toHaveValue('20');
    await page.getByRole('tab', { name: 'Uplink loop detection' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Uplink loop detection' }).getByRole('radio', { name: 'Disabled' }),
    ).toBeChecked();
  });

  test('loop detection in Chinese', async ({ page }) => {
    test.skip(!SHOTS, 'screenshots only');
    await open(page, 'loop_detect', 'zh');
    await expect(page.getByLabel('检测间隔（秒）')).toBeVisible();
    await shot(page, 'loop_detect-zh');
  });
});

/** The ONUs the device lists as found in a loop, read from its own API. */
async function ponLoopRows(url: string, token: string): Promise<unknown[]> {
  const res = await fetch(`${url}/pon_loop_detect?form=loop_detect_info`, { headers: { 'X-Token': token } });
  return ((await res.json()) as { data: unknown[] }).data;
}

test.describe('a loop the simulation makes', () => {
  // loops come about twice an hour, each from the seed's own stream: with this seed the first is behind ONU03/04
  // at 494 simulated seconds and gone at 681 (the server's loopDetect.test.ts holds it), 25 s and 34 s here
  test.use({ deviceArgs: ['--seed', '138', '--sim-speed', '20'] });
  test.describe.configure({ timeout: 85_000 });

  test('is found and blocked, shows in both languages, and stays recovered once gone', async ({ page, device }) => {
    const token = await apiToken(device.url);
    await open(page, 'loop_detect');
    const panel = page.getByRole('tabpanel', { name: 'PON loop detection' });
    await panel.getByLabel('Detection interval (s)').fill('3');
    await panel.getByRole('radio', { name: 'Manual' }).check();
    await panel.getByRole('button', { name: /Apply/ }).click();
    await expect(page.getByText('PON loop detection settings saved')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Recover blocked ports now' })).toBeVisible();

    const blocked = row(page, 'ONU03/04');
    await expect(blocked).toContainText('Blocked', { timeout: 60_000 });
    await expect(blocked).toContainText('Loop detected');
    const alarms = async (bell: RegExp, title: string, text: string) => {
      const list = page.getByRole('dialog', { name: title });
      await page.getByRole('button', { name: bell }).click();
      await expect(list.getByText(text).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
    };
    await alarms(/^Alarms, /, 'Recent alarms', 'loop detected on ONU03/04: ONU blocked');
    await shot(page, 'loop_detect-blocked-en');

    await page.getByText('Shortcuts').hover();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    const zhPanel = page.getByRole('tabpanel', { name: 'PON环路检测' });
    await expect(blocked).toContainText('已阻塞');
    await expect(blocked).toContainText('检测到环路');
    await expect(zhPanel.getByRole('columnheader', { name: 'ONU状态' })).toBeVisible();
    await alarms(/^告警，/, '最近告警', 'ONU03/04 检测到环路：ONU 已阻塞');
    await shot(page, 'loop_detect-blocked-zh');

    // while the loop is still there the next probe blocks the ONU again, so the operator recovers until the
    // device's own list, read a few simulation steps (one a wall second) later, stays empty
    await expect(async () => {
      await expect(blocked).toContainText('已阻塞');
      await zhPanel.getByRole('button', { name: '立即恢复被阻塞的端口' }).click();
      await expect(page.getByRole('dialog', { name: '恢复被阻塞的端口' })).toContainText(
        '解除PON环路检测阻塞的全部端口？仍存在的环路会在下次检测时（3 秒内）再次被阻塞。',
      );
      await shot(page, 'loop_detect-recover-zh');
      await confirmOk(page);
      await expect(page.getByText('PON环路检测阻塞的端口已恢复').first()).toBeVisible();
      await expect(zhPanel.getByText('未发现环路')).toBeVisible({ timeout: 5_000 });
      await page.waitForTimeout(3_000);
      expect(await ponLoopRows(device.url, token)).toEqual([]);
    }).toPass({ timeout: 45_000 });
    await expect(blocked).toBeHidden();
  });
});

/** A mirror table row by its source port: a port's name shows in the destination column of other rows too. */
const sourceRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${name}$`) }) });

test.describe('port mirror', () => {
  test('a mirror session: the destination sends what the source receives; a destination cannot be a source', async ({
    page,
    device,
  }) => {
    await open(page, 'mirror');
    await sourceRow(page, 'GE01').getByRole('button', { name: 'Setting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mirror setting: GE01' });
    await pick(page, dialog.getByRole('combobox', { name: 'Destination Port' }), 'GE02');
    await dialog.getByRole('radio', { name: 'Ingress' }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(sourceRow(page, 'GE01')).toContainText('GE02');
    await expect(sourceRow(page, 'GE01')).toContainText('Ingress');

    // GE02 carries nothing of its own: what it sends now are the copies of GE01's inbound frames
    const token = await apiToken(device.url);
    const sent = async () => {
      const res = await fetch(`${device.url}/switch_port?form=statistic&port_id=10`, { headers: { 'X-Token': token } });
      return ((await res.json()) as { data: { tx_octets: number } }).data.tx_octets;
    };
    const before = await sent();
    await expect.poll(sent, { timeout: 10_000 }).toBeGreaterThan(before + 1_000_000);

    await sourceRow(page, 'GE02').getByRole('button', { name: 'Setting' }).click();
    const second = page.getByRole('dialog', { name: 'Mirror setting: GE02' });
    await pick(page, second.getByRole('combobox', { name: 'Destination Port' }), 'XGE01');
    await second.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('GE02 is the mirror destination of GE01 and cannot be a source too')).toBeVisible();
    await shot(page, 'mirror-en');
  });

  test('port mirror in Chinese', async ({ page, device }) => {
    const token = await apiToken(device.url);
    await apiPost(device.url, token, '/switch_port?form=mirror', {
      method: 'set',
      param: { src_port: 1, dst_port: 13, type: 3 },
    });
    await open(page, 'mirror', 'zh');
    await expect(sourceRow(page, 'PON01')).toContainText('双向');
    await expect(page.getByRole('columnheader', { name: '目的端口' })).toBeVisible();
    // the device's refusal in the operator's language
    await sourceRow(page, 'XGE01').getByRole('button', { name: '设置' }).click();
    const dialog = page.getByRole('dialog', { name: '镜像设置：XGE01' });
    await pick(page, dialog.getByRole('combobox', { name: '目的端口' }), 'GE01');
    await dialog.getByRole('button', { name: /应\s*用/ }).click();
    await expect(page.getByText('XGE01 是 PON01 的镜像目的端口，不能同时作为源端口')).toBeVisible();
    await shot(page, 'mirror-zh');
  });
});
