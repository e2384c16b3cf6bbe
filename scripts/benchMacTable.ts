import type { Browser } from '@playwright/test';
import { startDeviceServer } from '../e2e/deviceServer.ts';
import { measureMacScreen } from '../e2e/bench/macTableBench.ts';
import { MAC_TABLE_CAPACITY } from '../protocol/src/index.ts';
import { loadText, measuredLoadInWorker } from './pacedLoad.ts';

type Record = (name: string, value: string) => void;
type Timing = { warmUpS: number; runs: number; runS: number };

/** More hosts beyond the uplinks than the table holds, so it fills to its capacity and stays there. */
const UPSTREAM_HOSTS = 40_000;
const RATE = { rate: 200, connections: 20 };

/** Waits until the device has learnt its way to a full switch MAC table (it learns every 5 simulated seconds). */
async function waitForFullTable(url: string, token: string): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(`${url}/sw_mac_table?form=page&page_size=10`, { headers: { 'X-Token': token } });
    const total = ((await res.json()) as { data: { total: number } }).data.total;
    if (total >= MAC_TABLE_CAPACITY) return total;
    if (Date.now() > deadline) throw new Error(`the switch MAC table holds ${total} after a minute`);
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/**
 * The switch MAC table at its 32K capacity (`--upstream-hosts`: a layer-2 network beyond the uplinks fills it): the
 * paged reads the MAC screen makes, at 200 requests/s like the ONU reads, each rotating over pages or searches so no
 * answer is the same twice in a row; then, with a browser, the screen painting its first page.
 */
export async function benchMacTable(
  record: Record,
  signIn: (url: string) => Promise<string>,
  timing: Timing,
  browser?: Browser,
): Promise<void> {
  const device = await startDeviceServer(['--pon-ports', '16', '--upstream-hosts', String(UPSTREAM_HOSTS)]);
  try {
    const token = await signIn(device.url);
    record('switch MAC table entries', String(await waitForFullTable(device.url, token)));
    const pages = (query: (n: number) => string) => Array.from({ length: 40 }, (_, n) => query(n));
    const reads = [
      { label: 'first page (20, by MAC)', paths: ['/sw_mac_table?form=page&page=1&page_size=20'] },
      {
        label: 'sorted by port, descending, pages 1–40',
        paths: pages((n) => `/sw_mac_table?form=page&page=${n + 1}&page_size=20&sort=port_id&order=desc`),
      },
      {
        label: 'filtered by port XGE01 and VLAN 1, pages 1–40',
        paths: pages((n) => `/sw_mac_table?form=page&page=${n + 1}&page_size=20&port_id=13&vlan_id=1`),
      },
      {
        label: 'where is this MAC, 40 partial MACs',
        paths: pages((n) => `/switch_mac?form=where&mac=0a:01:00:00:${(n * 6).toString(16).padStart(2, '0')}`),
      },
    ];
    for (const { label, paths } of reads) {
      const result = await measuredLoadInWorker(
        {
          url: `${device.url}${paths[0]}`,
          paths,
          ...RATE,
          headers: { 'X-Token': token, 'Accept-Encoding': 'identity' },
        },
        timing,
      );
      record(`32K MAC table: ${label}, ${result.kb} KB, 200 req/s`, loadText(result));
    }
    if (!browser) return;
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const t = await measureMacScreen(await context.newPage(), device.url);
      record(
        '32K MAC table screen: navigation → first page painted (median of 5)',
        `${t.paintMs.toFixed(0)} ms (runs ${t.runs.map((ms) => ms.toFixed(0)).join(' / ')} ms)`,
      );
      record(
        '32K MAC table screen: last key of a MAC typed in the filter → only matching rows painted (median of 5)',
        `${t.searchMs.toFixed(0)} ms (runs ${t.searchRuns.map((ms) => ms.toFixed(0)).join(' / ')} ms)`,
      );
    } finally {
      await context.close();
    }
  } finally {
    await device.stop();
  }
}
