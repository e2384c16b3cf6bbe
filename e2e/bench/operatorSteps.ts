import type { Browser, Page } from '@playwright/test';
import { logoutRoute } from '../../protocol/src/auth/routes.ts';
import { PAGE_COOKIE } from '../../protocol/src/console/deviceRender.ts';
import { endpointUrl } from '../../protocol/src/core/route.ts';
import { AFTER_PAINT, freshPage, longTasksBetween, nextReport, type LongTask, type OnuPaint } from './benchPage.ts';

/**
 * The four steps an operator takes, each measured in a fresh context with the cache disabled. Everything is
 * read from the page with standard APIs (paint timing, long tasks, frames, mutations) or the console's one User
 * Timing measure (`olt:onu-paint`), so the same bench measures any version of the console.
 */

/**
 * The login card is complete when the title or logo, the model line and the sign-in button are there, no placeholder
 * is left, and the card is not faded (opacity 1). The first painted frame in which it is, in ms from navigation.
 */
const FORM_COMPLETE_RECORDER = `
  ${AFTER_PAINT}
  window.__benchFormComplete = null;
  const check = () => {
    const card = document.querySelector('.login-card');
    const complete =
      card &&
      getComputedStyle(card).opacity === '1' &&
      document.querySelector('.login-brand__title, .login-brand__plate img') &&
      document.querySelector('.login-brand__product')?.textContent &&
      !document.querySelector('.login-brand__placeholder') &&
      document.querySelector('button[type=submit]');
    if (complete) window.__benchAfterPaint((now) => (window.__benchFormComplete = now));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

export interface LoginPageRun {
  fcp: number;
  formComplete: number;
}

/** Opens `/` in a fresh context: first contentful paint and the first frame with the complete form. */
export async function loginPageOnce(browser: Browser, url: string): Promise<LoginPageRun> {
  const { context, page } = await freshPage(browser);
  try {
    await page.addInitScript({ content: FORM_COMPLETE_RECORDER });
    await page.goto(`${url}/`, { waitUntil: 'load' });
    const handle = await page.waitForFunction(() => {
      const w = window as unknown as { __benchFormComplete: number | null };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return fcp !== undefined && w.__benchFormComplete !== null ? { fcp, formComplete: w.__benchFormComplete } : null;
    });
    return (await handle.jsonValue()) as LoginPageRun;
  } finally {
    await context.close();
  }
}

/**
 * The status home is painted when every PON tile shows its counts and every uplink tile has its port's state (a tile
 * drawn before the device answered is marked `aria-busy`): the first time anywhere in the page (the device's render
 * of the home, where the console shows one first), and `within` the console's own root, the device's render gone.
 */
const STATUS_PAINTED = `
  ${AFTER_PAINT}
  window.__benchWatchStatus = (pons, uplinks, within = '') =>
    new Promise((resolve) => {
      const done = () =>
        document.querySelectorAll(within + ' [data-page=status] .olt-status-tile[data-port] [data-testid=pon-online]').length >= pons &&
        document.querySelectorAll(within + ' [data-page=status] .olt-status-grid-wide > :not([aria-busy])').length >= uplinks &&
        !(within && document.getElementById('olt-device-render'));
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        window.__benchAfterPaint(resolve);
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
`;

export interface SignInRun {
  /** click on "Sign in" → the status home painted with every port tile */
  ms: number;
  /** click → the console's own home painted (the same moment where no render of the device was shown first) */
  consoleMs: number;
  /** click → the last script the page fetched after it arrived, and the last device read before the own home */
  scriptsMs: number;
  readsMs: number;
  longTasks: LongTask[];
}

/** How long after the painted status home the flow's long tasks are still counted (the deferred chart work). */
const AFTER_FLOW_MS = 1_000;
/** The operator types at about this pace, so the page has the time a person gives it. */
const TYPING_DELAY_MS = 90;

/** Types the factory account on the login page and times sign-in → status home painted. */
export async function signInOnce(
  browser: Browser,
  url: string,
  ports: { pons: number; uplinks: number },
): Promise<SignInRun> {
  const { context, page } = await freshPage(browser);
  try {
    await page.addInitScript({ content: STATUS_PAINTED });
    await page.goto(`${url}/`, { waitUntil: 'load' });
    await page.locator('input[autocomplete=username]').click();
    await page.keyboard.type('root', { delay: TYPING_DELAY_MS });
    await page.locator('input[autocomplete=current-password]').click();
    await page.keyboard.type('admin', { delay: TYPING_DELAY_MS });
    const button = page.locator('button[type=submit]');
    await button.hover();
    await page.evaluate(
      ({ pons, uplinks }) => {
        const w = window as unknown as {
          __benchWatchStatus: (p: number, u: number, within?: string) => Promise<number>;
          __benchReport: (name: string, value: unknown) => void;
        };
        let start = 0;
        document.addEventListener('click', (e) => (start = e.timeStamp), { capture: true, once: true });
        void w.__benchWatchStatus(pons, uplinks).then((end) => w.__benchReport('sign-in', { start, end }));
        void w.__benchWatchStatus(pons, uplinks, '#root').then((end) => w.__benchReport('sign-in-console', end));
      },
      { pons: ports.pons, uplinks: ports.uplinks },
    );
    const flow = nextReport<{ start: number; end: number }>(page, 'sign-in');
    const consoleHome = nextReport<number>(page, 'sign-in-console');
    await button.click();
    const { start, end } = await flow;
    const consoleEnd = await consoleHome;
    await page.waitForTimeout(AFTER_FLOW_MS);
    // where the time to the console's own home goes: its code arriving, then the device's answers it waits for
    const { scriptsMs, readsMs } = await page.evaluate(
      ({ from, to }) => {
        const after = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (e) => e.startTime >= from && e.responseEnd <= to,
        );
        const last = (list: PerformanceResourceTiming[]) => Math.max(from, ...list.map((e) => e.responseEnd)) - from;
        return {
          scriptsMs: last(after.filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))),
          readsMs: last(after.filter((e) => e.initiatorType === 'fetch' || e.initiatorType === 'xmlhttprequest')),
        };
      },
      { from: start, to: consoleEnd },
    );
    return {
      ms: end - start,
      consoleMs: consoleEnd - start,
      scriptsMs,
      readsMs,
      longTasks: await longTasksBetween(page, start, end + AFTER_FLOW_MS),
    };
  } finally {
    await signOut(page);
    await context.close();
  }
}

/**
 * The session the sign-in opened, ended as an operator leaving would: a real device admits few sessions (four on
 * some models), and one left open by each closed context would refuse the fifth sign-in.
 */
async function signOut(page: Page): Promise<void> {
  await page
    .evaluate(async (url) => {
      const token = sessionStorage.getItem('x-token');
      if (!token) return;
      await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Token': token },
        body: JSON.stringify({ method: 'set', param: { name: sessionStorage.getItem('uname') ?? 'root' } }),
      });
    }, endpointUrl(logoutRoute))
    .catch(() => undefined);
}

/** sessionStorage `pid` for "All" (the original's 0x100), so the table starts with every PON. */
const ALL_PONS = '256';

/**
 * A page of a fresh context that is signed in, as the login page leaves it: the token in session storage, and the
 * page cookie the sign-in answer set (protocol deviceRender.ts).
 */
async function signedInPage(
  browser: Browser,
  url: string,
  token: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await freshPage(browser);
  await context.addCookies([{ name: PAGE_COOKIE, value: token, url, httpOnly: true, sameSite: 'Strict' }]);
  await context.addInitScript({
    content: `sessionStorage.setItem('x-token', ${JSON.stringify(token)}); sessionStorage.setItem('uname', 'root');
      sessionStorage.setItem('pid', ${JSON.stringify(ALL_PONS)});`,
  });
  return { page, close: () => context.close() };
}

export interface OnuTableRun {
  /** navigation start → the whole list painted */
  ms: number;
  rows: number;
  longTasks: LongTask[];
}

/** Opens `/onu_allow` (every PON) in a fresh signed-in context: navigation → its rows painted (`olt:onu-paint`). */
export async function onuTableOnce(browser: Browser, url: string, token: string): Promise<OnuTableRun> {
  const { page, close } = await signedInPage(browser, url, token);
  try {
    const painted = nextReport<OnuPaint>(page, 'onu-paint');
    await page.goto(`${url}/onu_allow`);
    const { end, rows } = await painted;
    return { ms: end, rows, longTasks: await longTasksBetween(page, 0, end) };
  } finally {
    await close();
  }
}

export interface SearchRun {
  /** the last keystroke → the list showing its result painted */
  ms: number;
  /** rows shown before and after */
  rowsBefore: number;
  rowsAfter: number;
  longTasks: LongTask[];
}

/** What the first counter above the table (Total) says: the number of rows shown. */
const shownRows = (page: Page) =>
  page.evaluate(() => Number(document.querySelector('.onu-page [role=group] strong')?.textContent ?? 'NaN'));

/**
 * On the table of every PON, types `text` (a MAC fragment, which the browser and the server match alike) and times the
 * last keystroke → the first painted frame after the table's rows changed.
 */
export async function searchOnce(browser: Browser, url: string, token: string, text: string): Promise<SearchRun> {
  const { page, close } = await signedInPage(browser, url, token);
  try {
    const painted = nextReport<OnuPaint>(page, 'onu-paint');
    await page.goto(`${url}/onu_allow`);
    await painted;
    const rowsBefore = await shownRows(page);
    const box = page.locator('#onu-search');
    await box.click();
    await page.keyboard.type(text.slice(0, -1), { delay: TYPING_DELAY_MS });
    await page.evaluate(AFTER_PAINT);
    await page.evaluate(() => {
      const w = window as unknown as {
        __benchAfterPaint: (fn: (now: number) => void) => void;
        __benchReport: (name: string, value: unknown) => void;
      };
      let start = 0;
      const table = document.querySelector('.onu-table tbody');
      if (!table) throw new Error('no ONU table');
      document.addEventListener('keydown', (e) => (start = e.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (start === 0) return;
        observer.disconnect();
        w.__benchAfterPaint((end) => w.__benchReport('search', { start, end }));
      });
      observer.observe(table, { subtree: true, childList: true, characterData: true });
    });
    const listed = nextReport<{ start: number; end: number }>(page, 'search');
    await page.keyboard.press(text.slice(-1));
    const { start, end } = await listed;
    // the server's answer may still add rows the browser could not match; they come after this measure
    await page.waitForTimeout(500);
    return {
      ms: end - start,
      rowsBefore,
      rowsAfter: await shownRows(page),
      longTasks: await longTasksBetween(page, start, end),
    };
  } finally {
    await close();
  }
}
