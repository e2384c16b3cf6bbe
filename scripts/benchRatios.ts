import type { Browser } from '@playwright/test';
import { loadavg } from 'node:os';
import { spread, spreadText, type Spread } from '../e2e/bench/benchPage.ts';
import { firstPaint, serveFloorPages } from '../e2e/bench/paintFloor.ts';
import { loginPageOnce, onuTableOnce, searchOnce, signInOnce } from '../e2e/bench/operatorSteps.ts';

/** Rounds of the interleaved series: each round measures the floors and every step once, one after the other. */
const ROUNDS = 11;

type Row = [string, string];

interface Step {
  name: string;
  /** the most this step may take, as a multiple of the floor with the device's headers; null: no target of its own */
  target: number | null;
  values: number[];
}

const ratioText = (s: Spread, floor: Spread) => `${(s.median / floor.median).toFixed(2)}×`;

/**
 * The operator's steps as ratios to the floor of the same run: this shared 2-core machine's speed moves 2–3× between
 * hours, so milliseconds alone compare nothing across runs, while a step and the floor measured in turn, round by
 * round, see the same machine. The floor is the login page's HTML without its scripts, served by a bare Node server
 * with the device's response headers (paintFloor.ts): no page the device sends can paint before it.
 */
export async function benchRatios(
  browser: Browser,
  url: string,
  token: string,
  ports: { pons: number; uplinks: number },
  searchText: string,
  /** whose login page the floor is made of: the console's own, where `url` serves no rendered one (forwarding) */
  floorFrom = url,
  /** whether to judge the steps by issue 38's targets, which are the simulation's (not a slow device's behind us) */
  isJudged = true,
): Promise<Row[]> {
  const floorBare: number[] = [];
  const floorHeaders: number[] = [];
  const steps: Step[] = [
    { name: 'login page: first contentful paint', target: 1.3, values: [] },
    { name: 'sign-in click → status home painted (the device’s render or the console’s)', target: null, values: [] },
    { name: 'sign-in click → the console’s own status home painted with data', target: 1.1, values: [] },
    { name: 'ONU table: navigation → the console’s own rows painted', target: 3, values: [] },
    { name: 'ONU search: last keystroke → list updated', target: null, values: [] },
  ];
  const [login, signIn, signInOwn, table, search] = steps as [Step, Step, Step, Step, Step];
  const load: number[] = [];
  const scripts: number[] = [];
  const reads: number[] = [];
  let rows = 0;
  const floor = await serveFloorPages(floorFrom);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      load.push(loadavg()[0] ?? 0);
      floorBare.push(await firstPaint(browser, `${floor.base}/login`));
      floorHeaders.push(await firstPaint(browser, `${floor.base}/login-device-headers`));
      login.values.push((await loginPageOnce(browser, url)).fcp);
      const home = await signInOnce(browser, url, ports);
      signIn.values.push(home.ms);
      signInOwn.values.push(home.consoleMs);
      scripts.push(home.scriptsMs);
      reads.push(home.readsMs);
      const rowsRun = await onuTableOnce(browser, url, token);
      rows = rowsRun.rows;
      table.values.push(rowsRun.ms);
      search.values.push((await searchOnce(browser, url, token, searchText)).ms);
    }
  } finally {
    floor.close();
  }
  const base = spread(floorHeaders);
  const out: Row[] = [
    [
      `ratios: the floor, the login page's HTML alone with the device's headers (${ROUNDS} rounds interleaved)`,
      `${spreadText(base)}; without the headers ${spreadText(spread(floorBare))}; load average ${load.map((l) => l.toFixed(1)).join(' ')}`,
    ],
  ];
  for (const step of steps) {
    const s = spread(step.values);
    const ratio = s.median / base.median;
    const verdict =
      step.target === null || !isJudged
        ? ''
        : ` (target ≤ ${step.target}×: ${ratio <= step.target ? 'met' : 'not met'})`;
    const name = step === table ? `${step.name} (${rows} rows)` : step.name;
    out.push([`ratios: ${name}`, `${ratioText(s, base)} the floor, ${spreadText(s)}${verdict}`]);
  }
  out.push([
    'ratios: the console’s own status home, where its time goes (medians, from the click)',
    `its code fetched by ${spread(scripts).median.toFixed(0)} ms, the device's last read answered by ${spread(reads).median.toFixed(0)} ms, painted at ${spread(signInOwn.values).median.toFixed(0)} ms`,
  ]);
  return out;
}
