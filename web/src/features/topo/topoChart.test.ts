import { describe, expect, it } from 'vitest';
import { FRAME_SCALE_MAX, ONU_LABEL_PX, TOPO_PADDING_PX, frameView, topoOption, type TopoLook } from './topoChart.ts';
import { ONU_ROWS, ONU_STEP_PX, buildTopology } from './topoGraph.ts';

const box = { width: 1000 + 2 * TOPO_PADDING_PX, height: 500 + 2 * TOPO_PADDING_PX };

describe('frameView', () => {
  it('centres on the target and zooms by how much tighter it fits than the whole drawing', () => {
    const all = { minX: 0, maxX: 4000, minY: 0, maxY: 500 };
    const part = { minX: 1000, maxX: 2000, minY: 100, maxY: 500 };
    const view = frameView(all, part, box);
    expect(view.center).toEqual([1500, 300]);
    // the whole fits at 1000/4000 = 0.25 px per unit; the part at min(1000/1000, 500/400) = 1
    expect(view.zoom).toBeCloseTo(4);
  });

  it('never zooms out below the whole drawing and caps the magnification', () => {
    const all = { minX: 0, maxX: 500, minY: 0, maxY: 100 };
    expect(frameView(all, all, box).zoom).toBe(1);
    const node = { minX: 250, maxX: 250, minY: 50, maxY: 50 };
    const fitAll = Math.min(1000 / 500, 500 / 100);
    expect(frameView(all, node, box, FRAME_SCALE_MAX.node).zoom).toBe(1);
    expect(fitAll).toBeGreaterThan(FRAME_SCALE_MAX.node);
  });
});

const look: TopoLook = {
  groups: { online: 'green', offline: 'red', unauthorised: 'orange', other: 'grey' },
  olt: 'navy',
  ponUp: 'green',
  ponDown: 'grey',
  splitter: 'purple',
  line: 'silver',
  text: 'black',
  textSecondary: 'grey',
  highlight: 'blue',
  onDark: 'white',
};
const onu = (onu_id: number) => ({
  port_id: 1,
  onu_id,
  onu_name: `Flat ${onu_id}`,
  macaddr: `38:3a:21:00:00:0${onu_id}`,
  status: 'Online' as const,
  auth_state: 1 as const,
  register_time: '',
  last_down_time: '',
  last_down_reason: '',
  dev_type: 'SFU' as const,
  receive_power: '-20',
  onu_type: 'SFU-1GE',
  rtt: '3125',
  distance: '5000',
  optical_drift: 0 as const,
  parent: 0,
});
const graph = buildTopology({
  rootName: 'olt',
  counts: { ponports: 1, geports: 1 },
  pons: [{ port_id: 1, admin_status: 1, status: 1, online: 2, offline: 0 }],
  onus: [onu(1), onu(2)],
  expanded: { portId: 1, splitters: [] },
});
const onuLabels = (roomPx: number, highlightId: string | null = null) => {
  const pxPerUnit = roomPx / (ONU_ROWS * ONU_STEP_PX);
  const option = topoOption({ graph, look, highlightId, ponCounts: () => '', tooltip: () => '', pxPerUnit });
  const data =
    (option.series as { data: { id: string; label?: { show?: boolean; formatter?: string } }[] }[])[0]?.data ?? [];
  return data.filter((d) => d.id.startsWith('onu-')).map((d) => (d.label?.show ? d.label.formatter : null));
};

describe('ONU labels', () => {
  it('name the ONU where there is room, give its id where there is less, and nothing when crowded', () => {
    expect(onuLabels(ONU_LABEL_PX.name)).toEqual(['Flat 1', 'Flat 2']);
    expect(onuLabels(ONU_LABEL_PX.id)).toEqual(['01', '02']);
    expect(onuLabels(ONU_LABEL_PX.id - 8)).toEqual([null, null]);
  });
  it('always name the search match', () => {
    expect(onuLabels(0, 'onu-1-2')).toEqual([null, 'Flat 2']);
  });
});
