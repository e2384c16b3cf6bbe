import { MSTP_ROLE, MSTP_STATE, RSTP_MODES, type StpRole, type StpState } from '@olt/protocol';
import type { PortTable } from '../ports/portTable.ts';
import { heldRoles, loopInconsistent } from './loopGuard.ts';
import { portInstanceOf, type MstpConfig, type MstpPortConfig } from './mstpConfig.ts';
import { PortStates } from './portStates.ts';
import { computeTree, type TreeResult } from './spanningTree.ts';
import { NEIGHBOUR_REGION } from './upstream.ts';
import { OLT, buildNetwork, type LinkHearing, type Network, type TreePortSettings } from './upstreamTree.ts';

const LINK_TYPES = ['auto', 'force_true', 'force_false'] as const;
const ROLE_NUMBER: Record<string, number> = {
  Disabled: MSTP_ROLE.disabled,
  Root: MSTP_ROLE.root,
  Designated: MSTP_ROLE.designated,
  Alternate: MSTP_ROLE.alternate,
  Backup: MSTP_ROLE.backup,
  Master: MSTP_ROLE.master,
};
const STATE_NUMBER: Record<StpState, number> = {
  Discarding: MSTP_STATE.discarding,
  Learning: MSTP_STATE.learning,
  Forwarding: MSTP_STATE.forwarding,
};

/** One instance's tree: the network it is computed on, the result, and its ports' states over time. */
export interface InstanceTree {
  mstid: number;
  net: Network;
  tree: TreeResult;
  states: PortStates;
  /** the OLT is a region of its own: the instance follows the CIST, its root port is Master */
  boundary: boolean;
  /** the OLT ports loop guard holds discarding (loop-inconsistent) */
  held: ReadonlySet<string>;
  /** the roles the port states follow: the tree's, with the held ports kept from forwarding */
  stateRoles: ReadonlyMap<string, StpRole>;
}

export interface TreeInputs {
  table: PortTable;
  cfg: MstpConfig;
  oltMac: string;
  running: boolean;
  /** the OLT is inside the neighbours' region */
  inside: boolean;
  portCfg: (id: number) => MstpPortConfig;
  hearing: (rep: number, bridge: string) => LinkHearing;
  /** each instance's port states, kept across recomputations; those of instances that are gone are dropped */
  statesOf: Map<number, PortStates>;
}

/**
 * Every instance's tree. Inside the neighbours' region an instance uses its own priorities and internal costs on
 * every bridge; at a boundary it is the CIST's tree (and its states), which uses the external costs.
 */
export function buildInstanceTrees(x: TreeInputs): InstanceTree[] {
  const portSettings =
    (mstid: number) =>
    (id: number): TreePortSettings => {
      const c = x.portCfg(id);
      const pi = portInstanceOf(c, mstid);
      return {
        priority: pi.priority,
        path_cost: mstid === 0 && !x.inside ? c.external_cost : pi.internal_cost,
        edge: c.admin_edge === 1 ? 1 : 0,
        link_type: LINK_TYPES[c.admin_p2p] ?? 'auto',
      };
    };
  const build = (mstid: number): InstanceTree => {
    const inst = x.cfg.instances.find((i) => i.mstid === mstid);
    const region = NEIGHBOUR_REGION.instances.find((i) => i.mstid === mstid);
    const net = buildNetwork(
      x.table,
      { priority: inst?.priority ?? 32768, rstp_mode: RSTP_MODES.rstp },
      x.oltMac,
      x.running,
      portSettings(mstid),
      (n) =>
        mstid === 0 ? n.priority : ((region?.priority as Record<string, number> | undefined)?.[n.key] ?? n.priority),
      x.hearing,
    );
    let states = x.statesOf.get(mstid);
    if (!states) {
      states = new PortStates();
      x.statesOf.set(mstid, states);
    }
    // inside the region the hop count limits how far each regional root's information travels (802.1s)
    const bridges = x.inside
      ? net.bridges.map((b) => ({ ...b, maxHops: b.key === OLT ? x.cfg.max_hops : NEIGHBOUR_REGION.maxHops }))
      : net.bridges;
    const tree = computeTree(bridges, net.ports, net.links);
    const held = x.running ? loopInconsistent(net, tree, (id) => x.portCfg(id).loop_guard === 1) : new Set<string>();
    return { mstid, net, tree, states, boundary: !x.inside, held, stateRoles: heldRoles(tree.roles, held) };
  };
  const cist = build(0);
  const trees = [cist];
  for (const inst of x.cfg.instances) {
    if (inst.mstid === 0) continue;
    trees.push(x.inside ? build(inst.mstid) : { ...cist, mstid: inst.mstid, boundary: true });
  }
  for (const mstid of [...x.statesOf.keys()]) if (!trees.some((t) => t.mstid === mstid)) x.statesOf.delete(mstid);
  return trees;
}

/** The role as MSTP names it: at a boundary an instance's root port is Master. */
export function roleName(t: InstanceTree, key: string): string {
  const role = t.tree.roles.get(key) ?? '';
  return t.boundary && t.mstid !== 0 && role === 'Root' ? 'Master' : role;
}

/**
 * A port's role and state as MSTP-07/14 answer them. A port in STP-compatible mode is a boundary port even inside
 * the region (an 802.1D bridge has no instances): in every instance it takes the CIST's role (Master for the root
 * port) and state.
 */
export function wireRoleState(
  t: InstanceTree,
  cist: InstanceTree,
  key: string,
  isStpCompatible: boolean,
): { port_role: number; port_state: number } {
  const follows = isStpCompatible && t.mstid !== 0 && !t.boundary;
  const role = follows ? roleName({ ...cist, mstid: t.mstid, boundary: true }, key) : roleName(t, key);
  return {
    port_role: ROLE_NUMBER[role] ?? MSTP_ROLE.disabled,
    port_state: STATE_NUMBER[(follows ? cist : t).states.state(key)],
  };
}
