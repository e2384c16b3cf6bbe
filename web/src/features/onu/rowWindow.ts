import { useMemo } from 'react';

/**
 * Height of one table row in px: antd's small cell padding (8 + 8), the 24 px buttons and the 1 px border. onu.css
 * holds every row to it, so that the rows out of view can be stood in for by empty space of the right height.
 */
export const ROW_PX = 41;
/** Rows drawn beyond each edge of the view: more than a wheel step (about 100 px), so one shows rows already drawn. */
const OVERSCAN_ROWS = 3;

/** Which of `count` rows to draw in a body `heightPx` high scrolled to `scrollTop`: indexes `first` to `last` - 1. */
export function rowRange(count: number, scrollTop: number, heightPx: number): { first: number; last: number } {
  // the rows that can show at once: those that fit, and one cut in two by each edge
  const inView = Math.ceil(heightPx / ROW_PX) + 1;
  const top = Math.max(0, Math.min(Math.floor(scrollTop / ROW_PX), count - inView));
  return { first: Math.max(0, top - OVERSCAN_ROWS), last: Math.min(count, top + inView + OVERSCAN_ROWS) };
}

interface RowWindow<T> {
  /** the rows to draw */
  rows: readonly T[];
  /** empty space above and below them, in px */
  space: { before: number; after: number };
}

/** The rows in view and the space that stands in for the rest. */
export function useRowWindow<T>(all: readonly T[], scrollTop: number, heightPx: number): RowWindow<T> {
  const { first, last } = rowRange(all.length, scrollTop, heightPx);
  const rows = useMemo(() => all.slice(first, last), [all, first, last]);
  const space = useMemo(
    () => ({ before: first * ROW_PX, after: (all.length - last) * ROW_PX }),
    [first, last, all.length],
  );
  return { rows, space };
}
