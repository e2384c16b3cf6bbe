import { describe, expect, it } from 'vitest';
import type { OnuStatus, OnuTableRow } from '@olt/protocol';
import { mergeOnuTable, onuGroup } from './onuTable.ts';

const row = (port_id: number, onu_id: number, status: OnuStatus = 'Online'): OnuTableRow => ({
  port_id,
  onu_id,
  onu_name: `ONU${port_id}/${onu_id}`,
  macaddr: `38:3a:21:aa:0${port_id}:0${onu_id}`,
  status,
  auth_state: 1,
  register_time: '',
  last_down_time: '',
  last_down_reason: '',
  dev_type: 'SFU',
  receive_power: '-20',
  parent: 0,
});

describe('mergeOnuTable', () => {
  it('removes first, then replaces changed rows and adds new ones in port and ONU order', () => {
    const table = [row(1, 1), row(1, 2), row(2, 1)];
    const merged = mergeOnuTable(table, {
      removed: [{ port_id: 1, onu_id: 2, macaddr: '38:3a:21:aa:01:02' }],
      // a new ONU taking the id that just became free, a change, and an ONU on a new PON
      rows: [row(1, 2, 'Unauth'), row(2, 1, 'Offline'), row(1, 3)],
    });
    expect(merged.map((r) => [r.port_id, r.onu_id, r.status])).toEqual([
      [1, 1, 'Online'],
      [1, 2, 'Unauth'],
      [1, 3, 'Online'],
      [2, 1, 'Offline'],
    ]);
    expect(table).toHaveLength(3);
  });
});

describe('onuGroup', () => {
  it('puts each status in one group', () => {
    expect(onuGroup('Online')).toBe('online');
    expect(onuGroup('Offline')).toBe('offline');
    expect(['Unauth', 'Auth-Fail', 'Auth Limit'].map((s) => onuGroup(s as OnuStatus))).toEqual(['unauthorised', 'unauthorised', 'unauthorised']);
    expect(['Initial', 'Register'].map((s) => onuGroup(s as OnuStatus))).toEqual(['other', 'other']);
  });
});
