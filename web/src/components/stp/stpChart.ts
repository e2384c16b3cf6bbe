import { use as registerCharts, type ComposeOption } from 'echarts/core';
import { GraphChart, type GraphSeriesOption } from 'echarts/charts';
import { TooltipComponent, type TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { StpLink, StpLinkEnd, StpTopology } from '@olt/protocol';

// a handful of nodes: SVG is crisp and light
registerCharts([GraphChart, TooltipComponent, SVGRenderer]);

export type StpOption = ComposeOption<GraphSeriesOption | TooltipComponentOption>;

export interface StpLook {
  forwarding: string;
  learning: string;
  blocked: string;
  down: string;
  olt: string;
  bridge: string;
  root: string;
  text: string;
}

export interface StpWords {
  role: (role: string) => string;
  state: (state: string) => string;
  rootMark: string;
  cost: (cost: number) => string;
}

const isBlocked = (end: StpLinkEnd) => end.state === 'Discarding';

/** How a link looks: down, blocked at one end, learning, or forwarding at both. */
export function linkLook(link: StpLink, look: StpLook): { color: string; type: 'solid' | 'dashed' | 'dotted' } {
  if (link.up === 0) return { color: look.down, type: 'dotted' };
  if (isBlocked(link.a) || isBlocked(link.b)) return { color: look.blocked, type: 'dashed' };
  if (link.a.state === 'Learning' || link.b.state === 'Learning') return { color: look.learning, type: 'dashed' };
  return { color: look.forwarding, type: 'solid' };
}

/**
 * Bridges in rows by their distance to the root (the root on top, then two a row); parallel links between the same two bridges bend away from each other.
 */
export function stpOption(topo: StpTopology, look: StpLook, words: StpWords): StpOption {
  const order = [...topo.bridges].sort((a, b) => a.root_path_cost - b.root_path_cost || a.name.localeCompare(b.name));
  // the root alone on top, then two a row, a row of one centred
  const rowOf = (i: number) => (i === 0 ? 0 : Math.ceil(i / 2));
  const lastRow = rowOf(order.length - 1);
  const nodes = order.map((b, i) => ({
    id: b.name,
    name: b.name,
    x: i === 0 || (rowOf(i) === lastRow && order.length % 2 === 0) ? 150 : ((i - 1) % 2) * 300,
    y: rowOf(i) * 140,
    symbol: b.olt ? 'roundRect' : 'circle',
    symbolSize: b.olt ? [64, 34] : 40,
    itemStyle: { color: b.root ? look.root : b.olt ? look.olt : look.bridge },
    label: {
      show: true,
      position: b.olt ? ('inside' as const) : ('right' as const),
      color: b.olt ? '#fff' : look.text,
      formatter: b.olt ? b.name : `${b.name}${b.root ? ` ${words.rootMark}` : ''}\n${b.priority}`,
    },
    tooltip: {
      formatter: `${b.name} ${b.priority}/${b.address}${b.root ? ` (${words.rootMark})` : `<br/>${words.cost(b.root_path_cost)}`}`,
    },
  }));
  const seen = new Map<string, number>();
  const endText = (e: StpLinkEnd) => `${e.bridge} ${e.port}: ${words.role(e.role)} / ${words.state(e.state)}`;
  const edges = topo.links.map((l) => {
    const pair = [l.a.bridge, l.b.bridge].sort().join('|');
    const n = seen.get(pair) ?? 0;
    seen.set(pair, n + 1);
    const style = linkLook(l, look);
    const blockedEnd = isBlocked(l.a) ? l.a : isBlocked(l.b) ? l.b : null;
    return {
      source: l.a.bridge,
      target: l.b.bridge,
      lineStyle: { color: style.color, type: style.type, width: 2, curveness: n === 0 ? 0 : n % 2 ? 0.3 : -0.3 },
      label: {
        show: true,
        fontSize: 11,
        color: look.text,
        formatter: blockedEnd ? `${l.a.port} ✕ ${blockedEnd.port}` : l.a.port,
      },
      tooltip: { formatter: `${endText(l.a)}<br/>${endText(l.b)}<br/>${l.path_cost}` },
    };
  });
  return {
    tooltip: { trigger: 'item', confine: true },
    series: [
      {
        type: 'graph',
        layout: 'none',
        roam: false,
        left: 40,
        right: 110,
        top: 30,
        bottom: 30,
        data: nodes,
        edges,
        edgeLabel: { show: true },
        lineStyle: { opacity: 0.9 },
      },
    ],
  };
}
