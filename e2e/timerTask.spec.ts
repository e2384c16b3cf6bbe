import { DEFAULT_TIME_ZONE } from '../protocol/src/system/timeZones.ts';
import { apiPost, apiToken, expect, pick, signIn, test, settled } from './fixtures.ts';

const SHOTS = process.env.TASK_SHOTS;

test.describe('timed tasks', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('adds a weekly ONU reboot and a daily save, runs the save now and reads its result, in Chinese', async ({
    page,
  }) => {
    await signIn(page, { lang: 'zh' });
    await page.getByRole('button', { name: '稍后' }).click();
    await page.goto('/advanced_setting/timer_task');
    await expect(page.getByText('本次启动以来还没有运行过任务')).toBeVisible();

    await page.getByRole('button', { name: '添加任务' }).click();
    let dialog = page.getByRole('dialog', { name: '添加定时任务' });
    await settled(dialog);
    await dialog.getByLabel('名称').fill('周末重启 ONU');
    await pick(page, dialog.getByLabel('动作'), '重启 ONU');
    await dialog.getByRole('radio', { name: '每周' }).check();
    await dialog.getByRole('checkbox', { name: '周六' }).check();
    await dialog.getByRole('checkbox', { name: '周日' }).check();
    await dialog.getByLabel('时间').fill('4:00');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(dialog.getByText('时:分，24 小时制，例如 03:30').last()).toBeVisible();
    await dialog.getByLabel('时间').fill('04:00');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('row', { name: /周末重启 ONU.*重启 ONU（所有 PON 口）.*周日、周六 04:00.*启用/ }),
    ).toBeVisible();

    await page.getByRole('button', { name: '添加任务' }).click();
    dialog = page.getByRole('dialog', { name: '添加定时任务' });
    await settled(dialog);
    await dialog.getByLabel('名称').fill('nightly save');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(dialog).toBeHidden();
    const save = page.getByRole('row', { name: /nightly save.*保存配置.*每天 03:00/ });
    await save.getByRole('button', { name: '立即运行' }).click();
    await page.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(page.getByRole('row', { name: /2 nightly save.*成功.*配置已保存/ })).toBeVisible();
    await expect(save).toContainText('配置已保存');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/timer_task-zh.png`, fullPage: true });
  });

  test('a timed reboot fires when the device clock enters its minute: the console goes to sign-in, the run is kept (set in English, read in Chinese)', async ({
    page,
    device,
  }) => {
    const token = await apiToken(device.url);
    const clock = { time: [2026, 12, 2, 3, 59, 52], time_zone: DEFAULT_TIME_ZONE };
    expect((await apiPost(device.url, token, '/time?form=info', { method: 'set', param: clock })).code).toBe(1);
    const task = { task_id: 0, name: 'night reboot', action: 2, port_id: 0, repeat: 1, date: '', time: '04:00' };
    const added = await apiPost(device.url, token, '/timer_task?form=task', {
      method: 'set',
      param: { ...task, weekdays: 0, enabled: 1 },
    });
    expect(added.code).toBe(1);
    // saved, so the task is still there after the reboot it makes
    expect((await apiPost(device.url, token, '/system_save', { method: 'set', param: {} })).code).toBe(1);
    await signIn(page);
    await page.getByRole('button', { name: 'Later' }).click();
    await page.goto('/advanced_setting/timer_task');
    await expect(page.getByRole('row', { name: /night reboot.*Reboot the OLT.*Daily at 04:00/ })).toBeVisible();
    // the device clock enters 04:00 some 8 s later; the reboot signs everyone out
    await page.waitForURL('**/login', { timeout: 45_000 });

    await expect
      .poll(async () => ((await fetch(`${device.url}/system_start`).then((r) => r.json())) as { code: number }).code, {
        timeout: 45_000,
      })
      .toBe(1);
    await signIn(page, { lang: 'zh' });
    await page.goto('/advanced_setting/timer_task');
    await expect(page.getByRole('row', { name: /1 night reboot.*成功.*开始重启/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /night reboot.*每天 04:00.*04:00:00 开始重启/ })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/timer_task-reboot-zh.png`, fullPage: true });
  });
});
