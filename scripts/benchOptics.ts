import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDevice, type Device } from '../server/src/device/device.ts';
import { loadText, measuredLoadInWorker } from './pacedLoad.ts';
import { HISTORY_FILE, OpticalHistoryDb, openHistoryDb } from '../server/src/store/opticalHistoryStore.ts';

const MINUTE = 60_000;
const PERIOD_MS = 5 * MINUTE;
const DAYS = 30;
const MB = 1024 * 1024;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A 16-PON device with every PON full (64 ONUs), every ONU online. */
function fullDevice(): Device {
  let nowMs = Date.now();
  const olt = buildDevice({ ponPorts: 16, seed: 1, now: () => nowMs });
  for (const portId of olt.pon.ids) {
    // the LOID PON admits by MAC here, so the added boxes come online
    olt.pon.setAuth(portId, 0, 0);
    for (let n = 0; olt.onus.ids(portId).length < 64; n++) {
      const mac = `02:00:00:00:${portId.toString(16).padStart(2, '0')}:${n.toString(16).padStart(2, '0')}`;
      if (olt.onus.all().some((o) => o.mac === mac)) continue;
      olt.onus.add(portId, { onu_id: 0, macaddr: mac, auth_state: 1 });
      olt.onus.plugIn(portId, mac);
    }
    for (const onu of olt.onus.onPon(portId)) if (onu.status !== 'Online') olt.onus.plugIn(portId, onu.mac);
  }
  nowMs += 10_000;
  olt.simulation.advance();
  return olt;
}

/**
 * The optical history in the device model, on a real SQLite file: what one sampling period costs for 1024 ONUs, how
 * long 30 days take to fast-forward, and the file's size after 30 days (the retention must fit in a few hundred MB).
 */
export function benchOpticsInProcess(): [string, string][] {
  const olt = fullDevice();
  const online = olt.onus.all().filter((o) => o.status === 'Online').length;
  const dir = mkdtempSync(join(tmpdir(), 'olt-optics-bench-'));
  const db = openHistoryDb(dir);
  const store = new OpticalHistoryDb(db, { retentionDays: DAYS, maxBytes: 4096 * MB });
  olt.optics.keepHistoryIn(store);
  try {
    const t0 = performance.now();
    olt.optics.backfill(DAYS, olt.kernel.now());
    const backfillS = (performance.now() - t0) / 1000;
    db.pragma('wal_checkpoint(TRUNCATE)');
    const fileMb = statSync(join(dir, HISTORY_FILE)).size / MB;
    const samples: number[] = [];
    let at = Math.ceil(olt.kernel.now() / PERIOD_MS) * PERIOD_MS;
    for (let i = 0; i < 24; i++, at += PERIOD_MS) {
      const start = performance.now();
      olt.optics.sample(at);
      samples.push(performance.now() - start);
    }
    const reads: number[] = [];
    const onus = olt.onus.all();
    const toS = Math.floor(at / 1000);
    for (let i = 0; i < 200; i++) {
      const onu = onus[(i * 37) % onus.length];
      if (!onu) continue;
      const start = performance.now();
      olt.optics.history(onu.portId, onu.onuId, toS - DAYS * 86_400, toS, 500);
      reads.push(performance.now() - start);
    }
    return [
      ['optical history: ONUs online on the full device', String(online)],
      [
        `optical history: one sampling period for ${online} ONUs (sample, judge, store), 24 periods`,
        `median ${median(samples).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`,
      ],
      [
        `optical history: fast-forward of ${DAYS} days for ${onus.length} ONUs (5-minute samples)`,
        `${backfillS.toFixed(1)} s`,
      ],
      [
        `optical history: SQLite file after ${DAYS} days × ${onus.length} ONUs`,
        `${fileMb.toFixed(1)} MB (${((fileMb * MB) / (onus.length * DAYS)).toFixed(0)} bytes per ONU and day)`,
      ],
      [
        `optical history: one ONU's ${DAYS} days in 500 points, in the device model (200 reads)`,
        `median ${median(reads).toFixed(2)} ms, max ${Math.max(...reads).toFixed(2)} ms`,
      ],
    ];
  } finally {
    olt.optics.keepHistoryIn(null);
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * ONU-X2 over HTTP on a server whose history was fast-forwarded 30 days (`--optics-backfill-days 30`): one ONU's month
 * in 500 points at a steady 200 requests per second over 20 connections, cycling over every ONU, like the other reads.
 */
export async function benchHistoryRead(
  url: string,
  token: string,
  onus: readonly { port_id: number; onu_id: number }[],
  timing: { warmUpS: number; runs: number; runS: number },
): Promise<[string, string][]> {
  const toS = Math.floor(Date.now() / 1000);
  const paths = onus.map(
    (onu) =>
      `/onumgmt?form=optical-history&port_id=${onu.port_id}&onu_id=${onu.onu_id}&from=${toS - DAYS * 86_400}&to=${toS}`,
  );
  // the load in a worker: the bench's own thread has held a server of 100,000 sessions and a device model by now, and
  // its collections would be charged to the device's answers
  const result = await measuredLoadInWorker(
    { url, rate: 200, connections: 20, headers: { 'X-Token': token, 'Accept-Encoding': 'identity' }, paths },
    timing,
  );
  return [
    [
      `GET /onumgmt?form=optical-history (one ONU, ${DAYS} days in 500 points, ${result.kb} KB) at 200 req/s over 20 connections: ${timing.runs} runs of ${timing.runS} s after ${timing.warmUpS} s warm-up`,
      loadText(result),
    ],
  ];
}
