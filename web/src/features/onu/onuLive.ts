import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OnuTableRow } from '@olt/protocol';
import { readAgainWhenLinkUp, subscribeOnuChanges, type OnuChange } from '../../lib/onuEvents.ts';
import { rowMatches, type OnuFilters } from './onuFilters.ts';
import { onuKey } from './onuFormat.ts';
import { onuKeys } from './onuQueries.ts';

interface MergeResult {
  rows: OnuTableRow[];
  /** a row appeared that only the server can place (the search text may match fields the row does not carry) */
  needsRefetch: boolean;
}

/**
 * Applies a pushed change to one cached list: removals first (a new ONU may take the id of one that left in the same
 * change), then changed rows in place, new ones after the last row of their PON. Answers the same array when
 * nothing in this list changed, so an unrelated push does not re-render the table.
 */
export function mergeOnuChange(rows: OnuTableRow[], change: OnuChange, filters: OnuFilters): MergeResult {
  let next = rows;
  let needsRefetch = false;
  if (change.removed.length > 0) {
    const gone = new Set(change.removed.map(onuKey));
    const kept = rows.filter((row) => !gone.has(onuKey(row)));
    if (kept.length !== rows.length) next = kept;
  }
  if (change.rows.length === 0) return { rows: next, needsRefetch };

  const at = new Map<string, number>();
  next.forEach((row, index) => at.set(onuKey(row), index));
  const drop = new Set<number>();
  const added: OnuTableRow[] = [];
  for (const row of change.rows) {
    const index = at.get(onuKey(row));
    const matches = rowMatches(row, filters);
    if (index !== undefined) {
      if (next === rows) next = [...rows];
      if (matches === false) drop.add(index);
      else next[index] = row;
    } else if (matches === true) {
      added.push(row);
    } else if (matches === null) {
      needsRefetch = true;
    }
  }
  if (drop.size > 0) next = next.filter((_, index) => !drop.has(index));
  if (added.length > 0) {
    next = next === rows ? [...rows] : next;
    for (const row of added) {
      let after = -1;
      next.forEach((r, index) => {
        if (r.port_id <= row.port_id) after = index;
      });
      next.splice(after + 1, 0, row);
    }
  }
  return { rows: next, needsRefetch };
}

/** Applies a push to every cached ONU list, whatever its filters, and re-asks the server where only it can decide. */
export function applyOnuChange(client: QueryClient, change: OnuChange): void {
  for (const query of client.getQueryCache().findAll({ queryKey: onuKeys.lists })) {
    const rows = query.state.data as OnuTableRow[] | undefined;
    const filters = query.queryKey[2] as OnuFilters | undefined;
    if (!rows || !filters) continue;
    const merged = mergeOnuChange(rows, change, filters);
    if (merged.rows !== rows) client.setQueryData(query.queryKey, merged.rows);
    if (merged.needsRefetch) void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
  }
}

/**
 * Keeps the cached ONU lists in step with the device's /ws pushes while the screen is shown, and reads the shown
 * lists afresh when the link comes up (again): a change before it was never pushed (lib/onuEvents.ts).
 */
export function useLiveOnuUpdates(): void {
  const client = useQueryClient();
  useEffect(() => subscribeOnuChanges((change) => applyOnuChange(client, change)), [client]);
  useEffect(() => readAgainWhenLinkUp(() => void client.invalidateQueries({ queryKey: onuKeys.lists })), [client]);
}
