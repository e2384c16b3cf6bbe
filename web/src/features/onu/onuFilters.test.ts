import { describe, expect, it } from 'vitest';
import { ALL_PONS, ONU_TABLE_LIMIT, countRows, searchQuery, sortRows, visibleKeys } from './onuFilters.ts';
import { groupByPort } from '../../lib/onuWrites.ts';
import { onuRow } from '../../test/samples.ts';

describe('ONU list filters and order', () => {
  it('asks for one port, or every PON, or every PON when searching', () => {
    expect(searchQuery({ portId: 3, text: '', status: 'all', devType: 'all' })).toEqual({
      port_id: 3,
      limit: ONU_TABLE_LIMIT,
    });
    expect(searchQuery({ portId: ALL_PONS, text: '', status: 'Unauth', devType: 'HGU' })).toEqual({
      status: 'Unauth',
      dev_type: 'HGU',
      limit: ONU_TABLE_LIMIT,
    });
    expect(searchQuery({ portId: 3, text: ' 38:3a ', status: 'offline', devType: 'all' })).toEqual({
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
    expect(countRows(rows)).toEqual({ total: 3, online: 2, offline: 1 });
    expect(visibleKeys(['1/9', '7/7', '4/3'], rows)).toEqual(['1/9', '4/3']);
    expect([...groupByPort(rows)]).toEqual([
      [1, [2, 9]],
      [4, [3]],
    ]);
  });
});
