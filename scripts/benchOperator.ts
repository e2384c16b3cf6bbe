import type { Browser } from '@playwright/test';
import { longTaskText, spread, spreadText } from '../e2e/bench/benchPage.ts';
import { loginPageOnce, onuTableOnce, searchOnce, signInOnce } from '../e2e/bench/operatorSteps.ts';
import { measurePaintFloor } from '../e2e/bench/paintFloor.ts';

/** Runs per step, as the issue measures (medians of 7). */
export const RUNS = 7;

type Row = [string, string];

/** The device's port counts, for knowing when every tile of the status home is there. */
export async function portCounts(url: string, token: string): Promise<{ pons: number; uplinks: number }> {
  const res = await fetch(`${url}/board?info=system`, { headers: { 'X-Token': token } });
  const { data } = (await res.json()) as { data: { ponports: number; geports: number; xgeports?: number } };
  return { pons: data.ponports, uplinks: data.geports + (data.xgeports ?? 0) };
}

/**
 * A MAC fragment of an ONU on the device, as an operator would type it: the middle of a real address, as long as it
 * takes for the last keystroke to narrow the list (a keystroke that changes nothing shows nothing to time).
 */
export async function searchText(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/onutable`, { headers: { 'X-Token': token } });
  const { data } = (await res.json()) as { data: { macaddr: string; onu_name: string }[] };
  const haystack = data.map((row) => `${row.macaddr} ${row.onu_name}`.toLowerCase());
  const matches = (text: string) => haystack.filter((h) => h.includes(text.toLowerCase())).length;
  const mac = data[Math.floor(data.length / 2)]?.macaddr ?? '00:00:00:00:00:00';
  for (let end = 9; end <= mac.length; end++) {
    const text = mac.slice(6, end);
    if (matches(text) < matches(text.slice(0, -1))) return text;
  }
  return mac.slice(6, 14);
}

/** The login page and sign-in → status home (the operator's first two steps). */
export async function benchSignIn(browser: Browser, url: string, token: string): Promise<Row[]> {
  const login = [];
  for (let run = 0; run < RUNS; run++) login.push(await loginPageOnce(browser, url));
  const ports = await portCounts(url, token);
  const signIn = [];
  for (let run = 0; run < RUNS; run++) signIn.push(await signInOnce(browser, url, ports));
  const fcp = spread(login.map((r) => r.fcp));
  const complete = spread(login.map((r) => r.formComplete));
  const floor = await measurePaintFloor(browser, url, RUNS);
  return [
    ['login page: first contentful paint', `${spreadText(fcp)} (target ≤ 75 ms; original console 148 ms)`],
    [
      'the same, for the login page’s HTML alone (no script, from a bare server)',
      `${spreadText(spread(floor.loginHtml))} (the floor of the line above on this machine)`,
    ],
    [
      'the same, with the headers the device sends with it (its Cross-Origin-Opener-Policy)',
      spreadText(spread(floor.loginHtmlDeviceHeaders)),
    ],
    ['the same, for a page of one line', spreadText(spread(floor.oneLine))],
    [
      'the same page of one line, with the headers the device sends',
      `${spreadText(spread(floor.oneLineDeviceHeaders))} (no page the device sends paints sooner)`,
    ],
    [
      'login page: first frame with the complete form, unfaded',
      `${spreadText(complete)} (target: the first paint; ${complete.median - fcp.median <= 17 ? 'met' : 'not met'})`,
    ],
    [
      'sign-in click → status home painted (every port tile)',
      `${spreadText(spread(signIn.map((r) => r.ms)))} (target ≤ 100 ms; original console 124 ms)`,
    ],
    [
      'the same, until the console’s own home replaced the device’s render of it (the page then answers input)',
      spreadText(spread(signIn.map((r) => r.consoleMs))),
    ],
    [
      'sign-in flow: long tasks (click → 1 s after the home painted)',
      `${longTaskText(signIn.map((r) => r.longTasks))} (target: none over 50 ms)`,
    ],
  ];
}

/** Navigation → rows painted on the table of every PON, and the search (steps three and four). */
export async function benchOnuSteps(
  browser: Browser,
  url: string,
  token: string,
  target: { paintMs: number; search: boolean },
): Promise<Row[]> {
  const table = [];
  for (let run = 0; run < RUNS; run++) table.push(await onuTableOnce(browser, url, token));
  const rows = Math.max(...table.map((r) => r.rows));
  const out: Row[] = [
    [
      `ONU table: navigation → ${rows} rows painted`,
      `${spreadText(spread(table.map((r) => r.ms)))} (target ≤ ${target.paintMs} ms)`,
    ],
    [`ONU table (${rows} rows): long tasks of the navigation`, longTaskText(table.map((r) => r.longTasks))],
  ];
  if (!target.search) return out;
  const text = await searchText(url, token);
  const search = [];
  for (let run = 0; run < RUNS; run++) search.push(await searchOnce(browser, url, token, text));
  const last = search.at(-1);
  out.push(
    [
      `ONU search: last keystroke → list updated (${rows} rows, "${text}" → ${last?.rowsAfter ?? '?'} rows)`,
      `${spreadText(spread(search.map((r) => r.ms)))} (target ≤ 40 ms; original console 44 ms)`,
    ],
    ['ONU search: long tasks after the last keystroke', longTaskText(search.map((r) => r.longTasks))],
  );
  return out;
}
