import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * What every step of the operator bench shares: a fresh browser context per run with the HTTP cache disabled (as the
 * issue measures: a first visit, every byte from the device), a recorder of long tasks, and statistics of the runs.
 */

/**
 * Run through tsx, functions handed to `page.evaluate` carry esbuild's `__name(...)` calls (keepNames), which the
 * page does not define; this defines it in every document the bench opens.
 */
export const NAME_SHIM = 'globalThis.__name ??= (fn) => fn;';

/**
 * Long tasks (over 50 ms on the main thread) as the page sees them, kept in `window.__benchLongTasks` from the first
 * script on; the console's code never reads it (it is the bench's own init script).
 */
const LONG_TASK_RECORDER = `
  window.__benchLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__benchLongTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
`;

/** The start of the console messages by which a page hands the bench a figure (`nextReport`). */
const REPORT_PREFIX = '__bench ';

/**
 * In-page: `__benchReport(name, value)` hands a figure to the bench as a console message. The bench waits for it with
 * `nextReport` instead of Playwright's `waitForFunction`, whose first use in a document evaluates Playwright's
 * injected script there: parsing and compiling on the page's main thread, seen in a trace in the middle of
 * the sign-in step it was timing (README › Benchmarks).
 */
export const REPORTER = `window.__benchReport = (name, value) =>
  console.debug(${JSON.stringify(REPORT_PREFIX)} + name + ' ' + JSON.stringify(value));`;

/**
 * The next figure the page reports under `name` (and `accept`s): call it before the action that leads to it, await
 * it after. Nothing of the bench runs in the page meanwhile.
 */
export function nextReport<T>(page: Page, name: string, accept: (value: T) => boolean = () => true): Promise<T> {
  const head = `${REPORT_PREFIX}${name} `;
  const valueOf = (text: string) => JSON.parse(text.slice(head.length)) as T;
  return page
    .waitForEvent('console', { predicate: (m) => m.text().startsWith(head) && accept(valueOf(m.text())) })
    .then((m) => valueOf(m.text()));
}

/**
 * Reports every `olt:onu-paint` measure of the ONU table (web/src/features/onu/onuPerf.ts) as `onu-paint`: where it
 * ends, how long it took from the answer, the rows, and `by: 'device'` for the device's render of the page.
 */
export const ONU_PAINT_REPORTER = `
  try {
    new PerformanceObserver((list) => {
      for (const m of list.getEntries())
        if (m.name === 'olt:onu-paint')
          window.__benchReport('onu-paint', {
            end: m.startTime + m.duration, ms: m.duration, rows: m.detail?.rows ?? 0, by: m.detail?.by ?? null,
          });
    }).observe({ type: 'measure', buffered: true });
  } catch {}
`;

export interface OnuPaint {
  end: number;
  ms: number;
  rows: number;
  by: 'device' | null;
}

export interface LongTask {
  start: number;
  ms: number;
}

/** A fresh context (no cache, no storage) whose pages load with the cache disabled and record long tasks. */
export async function freshPage(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript({ content: NAME_SHIM + LONG_TASK_RECORDER + REPORTER + ONU_PAINT_REPORTER });
  const page = await context.newPage();
  // a shared machine under load can take seconds where a quiet one takes milliseconds: a slow run is a figure, not a failure
  page.setDefaultTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page };
}

/** The long tasks recorded in the page between two of its `performance.now()` instants. */
export async function longTasksBetween(page: Page, from: number, to: number): Promise<LongTask[]> {
  const all = await page.evaluate(() => (window as unknown as { __benchLongTasks: LongTask[] }).__benchLongTasks);
  return all.filter((task) => task.start + task.ms > from && task.start < to);
}

/**
 * In-page helper source: `__benchAfterPaint(fn)` calls `fn(now)` once the next frame is painted (a frame callback
 * runs just before the paint, a message posted from it runs once the frame is done).
 */
export const AFTER_PAINT = `
  window.__benchAfterPaint = (fn) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => fn(performance.now());
      channel.port2.postMessage(null);
    });
`;

export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN, runs: [...values] };
}

/** `median 62 ms (57–70 ms over 7 runs)` */
export const spreadText = (s: Spread, unit = 'ms'): string =>
  `median ${s.median.toFixed(0)} ${unit} (${s.min.toFixed(0)}–${s.max.toFixed(0)} ${unit} over ${s.runs.length} runs)`;

/** The long tasks of every run of a flow: how many, the longest, and the total per run (median). */
export function longTaskText(runs: readonly LongTask[][]): string {
  const longest = Math.max(0, ...runs.flat().map((t) => t.ms));
  const perRun = spread(runs.map((tasks) => tasks.reduce((sum, t) => sum + t.ms, 0)));
  const count = spread(runs.map((tasks) => tasks.length));
  return `${count.median} per run (median), longest ${longest.toFixed(0)} ms, total per run ${spreadText(perRun)}`;
}

/** Signs in over HTTP and answers the token, for runs that start signed in. */
export async function apiSignIn(baseUrl: string, key: string, value: string): Promise<string> {
  const res = await fetch(`${baseUrl}/userlogin?form=login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'set', param: { name: 'root', key, value } }),
  });
  const token = res.headers.get('x-token');
  if (!token) throw new Error('sign-in failed');
  return token;
}
