import {
  SPLITTER_DEPTH_MAX,
  portName,
  type OnuTableRow,
  type PonSummary,
  type PortCounts,
  type Splitter,
} from '@olt/protocol';
import { onuGroup, type OnuGroup } from '../../lib/onuTable.ts';

type TopoNodeKind = 'olt' | 'pon' | 'splitter' | 'onu';

/** One drawn node with its place; the record it stands for rides along for tooltips and clicks. */
export interface TopoNode {
  id: string;
  kind: TopoNodeKind;
  name: string;
  x: number;
  y: number;
  pon?: PonSummary;
  splitter?: Splitter;
  /** 1 for a splitter directly under the PON */
  level?: number;
  onu?: OnuTableRow;
  group?: OnuGroup;
  isExpanded?: boolean;
}

interface TopoLink {
  source: string;
  target: string;
  /** the ONU's group for a drop to an ONU, so the line can take its colour */
  group?: OnuGroup;
}

export interface Bounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

export interface TopoGraph {
  nodes: TopoNode[];
  links: TopoLink[];
  bounds: Bounds;
  /** the expanded PON with everything below it, for the view to fit; null in the overview */
  focus: Bounds | null;
}

interface TopoInput {
  rootName: string;
  counts: PortCounts;
  pons: readonly PonSummary[];
  onus: readonly OnuTableRow[];
  /** the one PON shown with its splitters and ONUs; the others stay aggregate nodes with counts */
  expanded: { portId: number; splitters: readonly Splitter[] } | null;
}

/** Vertical distance between levels, px. */
const LEVEL_PX = 120;
/** Horizontal room per ONU; ONUs take turns over ONU_ROWS staggered rows, so neighbours in one row (and their
 * labels) are ONU_ROWS steps apart while a PON of 64 ONUs stays about as wide as the screen. */
export const ONU_STEP_PX = 30;
export const ONU_ROWS = 3;
const ONU_ROW_PX = 34;
const GAP_PX = 28;
const MIN_WIDTH_PX: Record<TopoNodeKind, number> = { olt: 160, pon: 112, splitter: 96, onu: ONU_STEP_PX };
/** Distance between the centres of two collapsed PONs side by side. */
export const PON_PITCH_PX = MIN_WIDTH_PX.pon + GAP_PX;

export const nodeId = {
  olt: 'olt',
  pon: (portId: number) => `pon-${portId}`,
  splitter: (portId: number, splitterId: number) => `spl-${portId}-${splitterId}`,
  onu: (portId: number, onuId: number) => `onu-${portId}-${onuId}`,
};

/** A node before placement: its children, then the ONUs hanging directly on it. */
interface Branch {
  node: Omit<TopoNode, 'x' | 'y'>;
  children: Branch[];
  onus: OnuTableRow[];
  width: number;
}

const onuSort = (a: OnuTableRow, b: OnuTableRow) => a.onu_id - b.onu_id;

/** The width the children and the ONU row need side by side. */
function innerWidth(b: Omit<Branch, 'width'>): number {
  const childWidths = b.children.reduce((sum, c) => sum + c.width, 0) + GAP_PX * Math.max(0, b.children.length - 1);
  const onuWidth = b.onus.length * ONU_STEP_PX;
  return childWidths + (b.children.length > 0 && onuWidth > 0 ? GAP_PX : 0) + onuWidth;
}

const branch = (node: Branch['node'], children: Branch[], onus: OnuTableRow[]): Branch => {
  const partial = { node, children, onus };
  return { ...partial, width: Math.max(MIN_WIDTH_PX[node.kind], innerWidth(partial)) };
};

/** The splitter tree of the expanded PON; ONUs on a splitter the PON does not have hang on the PON itself. */
function ponBranch(pon: PonSummary, name: string, onus: OnuTableRow[], splitters: readonly Splitter[] | null): Branch {
  const node = { id: nodeId.pon(pon.port_id), kind: 'pon' as const, name, pon, isExpanded: splitters !== null };
  if (!splitters) return branch(node, [], []);
  const known = new Set(splitters.map((s) => s.splitter_id));
  const onusOf = (parent: number) =>
    onus.filter((o) => (parent === 0 ? !known.has(o.parent) : o.parent === parent)).sort(onuSort);
  const seen = new Set<number>();
  const splitterBranch = (s: Splitter, level: number): Branch => {
    seen.add(s.splitter_id);
    const children =
      level < SPLITTER_DEPTH_MAX ? childSplitters(s.splitter_id).map((c) => splitterBranch(c, level + 1)) : [];
    return branch(
      { id: nodeId.splitter(s.port_id, s.splitter_id), kind: 'splitter', name: s.name, splitter: s, level },
      children,
      onusOf(s.splitter_id),
    );
  };
  // a corrupt tree (a loop) must not hang the page: each splitter is placed once
  const childSplitters = (parent: number) =>
    splitters
      .filter((s) => s.parent === parent && !seen.has(s.splitter_id))
      .sort((a, b) => a.splitter_id - b.splitter_id);
  const firstLevel = childSplitters(0).map((s) => splitterBranch(s, 1));
  return branch(node, firstLevel, onusOf(0));
}

/**
 * Lays out OLT → PON → splitters → ONUs top-down as a tidy tree. In the overview every PON is one node carrying
 * its counts; only the expanded PON brings its splitters and ONUs, so a device with 1000+ ONUs draws about a
 * hundred nodes at a time.
 */
export function buildTopology({ rootName, counts, pons, onus, expanded }: TopoInput): TopoGraph {
  const ponBranches = pons.map((pon) =>
    ponBranch(
      pon,
      portName(pon.port_id, counts),
      onus.filter((o) => o.port_id === pon.port_id),
      expanded?.portId === pon.port_id ? expanded.splitters : null,
    ),
  );
  const nodes: TopoNode[] = [];
  const links: TopoLink[] = [];
  let subtree: Bounds | null = null;
  // the row an ONU takes counts on across its siblings' splitters: restarting at each splitter would put the last
  // ONU of one and the first of the next in the same row, one step apart, their labels running together
  const onusAtDepth = new Map<number, number>();

  /** Places a branch whose children start at `left`; its own node sits above their middle unless `nodeX` says. */
  const place = (b: Branch, left: number, depth: number, nodeX = left + b.width / 2): void => {
    const y = depth * LEVEL_PX;
    nodes.push({ ...b.node, x: nodeX, y });
    const firstNode = nodes.length - 1;
    let cursor = left + (b.width - innerWidth(b)) / 2;
    for (const child of b.children) {
      links.push({ source: b.node.id, target: child.node.id });
      place(child, cursor, depth + 1);
      cursor += child.width + GAP_PX;
    }
    b.onus.forEach((onu, i) => {
      const seq = onusAtDepth.get(depth) ?? 0;
      onusAtDepth.set(depth, seq + 1);
      const id = nodeId.onu(onu.port_id, onu.onu_id);
      const group = onuGroup(onu.status);
      nodes.push({
        id,
        kind: 'onu',
        name: onu.onu_name,
        onu,
        group,
        x: cursor + (i + 0.5) * ONU_STEP_PX,
        y: (depth + 1) * LEVEL_PX + (seq % ONU_ROWS) * ONU_ROW_PX,
      });
      links.push({ source: b.node.id, target: id, group });
    });
    if (b.node.isExpanded) subtree = boundsOf(nodes.slice(firstNode));
  };

  // the PONs stay one compact row, the expanded one too: its tree hangs below, moved sideways as far as it must to
  // stay on the canvas, so a wide tree never pushes the other PONs off the screen
  const rowWidth = ponBranches.length * PON_PITCH_PX - GAP_PX;
  const treeWidth = Math.max(0, ...ponBranches.filter((b) => b.node.isExpanded).map((b) => b.width));
  const width = Math.max(MIN_WIDTH_PX.olt, rowWidth, treeWidth);
  const rowLeft = (width - rowWidth) / 2;
  nodes.push({ id: nodeId.olt, kind: 'olt', name: rootName, x: width / 2, y: 0 });
  ponBranches.forEach((b, i) => {
    const x = rowLeft + i * PON_PITCH_PX + MIN_WIDTH_PX.pon / 2;
    links.push({ source: nodeId.olt, target: b.node.id });
    const left = Math.min(Math.max(0, x - b.width / 2), width - b.width);
    place(b, left, 1, x);
  });
  const focus = subtree === null ? null : withNeighbours(subtree, nodes);
  return { nodes, links, bounds: boundsOf(nodes), focus };
}

/** PONs beside the expanded one that the view takes in with its tree: as many as fit in about eight PONs' room. */
const FOCUS_PONS = 8;

/** The expanded PON's tree with the PON row above it, nearest PONs first, as wide as the tree or eight PONs. */
function withNeighbours(tree: Bounds, nodes: readonly TopoNode[]): Bounds {
  const widthMax = Math.max(tree.maxX - tree.minX, FOCUS_PONS * PON_PITCH_PX);
  const middle = (tree.minX + tree.maxX) / 2;
  const pons = nodes.filter((n) => n.kind === 'pon').sort((a, b) => Math.abs(a.x - middle) - Math.abs(b.x - middle));
  let focus = { ...tree, minY: Math.min(tree.minY, ...pons.map((p) => p.y)) };
  for (const pon of pons) {
    const next = {
      ...focus,
      minX: Math.min(focus.minX, pon.x - MIN_WIDTH_PX.pon / 2),
      maxX: Math.max(focus.maxX, pon.x + MIN_WIDTH_PX.pon / 2),
    };
    if (next.maxX - next.minX > widthMax) break;
    focus = next;
  }
  return focus;
}

function boundsOf(nodes: readonly { x: number; y: number }[]): Bounds {
  if (nodes.length === 0) return { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  return {
    minX: Math.min(...nodes.map((n) => n.x)),
    maxX: Math.max(...nodes.map((n) => n.x)),
    minY: Math.min(...nodes.map((n) => n.y)),
    maxY: Math.max(...nodes.map((n) => n.y)),
  };
}

/** ONUs whose name or MAC contains the text, ignoring case; MACs also match without separators. */
export function findOnus(onus: readonly OnuTableRow[], text: string): OnuTableRow[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return [];
  const bare = wanted.replace(/[:\-.]/g, '');
  return onus
    .filter((o) => {
      const mac = o.macaddr.toLowerCase();
      return (
        o.onu_name.toLowerCase().includes(wanted) ||
        mac.includes(wanted) ||
        (bare.length >= 2 && mac.replace(/:/g, '').includes(bare))
      );
    })
    .sort((a, b) => a.port_id - b.port_id || a.onu_id - b.onu_id);
}

/** 1 for a splitter directly under the PON; follows parents, stopping at a loop. */
export function splitterLevel(splitters: readonly Splitter[], splitterId: number): number {
  const byId = new Map(splitters.map((s) => [s.splitter_id, s]));
  let level = 0;
  const seen = new Set<number>();
  for (
    let s = byId.get(splitterId);
    s && !seen.has(s.splitter_id);
    s = s.parent === 0 ? undefined : byId.get(s.parent)
  ) {
    seen.add(s.splitter_id);
    level++;
  }
  return level;
}

const hasChildSplitters = (splitters: readonly Splitter[], splitterId: number): boolean =>
  splitters.some((s) => s.parent === splitterId);

/** Why a splitter cannot be deleted (PON-15: only leaves below the first level), or null when it can. */
export function deleteBlocker(splitters: readonly Splitter[], splitter: Splitter): 'firstLevel' | 'hasChildren' | null {
  if (splitter.parent === 0) return 'firstLevel';
  if (hasChildSplitters(splitters, splitter.splitter_id)) return 'hasChildren';
  return null;
}

/** A sub-splitter can hang only where the tree stays within SPLITTER_DEPTH_MAX levels. */
export const canAddChild = (splitters: readonly Splitter[], splitterId: number): boolean =>
  splitterLevel(splitters, splitterId) < SPLITTER_DEPTH_MAX;
