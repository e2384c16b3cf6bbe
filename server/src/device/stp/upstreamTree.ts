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

/** What the BPDUs on one OLT port's link are like: the neighbour's faults and the port's protocol migration. */
export interface LinkHearing {
  /** the neighbour's BPDUs have stopped long enough for what they said to age out at the OLT */
  farSilent: boolean;
  /** the neighbour's port sends 802.1D configuration BPDUs (a legacy bridge, or one the OLT's locked into them) */
  farStp: boolean;
  /** the OLT port is in STP-compatible mode */
  oltStp: boolean;
}
const CLEAR: LinkHearing = { farSilent: false, farStp: false, oltStp: false };

/** The neighbour an OLT port (a group's lowest member) is cabled to, if any. */
export function farBridgeOf(table: PortTable, rep: number): string | undefined {
  const members = table.siblings(rep);
  return upstreamCables(table).find((cb) => 'olt' in cb.from && members.includes(cb.from.olt))?.to.bridge;
}

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
  hearing: (rep: number, bridge: string) => LinkHearing = () => CLEAR,
): Network {
  const bridges: TreeBridge[] = [
    { key: OLT, priority: cfg.priority, mac: oltMac, running },
    ...NEIGHBOURS.map((n) => ({ key: n.key, priority: neighbourPriority(n), mac: n.mac, running: true })),
  ];
  const ports: TreePort[] = [];
  const links: TreeLink[] = [];
  const meta = new Map<string, PortMeta>();
  const rapidNeighbour = new Set<string>();
  /** OLT ports that cannot agree at once: an STP-speaking link, or a far end that sends nothing */
  const slowOlt = new Set<string>();
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
    const h = hearing(rep, first.to.bridge);
    ports.push({
      key: farKey,
      bridge: first.to.bridge,
      number: first.to.port,
      priority: MESH_PRIORITY,
      cost: autoCost(farUp.reduce((sum, cb) => sum + cb.mbps, 0) || first.mbps),
      up: farUp.length > 0,
      ...(h.farSilent ? { silent: true } : {}),
    });
    const stpOnly = cfg.rstp_mode !== RSTP_MODES.rstp || h.farStp;
    meta.set(farKey, { bridge: first.to.bridge, name: farName, members: [], p2p, adminEdge: false, stpOnly });
    if (!stpOnly && p2p) rapidNeighbour.add(farKey);
    if (h.farSilent || h.farStp || h.oltStp) slowOlt.add(key);
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
    return cfg.rstp_mode === RSTP_MODES.rstp && m.p2p && !slowOlt.has(key);
  };
  return { bridges, ports, links, meta, rapidLink };
}

export const linkTypeRead = (c: Pick<RstpPortConfig, 'link_type'>): string => LINK_TYPE_READ[c.link_type];
