import { describe, expect, it } from 'vitest';
import { expectRefused, makeOlt } from '../../../test/deviceKit.ts';

describe('ONU search over every PON', () => {
  const { olt } = makeOlt({ ponPorts: 16 });
  const target = olt.onus.table().find((r) => r.port_id === 11 && r.status === 'Online');
  if (!target) throw new Error('fixture');

  it('finds an ONU on another PON by a MAC fragment, with or without colons, in any case', () => {
    const fragment = target.macaddr.slice(9, 17);
    const found = olt.onus.search({ text: fragment.toUpperCase() });
    expect(found.rows.map((r) => r.macaddr)).toContain(target.macaddr);
    expect(found.total).toBe(found.rows.length);
    const bare = target.macaddr.replaceAll(':', '').slice(4);
    expect(olt.onus.search({ text: bare }).rows.map((r) => r.macaddr)).toEqual([target.macaddr]);
  });

  it('finds by name, LOID and description', () => {
    olt.onus.configure(target.port_id, target.onu_id, {
      flags: 0x8,
      onu_name: 'Bakery-Main',
      onu_desc: 'Back office of the bakery',
    });
    expect(olt.onus.search({ text: 'bakery-m' }).rows.map((r) => r.onu_id)).toEqual([target.onu_id]);
    expect(olt.onus.search({ text: 'OFFICE OF THE' }).rows.map((r) => r.macaddr)).toEqual([target.macaddr]);
    const loid = olt.onus.detail(target.port_id, target.onu_id).loid;
    expect(olt.onus.search({ text: loid }).rows.map((r) => r.macaddr)).toEqual([target.macaddr]);
  });

  it('filters by status, device type and PON, and pages', () => {
    const all = olt.onus.table();
    const offline = olt.onus.search({ status: 'Offline' });
    expect(offline.total).toBe(all.filter((r) => r.status === 'Offline').length);
    expect(offline.rows.every((r) => r.status === 'Offline')).toBe(true);
    const hgu = olt.onus.search({ devType: 'HGU', status: ['Online', 'Unauth'] });
    expect(hgu.rows.every((r) => r.dev_type === 'HGU' && ['Online', 'Unauth'].includes(r.status))).toBe(true);
    expect(olt.onus.search({ portId: 3 }).rows.every((r) => r.port_id === 3)).toBe(true);
    const page = olt.onus.search({ offset: 100, limit: 20 });
    expect(page.total).toBe(all.length);
    expect(page.rows).toEqual(all.slice(100, 120));
    expect(olt.onus.search({ text: 'no such thing anywhere' })).toEqual({ total: 0, rows: [] });
    expectRefused(olt, () => olt.onus.search({ portId: 17 }), /not a PON/);
  });

  it('answers the whole table and searches from cached rows (1024 ONUs)', () => {
    const big = makeOlt({ ponPorts: 16 }).olt;
    const added = new Map<number, number>();
    for (let p = 1; p <= 16; p++) {
      let n = 0;
      while (big.onus.ids(p).length < 64) {
        big.onus.add(p, {
          onu_id: 0,
          macaddr: `02:00:00:00:${p.toString(16).padStart(2, '0')}:${(n++).toString(16).padStart(2, '0')}`,
          auth_state: 1,
        });
      }
      added.set(p, n);
    }
    expect(big.onus.table()).toHaveLength(1024);
    // the same row objects come back until something changes
    expect(big.onus.table()[500]).toBe(big.onus.table()[500]);
    expect(big.onus.search({ text: '02:00:00:00:0a:' }).total).toBe(added.get(10));
  });
});
