import { describe, expect, it } from 'vitest';
import { makeOlt } from '../../../test/deviceKit.ts';

describe('the /onutable text, cached between changes', () => {
  it('always equals the rows serialised afresh, across simulation steps, renames, splitters and deletes', () => {
    const { olt } = makeOlt({ ponPorts: 4 });
    const fresh = () => JSON.stringify(olt.onus.table());
    expect(olt.onus.tableJson()).toBe(fresh());

    // optics drift and ONUs come and go: every fifth step changes nearly every row
    for (let i = 0; i < 12; i++) {
      olt.simulation.tick(1_000);
      expect(olt.onus.tableJson()).toBe(fresh());
    }

    const [first, second] = olt.onus.table();
    if (!first || !second) throw new Error('fixture');
    olt.onus.configure(first.port_id, first.onu_id, { flags: 0x8, onu_name: 'say"hi\\', onu_desc: '' });
    expect(JSON.parse(olt.onus.tableJson())).toContainEqual(expect.objectContaining({ onu_name: 'say"hi\\' }));
    expect(olt.onus.tableJson()).toBe(fresh());

    const root = olt.splitters.list(first.port_id).find((sp) => sp.parent === 0);
    if (!root) throw new Error('fixture');
    const splitter = olt.splitters.add(first.port_id, { name: 'pole-9', description: '' }, root.splitter_id);
    olt.splitters.bind(first.port_id, splitter, [first.onu_id]);
    expect(JSON.parse(olt.onus.tableJson())).toContainEqual(
      expect.objectContaining({ onu_id: first.onu_id, parent: splitter }),
    );
    expect(olt.onus.tableJson()).toBe(fresh());

    olt.onus.remove(second.port_id, [second.onu_id], second.macaddr);
    expect(olt.onus.tableJson()).toBe(fresh());
    expect(JSON.parse(olt.onus.tableJson())).toHaveLength(olt.onus.table().length);
  });

  it('hands back the same text while nothing changed', () => {
    const { olt } = makeOlt({ ponPorts: 2 });
    expect(olt.onus.tableJson()).toBe(olt.onus.tableJson());
  });
});
