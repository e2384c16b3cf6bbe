import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { OnuTableRow } from '@olt/protocol';
import { applyOnuChange, mergeOnuChange } from './onuLive.ts';
import { ALL_PONS, type OnuFilters } from './onuFilters.ts';
import { onuKeys } from './onuQueries.ts';
import { onuRow } from '../../test/samples.ts';

const ALL: OnuFilters = { portId: ALL_PONS, text: '', status: 'all', devType: 'all', regex: false };
const keys = (rows: OnuTableRow[]) => rows.map((r) => `${r.port_id}/${r.onu_id}`);

describe('merging a pushed ONU change into a list', () => {
  const rows = [onuRow(1, 1), onuRow(1, 2), onuRow(2, 1), onuRow(3, 4)];

  it('replaces a changed row in place and keeps the others as they were', () => {
    const changed = onuRow(1, 2, { status: 'Offline' });
    const merged = mergeOnuChange(rows, { rows: [changed], removed: [] }, ALL);
    expect(keys(merged.rows)).toEqual(keys(rows));
    expect(merged.rows[1]).toBe(changed);
    expect(merged.rows[0]).toBe(rows[0]);
    expect(rows[1]?.status).toBe('Online');
  });

  it('removes first, so a new ONU can take the id of one that left in the same push', () => {
    const newcomer = onuRow(2, 1, { macaddr: '02:00:00:00:00:99', status: 'Unauth', auth_state: 0 });
    const merged = mergeOnuChange(
      rows,
      { rows: [newcomer], removed: [{ port_id: 2, onu_id: 1, macaddr: rows[2]!.macaddr }] },
      ALL,
    );
    expect(keys(merged.rows)).toEqual(['1/1', '1/2', '2/1', '3/4']);
    expect(merged.rows[2]?.macaddr).toBe('02:00:00:00:00:99');
  });

  it('puts a new ONU after the last row of its PON', () => {
    const merged = mergeOnuChange(rows, { rows: [onuRow(2, 9)], removed: [] }, ALL);
    expect(keys(merged.rows)).toEqual(['1/1', '1/2', '2/1', '2/9', '3/4']);
  });

  it('drops a row that no longer matches the status filter and ignores ONUs of other ports', () => {
    const offline: OnuFilters = { ...ALL, status: 'offline' };
    const list = [onuRow(1, 2, { status: 'Offline' })];
    const back = mergeOnuChange(list, { rows: [onuRow(1, 2)], removed: [] }, offline);
    expect(back.rows).toEqual([]);
    const onPort1: OnuFilters = { ...ALL, portId: 1 };
    const other = mergeOnuChange(rows.slice(0, 2), { rows: [onuRow(4, 1)], removed: [] }, onPort1);
    expect(keys(other.rows)).toEqual(['1/1', '1/2']);
  });

  it('answers the same list when the push does not concern it, and asks the server when search text decides', () => {
    const onPort1: OnuFilters = { ...ALL, portId: 1 };
    const list = rows.slice(0, 2);
    expect(
      mergeOnuChange(list, { rows: [onuRow(5, 5)], removed: [{ port_id: 6, onu_id: 1, macaddr: '' }] }, onPort1).rows,
    ).toBe(list);
    const searching: OnuFilters = { ...ALL, text: 'bakery' };
    expect(mergeOnuChange(list, { rows: [onuRow(5, 5)], removed: [] }, searching)).toEqual({
      rows: list,
      needsRefetch: true,
    });
  });

  it('updates every cached list, each by its own filters', () => {
    const client = new QueryClient();
    const port1: OnuFilters = { ...ALL, portId: 1 };
    client.setQueryData(onuKeys.list(ALL), rows);
    client.setQueryData(onuKeys.list(port1), rows.slice(0, 2));
    applyOnuChange(client, { rows: [onuRow(3, 5)], removed: [{ port_id: 1, onu_id: 1, macaddr: '' }] });
    expect(keys(client.getQueryData<OnuTableRow[]>(onuKeys.list(ALL)) ?? [])).toEqual(['1/2', '2/1', '3/4', '3/5']);
    expect(keys(client.getQueryData<OnuTableRow[]>(onuKeys.list(port1)) ?? [])).toEqual(['1/2']);
  });
});
