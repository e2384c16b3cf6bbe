import { useEffect, useRef } from 'react';
import { deviceRenderOf } from '../../lib/deviceRender.ts';

/**
 * The ONU table's data-to-screen time as a standard User Timing measure, `olt:onu-paint`: it starts when a list
 * answer was decoded, ends once its rows are painted, and carries `{ rows }` as detail (with `by: 'device'` for the
 * device's render of the page, measured from the page's first byte). Browser tools show it; the
 * benchmark (e2e/bench/onuTableBench.ts) reads it with `performance.getEntriesByType('measure')`. Nothing else of
 * the console reads it, and the browser keeps it off the page's own state.
 */
const ONU_PAINT_MEASURE = 'olt:onu-paint';

/** Measures kept before the oldest are dropped: a console open all day must not collect them without end. */
const MEASURES_KEPT = 100;

/** When each list answer arrived, by the array it decoded into; an answer equal to the last one keeps the old array. */
const arrivals = new WeakMap<object, number>();

/** Called by the list query when an answer arrives. */
export function markOnuData(rows: object): void {
  arrivals.set(rows, performance.now());
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

/** The device's render of the table is measured once: from its page's first byte (the answer in it) to its paint. */
let isDeviceRenderMeasured = false;

function measure(start: number, end: number, detail: { rows: number; by?: 'device' }): void {
  if (performance.getEntriesByName(ONU_PAINT_MEASURE).length >= MEASURES_KEPT) {
    performance.clearMeasures(ONU_PAINT_MEASURE);
  }
  performance.measure(ONU_PAINT_MEASURE, { start, end, detail });
}

/**
 * Measures how long it took from a list answer arriving to its rows being painted. Where the device rendered the
 * table into the page (lib/deviceRender.ts), the first measure is that: the rows were painted with the page. `source` is the query's data: an
 * answer equal to what is shown keeps the old array (structural sharing) and so paints nothing and measures nothing.
 */
export function useOnuPaintMark(source: object | undefined, shown: readonly unknown[]): void {
  const shownCount = useRef(shown.length);
  useEffect(() => {
    shownCount.current = shown.length;
  }, [shown]);
  useEffect(() => {
    const dataAt = source ? arrivals.get(source) : undefined;
    if (!source || dataAt === undefined) return;
    // not cancelled when a live push replaces the list before the paint: the answer's rows are painted all the same
    afterPaint(() => {
      arrivals.delete(source);
      const device = isDeviceRenderMeasured ? null : deviceRenderOf('onu_allow');
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      if (device && navigation) {
        isDeviceRenderMeasured = true;
        measure(Math.min(navigation.responseStart, device.paintedAt), device.paintedAt, {
          rows: shownCount.current,
          by: 'device',
        });
      }
      measure(dataAt, performance.now(), { rows: shownCount.current });
    });
  }, [source]);
}
