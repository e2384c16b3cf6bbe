import type { Browser } from '@playwright/test';
import { measureOnuTable } from '../e2e/bench/onuTableBench.ts';

/** The ONU table's browser figures, each with its target: the paint of 1024 ONUs, a keystroke, a status change. */
export async function benchOnuTable(browser: Browser, baseUrl: string): Promise<[string, string][]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    const t = await measureOnuTable(page, baseUrl);
    return [
      [`ONU table: data arrived → ${t.rows} rows painted (median)`, `${t.paintMs.toFixed(0)} ms (target < 150 ms)`],
      [
        'ONU table: search keystroke → typed character painted (median)',
        `${t.keystrokeMs.toFixed(0)} ms (target < 50 ms)`,
      ],
      [
        'ONU table: status change in the simulator → row shows it (median)',
        `${t.statusChangeMs.toFixed(0)} ms (target < 1 s)`,
      ],
    ];
  } finally {
    await context.close();
  }
}
