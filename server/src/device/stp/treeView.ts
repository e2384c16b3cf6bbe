import type { StpBlocking, StpTopology } from '@olt/protocol';
import type { PortStates } from './portStates.ts';
import type { TreeResult } from './spanningTree.ts';
import { NEIGHBOURS } from './upstream.ts';
import { OLT, type Network } from './upstreamTree.ts';

/** One computed tree and what goes with it: RSTP's, or one MSTP instance's. */
export interface TreeView {
  net: Network;
  tree: TreeResult;
  states: PortStates;
  /** the OLT takes part in this tree */
  oltRuns: boolean;
  oltMac: string;
  forwardDelayS: number;
  nowMs: number;
  tcCount: number;
  lastTcMs: number;
  /** a port's role as this tree reads it (MSTP: a boundary port of an instance is Master); the tree's by default */
  roleOf?: (key: string) => string;
  /** an OLT port loop guard holds discarding (loop-inconsistent); none by default */
  isHeld?: (key: string) => boolean;
}

/** The topology read of one tree: bridges, links with both ends, and why each OLT port that does not forward. */
export function describeTree(v: TreeView): StpTopology {
  const { net, tree, states } = v;
  const roleOf = v.roleOf ?? ((key: string) => tree.roles.get(key) ?? '');
  const names = new Map<string, string>([[OLT, 'OLT'], ...NEIGHBOURS.map((n) => [n.key, n.name] as const)]);
  const nameOfMac = (mac: string) => (mac === v.oltMac ? 'OLT' : (NEIGHBOURS.find((n) => n.mac === mac)?.name ?? mac));
  const end = (key: string) => {
    const meta = net.meta.get(key);
    const bridge = meta?.bridge ?? '';
    const runs = bridge !== OLT || v.oltRuns;
    return {
      bridge: names.get(bridge) ?? bridge,
      port: meta?.name ?? key,
      role: runs ? roleOf(key) : '',
      state: runs ? states.state(key) : 'Forwarding',
    };
  };
  const bridges = net.bridges.map((b) => {
    const r = tree.rootOf.get(b.key);
    const rootPortKey = tree.rootPort.get(b.key);
    return {
      name: names.get(b.key) ?? b.key,
      priority: b.priority,
      address: b.mac,
      olt: b.key === OLT ? 1 : 0,
      root: r && r.cost === 0 && r.rootMac === b.mac ? 1 : 0,
      root_path_cost: r?.cost ?? 0,
      root_port: rootPortKey ? (net.meta.get(rootPortKey)?.name ?? '') : '',
    };
  });
  const links = net.links.map((l) => {
    const a = net.ports.find((p) => p.key === l.a);
    const b = net.ports.find((p) => p.key === l.b);
    return { a: end(l.a), b: end(l.b), up: a?.up && b?.up ? 1 : 0, path_cost: b?.cost ?? 0 };
  });
  const blocking: StpBlocking[] = [];
  const root = tree.rootOf.get(OLT);
  const rootPortKey = tree.rootPort.get(OLT);
  for (const p of net.ports) {
    if (p.bridge !== OLT || !v.oltRuns || !root) continue;
    const state = states.state(p.key);
    if (state === 'Forwarding') continue;
    const role = tree.roles.get(p.key) ?? 'Disabled';
    const isHeld = v.isHeld?.(p.key) === true;
    // a held port hears nothing: the silent bridge at the other end is named as the one it heard last
    const silentFar = isHeld ? net.meta.get(net.links.find((l) => l.a === p.key)?.b ?? '')?.bridge : undefined;
    const heard = tree.heard.get(p.key);
    const reason = isHeld
      ? 'loop_inconsistent'
      : role === 'Alternate'
        ? 'alternate'
        : role === 'Backup'
          ? 'backup'
          : role === 'Disabled'
            ? 'disabled'
            : 'waiting';
    blocking.push({
      port_id: p.number,
      role: roleOf(p.key) || role,
      state,
      reason,
      root_name: nameOfMac(root.rootMac),
      root_priority: root.rootPriority,
      root_address: root.rootMac,
      root_port: rootPortKey ? (net.meta.get(rootPortKey)?.name ?? '') : '',
      root_path_cost: root.cost,
      heard_bridge: heard ? nameOfMac(heard.bridgeMac) : silentFar ? (names.get(silentFar) ?? silentFar) : '',
      heard_priority: heard?.bridgePriority ?? 0,
      heard_address: heard?.bridgeMac ?? '',
      heard_cost: heard?.cost ?? 0,
      heard_port: heard ? `${(heard.portId >> 12) << 4}.${heard.portId & 0xfff}` : '',
      own_cost: root.cost,
      wait_s: isHeld ? 0 : states.waitS(p.key, role, v.nowMs, v.forwardDelayS),
    });
  }
  return {
    bridges,
    links,
    blocking,
    tc_count: v.tcCount,
    tc_age_s: v.lastTcMs < 0 ? -1 : Math.floor((v.nowMs - v.lastTcMs) / 1000),
  };
}
