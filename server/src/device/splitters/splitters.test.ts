import { describe, expect, it } from 'vitest';
import { expectRefused, makeOlt, onuRow } from '../../../test/deviceKit.ts';

describe('PON splitters (PON-12…16)', () => {
  it('starts with a first-level splitter per PON and branches below it, ONUs bound to the branches', () => {
    const { olt } = makeOlt();
    const list = olt.splitters.list(1);
    expect(list.filter((s) => s.parent === 0)).toHaveLength(1);
    expect(list.length).toBeGreaterThan(1);
    const parents = new Set(
      olt.onus
        .table()
        .filter((r) => r.port_id === 1)
        .map((r) => r.parent),
    );
    expect(
      [...parents].filter((p) => p !== 0).every((p) => list.some((s) => s.splitter_id === p && s.parent !== 0)),
    ).toBe(true);
  });

  it('adds, renames (ignoring parent) and deletes leaves', () => {
    const { olt, heard } = makeOlt();
    const root = olt.splitters.list(2).find((s) => s.parent === 0);
    if (!root) throw new Error('fixture');
    const branch = olt.splitters.add(
      2,
      { name: 'pole 17, a name of 32 characters!'.slice(0, 32), description: '' },
      root.splitter_id,
    );
    const leaf = olt.splitters.add(2, { name: 'x', description: 'd'.repeat(64) }, branch);
    expect(heard.sections.at(-1)).toEqual(['splitters']);
    olt.splitters.set(2, leaf, { name: 'renamed', description: 'new' });
    expect(olt.splitters.list(2).find((s) => s.splitter_id === leaf)).toMatchObject({
      name: 'renamed',
      description: 'new',
      parent: branch,
    });
    olt.splitters.remove(2, leaf);
    olt.splitters.remove(2, branch);
    expect(olt.splitters.list(2).some((s) => s.splitter_id === branch)).toBe(false);
  });

  it('binds ONUs to a splitter, moving them from the one they hung on, and unbinds them when it goes', () => {
    const { olt } = makeOlt();
    const [a, b] = olt.onus.list(3);
    const root = olt.splitters.list(3).find((s) => s.parent === 0);
    if (!a || !b || !root) throw new Error('fixture');
    const id = olt.splitters.add(3, { name: 'new', description: '' }, root.splitter_id);
    olt.splitters.bind(3, id, [a.onu_id, b.onu_id]);
    expect(onuRow(olt, 3, a.onu_id)?.parent).toBe(id);
    expect(olt.config.export().splitters.find((s) => s.port_id === 3 && s.splitter_id === id)?.onus).toEqual([
      a.onu_id,
      b.onu_id,
    ]);
    olt.splitters.bind(3, id, [b.onu_id]);
    expect(onuRow(olt, 3, a.onu_id)?.parent).toBe(0);
    olt.splitters.remove(3, id);
    expect(onuRow(olt, 3, b.onu_id)?.parent).toBe(0);
  });

  it('refuses what breaks the tree rules, changing nothing', () => {
    const { olt } = makeOlt();
    const list = olt.splitters.list(1);
    const root = list.find((s) => s.parent === 0);
    const branch = list.find((s) => s.parent !== 0);
    if (!root || !branch) throw new Error('fixture');
    expectRefused(olt, () => olt.splitters.remove(1, root.splitter_id), /first-level/);
    const child = olt.splitters.add(1, { name: 'child', description: '' }, branch.splitter_id);
    expectRefused(olt, () => olt.splitters.remove(1, branch.splitter_id), /below it/);
    // PON → root → branch → child is three levels: no fourth
    expectRefused(olt, () => olt.splitters.add(1, { name: 'deep', description: '' }, child), /3 levels/);
    expectRefused(olt, () => olt.splitters.add(1, { name: '', description: '' }, 0), /name/);
    expectRefused(olt, () => olt.splitters.add(1, { name: '   ', description: '' }, 0), /name/);
    expectRefused(olt, () => olt.splitters.add(1, { name: 'n'.repeat(33), description: '' }, 0), /1–32/);
    expectRefused(olt, () => olt.splitters.add(1, { name: 'ok', description: 'd'.repeat(65) }, 0), /description/);
    expectRefused(olt, () => olt.splitters.add(1, { name: 'ok', description: '' }, 999), /does not exist/);
    // a parent on another PON is not a parent here
    let elsewhere = 0;
    while (elsewhere === 0 || olt.splitters.list(1).some((s) => s.splitter_id === elsewhere)) {
      elsewhere = olt.splitters.add(2, { name: 'far', description: '' }, 0);
    }
    expectRefused(olt, () => olt.splitters.add(1, { name: 'ok', description: '' }, elsewhere), /does not exist/);
    expectRefused(olt, () => olt.splitters.set(1, 999, { name: 'ok', description: '' }), /does not exist/);
    expectRefused(olt, () => olt.splitters.set(1, root.splitter_id, { name: '', description: '' }), /name/);
    expectRefused(olt, () => olt.splitters.remove(1, 999), /does not exist/);
    expectRefused(olt, () => olt.splitters.add(9, { name: 'ok', description: '' }, 0), /not a PON/);
    const onu = olt.onus.list(1)[0];
    if (!onu) throw new Error('fixture');
    expectRefused(olt, () => olt.splitters.bind(1, 999, [onu.onu_id]), /does not exist/);
    expectRefused(olt, () => olt.splitters.bind(1, child, [onu.onu_id, onu.onu_id]), /twice/);
    expectRefused(olt, () => olt.splitters.bind(1, child, [onu.onu_id, 64]), /does not exist/);
  });
});
