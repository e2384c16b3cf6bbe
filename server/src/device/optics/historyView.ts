import { DRIFT_TOGETHER_SECONDS, type DriftGroup, type OpticalPoint } from '@olt/protocol';
import type { OpticalSeries } from './historyStore.ts';

const round2 = (x: number): number => Math.round(x * 100) / 100;

/** The span one point averages: whole sampling periods, enough of them that the range fits in `points` points. */
export function bucketMsFor(fromMs: number, toMs: number, points: number, periodMs: number): number {
  const wanted = Math.ceil((toMs - fromMs) / points);
  return Math.max(periodMs, Math.ceil(wanted / periodMs) * periodMs);
}

/**
 * Averages samples into at most `points` buckets of `bucketMs` from `fromMs` (a sample right at the end of the range
 * joins the last one); the lowest receive power of each bucket is kept too.
 */
export function bucketed(series: OpticalSeries, fromMs: number, bucketMs: number, most: number): OpticalPoint[] {
  const points: OpticalPoint[] = [];
  let bucket = -1;
  let n = 0;
  let rx = 0;
  let rxMin = 0;
  let tx = 0;
  let temp = 0;
  let bias = 0;
  const flush = (): void => {
    if (n === 0) return;
    points.push({
      time: Math.floor((fromMs + bucket * bucketMs) / 1000),
      rx_dbm: round2(rx / n / 100),
      rx_min_dbm: rxMin / 100,
      tx_dbm: round2(tx / n / 100),
      temp_c: round2(temp / n / 10),
      bias_ma: round2(bias / n / 100),
    });
  };
  for (let i = 0; i < series.length; i++) {
    const at = series.atMs[i] ?? 0;
    const b = Math.min(most - 1, Math.floor((at - fromMs) / bucketMs));
    if (b !== bucket) {
      flush();
      [bucket, n, rx, tx, temp, bias] = [b, 0, 0, 0, 0, 0];
      rxMin = Number.POSITIVE_INFINITY;
    }
    const r = series.rxCdbm[i] ?? 0;
    n++;
    rx += r;
    rxMin = Math.min(rxMin, r);
    tx += series.txCdbm[i] ?? 0;
    temp += series.tempDc[i] ?? 0;
    bias += series.biasCma[i] ?? 0;
  }
  flush();
  return points;
}

/** A drift to group: its ONU, its start, and the splitter the ONU hangs on (0 = none). */
interface GroupInput {
  onuId: number;
  startS: number;
  splitterId: number;
}

/**
 * Groups drifts whose starts lie within DRIFT_TOGETHER_SECONDS of the first of the group: several ONUs dropping
 * together point at what they share (a feeder fibre, a splitter); one alone at its own drop cable or connector.
 * Answers the groups, and the group of each input in its order.
 */
export function groupDrifts(inputs: readonly GroupInput[]): { groups: DriftGroup[]; groupOf: number[] } {
  const order = inputs.map((_, i) => i).sort((a, b) => (inputs[a]?.startS ?? 0) - (inputs[b]?.startS ?? 0));
  const groups: DriftGroup[] = [];
  const groupOf: number[] = new Array<number>(inputs.length).fill(0);
  const splitters: number[][] = [];
  for (const i of order) {
    const input = inputs[i] as GroupInput;
    const last = groups.at(-1);
    if (last && input.startS - last.start <= DRIFT_TOGETHER_SECONDS) {
      if (!last.onu_ids.includes(input.onuId)) last.onu_ids.push(input.onuId);
      splitters.at(-1)?.push(input.splitterId);
    } else {
      groups.push({ group: groups.length + 1, start: input.startS, onu_ids: [input.onuId], shared: 0, splitter_id: 0 });
      splitters.push([input.splitterId]);
    }
    groupOf[i] = groups.length;
  }
  groups.forEach((g, index) => {
    g.shared = g.onu_ids.length > 1 ? 1 : 0;
    const own = splitters[index] ?? [];
    g.splitter_id = own.length > 0 && own.every((s) => s === own[0]) ? (own[0] ?? 0) : 0;
  });
  return { groups, groupOf };
}
