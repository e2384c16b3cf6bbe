import type { Page } from '@playwright/test';

/** The MAC table screen (`/mac_table`): navigation start → its first page of rows painted, median of several runs. */
export interface MacScreenTimings {
  paintMs: number;
  runs: number[];
  /** the last key of a MAC typed into the filter → the frame that shows only matching rows */
  searchMs: number;
  searchRuns: number[];
}

const RUNS = 5;
/** A table cell holding a MAC: the screen's rows are painted once one is in the document. */
const MAC_CELL = /^([0-9a-f]{2}:){5}[0-9a-f]{2}$/i;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByLabel('User name').fill('root');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL('**/main');
  const later = page.getByRole('button', { name: 'Later' });
  if (await later.isVisible({ timeout: 3_000 }).catch(() => false)) await later.click();
}

/**
 * Loads the screen and answers the time from navigation start to the frame after the first MAC cell entered the
 * document (a rAF, then a task: the frame with it has been painted). The screen asks the device for one page only.
 */
async function paintOnce(page: Page, baseUrl: string): Promise<number> {
  await page.goto(`${baseUrl}/mac_table`);
  // a script as text: the bench runs through tsx, whose helpers a function handed to the page would reach for
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const re = new RegExp(${JSON.stringify(MAC_CELL.source)}, 'i');
    const found = () => [...document.querySelectorAll('td')].some((td) => re.test((td.textContent || '').trim()));
    const done = () => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
    // the rows may be in already when the script runs: then the time is when they were found
    if (found()) return done();
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => reject(new Error('no MAC rows within 10 s')), 10000);
  })`);
}

/**
 * Types part of a MAC shown on the page into the MAC filter, key by key as an operator does, and answers the time from
 * the last key's input event to the frame after every MAC cell holds the typed part (the device filtered 32K entries).
 */
async function searchOnce(page: Page, baseUrl: string, run: number): Promise<number> {
  await page.goto(`${baseUrl}/mac_table`);
  const cells = page.getByRole('cell', { name: MAC_CELL });
  await cells.first().waitFor();
  // a different MAC each run, so no answer comes from the cache
  const mac = (await cells.nth(run % (await cells.count())).textContent())?.trim().toLowerCase() ?? '';
  const part = mac.slice(0, 14);
  const box = page.getByLabel('MAC (any part)');
  await box.evaluate((el) => {
    el.addEventListener(
      'input',
      () => ((window as unknown as { lastInputAt: number }).lastInputAt = performance.now()),
    );
  });
  await box.pressSequentially(part, { delay: 60 });
  return page.evaluate<number>(`new Promise((resolve, reject) => {
    const re = new RegExp(${JSON.stringify(MAC_CELL.source)}, 'i');
    const part = ${JSON.stringify(part)};
    const matches = () => {
      const macs = [...document.querySelectorAll('td')].map((td) => (td.textContent || '').trim()).filter((t) => re.test(t));
      return macs.length > 0 && macs.every((t) => t.toLowerCase().includes(part));
    };
    const done = () => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - window.lastInputAt);
      channel.port2.postMessage(null);
    });
    if (matches()) return done();
    const observer = new MutationObserver(() => {
      if (!matches()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    setTimeout(() => reject(new Error('the filtered rows did not come within 10 s')), 10000);
  })`);
}

export async function measureMacScreen(page: Page, baseUrl: string): Promise<MacScreenTimings> {
  await signIn(page, baseUrl);
  // one unmeasured load: the screen's chunk compiled and cached, as for an operator who opened it before
  await paintOnce(page, baseUrl);
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await paintOnce(page, baseUrl));
  const searchRuns: number[] = [];
  for (let i = 0; i < RUNS; i++) searchRuns.push(await searchOnce(page, baseUrl, i));
  return { paintMs: median(runs), runs, searchMs: median(searchRuns), searchRuns };
}
