import type { Page } from '@playwright/test';
import { NAME_SHIM, ONU_PAINT_REPORTER, REPORTER, nextReport, type OnuPaint } from './benchPage.ts';

/** Browser timings of the ONU table (`/onu_allow`), each the median of several runs, in milliseconds. */
export interface OnuTableTimings {
  /** the list answer decoded → its rows painted by the console (the page's `olt:onu-paint` User Timing measure) */
  paintMs: number;
  /** a keystroke in the search box → the frame that shows it painted (typing echo) */
  keystrokeMs: number;
  /** an ONU switched off through the API → its row showing it offline (the device's /ws push, no reload) */
  statusChangeMs: number;
  /** rows in the table when it painted */
  rows: number;
}

const PAINT_RUNS = 5;
const KEYSTROKE_RUNS = 8;
const STATUS_RUNS = 3;
const STATUS_TIMEOUT_MS = 5_000;
/** sessionStorage `pid` for "All" (the original's 0x100), so the table starts with every PON. */
const ALL_PONS = '256';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Signs in through the login page unless the page has a session, and answers the factory-password reminder. */
async function ensureSignedIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/onu_allow`);
  const hasToken = await page.evaluate(() => sessionStorage.getItem('x-token') !== null);
  if (hasToken) return;
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByLabel('User name').fill('root');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL('**/main');
  const later = page.getByRole('button', { name: 'Later' });
  if (await later.isVisible({ timeout: 3_000 }).catch(() => false)) await later.click();
}

/** Opens the table with every PON shown and answers how long the console took from its first list's answer to its paint. */
async function paintOnce(page: Page, baseUrl: string): Promise<{ ms: number; rows: number }> {
  await page.evaluate((all) => sessionStorage.setItem('pid', all), ALL_PONS);
  // the console drawing the list it read itself: without the page cookie the device sends the page unrendered
  await page.context().clearCookies();
  const painted = nextReport<OnuPaint>(page, 'onu-paint', (paint) => paint.by !== 'device');
  await page.goto(`${baseUrl}/onu_allow`);
  const { ms, rows } = await painted;
  return { ms, rows };
}

/** Types one character and answers the time to the next painted frame (the typing echo). */
async function keystrokeOnce(page: Page, key: string): Promise<number> {
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('#onu-search');
    if (!input) throw new Error('no search box');
    const report = (window as unknown as { __benchReport: (name: string, value: unknown) => void }).__benchReport;
    let start = 0;
    document.addEventListener('keydown', (e) => (start = e.timeStamp), { capture: true, once: true });
    input.addEventListener(
      'input',
      () =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => report('keystroke', performance.now() - start);
          channel.port2.postMessage(null);
        }),
      { once: true },
    );
  });
  const echoed = nextReport<number>(page, 'keystroke');
  await page.keyboard.press(key);
  return echoed;
}

/** Switches one shown, online ONU's transmitter off through the API and times its row turning offline. */
async function statusChangeOnce(page: Page): Promise<number> {
  return page.evaluate(async (timeoutMs) => {
    const row = [...document.querySelectorAll<HTMLElement>('.onu-table [data-row-key]')].find(
      (r) => r.querySelector('[data-status]')?.getAttribute('data-status') === 'Online',
    );
    const key = row?.dataset.rowKey;
    if (!key) throw new Error('no online ONU in view');
    const [portId, onuId] = key.split('/').map(Number);
    const statusOf = () => document.querySelector(`[data-row-key="${key}"] [data-status]`)?.getAttribute('data-status');
    const table = document.querySelector('.onu-table');
    if (!table) throw new Error('no ONU table');
    return new Promise<number>((resolve, reject) => {
      const start = performance.now();
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`ONU ${key} did not show offline within ${timeoutMs} ms`));
      }, timeoutMs);
      const observer = new MutationObserver(() => {
        if (statusOf() === 'Online') return;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - start);
          channel.port2.postMessage(null);
        });
      });
      observer.observe(table, { subtree: true, childList: true, attributes: true, characterData: true });
      void fetch('/onumgmt?form=config', {
        method: 'POST',
        headers: {
          'X-Token': sessionStorage.getItem('x-token') ?? '',
          'Content-Type': 'application/json;charset=utf-8',
        },
        body: JSON.stringify({
          method: 'set',
          param: {
            port_id: portId,
            onu_id: onuId,
            flags: 0x200,
            fec_mode: 0,
            txsupply_time: 30,
            onu_name: '',
            onu_desc: '',
          },
        }),
      });
    });
  }, STATUS_TIMEOUT_MS);
}

/**
 * Measures the ONU table in a real browser against a running device server: first paint of the whole list, a search
 * keystroke, and a status change pushed by the device. Signs in as the factory account when the page has no session.
 * Switches a few ONUs' transmitters off for 30 s on the way (they come back by themselves).
 */
export async function measureOnuTable(page: Page, baseUrl: string): Promise<OnuTableTimings> {
  await page.addInitScript({ content: NAME_SHIM + REPORTER + ONU_PAINT_REPORTER });
  await ensureSignedIn(page, baseUrl);

  const paints: { ms: number; rows: number }[] = [];
  for (let run = 0; run < PAINT_RUNS; run++) paints.push(await paintOnce(page, baseUrl));

  const statusChanges: number[] = [];
  for (let run = 0; run < STATUS_RUNS; run++) statusChanges.push(await statusChangeOnce(page));

  const frames: number[] = [];
  await page.locator('#onu-search').click();
  // characters of MACs, so every keystroke still leaves rows to paint
  for (const key of '3a:21:20'.split('').slice(0, KEYSTROKE_RUNS)) frames.push(await keystrokeOnce(page, key));

  return {
    paintMs: median(paints.map((p) => p.ms)),
    keystrokeMs: median(frames),
    statusChangeMs: median(statusChanges),
    rows: Math.max(...paints.map((p) => p.rows)),
  };
}
