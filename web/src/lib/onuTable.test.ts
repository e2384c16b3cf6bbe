import { describe, expect, it } from 'vitest';
import type { OnuStatus } from '@olt/protocol';
import { onuAt as onuRow } from '../test/samples.ts';
import { mergeOnuTable, onuGroup } from './onuTable.ts';

describe('mergeOnuTable', () => {
  it('removes first, then replaces changed rows and adds new ones in port and ONU order', () => {
    const table = [onuRow(1, 1, 'Online'), onuRow(1, 2, 'Online'), onuRow(2, 1, 'Online')];
    const merged = mergeOnuTable(table, {
      removed: [{ port_id: 1, onu_id: 2, macaddr: '38:3a:21:aa:01:02' }],
      // a new ONU taking the id that just became free, a change, and an ONU on a new PON
      rows: [onuRow(1, 2, 'Unauth'), onuRow(2, 1, 'Offline'), onuRow(1, 3, 'Online')],
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
    expect(['Unauth', 'Auth-Fail', 'Auth Limit'].map((s) => onuGroup(s as OnuStatus))).toEqual([
      'unauthorised',
      'unauthorised',
      'unauthorised',
    ]);
    expect(['Initial', 'Register'].map((s) => onuGroup(s as OnuStatus))).toEqual(['other', 'other']);
  });
});
