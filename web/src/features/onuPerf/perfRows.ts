import { ONU_PERF_COUNTERS, type OnuPerf, type OnuPerfCounter } from '@olt/protocol';

/** One line of the counters table: a counter's downstream and upstream values (or one value without a direction). */
/** `Octets` of `dsOctets`: the name of a line. */
type CounterBase = OnuPerfCounter extends infer C ? (C extends `ds${infer B}` ? B : never) : never;
export interface PerfRow {
  key: CounterBase | 'statusChangeTimes';
  ds: number;
  us: number | null;
}

/** The counters in the device's order, ds/us pairs side by side: `dsOctets` and `usOctets` make the line `Octets`. */
export function perfRows(perf: OnuPerf): PerfRow[] {
  const rows: PerfRow[] = [];
  for (const name of ONU_PERF_COUNTERS) {
    if (name.startsWith('us')) continue;
    if (!name.startsWith('ds')) {
      rows.push({ key: 'statusChangeTimes', ds: perf[name], us: null });
      continue;
    }
    const base = name.slice(2) as CounterBase;
    rows.push({ key: base, ds: perf[name], us: perf[`us${base}` as OnuPerfCounter] });
  }
  return rows;
}
