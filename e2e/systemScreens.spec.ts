import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiPost, apiToken, expect, pick, signIn, test } from './fixtures.ts';
import { KEY_DAYS, TRIAL_DAYS, licenceKeyFor } from '../server/src/device/chassis/licence.ts';

/** Where to keep screenshots of these screens, when asked (SYSTEM_SHOTS=<folder>). */
const SHOTS = process.env.SYSTEM_SHOTS;

async function open(page: Page, path: string, lang: 'en' | 'zh' = 'en') {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' }).click();
  await page.goto(path);
}

async function serialNumber(url: string): Promise<string> {
  const token = await apiToken(url);
  const res = await fetch(`${url}/board?info=system`, { headers: { 'X-Token': token } });
  return ((await res.json()) as { data: { sn: string } }).data.sn;
}

test('running status: a live clock and uptime, the device name and a licence key', async ({ page, device }) => {
  await open(page, '/advanced_setting/running_status');
  const clock = page.getByTestId('device-clock');
  await expect(clock).toHaveText(/^\d{4}-\d{1,2}-\d{1,2} \d{1,2}:\d\d:\d\d$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 5000 });
  await expect(page.getByRole('progressbar', { name: 'CPU Usage' })).toBeVisible();

  const system = page.getByRole('region', { name: 'System Information' });
  await system.getByRole('button', { name: 'Set device name' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Set device name' });
  await nameDialog.getByLabel('Device Name').fill('Lab-OLT_2');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog).toBeHidden();
  await expect(system.getByText('Lab-OLT_2')).toBeVisible();

  await expect(system.getByText(`${TRIAL_DAYS} days`).first()).toBeVisible();
  await system.getByRole('button', { name: 'Add valid period' }).click();
  const licence = page.getByRole('dialog', { name: 'Add valid period' });
  await licence.getByLabel('Licence').fill(licenceKeyFor('SIM0000000', 'K'.repeat(24)));
  await licence.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/not for this device/)).toBeVisible();
  await licence.getByLabel('Licence').fill(licenceKeyFor(await serialNumber(device.url), 'K'.repeat(24)));
  await licence.getByRole('button', { name: 'OK' }).click();
  await expect(licence).toBeHidden();
  await expect(system.getByText(`${TRIAL_DAYS + KEY_DAYS} days`).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/running-status-en.png`, fullPage: true });
});

test('running status in Chinese', async ({ page }) => {
  await open(page, '/advanced_setting/running_status', 'zh');
  await expect(page.getByRole('region', { name: '系统信息' }).getByText('EPON-OLT-08')).toBeVisible();
  await expect(page.getByTestId('device-uptime')).toHaveText(/\d+ 天 \d+ 小时 \d\d 分 \d\d 秒/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/running-status-zh.png`, fullPage: true });
});

async function rangeState(url: string, name: string): Promise<string | undefined> {
  const token = await apiToken(url);
  const res = await fetch(`${url}/switch_acl?form=time_range&name=${name}`, { headers: { 'X-Token': token } });
  return ((await res.json()) as { data?: { state: string }[] }).data?.[0]?.state;
}

test('time setting: the clock set by hand is the one ACL time ranges follow; NTP by its rules', async ({
  page,
  device,
}) => {
  const token = await apiToken(device.url);
  await apiPost(device.url, token, '/switch_acl?form=time_range&type=absolute', {
    method: 'create',
    param: { name: 'night', stime: '22:00', sday: '2030/6/15', etime: '23:00', eday: '2030/6/15' },
  });
  expect(await rangeState(device.url, 'night')).toBe('Inactive');
  await open(page, '/advanced_setting/time');
  const choose = async (label: string, option: string) => {
    const box = page.getByRole('combobox', { name: label });
    await box.click();
    // each select keeps its list in the page: the option of the one opened, by the list it controls
    const list = await box.getAttribute('aria-controls');
    await page.locator(`[id="${list}"]`).getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Year', '2030');
  await choose('Month', '6');
  await choose('Day', '15');
  await choose('Hour', '22');
  await choose('Minute', '30');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/^The device clock is set to 2030-6-15 22:30:\d\d$/)).toBeVisible();
  await expect(page.getByTestId('device-clock')).toHaveText(/^2030-6-15 22:30:\d\d$/);
  expect(await rangeState(device.url, 'night')).toBe('Active');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/time-en.png` });

  await page.getByRole('radio', { name: 'Get Time Automatically' }).check();
  await page.getByLabel('Preferred IP Address').fill('192.168.1.0');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/unicast IPv4 host address/).first()).toBeVisible();
  await page.getByLabel('Preferred IP Address').fill('192.168.1.10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect
    .poll(async () => {
      const res = await fetch(`${device.url}/time?form=ntp`, { headers: { 'X-Token': await apiToken(device.url) } });
      return ((await res.json()) as { data: { status: number; ntp_srv_ip: string[] } }).data;
    })
    .toMatchObject({ status: 0, ntp_srv_ip: ['192.168.1.10', ''] });
  // the network's time again: the night range of 2030 no longer applies
  await expect.poll(() => rangeState(device.url, 'night')).toBe('Inactive');
});

test('time setting in Chinese', async ({ page }) => {
  await open(page, '/advanced_setting/time', 'zh');
  await expect(page.getByRole('radio', { name: '手动设置时间' })).toBeChecked();
  await expect(page.getByTestId('device-clock')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/time-zh.png` });
});

/** Switches an online ONU's transmitter off for a minute: the device raises its "offline" alarm. */
async function darkenOnu(url: string, given?: string): Promise<void> {
  const token = given ?? (await apiToken(url));
  const onus = (await (await fetch(`${url}/onutable`, { headers: { 'X-Token': token } })).json()) as {
    data: { port_id: number; onu_id: number; status: string }[];
  };
  const target = onus.data.find((o) => o.status === 'Online');
  if (!target) throw new Error('no online ONU');
  const answer = await apiPost(url, token, '/onumgmt?form=config', {
    method: 'set',
    param: { port_id: target.port_id, onu_id: target.onu_id, flags: 0x200, txsupply_time: 60 },
  });
  expect(answer.code).toBe(1);
}

test('alarm: the history, the log switch, a download and clearing', async ({ page, device }) => {
  const token = await apiToken(device.url);
  await apiPost(device.url, token, '/system?form=hostname', { method: 'set', param: { hostname: 'Alarm-Lab' } });
  await darkenOnu(device.url);
  await open(page, '/advanced_setting/alarm');
  const offline = page.getByText(/offline: /).first();
  await expect(offline).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('log-state')).toHaveText('PON device log: on');

  await page.getByRole('button', { name: 'Turn off Log' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('log-state')).toHaveText('PON device log: off');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Log' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  const log = await readFile(await (await downloading).path(), 'utf8');
  expect(log).toContain('host name set to Alarm-Lab');
  expect(log).toContain('PON device logging turned off');
  await expect(page.getByRole('dialog')).toBeHidden();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/alarm-en.png` });

  await page.getByRole('button', { name: 'Clear Alarm' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('No more data...')).toBeVisible();

  // the list grows as the device pushes an alarm, without Refresh; the device files it under its ONU
  await darkenOnu(device.url, token);
  await expect(page.getByText(/offline: /).first()).toBeVisible({ timeout: 15_000 });
  await pick(page, page.getByRole('combobox', { name: 'Source' }), 'ONU');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: /^ONU\d\d\/\d\d$/ }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Device' })).toHaveCount(0);
});

test('alarm in Chinese', async ({ page, device }) => {
  await darkenOnu(device.url);
  await open(page, '/advanced_setting/alarm', 'zh');
  await expect(page.getByText(/离线：光发射关闭$/).first()).toBeVisible({ timeout: 15_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/alarm-zh.png` });
});

test.describe('system monitor', () => {
  // a minute of device time a second: the charts have an hour-long history to show within the test
  test.use({ deviceArgs: ['--sim-speed', '60'] });

  test('the device history of CPU, memory and a chosen port, kept after leaving the page', async ({ page }) => {
    await open(page, '/advanced_setting/sys_monitor');
    const health = page.getByRole('img', { name: 'CPU and memory use over time' });
    await expect(health).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Now CPU \d+%, memory \d+%/)).toBeVisible();
    await pick(page, page.getByRole('combobox', { name: 'Port' }), 'GE01');
    const traffic = page.getByRole('img', { name: 'Traffic rates of GE01 over time' });
    await expect(traffic).toBeVisible();
    // the uplinks carry traffic in both directions all the time
    await expect(page.getByText(/Now in [1-9][\d.]* [kMG]bps, out [1-9][\d.]* [kMG]bps/)).toBeVisible();

    const interval = page.getByLabel('Auto refresh');
    await interval.fill('4');
    await interval.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Enter 0 (off) or 5–3600 seconds');
    await interval.fill('5');
    await interval.press('Enter');
    await expect(page.getByText(/Refreshing every 5 s/)).toBeVisible();
    await page.waitForTimeout(6_000);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sys-monitor-en.png` });

    await page.goto('/advanced_setting/running_status');
    await expect(page.getByRole('progressbar', { name: 'CPU Usage' })).toBeVisible();
    await page.goto('/advanced_setting/sys_monitor');
    await expect(page.getByText(/Refreshing every 5 s/)).toBeVisible();
    // the port chosen and the device's history are both there again
    await expect(page.getByRole('img', { name: 'Traffic rates of GE01 over time' })).toBeVisible();
    await expect(page.getByText(/Now in [1-9]/)).toBeVisible();
  });

  test('in Chinese', async ({ page }) => {
    await open(page, '/advanced_setting/sys_monitor', 'zh');
    await expect(page.getByRole('img', { name: 'CPU 与内存使用率曲线' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('img', { name: 'PON01 流量速率曲线' })).toBeVisible();
    await expect(page.getByText(/当前 CPU \d+%，内存 \d+%/)).toBeVisible();
    await page.waitForTimeout(8_000);
    await page.getByRole('button', { name: '立即刷新' }).click();
    await page.waitForTimeout(1_000);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/sys-monitor-zh.png` });
  });
});
