import type { StpRole } from '@olt/protocol';

/** A bridge of the tree: its identifier (priority, then MAC) and whether it runs the spanning tree at all. */
export interface TreeBridge {
  key: string;
  priority: number;
  mac: string;
  running: boolean;
  /** inside an MST region (802.1s): the hops this bridge's information may travel when it is the regional root */
  maxHops?: number;
}

/** A bridge port: `number` and `priority` make its port identifier; `cost` is added to what it receives. */
export interface TreePort {
  key: string;
  bridge: string;
  number: number;
  priority: number;
  cost: number;
  up: boolean;
  /** sends no BPDUs while its link stays up (a hung bridge process): what it said has aged out at the far end */
  silent?: boolean;
}

/** A point-to-point link between two ports (a link-aggregation group is one port at each end). */
export interface TreeLink {
  a: string;
  b: string;
}

/**
 * A priority vector (802.1w 17.6): root bridge, cost to it, designated bridge and port, and the port it came in on.
 * Smaller is better in that order.
 */
export interface Vector {
  rootPriority: number;
  rootMac: string;
  cost: number;
  bridgePriority: number;
  bridgeMac: string;
  portId: number;
  rxPortId: number;
  /**
   * 802.1s remaining hops this bridge sends (inside a region; not part of the comparison): the regional root sends
   * its max hops, every bridge one less than it received, and information received with none left is discarded.
   */
  hops?: number;
}

/** Whether received information has hops left (802.1s: with none it is discarded, as if never heard). */
const hasHopsLeft = (msg: Vector): boolean => msg.hops === undefined || msg.hops > 0;

export const portIdOf = (p: Pick<TreePort, 'priority' | 'number'>): number => ((p.priority >> 4) << 12) | p.number;

const compareMac = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Compares two vectors; `upTo` 'designated' leaves out the receiving port (a message, not a root choice). */
export function compareVectors(x: Vector, y: Vector, upTo: 'designated' | 'all' = 'all'): number {
  return (
    x.rootPriority - y.rootPriority ||
    compareMac(x.rootMac, y.rootMac) ||
    x.cost - y.cost ||
    x.bridgePriority - y.bridgePriority ||
    compareMac(x.bridgeMac, y.bridgeMac) ||
    x.portId - y.portId ||
    (upTo === 'all' ? x.rxPortId - y.rxPortId : 0)
  );
}

export interface TreeResult {
  /** each running bridge's root priority vector (its own identifier at the root) */
  rootOf: Map<string, Vector>;
  /** each port's role; ports of bridges that do not run the tree are left out */
  roles: Map<string, StpRole>;
  /** the message each port hears from the far end's designated bridge, when it hears one */
  heard: Map<string, Vector>;
  /** what each port would send as designated */
  offered: Map<string, Vector>;
  /** the root port of each bridge that is not root */
  rootPort: Map<string, string>;
}

/**
 * The spanning tree the bridges settle on: every bridge takes as root vector the best of its own identifier and what
 * its ports hear plus their cost (which the BPDU exchange of 802.1w converges to), then each port's role follows
 * from comparing what it hears with what it would send. Computed from scratch, so a lost link leaves no stale
 * information behind.
 */
export function computeTree(bridges: readonly TreeBridge[], ports: readonly TreePort[], links: readonly TreeLink[]) {
  const bridgeOf = new Map(bridges.map((b) => [b.key, b]));
  const portOf = new Map(ports.map((p) => [p.key, p]));
  const far = new Map<string, string>();
  for (const l of links) {
    far.set(l.a, l.b);
    far.set(l.b, l.a);
  }
  const running = (key: string) => bridgeOf.get(key)?.running === true;
  const self = (b: TreeBridge): Vector => ({
    rootPriority: b.priority,
    rootMac: b.mac,
    cost: 0,
    bridgePriority: b.priority,
    bridgeMac: b.mac,
    portId: 0,
    rxPortId: 0,
    ...(b.maxHops === undefined ? {} : { hops: b.maxHops }),
  });
  const rootOf = new Map<string, Vector>();
  for (const b of bridges) if (b.running) rootOf.set(b.key, self(b));
  /** what `port`'s bridge sends on it as designated: its root vector, itself as designated bridge, this port */
  const offer = (port: TreePort): Vector => {
    const b = bridgeOf.get(port.bridge) as TreeBridge;
    const r = rootOf.get(port.bridge) as Vector;
    return { ...r, bridgePriority: b.priority, bridgeMac: b.mac, portId: portIdOf(port), rxPortId: 0 };
  };
  const live = (port: TreePort): TreePort | undefined => {
    const other = portOf.get(far.get(port.key) ?? '');
    return port.up && other?.up && running(port.bridge) && running(other.bridge) ? other : undefined;
  };
  for (let round = 0, changed = true; changed && round <= 2 * bridges.length + 2; round++) {
    changed = false;
    for (const b of bridges) {
      if (!b.running) continue;
      let best = self(b);
      for (const p of ports) {
        if (p.bridge !== b.key) continue;
        const other = live(p);
        if (!other || other.bridge === b.key || other.silent) continue;
        const msg = offer(other);
        if (!hasHopsLeft(msg)) continue;
        const candidate: Vector = { ...msg, cost: msg.cost + p.cost, rxPortId: portIdOf(p) };
        if (msg.hops !== undefined) candidate.hops = msg.hops - 1;
        if (compareVectors(candidate, best) < 0) best = candidate;
      }
      const was = rootOf.get(b.key) as Vector;
      if (compareVectors(best, was) !== 0 || best.hops !== was.hops) {
        rootOf.set(b.key, best);
        changed = true;
      }
    }
  }
  const roles = new Map<string, StpRole>();
  const heard = new Map<string, Vector>();
  const offered = new Map<string, Vector>();
  const rootPort = new Map<string, string>();
  for (const p of ports) {
    if (!running(p.bridge)) continue;
    const mine = rootOf.get(p.bridge) as Vector;
    offered.set(p.key, offer(p));
    if (!p.up) {
      roles.set(p.key, 'Disabled');
      continue;
    }
    const other = live(p);
    if (!other || other.silent) {
      // nothing heard (or nothing any more): the port offers its own information
      roles.set(p.key, 'Designated');
      continue;
    }
    const msg = offer(other);
    if (!hasHopsLeft(msg)) {
      // its hops exhausted, what the far end sends is discarded: this port hears nothing it may use
      roles.set(p.key, 'Designated');
      continue;
    }
    heard.set(p.key, msg);
    if (mine.rxPortId !== 0 && mine.rxPortId === portIdOf(p)) {
      roles.set(p.key, 'Root');
      rootPort.set(p.bridge, p.key);
    } else if (compareVectors(offer(p), msg, 'designated') < 0) roles.set(p.key, 'Designated');
    else roles.set(p.key, other.bridge === p.bridge ? 'Backup' : 'Alternate');
  }
  return { rootOf, roles, heard, offered, rootPort } satisfies TreeResult;
}
