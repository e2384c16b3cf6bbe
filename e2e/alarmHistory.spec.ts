import type { Page } from '@playwright/test';
import { apiPost, apiToken, dataRows, expect, pick, signIn, test } from './fixtures.ts';

/** Where to keep screenshots of the alarm history, when asked (ALARM_SHOTS=<folder>). */
const SHOTS = process.env.ALARM_SHOTS;
const PONS = 16;

// sixteen PONs: each outage below takes some forty ONUs offline and brings them back, so two rounds leave thousands;
// device time runs 20× so that the ONUs register again within seconds
test.use({ deviceArgs: ['--pon-ports', String(PONS), '--sim-speed', '20'] });

async function onlineCount(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/onutable`, { headers: { 'X-Token': token } });
  return ((await res.json()) as { data: { status: string }[] }).data.filter((o) => o.status === 'Online').length;
}

/** Every PON's transmitter off and on again, twice: the device raises an alarm per PON and per ONU each time. */
async function outages(url: string): Promise<number> {
  const token = await apiToken(url);
  const online = await onlineCount(url, token);
  for (let round = 0; round < 2; round++) {
    for (const optstate of [0, 1])
      for (let port = 1; port <= PONS; port++) {
        const answer = await apiPost(url, token, '/ponmgmt?form=optstate', {
          method: 'set',
          param: { port_id: port, optstate },
        });
        expect(answer.code).toBe(1);
      }
    // the next outage finds them online again
    await expect.poll(() => onlineCount(url, token), { timeout: 30_000 }).toBeGreaterThanOrEqual(online - 5);
  }
  let total = 0;
  await expect(async () => {
    const res = await fetch(`${url}/alarm?form=page&page_size=1`, { headers: { 'X-Token': token } });
    total = ((await res.json()) as { data: { total: number } }).data.total;
    expect(total).toBeGreaterThan(2000);
  }).toPass({ timeout: 30_000 });
  return total;
}

/** A port from the port filter: its option list names every port, and the chosen one shows in the field. */
async function choosePort(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByTitle(name, { exact: true }).filter({ visible: true }).last().click();
  await expect(page.getByTitle(name, { exact: true }).filter({ visible: true })).toHaveCount(1);
}

/** The time of the first alarm row shown, as the number its digits make (the device writes `YYYY/MM/DD hh:mm:ss`). */
async function firstTime(page: Page): Promise<number> {
  const text = (await dataRows(page).first().getByRole('cell').first().textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

async function openAlarms(page: Page, lang: 'en' | 'zh') {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, { lang });
  await page.getByRole('button', { name: lang === 'zh' ? /稍\s*后/ : 'Later' }).click();
  await page.goto('/advanced_setting/alarm');
}

test('a history of thousands of alarms, paged and filtered on the device', async ({ page, device }) => {
  const total = await outages(device.url);
  await openAlarms(page, 'en');
  const count = page.getByText(/^Alarms: \d+$/);
  await expect(count).toBeVisible();
  const shown = Number((await count.textContent())?.replace(/\D/g, ''));
  expect(shown).toBeGreaterThanOrEqual(total);
  await expect(page.getByRole('row')).toHaveCount(21);
  const newestTime = await firstTime(page);
  expect(newestTime).toBeGreaterThan(2000_01_01_00_00_00);
  const newestRow = await dataRows(page).first().textContent();

  const pager = page.getByRole('navigation', { name: /pages/i });
  await pager.getByRole('button', { name: 'End' }).click();
  // the oldest alarms: a page read from the device. ONUs keep coming and going meanwhile, so the list may have grown by
  // a page or more since it was counted; the page shown is the last of the count or a later one
  const last = Math.ceil(shown / 20);
  const current = pager.locator('[aria-current="page"]');
  await expect.poll(async () => Number((await current.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(last);
  // which alarms are oldest depends on how many the device keeps by now; that they are others, and not newer, does
  // not (the outages take a few device seconds, so they may share the newest one's second)
  await expect(dataRows(page).first()).not.toHaveText(newestRow ?? '');
  expect(await firstTime(page)).toBeGreaterThan(2000_01_01_00_00_00);
  expect(await firstTime(page)).toBeLessThanOrEqual(newestTime);

  await pick(page, page.getByRole('combobox', { name: 'Source' }), 'PON port');
  await choosePort(page, 'Port', 'PON03');
  await page.getByRole('button', { name: 'Search' }).click();
  // PON03 went dark and came back twice: four alarms about the port itself
  await expect(page.getByText('Alarms: 4', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'PON03', exact: true })).toHaveCount(4);
  await expect(page.getByRole('cell', { name: 'PON03 stopped transmitting' })).toHaveCount(2);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/alarm-history-en.png` });
});

test('the long history in Chinese: an ONU’s alarms and the newest page', async ({ page, device }) => {
  await outages(device.url);
  await openAlarms(page, 'zh');
  await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
  await pick(page, page.getByRole('combobox', { name: '来源' }), 'ONU');
  await choosePort(page, '端口', 'PON02');
  await page.getByRole('textbox', { name: 'ONU 编号' }).fill('1');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByRole('cell', { name: 'ONU02/01', exact: true }).first()).toBeVisible();
  const cells = page.getByRole('cell', { name: /^ONU\d\d\/\d\d$/ });
  for (const text of await cells.allTextContents()) expect(text).toBe('ONU02/01');
  await expect(page.getByRole('cell', { name: /离线/ }).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/alarm-history-zh.png` });
});
