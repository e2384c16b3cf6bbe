import { use as registerCharts, type ComposeOption } from 'echarts/core';
import { GraphChart, type GraphSeriesOption } from 'echarts/charts';
import { TooltipComponent, type TooltipComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { OnuGroup } from '../../lib/onuTable.ts';
import { ONU_ROWS, ONU_STEP_PX, PON_PITCH_PX, type Bounds, type TopoGraph, type TopoNode } from './topoGraph.ts';

// canvas copes with a hundred nodes under roam and exports a PNG as it is drawn
registerCharts([GraphChart, TooltipComponent, CanvasRenderer]);

type TopoOption = ComposeOption<GraphSeriesOption | TooltipComponentOption>;
export const TOPO_SERIES_ID = 'topo';
/** Room around the drawing for labels at the edges, px. */
export const TOPO_PADDING_PX = 72;

export interface TopoLook {
  groups: Record<OnuGroup, string>;
  olt: string;
  ponUp: string;
  ponDown: string;
  splitter: string;
  line: string;
  text: string;
  textSecondary: string;
  highlight: string;
  /** node fill behind white text must stay readable */
  onDark: string;
}

type GraphNodeItem = NonNullable<GraphSeriesOption['data']>[number];

/**
 * ONU labels by the room between neighbours: the name where it fits, the ONU id where only that fits (the PON is
 * plain from the tree), nothing when even that would collide; the tooltip always has everything.
 */
export const ONU_LABEL_PX = { name: 80, id: 22, max: 110 } as const;

function onuLabel(node: TopoNode, isHit: boolean, roomPx: number): string | null {
  if (isHit || roomPx >= ONU_LABEL_PX.name) return node.name;
  if (roomPx >= ONU_LABEL_PX.id && node.onu) return String(node.onu.onu_id).padStart(2, '0');
  return null;
}

/** A PON box narrows, down to this, when many PONs share the width; below 100 px its count drops the words. */
const PON_BOX_PX = { max: 96, min: 62, wordy: 100 } as const;

interface Room {
  /** between neighbouring ONUs of one row */
  onuPx: number;
  /** between neighbouring collapsed PONs */
  ponPx: number;
}

function nodeItem(
  node: TopoNode,
  look: TopoLook,
  highlightId: string | null,
  ponCounts: TopoOptionInput['ponCounts'],
  room: Room,
): GraphNodeItem {
  const labelRoomPx = room.onuPx;
  const base = { id: node.id, name: node.name, x: node.x, y: node.y };
  switch (node.kind) {
    case 'olt':
      return {
        ...base,
        symbol: 'roundRect',
        symbolSize: [Math.max(120, node.name.length * 9 + 32), 40],
        itemStyle: { color: look.olt, shadowBlur: 6, shadowColor: 'rgba(0,0,0,0.18)' },
        label: { show: true, position: 'inside', color: look.onDark, fontWeight: 'bold', fontSize: 14 },
      };
    case 'pon': {
      const isUp = node.pon?.status === 1;
      const width = Math.max(PON_BOX_PX.min, Math.min(PON_BOX_PX.max, room.ponPx - 12));
      return {
        ...base,
        symbol: 'roundRect',
        symbolSize: [width, 46],
        itemStyle: {
          color: isUp ? look.ponUp : look.ponDown,
          borderColor: node.isExpanded ? look.highlight : 'transparent',
          borderWidth: node.isExpanded ? 3 : 0,
        },
        label: {
          show: true,
          position: 'inside',
          formatter: `{name|${node.name}}\n{count|${ponCounts(node, room.ponPx < PON_BOX_PX.wordy)}}`,
          rich: {
            name: { color: look.onDark, fontWeight: 'bold', fontSize: 13, lineHeight: 18 },
            count: { color: look.onDark, fontSize: 11, lineHeight: 15 },
          },
        },
      };
    }
    case 'splitter':
      return {
        ...base,
        symbol: 'triangle',
        symbolSize: 22,
        itemStyle: { color: look.splitter },
        label: { show: true, position: 'bottom', color: look.text, fontSize: 11, width: 96, overflow: 'truncate' },
      };
    case 'onu': {
      const isHit = node.id === highlightId;
      const color = look.groups[node.group ?? 'other'];
      const text = onuLabel(node, isHit, labelRoomPx);
      return {
        ...base,
        symbol: 'circle',
        symbolSize: isHit ? 24 : 13,
        itemStyle: isHit
          ? { color, borderColor: look.highlight, borderWidth: 4, shadowBlur: 12, shadowColor: look.highlight }
          : { color },
        label: {
          show: text !== null,
          formatter: text ?? '',
          position: 'bottom',
          fontSize: isHit ? 12 : 10,
          fontWeight: isHit ? 'bold' : 'normal',
          color: isHit ? look.highlight : look.textSecondary,
          width: isHit ? ONU_LABEL_PX.max : Math.min(ONU_LABEL_PX.max, labelRoomPx - 8),
          overflow: 'truncate',
        },
      };
    }
  }
}

interface TopoOptionInput {
  graph: TopoGraph;
  look: TopoLook;
  highlightId: string | null;
  /** the second line of a PON node, e.g. "37 / 42 online", or "37/42" where room is short */
  ponCounts: (node: TopoNode, isCompact: boolean) => string;
  /** HTML of a node's tooltip; the caller escapes device texts */
  tooltip: (node: TopoNode) => string;
  /** screen pixels per layout unit at the current zoom */
  pxPerUnit: number;
}

/** The graph series with fixed positions from buildTopology; roam lets the operator zoom and pan. */
export function topoOption({ graph, look, highlightId, ponCounts, tooltip, pxPerUnit }: TopoOptionInput): TopoOption {
  const room: Room = { onuPx: pxPerUnit * ONU_ROWS * ONU_STEP_PX, ponPx: pxPerUnit * PON_PITCH_PX };
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  return {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params) => {
        const p = Array.isArray(params) ? params[0] : params;
        if (!p || p.dataType !== 'node') return '';
        const node = byId.get((p.data as { id?: string } | undefined)?.id ?? '');
        return node ? tooltip(node) : '';
      },
    },
    series: [
      {
        id: TOPO_SERIES_ID,
        type: 'graph',
        layout: 'none',
        roam: true,
        // the drawing keeps its proportions, or the boxes of the PONs would stretch with the screen
        preserveAspect: 'contain',
        // symbols grow more slowly than distances when zooming in, so a zoomed-in tree does not turn into blobs
        nodeScaleRatio: 0.45,
        scaleLimit: { min: 0.2, max: 8 },
        left: TOPO_PADDING_PX,
        right: TOPO_PADDING_PX,
        top: TOPO_PADDING_PX,
        bottom: TOPO_PADDING_PX,
        animationDurationUpdate: 250,
        emphasis: { scale: 1.3, label: { show: true } },
        data: graph.nodes.map((n) => nodeItem(n, look, highlightId, ponCounts, room)),
        links: graph.links.map((l) => ({
          source: l.source,
          target: l.target,
          lineStyle: l.group
            ? { color: look.groups[l.group], opacity: 0.45, width: 1 }
            : { color: look.line, opacity: 0.9, width: 1.6 },
        })),
      },
    ],
  };
}

interface ViewBox {
  width: number;
  height: number;
}

/** The most the view magnifies when it frames a part of the drawing or one node, so nodes keep a sensible size. */
export const FRAME_SCALE_MAX = { part: 1.2, node: 0.9 } as const;

/**
 * Centre and zoom that frame `target` in a chart showing `all`. Zoom 1 is the whole drawing fitted into the box
 * (ECharts fits the bounding box of the nodes, keeping its aspect ratio), so the zoom is the ratio of the two fits.
 */
export function frameView(
  all: Bounds,
  target: Bounds,
  box: ViewBox,
  maxScale: number = FRAME_SCALE_MAX.part,
): { center: [number, number]; zoom: number } {
  const w = Math.max(1, box.width - 2 * TOPO_PADDING_PX);
  const h = Math.max(1, box.height - 2 * TOPO_PADDING_PX);
  const fitAll = Math.min(w / Math.max(1, all.maxX - all.minX), h / Math.max(1, all.maxY - all.minY));
  const fitTarget = Math.min(
    w / Math.max(240, target.maxX - target.minX),
    h / Math.max(160, target.maxY - target.minY),
    maxScale,
  );
  return {
    center: [(target.minX + target.maxX) / 2, (target.minY + target.maxY) / 2],
    zoom: Math.max(1, fitTarget / fitAll),
  };
}
