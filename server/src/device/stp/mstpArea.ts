import {
  ALARM_WORDS,
  BRIDGE_PRIORITY_STEP,
  MSTP_ROLE,
  MSTP_STATE,
  PORT_FLAGS,
  PORT_PRIORITY_STEP,
  RSTP_MODES,
  wordsText,
  type CistBridge,
  type CistPort,
  type MstRegion,
  type MstiRow,
  type MstpPortStatus,
  type MstpTopology,
  type StpRole,
  type StpState,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import type { ChassisArea } from '../chassis/chassisArea.ts';
import { ALARM_ID, LEVEL, aboutPort } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { PortsArea } from '../ports/portsArea.ts';
import type { PortTable } from '../ports/portTable.ts';
import {
  DEFAULT_PORT_PRIORITY,
  MstpConfig,
  checkMstp,
  cistVlans,
  configDigest,
  factoryMstp,
  mapVlans,
  type MstpPortConfig,
} from './mstpConfig.ts';
import { PortStates } from './portStates.ts';
import { computeTree, type TreeResult } from './spanningTree.ts';
import type { StpArea } from './stpArea.ts';
import { describeTree } from './treeView.ts';
import { NEIGHBOUR_REGION } from './upstream.ts';
import { OLT, buildNetwork, oltKey, type Network, type TreePortSettings } from './upstreamTree.ts';

export const mstpSections = sections({ mstp: { schema: MstpConfig } });
type MstpConfigValues = { mstp: MstpConfig };

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
const NEIGHBOUR_TIMES = { max_age: 20, hello_time: 2, forward_delay: 15 } as const;

/** One instance's tree: the network it is computed on, the result, and its ports' states over time. */
interface InstanceTree {
  mstid: number;
  net: Network;
  tree: TreeResult;
  states: PortStates;
  /** the OLT is a region of its own: the instance follows the CIST, its root port is Master */
  boundary: boolean;
}

export interface CistPortChange {
  port_id: number;
  admin_external_cost?: number | undefined;
  set_admin_external_cost?: number | undefined;
  bpdu_guard_port?: number | undefined;
  set_bpdu_guard_port?: number | undefined;
  admin_p2p?: number | undefined;
  set_admin_p2p?: number | undefined;
}
export interface MstiPortChange {
  port_id: number;
  mstid: number;
  admin_internal_cost?: number | undefined;
  set_admin_internal_cost?: number | undefined;
  port_priority?: number | undefined;
  set_port_priority?: number | undefined;
}
export interface CistTimesChange {
  bridge_max_age?: number | undefined;
  set_bridge_max_age?: number | undefined;
  bridge_hello_time?: number | undefined;
  set_bridge_hello_time?: number | undefined;
  max_hops?: number | undefined;
  set_max_hops?: number | undefined;
  bridge_forward_delay?: number | undefined;
  set_bridge_forward_delay?: number | undefined;
}

/**
 * MSTP (802.1s, MSTP-01…19 and the topology read): the region, up to 15 instances with their VLAN maps, and per
 * instance a tree computed by the same spanning-tree computation as RSTP, on the same simulated neighbours. They are
 * in a region of their own (upstream.ts): when the OLT's name, revision and digest match, each instance is computed
 * across all bridges with the instance's priorities; otherwise the OLT is a boundary and every instance follows the
 * CIST. RSTP and MSTP exclude each other. A BPDU arriving on an edge port with BPDU guard shuts the port down.
 */
export class MstpArea implements Area<MstpConfigValues> {
  readonly name = 'mstp';
  readonly sections = mstpSections;
  private cfg: MstpConfig;
  private trees: InstanceTree[] = [];
  private readonly statesOf = new Map<number, PortStates>();
  private signature = '';
  private tcCount = 0;
  private lastTcMs = -1;

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly chassis: ChassisArea,
    private readonly stp: StpArea,
    private readonly ports: PortsArea,
  ) {
    this.cfg = factoryMstp(this.uplinks());
    stp.yieldTo(
      () => this.running,
      (id) => this.forwards(id),
    );
    stp.onEnabled(() => this.standDown());
    this.recompute('settle');
  }

  get running(): boolean {
    return this.cfg.status === 1;
  }

  /** MSTP-01. */
  status(): { mstp_status: number } {
    return { mstp_status: this.cfg.status };
  }

  /** MSTP-02: on turns RSTP off. */
  setStatus(on: number): void {
    this.k.write(() => {
      this.cfg = { ...this.cfg, status: on };
      if (on === 1) this.stp.standDown();
      this.k.journal.section('mstp');
      this.k.alarms.log(on === 1 ? ALARM_WORDS.mstpOn : ALARM_WORDS.mstpOff);
      this.recompute('change');
    });
  }

  /** MSTP-03. */
  region(): MstRegion {
    return {
      format_selector: 0,
      regional_name: this.regionName(),
      revision_level: this.cfg.revision,
      conf_digest: configDigest(this.cfg.instances),
    };
  }

  /** MSTP-04/05. */
  setRegion(change: { regional_name?: string; revision_level?: number }): void {
    this.change(ALARM_WORDS.mstpRegionChanged, (c) => ({
      ...c,
      region_name: change.regional_name ?? c.region_name,
      revision: change.revision_level ?? c.revision,
    }));
  }

  /** MSTP-06. */
  cistBridge(): CistBridge {
    this.sync();
    const cist = this.instanceTree(0);
    const own = this.ownId(0);
    const root = this.running ? cist.tree.rootOf.get(OLT) : undefined;
    const rootPortKey = this.running ? cist.tree.rootPort.get(OLT) : undefined;
    const times = this.rootTimes();
    const regionalRoot = cist.boundary ? own : root ? { priority: root.rootPriority, mac: root.rootMac } : own;
    return {
      msti_vlanlist: cistVlans(this.cfg.instances),
      bridge_prio: own.priority,
      bridge_addr: own.mac,
      designate_prio: root?.rootPriority ?? own.priority,
      designate_addr: root?.rootMac ?? own.mac,
      regional_prio: regionalRoot.priority,
      regional_addr: regionalRoot.mac,
      root_port_name: rootPortKey ? (cist.net.meta.get(rootPortKey)?.name ?? '') : '',
      root_path_cost: root && cist.boundary ? root.cost : 0,
      internal_path_cost: root && !cist.boundary ? root.cost : 0,
      bridge_hello_time: this.cfg.hello_time,
      bridge_forward_delay: this.cfg.forward_delay,
      bridge_max_age: this.cfg.max_age,
      max_hops: this.cfg.max_hops,
      root_hello_time: times.hello_time,
      root_forward_delay: times.forward_delay,
      root_max_age: times.max_age,
    };
  }

  /** MSTP-07. */
  cistPorts(): CistPort[] {
    this.sync();
    const cist = this.instanceTree(0);
    return this.uplinks().map((id) => {
      const c = this.portCfg(this.rep(id));
      const key = oltKey(this.rep(id));
      return {
        port_id: id,
        ...this.roleState(cist, key),
        port_priority: this.portInstance(c, 0).priority,
        admin_external_cost: c.external_cost,
        external_cost: cist.net.ports.find((p) => p.key === key)?.cost ?? 0,
      };
    });
  }

  /** MSTP-08: at least one `set_` names a field; the timer rule holds for the result. */
  setCistTimes(c: CistTimesChange): void {
    const pairs = [
      ['max_age', c.set_bridge_max_age, c.bridge_max_age, 'bridge_max_age'],
      ['hello_time', c.set_bridge_hello_time, c.bridge_hello_time, 'bridge_hello_time'],
      ['max_hops', c.set_max_hops, c.max_hops, 'max_hops'],
      ['forward_delay', c.set_bridge_forward_delay, c.bridge_forward_delay, 'bridge_forward_delay'],
    ] as const;
    if (!pairs.some(([, set]) => set === 1)) refuse('no set_<name> is 1: nothing to change');
    const next = { ...this.cfg };
    for (const [field, set, value, wire] of pairs) {
      if (set !== 1) continue;
      if (value === undefined) refuse(`${wire} is missing (set_${wire} is 1)`);
      next[field] = value;
    }
    this.change(ALARM_WORDS.mstpCistTimes, () => next);
  }

  /** MSTP-09/10/11: the fields whose `set_` is 1, on the port and its group. */
  setCistPort(c: CistPortChange): void {
    this.requireUplink(c.port_id);
    const fields = [
      ['external_cost', c.set_admin_external_cost, c.admin_external_cost, 'admin_external_cost'],
      ['bpdu_guard', c.set_bpdu_guard_port, c.bpdu_guard_port, 'bpdu_guard_port'],
      ['admin_p2p', c.set_admin_p2p, c.admin_p2p, 'admin_p2p'],
    ] as const;
    if (!fields.some(([, set]) => set === 1)) refuse('no set_<name> is 1: nothing to change');
    const next = { ...this.portCfg(this.rep(c.port_id)) };
    for (const [field, set, value, wire] of fields) {
      if (set !== 1) continue;
      if (value === undefined) refuse(`${wire} is missing (set_${wire} is 1)`);
      next[field] = value;
    }
    this.changePort(c.port_id, () => next);
  }

  /** MSTP-12: the port's priority (an index × 16) and internal cost in one existing instance. */
  setMstiPort(c: MstiPortChange): void {
    this.requireUplink(c.port_id);
    this.requireInstance(c.mstid);
    if (c.set_admin_internal_cost !== 1 && c.set_port_priority !== 1) refuse('no set_<name> is 1: nothing to change');
    const cur = this.portCfg(this.rep(c.port_id));
    const inst = { ...this.portInstance(cur, c.mstid) };
    if (c.set_admin_internal_cost === 1) {
      if (c.admin_internal_cost === undefined) refuse('admin_internal_cost is missing');
      inst.internal_cost = c.admin_internal_cost;
    }
    if (c.set_port_priority === 1) {
      if (c.port_priority === undefined) refuse('port_priority is missing');
      inst.priority = c.port_priority * PORT_PRIORITY_STEP;
    }
    this.changePort(c.port_id, (p) => ({
      ...p,
      instances: [...p.instances.filter((i) => i.mstid !== c.mstid), inst].sort((a, b) => a.mstid - b.mstid),
    }));
  }

  /** MSTP-13: an existing instance's bridge priority, as an index × 4096. */
  setBridgePriority(mstid: number, index: number): void {
    this.requireInstance(mstid);
    this.change(
      wordsText(ALARM_WORDS.mstpInstancePriority, { mstid, priority: index * BRIDGE_PRIORITY_STEP }),
      (c) => ({
        ...c,
        instances: c.instances.map((i) => (i.mstid === mstid ? { ...i, priority: index * BRIDGE_PRIORITY_STEP } : i)),
      }),
    );
  }

  /** MSTP-14: the CIST and every instance. */
  instances(): MstiRow[] {
    this.sync();
    return this.cfg.instances.map((inst) => {
      const t = this.instanceTree(inst.mstid);
      const root = this.running ? t.tree.rootOf.get(OLT) : undefined;
      const rootPortKey = this.running ? t.tree.rootPort.get(OLT) : undefined;
      const rootPortId = rootPortKey ? t.net.ports.find((p) => p.key === rootPortKey)?.number : undefined;
      return {
        mstid: inst.mstid,
        msti_vlanlist: inst.mstid === 0 ? cistVlans(this.cfg.instances) : inst.vlans,
        bridge_addr: this.ownId(0).mac,
        bridge_prio: inst.priority,
        designate_addr: root?.rootMac ?? this.ownId(0).mac,
        designate_prio: root?.rootPriority ?? inst.priority,
        // the detail view turns a port id into a name (api.md §6)
        root_port_name: rootPortId === undefined ? '' : String(rootPortId),
        internal_path_cost: root && !t.boundary ? root.cost : 0,
        msti_port: this.uplinks().map((id) => {
          const key = oltKey(this.rep(id));
          const pi = this.portInstance(this.portCfg(this.rep(id)), inst.mstid);
          return {
            port_id: id,
            ...this.roleState(t, key),
            port_priority: pi.priority,
            admin_internal_cost: pi.internal_cost,
            internal_cost: t.net.ports.find((p) => p.key === key)?.cost ?? 0,
          };
        }),
      };
    });
  }

  /** MSTP-15. */
  mapVlans(mstid: number, action: number, vlans: readonly number[]): void {
    const next = mapVlans(this.cfg.instances, mstid, action, vlans);
    const gone = !next.some((i) => i.mstid === mstid);
    this.change(
      wordsText(action === 0 ? ALARM_WORDS.mstpInstanceVlansAdded : ALARM_WORDS.mstpInstanceVlansRemoved, { mstid }),
      (c) => ({
        ...c,
        instances: next,
        ports: gone ? c.ports.map((p) => ({ ...p, instances: p.instances.filter((i) => i.mstid !== mstid) })) : c.ports,
      }),
    );
  }

  /** MSTP-16. */
  portStatus(): MstpPortStatus[] {
    this.sync();
    const cist = this.instanceTree(0);
    return this.uplinks().map((id) => {
      const c = this.portCfg(this.rep(id));
      return {
        port_id: id,
        bpdu_guard_port: c.bpdu_guard,
        loop_detect_guard: c.loop_guard,
        auto_edge_port: c.admin_edge === 0 ? 1 : 0,
        admin_edge_port: c.admin_edge === 1 ? 1 : 0,
        admin_p2p: c.admin_p2p,
        oper_p2p: cist.net.meta.get(oltKey(this.rep(id)))?.p2p ? 1 : 0,
      };
    });
  }

  /** MSTP-17. */
  setLoopGuard(portId: number, on: number): void {
    this.requireUplink(portId);
    this.changePort(portId, (p) => ({ ...p, loop_guard: on }));
  }

  /** MSTP-18. */
  setEdge(portId: number, edge: number): void {
    this.requireUplink(portId);
    this.changePort(portId, (p) => ({ ...p, admin_edge: edge }));
  }

  /** MSTP-19: the port speaks MSTP again; the simulated neighbours all speak it, so only the log says so. */
  mcheck(portId: number): void {
    this.requireUplink(portId);
    if (!this.running) refuse('MSTP is disabled: enable it before a protocol check');
    this.k.write(() => this.k.alarms.log(wordsText(ALARM_WORDS.mstpMcheck, { port: this.table.name(portId) })));
  }

  /** MSTP-X1: every instance's tree, drawn as RSTP's. */
  topology(): MstpTopology {
    this.sync();
    return this.cfg.instances.map((inst) => {
      const t = this.instanceTree(inst.mstid);
      return {
        mstid: inst.mstid,
        ...describeTree({
          net: t.net,
          tree: t.tree,
          states: t.states,
          oltRuns: this.running,
          oltMac: this.ownId(0).mac,
          forwardDelayS: this.rootTimes().forward_delay,
          nowMs: this.k.now(),
          tcCount: this.tcCount,
          lastTcMs: this.lastTcMs,
          roleOf: (key) => this.roleName(t, key),
        }),
      };
    });
  }

  /** Whether an uplink forwards in the CIST (what other areas ask while MSTP has the bridge). */
  forwards(portId: number): boolean {
    this.sync();
    if (!this.running) return true;
    return this.instanceTree(0).states.state(oltKey(this.rep(portId))) === 'Forwarding';
  }

  exportSection(): MstpConfig {
    return this.cfg;
  }

  check(config: MstpConfigValues): void {
    checkMstp(config.mstp, (id) => this.table.isUplink(id));
  }

  load(config: MstpConfigValues): void {
    const byId = new Map(config.mstp.ports.map((p) => [p.port_id, p]));
    const factory = factoryMstp(this.uplinks());
    this.cfg = { ...config.mstp, ports: factory.ports.map((p) => byId.get(p.port_id) ?? p) };
    this.recompute('settle');
  }

  step(atMs: number): void {
    this.sync();
    const fd = this.rootTimes().forward_delay;
    for (const t of this.trees) {
      if (t.boundary && t.mstid !== 0) continue;
      this.topologyChanged(t.states.tick(t.tree.roles, atMs, fd), atMs);
    }
    this.guardBpdus();
  }

  reboot(): void {
    this.recompute('settle');
  }

  /** MSTP-02 off, because RSTP-03 turned RSTP on. */
  private standDown(): void {
    if (this.cfg.status === 0) return;
    this.cfg = { ...this.cfg, status: 0 };
    this.k.journal.section('mstp');
    this.recompute('change');
  }

  private change(what: string, next: (c: MstpConfig) => MstpConfig): void {
    const cfg = next(this.cfg);
    checkMstp(cfg, (id) => this.table.isUplink(id));
    this.k.write(() => {
      this.cfg = cfg;
      this.k.journal.section('mstp');
      this.k.alarms.log(what);
      this.recompute('change');
      this.guardBpdus();
    });
  }

  /** A link-aggregation group is one port: its members take a setting together. */
  private changePort(portId: number, next: (p: MstpPortConfig) => MstpPortConfig): void {
    const members = this.table.siblings(portId);
    const value = next(this.portCfg(this.rep(portId)));
    this.change(wordsText(ALARM_WORDS.mstpPortChanged, { port: this.table.name(portId) }), (c) => ({
      ...c,
      ports: c.ports.map((p) => (members.includes(p.port_id) ? { ...value, port_id: p.port_id } : p)),
    }));
  }

  private uplinks(): number[] {
    return this.table.ids().filter((id) => this.table.isUplink(id));
  }

  private rep(id: number): number {
    return Math.min(...this.table.siblings(id));
  }

  private requireUplink(id: number): void {
    if (!this.table.has(id) || !this.table.isUplink(id)) refuse(`port ${id} is not an uplink port`);
  }

  private requireInstance(mstid: number): void {
    if (!this.cfg.instances.some((i) => i.mstid === mstid))
      refuse(`instance ${mstid} does not exist: map VLANs to it first`);
  }

  private portCfg(id: number): MstpPortConfig {
    const c = this.cfg.ports.find((p) => p.port_id === id);
    if (!c) refuse(`port ${id} is not an uplink port`);
    return c;
  }

  private portInstance(c: MstpPortConfig, mstid: number) {
    return c.instances.find((i) => i.mstid === mstid) ?? { mstid, priority: DEFAULT_PORT_PRIORITY, internal_cost: 0 };
  }

  private regionName(): string {
    return this.cfg.region_name || this.ownId(0).mac;
  }

  /** Same name, revision and digest as the neighbours: the OLT is inside their region. */
  private inNeighbourRegion(): boolean {
    return (
      this.regionName() === NEIGHBOUR_REGION.name &&
      this.cfg.revision === NEIGHBOUR_REGION.revision &&
      configDigest(this.cfg.instances) === configDigest(NEIGHBOUR_REGION.instances)
    );
  }

  private ownId(mstid: number): { priority: number; mac: string } {
    const inst = this.cfg.instances.find((i) => i.mstid === mstid);
    return { priority: inst?.priority ?? 32768, mac: this.chassis.baseMac.toLowerCase() };
  }

  private instanceTree(mstid: number): InstanceTree {
    return this.trees.find((t) => t.mstid === mstid) ?? (this.trees[0] as InstanceTree);
  }

  /** The CIST root's times: the OLT's own while it is root, else the neighbours'. */
  private rootTimes(): { max_age: number; hello_time: number; forward_delay: number } {
    const root = this.trees[0]?.tree.rootOf.get(OLT);
    return root && this.running && root.cost === 0 ? this.cfg : NEIGHBOUR_TIMES;
  }

  /** The role as MSTP names it: at a boundary an instance's root port is Master. */
  private roleName(t: InstanceTree, key: string): string {
    const role = t.tree.roles.get(key) ?? '';
    return t.boundary && t.mstid !== 0 && role === 'Root' ? 'Master' : role;
  }

  private roleState(t: InstanceTree, key: string): { port_role: number; port_state: number } {
    if (!this.running) return { port_role: MSTP_ROLE.disabled, port_state: MSTP_STATE.forwarding };
    return {
      port_role: ROLE_NUMBER[this.roleName(t, key)] ?? MSTP_ROLE.disabled,
      port_state: STATE_NUMBER[t.states.state(key)],
    };
  }

  private linkSignature(): string {
    return this.uplinks()
      .map((id) => `${id}:${this.table.isLinkUp(id) ? 1 : 0}:${this.table.lagOf(id)}`)
      .join(',');
  }

  private sync(): void {
    if (this.linkSignature() !== this.signature) this.k.write(() => this.recompute('change'));
  }

  /**
   * Every instance's tree. Inside the neighbours' region an instance uses its own priorities and internal costs on
   * every bridge; at a boundary it is the CIST's tree (and its states), which uses the external costs.
   */
  private recompute(how: 'settle' | 'change'): void {
    this.signature = this.linkSignature();
    const inside = this.inNeighbourRegion();
    const mac = this.ownId(0).mac;
    const portSettings =
      (mstid: number) =>
      (id: number): TreePortSettings => {
        const c = this.portCfg(id);
        const pi = this.portInstance(c, mstid);
        return {
          priority: pi.priority,
          path_cost: mstid === 0 && !inside ? c.external_cost : pi.internal_cost,
          edge: c.admin_edge === 1 ? 1 : 0,
          link_type: LINK_TYPES[c.admin_p2p] ?? 'auto',
        };
      };
    const build = (mstid: number): InstanceTree => {
      const inst = this.cfg.instances.find((i) => i.mstid === mstid);
      const region = NEIGHBOUR_REGION.instances.find((i) => i.mstid === mstid);
      const net = buildNetwork(
        this.table,
        { priority: inst?.priority ?? 32768, rstp_mode: RSTP_MODES.rstp },
        mac,
        this.running,
        portSettings(mstid),
        (n) =>
          mstid === 0 ? n.priority : ((region?.priority as Record<string, number> | undefined)?.[n.key] ?? n.priority),
      );
      let states = this.statesOf.get(mstid);
      if (!states) {
        states = new PortStates();
        this.statesOf.set(mstid, states);
      }
      // inside the region the hop count limits how far each regional root's information travels (802.1s)
      const bridges = inside
        ? net.bridges.map((b) => ({ ...b, maxHops: b.key === OLT ? this.cfg.max_hops : NEIGHBOUR_REGION.maxHops }))
        : net.bridges;
      return { mstid, net, tree: computeTree(bridges, net.ports, net.links), states, boundary: !inside };
    };
    const cist = build(0);
    const trees = [cist];
    for (const inst of this.cfg.instances) {
      if (inst.mstid === 0) continue;
      trees.push(inside ? build(inst.mstid) : { ...cist, mstid: inst.mstid, boundary: true });
    }
    for (const mstid of [...this.statesOf.keys()])
      if (!trees.some((t) => t.mstid === mstid)) this.statesOf.delete(mstid);
    this.trees = trees;
    const now = this.k.now();
    for (const t of trees) {
      if (t.boundary && t.mstid !== 0) continue;
      if (how === 'settle') {
        t.states.settle(t.tree.roles, now);
        continue;
      }
      const how1 = (key: string) => {
        const role: StpRole | undefined = t.tree.roles.get(key);
        const meta = t.net.meta.get(key);
        if (meta?.adminEdge && !t.tree.heard.has(key)) return 'rapid' as const;
        if (role === 'Root') return 'rapid' as const;
        return t.net.rapidLink(key) ? ('rapid' as const) : ('timers' as const);
      };
      this.topologyChanged(t.states.apply(t.tree.roles, how1, now), now);
    }
  }

  /**
   * The neighbours send BPDUs on every uplink that faces them: one arriving on an edge port with BPDU guard shuts
   * the port (its whole group) down, with an alarm; the operator opens it again on the port screen.
   */
  private guardBpdus(): void {
    if (!this.running) return;
    const cist = this.instanceTree(0);
    for (const id of this.uplinks()) {
      if (id !== this.rep(id)) continue;
      const c = this.portCfg(id);
      if (c.bpdu_guard !== 1 || c.admin_edge !== 1 || !cist.tree.heard.has(oltKey(id))) continue;
      this.k.write(() => {
        for (const member of this.table.siblings(id))
          this.ports.set(member, { flags: PORT_FLAGS.adminStatus, admin_status: 0 });
        this.k.alarms.raise(
          ALARM_ID.bpduGuardShut,
          LEVEL.major,
          wordsText(ALARM_WORDS.bpduGuardShut, { port: this.table.name(id) }),
          this.k.now(),
          aboutPort(this.table, id),
        );
        this.recompute('change');
      });
    }
  }

  /** Ports facing a bridge that began to forward: a topology change (counted for the diagram). */
  private topologyChanged(started: readonly string[], atMs: number): void {
    if (!started.some((key) => this.trees.some((t) => t.tree.heard.has(key)))) return;
    this.tcCount++;
    this.lastTcMs = atMs;
  }
}
