import { describe, expect, it } from 'vitest';
import {
  ALL_PONS,
  EVERY_ONU,
  ONU_TABLE_LIMIT,
  completeRows,
  countRows,
  filterRows,
  searchQuery,
  sortRows,
  textMatch,
  visibleKeys,
} from './onuFilters.ts';
import { groupByPort } from '../../lib/onuWrites.ts';
import { onuRow } from '../../test/samples.ts';

describe('ONU list filters and order', () => {
  it('asks for one port, or every PON, or every PON when searching', () => {
    expect(searchQuery({ portId: 3, text: '', status: 'all', devType: 'all', regex: false })).toEqual({
      port_id: 3,
      limit: ONU_TABLE_LIMIT,
    });
    expect(searchQuery({ portId: ALL_PONS, text: '', status: 'Unauth', devType: 'HGU', regex: false })).toEqual({
      status: 'Unauth',
      dev_type: 'HGU',
      limit: ONU_TABLE_LIMIT,
    });
    expect(searchQuery({ portId: 3, text: ' 38:3a ', status: 'offline', devType: 'all', regex: false })).toEqual({
      text: '38:3a',
      status: 'offline',
      limit: ONU_TABLE_LIMIT,
    });
  });

  it('sorts by status online first (or last), ties always by ONU id ascending', () => {
    const rows = [onuRow(2, 1, { status: 'Offline' }), onuRow(1, 5), onuRow(1, 2, { status: 'Offline' }), onuRow(1, 3)];
    const order = (key: 'ascend' | 'descend') =>
      sortRows(rows, { key: 'status', order: key }).map((r) => `${r.port_id}/${r.onu_id}`);
    expect(order('ascend')).toEqual(['1/3', '1/5', '1/2', '2/1']);
    expect(order('descend')).toEqual(['1/2', '2/1', '1/3', '1/5']);
    expect(sortRows(rows, null)).toBe(rows);
  });

  it('sorts receive power numerically, unreadable values lowest', () => {
    const rows = [
      onuRow(1, 1, { receive_power: '-9.5' }),
      onuRow(1, 2, { receive_power: '' }),
      onuRow(1, 3, { receive_power: '-27.2' }),
    ];
    expect(sortRows(rows, { key: 'rxPower', order: 'ascend' }).map((r) => r.onu_id)).toEqual([2, 3, 1]);
  });

  it('counts online and the rest, keeps only ticked keys still shown, and groups by PON with sorted ids', () => {
    const rows = [onuRow(1, 9), onuRow(1, 2, { status: 'Unauth' }), onuRow(4, 3)];
    expect(countRows(rows)).toEqual({ total: 3, online: 2, notOnline: 1 });
    expect(visibleKeys(['1/9', '7/7', '4/3'], rows)).toEqual(['1/9', '4/3']);
    expect([...groupByPort(rows)]).toEqual([
      [1, [2, 9]],
      [4, [3]],
    ]);
  });

  it('matches search text in the browser: MAC with or without colons, name, or a regular expression', () => {
    const rows = [
      onuRow(1, 1, { macaddr: 'aa:bb:cc:00:01:01', onu_name: 'Bakery' }),
      onuRow(2, 3, { macaddr: '38:3a:21:20:02:03', onu_name: 'school-7' }),
    ];
    const keysOf = (list: readonly { port_id: number; onu_id: number }[]) =>
      list.map((r) => `${r.port_id}/${r.onu_id}`);
    expect(filterRows(rows, EVERY_ONU)).toBe(rows);
    expect(keysOf(filterRows(rows, { ...EVERY_ONU, text: 'AABBCC' }))).toEqual(['1/1']);
    expect(keysOf(filterRows(rows, { ...EVERY_ONU, text: 'bAkE' }))).toEqual(['1/1']);
    // a search spans every PON although one is selected
    expect(keysOf(filterRows(rows, { ...EVERY_ONU, portId: 1, text: 'school' }))).toEqual(['2/3']);
    expect(keysOf(filterRows(rows, { ...EVERY_ONU, portId: 1 }))).toEqual(['1/1']);
    expect(keysOf(filterRows(rows, { ...EVERY_ONU, text: '^school-\\d$', regex: true }))).toEqual(['2/3']);
    expect(keysOf(filterRows(rows, { ...EVERY_ONU, text: 'school-\\d', regex: false }))).toEqual([]);
    expect(textMatch('(unclosed', true)).toBe('invalid');
    expect(textMatch('(unclosed', false)).toBeTypeOf('function');
    expect(textMatch('  ', true)).toBeNull();
    // a regular expression never goes to the server, which matches substrings only
    expect(searchQuery({ ...EVERY_ONU, text: 'a.*b', regex: true })).toEqual({ limit: ONU_TABLE_LIMIT });
  });

  it("completes the browser's matches with the server's, after them, the browser's live rows preferred", () => {
    const held = [onuRow(1, 1), onuRow(1, 2, { onu_name: 'found by LOID' }), onuRow(2, 1, { status: 'Offline' })];
    const local = [held[0]!];
    const stale = onuRow(1, 2, { onu_name: 'old' });
    const done = completeRows(local, [held[0]!, stale, onuRow(2, 1)], held, { ...EVERY_ONU, status: 'Online' });
    expect(done).toEqual([held[0], held[1]]);
    expect(done[1]).toBe(held[1]);
    expect(completeRows(local, undefined, held, EVERY_ONU)).toBe(local);
  });
});
