import type { PortTable } from '../ports/portTable.ts';

/** A neighbour bridge of the simulated upstream network: runs 802.1w with the factory timers. */
export interface Neighbour {
  key: string;
  name: string;
  priority: number;
  mac: string;
}

/** A cable: one end on an OLT uplink, or both ends on neighbours. Speeds in Mbit/s give the automatic costs. */
export interface Cable {
  /** the OLT uplink's port id, or a neighbour end */
  from: { olt: number } | { bridge: string; port: number; name: string };
  to: { bridge: string; port: number; name: string };
  mbps: number;
}

export const NEIGHBOURS: readonly Neighbour[] = [
  { key: 'core1', name: 'CORE-1', priority: 4096, mac: '00:1e:c0:10:00:01' },
  { key: 'core2', name: 'CORE-2', priority: 8192, mac: '00:1e:c0:10:00:02' },
  { key: 'agg', name: 'AGG-1', priority: 32768, mac: '00:1e:c0:20:00:03' },
];

/** 802.1t long path costs by speed: 20 000 000 / Mbit/s. */
export const autoCost = (mbps: number): number => Math.max(1, Math.round(20_000_000 / mbps));

/**
 * The network above the OLT: GE01 to CORE-1, XGE01 and the GE03/GE04 link-aggregation group to AGG-1, and the
 * three neighbours meshed, so every OLT uplink has a redundant path and the tree must block some of them. Only the
 * uplinks that exist on this model are cabled.
 */
export function upstreamCables(ports: PortTable): Cable[] {
  const { ponports, geports, xgeports } = ports.counts;
  const ge = (n: number) => (n <= geports ? ponports + n : 0);
  const xge = (n: number) => (n <= xgeports ? ponports + geports + n : 0);
  const cables: Cable[] = [];
  const toOlt = (olt: number, bridge: string, port: number, mbps: number) => {
    if (olt > 0) cables.push({ from: { olt }, to: { bridge, port, name: `eth1/${port}` }, mbps });
  };
  toOlt(ge(1), 'core1', 1, 1000);
  toOlt(xge(1), 'agg', 1, 10_000);
  toOlt(ge(3), 'agg', 2, 1000);
  toOlt(ge(4), 'agg', 3, 1000);
  const mesh = (a: string, ap: number, b: string, bp: number) =>
    cables.push({
      from: { bridge: a, port: ap, name: `xe1/${ap}` },
      to: { bridge: b, port: bp, name: `xe1/${bp}` },
      mbps: 10_000,
    });
  mesh('core1', 24, 'core2', 24);
  mesh('core1', 25, 'agg', 25);
  mesh('core2', 25, 'agg', 26);
  return cables;
}

/**
 * The MST region the neighbours are in (802.1s): the same name, revision and VLAN map on the OLT puts it inside the
 * region and every instance is computed across all four bridges; anything else makes the OLT a region of its own
 * and its uplinks boundary ports, where the CIST decides. Each instance has its own root among the neighbours.
 */
export const NEIGHBOUR_REGION = {
  name: 'UPLINK',
  revision: 0,
  /** the neighbours' max hops (the 802.1s default), which counts when one of them is a regional root */
  maxHops: 20,
  // MSTI 1 has another root than the CIST (CORE-1): AGG-1
  instances: [{ mstid: 1, vlans: '100-199', priority: { core1: 32768, core2: 8192, agg: 4096 } }],
} as const;
