import { describe, expect, it } from 'vitest';
import type { OnuKey } from '../../device/kernel/journal.ts';
import type { OnuTableRow } from '@olt/protocol';
import { OnuChangeBatch } from './onuChangeBatch.ts';

function row(portId: number, onuId: number, mac: string, name = `onu${onuId}`): OnuTableRow {
  return {
    port_id: portId,
    onu_id: onuId,
    onu_name: name,
    macaddr: mac,
    status: 'Online',
    auth_state: 1,
    register_time: '',
    last_down_time: '',
    last_down_reason: '',
    dev_type: 'SFU',
    receive_power: '-20.00',
    onu_type: 'SFU-1GE',
    rtt: '3125',
    distance: '5000',
    optical_drift: 0,
    parent: 0,
  };
}
const key = (r: OnuTableRow): OnuKey => ({ port_id: r.port_id, onu_id: r.onu_id, macaddr: r.macaddr });

/** What a console holds after applying changes as the protocol says: removals first, then rows. */
function apply(
  table: Map<string, OnuTableRow>,
  change: { rows: OnuTableRow[]; removed: OnuKey[] },
): Map<string, OnuTableRow> {
  const next = new Map(table);
  for (const k of change.removed) next.delete(`${k.port_id}/${k.onu_id}`);
  for (const r of change.rows) next.set(`${r.port_id}/${r.onu_id}`, r);
  return next;
}

describe('ONU change batch', () => {
  it('keeps the latest row of each ONU', () => {
    const batch = new OnuChangeBatch();
    batch.add({ rows: [row(1, 1, 'a', 'first'), row(1, 2, 'b')], removed: [] });
    batch.add({ rows: [row(1, 1, 'a', 'second')], removed: [] });
    expect(batch.take().rows.map((r) => [r.onu_id, r.onu_name])).toEqual([
      [1, 'second'],
      [2, 'onu2'],
    ]);
    expect(batch.isEmpty).toBe(true);
  });

  it('drops the row of an ONU removed later, and keeps removals in order', () => {
    const batch = new OnuChangeBatch();
    const a = row(2, 5, 'a');
    batch.add({ rows: [a], removed: [] });
    batch.add({ rows: [], removed: [key(a), { port_id: 2, onu_id: 9, macaddr: 'z' }] });
    expect(batch.take()).toEqual({ rows: [], removed: [key(a), { port_id: 2, onu_id: 9, macaddr: 'z' }] });
  });

  it('ends where applying each change in turn ends, for ids reused and ONUs moved back and forth', () => {
    const start = new Map([
      ['1/1', row(1, 1, 'a')],
      ['1/2', row(1, 2, 'b')],
    ]);
    const changes = [
      // ONU b leaves; a new box takes its id
      { rows: [row(1, 2, 'c')], removed: [key(row(1, 2, 'b'))] },
      // ONU a moves to id 3, then back to id 1 under a new name
      { rows: [row(1, 3, 'a')], removed: [key(row(1, 1, 'a'))] },
      { rows: [row(1, 1, 'a', 'back')], removed: [key(row(1, 3, 'a'))] },
      { rows: [row(1, 2, 'c', 'renamed')], removed: [] },
    ];
    const batch = new OnuChangeBatch();
    for (const change of changes) batch.add(change);
    const stepByStep = changes.reduce(apply, start);
    expect(apply(start, batch.take())).toEqual(stepByStep);
    expect([...stepByStep.values()].map((r) => [r.onu_id, r.macaddr, r.onu_name]).sort()).toEqual([
      [1, 'a', 'back'],
      [2, 'c', 'renamed'],
    ]);
  });
});
