import { LINK_TYPE_READ, RSTP_MODES } from '@olt/protocol';
import type { PortTable } from '../ports/portTable.ts';
import type { RstpConfig, RstpPortConfig } from './rstpConfig.ts';
import type { TreeBridge, TreeLink, TreePort } from './spanningTree.ts';
import { NEIGHBOURS, autoCost, upstreamCables, type Neighbour } from './upstream.ts';

export const OLT = 'olt';
export const oltKey = (portId: number): string => `${OLT}:${portId}`;

/** What the area needs to know of a port besides the tree's view of it. */
export interface PortMeta {
  bridge: string;
  name: string;
  /** OLT member port ids (a link-aggregation group has several) */
  members: number[];
  p2p: boolean;
  adminEdge: boolean;
  /** a neighbour port facing the OLT while the OLT speaks plain STP */
  stpOnly?: boolean;
}

export interface Network {
  bridges: TreeBridge[];
  ports: TreePort[];
  links: TreeLink[];
  meta: Map<string, PortMeta>;
  /** whether a port may forward at once: edge, or a point-to-point link to an 802.1w bridge */
  rapidLink: (key: string) => boolean;
}

/**
 * What one tree needs of the OLT's settings: RSTP's bridge, or one MSTP instance (its priority, MSTP counting as
 * rapid). The same network serves both, so there is one spanning-tree computation.
 */
export type TreeSettings = Pick<RstpConfig, 'priority' | 'rstp_mode'>;
export type TreePortSettings = Pick<RstpPortConfig, 'priority' | 'path_cost' | 'edge' | 'link_type'>;

const MESH_PRIORITY = 128;
const mbpsOf = (rateBps: number) => rateBps / 1_000_000;

/**
 * The tree's input: the OLT (its uplinks as ports, a link-aggregation group as one) and its neighbours, with the
 * cables whose both ends are up. A neighbour port that faces the OLT speaks what the OLT speaks: plain STP when the
 * OLT does (802.1w falls back per port), and never a point-to-point link the OLT calls shared.
 */
export function buildNetwork(
  table: PortTable,
  cfg: TreeSettings,
  oltMac: string,
  running: boolean,
  portCfg: (id: number) => TreePortSettings,
  neighbourPriority: (n: Neighbour) => number = (n) => n.priority,
): Network {
  const bridges: TreeBridge[] = [
    { key: OLT, priority: cfg.priority, mac: oltMac, running },
    ...NEIGHBOURS.map((n) => ({ key: n.key, priority: neighbourPriority(n), mac: n.mac, running: true })),
  ];
  const ports: TreePort[] = [];
  const links: TreeLink[] = [];
  const meta = new Map<string, PortMeta>();
  const rapidNeighbour = new Set<string>();
  const uplinks = table.ids().filter((id) => table.isUplink(id));
  const reps = [...new Set(uplinks.map((id) => Math.min(...table.siblings(id))))];
  const cables = upstreamCables(table);
  const oltUp = (id: number) => table.isLinkUp(id);
  for (const rep of reps) {
    const members = table.siblings(rep);
    const c = portCfg(rep);
    const up = members.filter(oltUp);
    const rate = up.reduce((sum, id) => sum + mbpsOf(table.lineRateBps(id)), 0);
    const p2p = c.link_type === 'force_true' || (c.link_type === 'auto' && table.info(rep, 0, true).duplex === 1);
    const key = oltKey(rep);
    ports.push({
      key,
      bridge: OLT,
      number: rep,
      priority: c.priority,
      cost: c.path_cost || autoCost(rate || mbpsOf(table.lineRateBps(rep))),
      up: up.length > 0,
    });
    meta.set(key, { bridge: OLT, name: table.name(rep), members, p2p, adminEdge: c.edge === 1 });
    const mine = cables.filter((cb) => 'olt' in cb.from && members.includes(cb.from.olt));
    const first = mine[0];
    if (!first) continue;
    const same = mine.filter((cb) => cb.to.bridge === first.to.bridge);
    const farUp = same.filter((cb) => 'olt' in cb.from && oltUp(cb.from.olt));
    const farKey = `${first.to.bridge}:${first.to.port}`;
    const farName = same.length > 1 ? same.map((cb) => cb.to.name).join('+') : first.to.name;
    ports.push({
      key: farKey,
      bridge: first.to.bridge,
      number: first.to.port,
      priority: MESH_PRIORITY,
      cost: autoCost(farUp.reduce((sum, cb) => sum + cb.mbps, 0) || first.mbps),
      up: farUp.length > 0,
    });
    const stpOnly = cfg.rstp_mode !== RSTP_MODES.rstp;
    meta.set(farKey, { bridge: first.to.bridge, name: farName, members: [], p2p, adminEdge: false, stpOnly });
    if (cfg.rstp_mode === RSTP_MODES.rstp && p2p) rapidNeighbour.add(farKey);
    links.push({ a: key, b: farKey });
  }
  for (const cb of cables) {
    if ('olt' in cb.from) continue;
    const a = `${cb.from.bridge}:${cb.from.port}`;
    const b = `${cb.to.bridge}:${cb.to.port}`;
    for (const [key, end] of [
      [a, cb.from],
      [b, cb.to],
    ] as const) {
      ports.push({
        key,
        bridge: end.bridge,
        number: end.port,
        priority: MESH_PRIORITY,
        cost: autoCost(cb.mbps),
        up: true,
      });
      meta.set(key, { bridge: end.bridge, name: end.name, members: [], p2p: true, adminEdge: false });
      rapidNeighbour.add(key);
    }
    links.push({ a, b });
  }
  const rapidLink = (key: string): boolean => {
    const m = meta.get(key);
    if (!m) return false;
    if (m.bridge !== OLT) return rapidNeighbour.has(key);
    return cfg.rstp_mode === RSTP_MODES.rstp && m.p2p;
  };
  return { bridges, ports, links, meta, rapidLink };
}

export const linkTypeRead = (c: Pick<RstpPortConfig, 'link_type'>): string => LINK_TYPE_READ[c.link_type];
