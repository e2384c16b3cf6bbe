import { describe, expect, it } from 'vitest';
import { makeOlt } from './testKit.ts';

describe('the /onutable text, cached between changes', () => {
  it('always equals the rows serialised afresh, across simulation steps, renames, splitters and deletes', () => {
    const { olt } = makeOlt({ ponPorts: 4 });
    const fresh = () => JSON.stringify(olt.allOnus());
    expect(olt.allOnusJson()).toBe(fresh());

    // optics drift and ONUs come and go: every fifth step changes nearly every row
    for (let i = 0; i < 12; i++) {
      olt.tick(1_000);
      expect(olt.allOnusJson()).toBe(fresh());
    }

    const [first, second] = olt.allOnus();
    if (!first || !second) throw new Error('fixture');
    olt.configureOnu(first.port_id, first.onu_id, { flags: 0x8, onu_name: 'say"hi\\', onu_desc: '' });
    expect(JSON.parse(olt.allOnusJson())).toContainEqual(expect.objectContaining({ onu_name: 'say"hi\\' }));
    expect(olt.allOnusJson()).toBe(fresh());

    const root = olt.splitters(first.port_id).find((sp) => sp.parent === 0);
    if (!root) throw new Error('fixture');
    const splitter = olt.addSplitter(first.port_id, { name: 'pole-9', description: '' }, root.splitter_id);
    olt.bindSplitterOnus(first.port_id, splitter, [first.onu_id]);
    expect(JSON.parse(olt.allOnusJson())).toContainEqual(
      expect.objectContaining({ onu_id: first.onu_id, parent: splitter }),
    );
    expect(olt.allOnusJson()).toBe(fresh());

    olt.deleteOnu(second.port_id, second.onu_id, second.macaddr);
    expect(olt.allOnusJson()).toBe(fresh());
    expect(JSON.parse(olt.allOnusJson())).toHaveLength(olt.allOnus().length);
  });

  it('hands back the same text while nothing changed', () => {
    const { olt } = makeOlt({ ponPorts: 2 });
    expect(olt.allOnusJson()).toBe(olt.allOnusJson());
  });
});
