import { useCallback, useMemo, useState } from 'react';
import type { OnuTableRow } from '@olt/protocol';
import { onuKey } from './onuFormat.ts';

/** A new order of one PON's ONUs, dragged but not saved yet (ONU-11 saves it). */
interface OrderDraft {
  portId: number;
  keys: string[];
}

/** The rows in the draft's order; rows the draft does not know (an ONU that just arrived) keep their place at the end. */
function applyOrder(rows: readonly OnuTableRow[], keys: readonly string[]): OnuTableRow[] {
  const at = new Map(keys.map((key, index) => [key, index]));
  return [...rows].sort((a, b) => (at.get(onuKey(a)) ?? keys.length) - (at.get(onuKey(b)) ?? keys.length));
}

/** Moves `from` to where `to` is: down past it when dragged downwards, up before it when dragged upwards. */
function moveKey(keys: readonly string[], from: string, to: string): string[] {
  const start = keys.indexOf(from);
  const end = keys.indexOf(to);
  if (start < 0 || end < 0 || start === end) return [...keys];
  const next = keys.filter((key) => key !== from);
  next.splice(end, 0, from);
  return next;
}

interface RowOrder {
  /** rows may be dragged: one PON shown whole, in the device's order (no filter, no sort) */
  isAllowed: boolean;
  /** the order dragged and not saved yet, or null */
  draft: OrderDraft | null;
  /** the rows as shown: in the draft's order while there is one */
  rows: readonly OnuTableRow[];
  move: (from: string, to: string) => void;
  discard: () => void;
}

/**
 * The drag-and-drop order of the shown PON (screens.md §7): a draft until saved; another port, a filter or a sort
 * drops it, as the original does. `rows` are the PON's rows in the device's order.
 */
export function useRowOrder(portId: number, rows: readonly OnuTableRow[], isAllowed: boolean): RowOrder {
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  const current = isAllowed && draft?.portId === portId ? draft : null;
  const shown = useMemo(() => (current ? applyOrder(rows, current.keys) : rows), [rows, current]);
  const move = useCallback(
    (from: string, to: string) =>
      setDraft((d) => ({ portId, keys: moveKey(d?.portId === portId ? d.keys : rows.map(onuKey), from, to) })),
    [portId, rows],
  );
  const discard = useCallback(() => setDraft(null), []);
  return { isAllowed, draft: current, rows: shown, move, discard };
}
