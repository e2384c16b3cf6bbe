import { useEffect } from 'react';

/** One data-to-screen measurement: when the ONU list arrived and when its rows were on screen. */
export interface OnuPaint {
  rows: number;
  dataAt: number;
  paintedAt: number;
}

/**
 * Timings the browser benchmark (e2e/bench/onuTableBench.ts) reads from `window.__oltPerf`. Recording is a couple
 * of numbers per list answer, cheap enough to stay on in production, where the figures are the ones that matter.
 */
export interface OnuPerf {
  /** performance.now() when the last ONU list answer was decoded */
  dataAt: number | null;
  paints: OnuPaint[];
}

declare global {
  interface Window {
    __oltPerf?: OnuPerf;
  }
}

const PAINTS_KEPT = 50;

function perf(): OnuPerf {
  window.__oltPerf ??= { dataAt: null, paints: [] };
  return window.__oltPerf;
}

/** When each list answer arrived, by the array it decoded into; an answer equal to the last one keeps the old array. */
const arrivals = new WeakMap<object, number>();

/** Called by the list query when an answer arrives. */
export function markOnuData(rows: object): void {
  const at = performance.now();
  arrivals.set(rows, at);
  perf().dataAt = at;
}

/** After the next paint: a frame callback runs just before it, and a message posted there runs once it is done. */
function afterPaint(done: () => void): () => void {
  let isCancelled = false;
  const frame = requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      if (!isCancelled) done();
    };
    channel.port2.postMessage(null);
  });
  return () => {
    isCancelled = true;
    cancelAnimationFrame(frame);
  };
}

/**
 * Records how long it took from a list answer arriving to its rows being painted. `source` is the query's data: an
 * answer equal to what is shown keeps the old array (structural sharing) and so paints nothing and records nothing.
 */
export function useOnuPaintMark(source: object | undefined, shown: readonly unknown[]): void {
  useEffect(() => {
    const dataAt = source ? arrivals.get(source) : undefined;
    if (!source || dataAt === undefined) return;
    return afterPaint(() => {
      arrivals.delete(source);
      const record = perf();
      record.paints.push({ rows: shown.length, dataAt, paintedAt: performance.now() });
      if (record.paints.length > PAINTS_KEPT) record.paints.shift();
      record.dataAt = null;
    });
  }, [source, shown]);
}
