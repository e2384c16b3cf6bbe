import { describe, expect, it } from 'vitest';
import type { OnuStatus, OnuTableRow, PonSummary, Splitter } from '@olt/protocol';
import {
  ONU_ROWS,
  ONU_STEP_PX,
  PON_PITCH_PX,
  buildTopology,
  canAddChild,
  deleteBlocker,
  findOnus,
  nodeId,
  splitterLevel,
} from './topoGraph.ts';

const counts = { ponports: 4, geports: 4, xgeports: 2 };
const pons: PonSummary[] = [1, 2, 3, 4].map((port_id) => ({
  port_id,
  admin_status: 1,
  status: port_id === 4 ? 0 : 1,
  online: 2,
  offline: 1,
}));
const onu = (
  port_id: number,
  onu_id: number,
  parent: number,
  status: OnuStatus = 'Online',
  name = `ONU0${port_id}/0${onu_id}`,
): OnuTableRow => ({
  port_id,
  onu_id,
  onu_name: name,
  macaddr: `38:3a:21:aa:0${port_id}:0${onu_id}`,
  status,
  auth_state: 1,
  register_time: '',
  last_down_time: '',
  last_down_reason: '',
  dev_type: 'HGU',
  receive_power: '-19',
  onu_type: 'HGU-4GE-WIFI',
  rtt: '3125',
  distance: '5000',
  optical_drift: 0,
  parent,
});
const splitter = (splitter_id: number, parent: number, port_id = 2): Splitter => ({
  port_id,
  splitter_id,
  name: `S${splitter_id}`,
  description: '',
  parent,
});
const onus = [onu(1, 1, 1), onu(2, 1, 1), onu(2, 2, 2, 'Offline'), onu(2, 3, 0, 'Unauth'), onu(2, 4, 9), onu(3, 1, 1)];
const tree = [splitter(1, 0), splitter(2, 1), splitter(3, 2)];

describe('buildTopology', () => {
  it('draws only the OLT and one aggregate node per PON in the overview', () => {
    const graph = buildTopology({ rootName: 'olt-lab', counts, pons, onus, expanded: null });
    expect(graph.nodes.map((n) => n.id)).toEqual(['olt', 'pon-1', 'pon-2', 'pon-3', 'pon-4']);
    expect(graph.nodes[0]?.name).toBe('olt-lab');
    expect(graph.nodes.find((n) => n.id === 'pon-3')?.name).toBe('PON03');
    expect(graph.links).toHaveLength(4);
    expect(graph.focus).toBeNull();
    // PONs sit on one level below the OLT, left to right
    const ponXs = graph.nodes.filter((n) => n.kind === 'pon').map((n) => n.x);
    expect([...ponXs].sort((a, b) => a - b)).toEqual(ponXs);
  });

  it('hangs the expanded PON’s splitters and ONUs below it, each ONU on its own splitter', () => {
    const graph = buildTopology({ rootName: 'olt', counts, pons, onus, expanded: { portId: 2, splitters: tree } });
    const ids = graph.nodes.map((n) => n.id);
    expect(ids).toEqual(
      expect.arrayContaining(['spl-2-1', 'spl-2-2', 'spl-2-3', 'onu-2-1', 'onu-2-2', 'onu-2-3', 'onu-2-4']),
    );
    // ONUs of the other PONs stay inside their aggregate nodes
    expect(ids).not.toContain(nodeId.onu(1, 1));
    expect(ids).not.toContain(nodeId.onu(3, 1));
    const parentOf = (id: string) => graph.links.find((l) => l.target === id)?.source;
    expect(parentOf('spl-2-1')).toBe('pon-2');
    expect(parentOf('spl-2-3')).toBe('spl-2-2');
    expect(parentOf('onu-2-1')).toBe('spl-2-1');
    expect(parentOf('onu-2-2')).toBe('spl-2-2');
    // no splitter (0) or one the PON does not have (9): the ONU hangs on the PON itself
    expect(parentOf('onu-2-3')).toBe('pon-2');
    expect(parentOf('onu-2-4')).toBe('pon-2');
    expect(graph.links.find((l) => l.target === 'onu-2-2')?.group).toBe('offline');
    expect(graph.nodes.find((n) => n.id === 'onu-2-3')?.group).toBe('unauthorised');
    // every child is drawn below its parent
    const y = new Map(graph.nodes.map((n) => [n.id, n.y]));
    for (const link of graph.links) expect(y.get(link.target)).toBeGreaterThan(y.get(link.source) ?? Infinity);
    expect(graph.focus).not.toBeNull();
  });

  it('keeps the PONs one compact row when one is expanded, and frames its tree with up to eight of them', () => {
    const ponsOf = (n: number): PonSummary[] =>
      Array.from({ length: n }, (_, i) => ({ port_id: i + 1, admin_status: 1, status: 1, online: 60, offline: 4 }));
    // 64 ONUs on four splitters: a tree far wider than a PON's room
    const wide = [splitter(1, 0, 3), splitter(2, 1, 3), splitter(3, 1, 3), splitter(4, 1, 3), splitter(5, 1, 3)];
    const many = Array.from({ length: 64 }, (_, i) => onu(3, i + 1, 2 + (i % 4)));
    for (const ponCount of [8, 16]) {
      const graph = buildTopology({
        rootName: 'olt',
        counts: { ponports: ponCount, geports: 4, xgeports: 2 },
        pons: ponsOf(ponCount),
        onus: many,
        expanded: { portId: 3, splitters: wide },
      });
      const ponXs = graph.nodes.filter((n) => n.kind === 'pon').map((n) => n.x);
      for (let i = 1; i < ponXs.length; i++) expect((ponXs[i] ?? 0) - (ponXs[i - 1] ?? 0)).toBe(PON_PITCH_PX);
      // the tree stays within the drawing and under the PON row
      const tree = graph.nodes.filter((n) => n.kind === 'onu' || n.kind === 'splitter');
      expect(Math.min(...tree.map((n) => n.x))).toBeGreaterThanOrEqual(graph.bounds.minX);
      const focus = graph.focus!;
      const framed = ponXs.filter((x) => x >= focus.minX && x <= focus.maxX);
      // every PON of an 8-PON device; of 16, as many as the tree's width (or eight PONs') takes in
      expect(framed.length).toBeGreaterThanOrEqual(8);
      if (ponCount === 16) expect(framed.length).toBeLessThan(16);
      const treeWidth = Math.max(...tree.map((n) => n.x)) - Math.min(...tree.map((n) => n.x));
      expect(focus.maxX - focus.minX).toBeLessThanOrEqual(Math.max(treeWidth + 2 * PON_PITCH_PX, 8 * PON_PITCH_PX));
      for (const n of tree) expect(n.x >= focus.minX && n.x <= focus.maxX).toBe(true);
    }
  });

  it('keeps the nodes of one level apart', () => {
    const many = Array.from({ length: 40 }, (_, i) => onu(2, i + 1, 1));
    const graph = buildTopology({
      rootName: 'olt',
      counts,
      pons,
      onus: many,
      expanded: { portId: 2, splitters: [splitter(1, 0)] },
    });
    const placed = graph.nodes.filter((n) => n.kind === 'onu').map((n) => `${n.x},${n.y}`);
    expect(new Set(placed).size).toBe(40);
  });

  it('keeps ONUs of one row ONU_ROWS steps apart across neighbouring splitters, so labels never touch', () => {
    // 16 and 16 ONUs on two first-level splitters: the last of one and the first of the next are neighbours
    const many = [1, 2].flatMap((s) => Array.from({ length: 16 }, (_, i) => onu(2, (s - 1) * 16 + i + 1, s)));
    const graph = buildTopology({
      rootName: 'olt',
      counts,
      pons,
      onus: many,
      expanded: { portId: 2, splitters: [splitter(1, 0), splitter(2, 0)] },
    });
    const rows = new Map<number, number[]>();
    for (const n of graph.nodes.filter((n) => n.kind === 'onu')) rows.set(n.y, [...(rows.get(n.y) ?? []), n.x]);
    expect(rows.size).toBe(ONU_ROWS);
    for (const xs of rows.values()) {
      const sorted = [...xs].sort((a, b) => a - b);
      for (let i = 1; i < sorted.length; i++)
        expect((sorted[i] ?? 0) - (sorted[i - 1] ?? 0)).toBeGreaterThanOrEqual(ONU_ROWS * ONU_STEP_PX);
    }
  });

  it('survives a splitter loop without hanging', () => {
    const loop = [splitter(1, 2), splitter(2, 1), splitter(3, 0)];
    const graph = buildTopology({ rootName: 'olt', counts, pons, onus: [], expanded: { portId: 2, splitters: loop } });
    expect(graph.nodes.some((n) => n.id === 'spl-2-3')).toBe(true);
  });
});

describe('findOnus', () => {
  it('matches a name or a MAC, ignoring case and MAC separators', () => {
    const rows = [
      onu(1, 1, 0, 'Online', 'Shop-Left'),
      onu(2, 5, 0, 'Online', 'Flat 12'),
      onu(3, 2, 0, 'Online', 'shop-right'),
    ];
    expect(findOnus(rows, 'SHOP').map((o) => o.onu_id)).toEqual([1, 2]);
    expect(findOnus(rows, '38:3A:21:AA:02').map((o) => o.port_id)).toEqual([2]);
    expect(findOnus(rows, '383a21aa0305')).toEqual([]);
    expect(findOnus(rows, '383a21aa0302').map((o) => o.port_id)).toEqual([3]);
    expect(findOnus(rows, '   ')).toEqual([]);
  });
});

describe('splitter rules', () => {
  it('knows the level of each splitter', () => {
    expect(splitterLevel(tree, 1)).toBe(1);
    expect(splitterLevel(tree, 3)).toBe(3);
  });
  it('allows a sub-splitter only above the third level', () => {
    expect(canAddChild(tree, 2)).toBe(true);
    expect(canAddChild(tree, 3)).toBe(false);
  });
  it('deletes only leaves below the first level', () => {
    expect(deleteBlocker(tree, splitter(1, 0))).toBe('firstLevel');
    expect(deleteBlocker(tree, splitter(2, 1))).toBe('hasChildren');
    expect(deleteBlocker(tree, splitter(3, 2))).toBeNull();
  });
});
