import {
  ALARM_WORDS,
  BRIDGE_PRIORITY_STEP,
  MSTP_ROLE,
  MSTP_STATE,
  PORT_FLAGS,
  wordsText,
  type CistBridge,
  type CistPort,
  type MstRegion,
  type MstiRow,
  type MstpPortStatus,
  type MstpTopology,
  type StpRole,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import type { ChassisArea } from '../chassis/chassisArea.ts';
import { ALARM_ID, LEVEL, aboutPort, type AlarmLevel } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { PortsArea } from '../ports/portsArea.ts';
import type { PortTable } from '../ports/portTable.ts';
import { buildInstanceTrees, roleName, wireRoleState, type InstanceTree } from './instanceTrees.ts';
import { LoopGuardState } from './loopGuard.ts';
import {
  nextCistPort,
  nextCistTimes,
  nextMstiPort,
  type CistPortChange,
  type CistTimesChange,
  type MstiPortChange,
} from './mstpChanges.ts';
import {
  MstpConfig,
  checkMstp,
  cistVlans,
  configDigest,
  factoryMstp,
  mapVlans,
  portInstanceOf,
  type MstpPortConfig,
} from './mstpConfig.ts';
import type { PortStates } from './portStates.ts';
import type { StpArea } from './stpArea.ts';
import { describeTree } from './treeView.ts';
import { NEIGHBOUR_REGION } from './upstream.ts';
import { UplinkHearing } from './uplinkHearing.ts';
import { OLT, oltKey, type LinkHearing } from './upstreamTree.ts';

export const mstpSections = sections({ mstp: { schema: MstpConfig } });
type MstpConfigValues = { mstp: MstpConfig };

const NEIGHBOUR_TIMES = { max_age: 20, hello_time: 2, forward_delay: 15 } as const;
const CLEAR_HEARING: LinkHearing = { farSilent: false, farStp: false, oltStp: false };

/**
 * MSTP (802.1s, MSTP-01…19 and the topology read): the region, up to 15 instances with their VLAN maps, and per
 * instance a tree computed by the same spanning-tree computation as RSTP, on the same simulated neighbours. They are
 * in a region of their own (upstream.ts): when the OLT's name, revision and digest match, each instance is computed
 * across all bridges with the instance's priorities; otherwise the OLT is a boundary and every instance follows the
 * CIST. RSTP and MSTP exclude each other. A BPDU arriving on an edge port with BPDU guard shuts the port down; a
 * root or alternate port with loop guard whose BPDUs stop is held loop-inconsistent (loopGuard.ts); a port that hears
 * a legacy STP bridge falls back to STP-compatible mode until an mcheck (protocolMigration.ts).
 */
export class MstpArea implements Area<MstpConfigValues> {
  readonly name = 'mstp';
  readonly sections = mstpSections;
  private cfg: MstpConfig;
  private trees: InstanceTree[] = [];
  private readonly statesOf = new Map<number, PortStates>();
  private signature = '';
  private readonly hearing: UplinkHearing;
  private readonly loopGuard = new LoopGuardState();
  /** the simulated second being stepped: what ages and changes within a catch-up does so at its own second */
  private stepMs: number | undefined;
  private tcCount = 0;
  private lastTcMs = -1;

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly chassis: ChassisArea,
    private readonly stp: StpArea,
    private readonly ports: PortsArea,
  ) {
    this.hearing = new UplinkHearing(table, stp.upstream);
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
        port_priority: portInstanceOf(c, 0).priority,
        admin_external_cost: c.external_cost,
        external_cost: cist.net.ports.find((p) => p.key === key)?.cost ?? 0,
      };
    });
  }

  /** MSTP-08: at least one `set_` names a field; the timer rule holds for the result. */
  setCistTimes(c: CistTimesChange): void {
    const next = nextCistTimes(this.cfg, c);
    this.change(ALARM_WORDS.mstpCistTimes, () => next);
  }

  /** MSTP-09/10/11: the fields whose `set_` is 1, on the port and its group. */
  setCistPort(c: CistPortChange): void {
    this.requireUplink(c.port_id);
    const next = nextCistPort(this.portCfg(this.rep(c.port_id)), c);
    this.changePort(c.port_id, () => next);
  }

  /** MSTP-12: the port's priority (an index × 16) and internal cost in one existing instance. */
  setMstiPort(c: MstiPortChange): void {
    this.requireUplink(c.port_id);
    this.requireInstance(c.mstid);
    const next = nextMstiPort(this.portCfg(this.rep(c.port_id)), c);
    this.changePort(c.port_id, () => next);
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
          const pi = portInstanceOf(this.portCfg(this.rep(id)), inst.mstid);
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
      const key = oltKey(this.rep(id));
      return {
        port_id: id,
        bpdu_guard_port: c.bpdu_guard,
        loop_detect_guard: c.loop_guard,
        auto_edge_port: c.admin_edge === 0 ? 1 : 0,
        admin_edge_port: c.admin_edge === 1 ? 1 : 0,
        admin_p2p: c.admin_p2p,
        oper_p2p: cist.net.meta.get(key)?.p2p ? 1 : 0,
        loop_inconsistent: this.loopGuard.has(key) ? 1 : 0,
        stp_compatible: this.hearing.migration.isCompatible(key) ? 1 : 0,
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

  /**
   * MSTP-19: the port leaves STP-compatible mode and sends MST BPDUs again; a neighbour that can speak RSTP/MSTP
   * answers in kind and the port stays, one that cannot makes it fall back after the migrate time.
   */
  mcheck(portId: number): void {
    this.requireUplink(portId);
    if (!this.running) refuse('MSTP is disabled: enable it before a protocol check');
    this.k.write(() => {
      this.k.alarms.log(wordsText(ALARM_WORDS.mstpMcheck, { port: this.table.name(portId) }));
      this.hearing.migration.mcheck(oltKey(this.rep(portId)), this.now());
      this.recompute('change');
    });
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
          nowMs: this.now(),
          tcCount: this.tcCount,
          lastTcMs: this.lastTcMs,
          roleOf: (key) => roleName(t, key),
          isHeld: (key) => t.held.has(key),
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
    this.stepMs = atMs;
    try {
      this.sync();
      const fd = this.rootTimes().forward_delay;
      for (const t of this.trees) {
        if (t.boundary && t.mstid !== 0) continue;
        this.topologyChanged(t.states.tick(t.stateRoles, atMs, fd), atMs);
      }
      this.guardBpdus();
    } finally {
      this.stepMs = undefined;
    }
  }

  reboot(): void {
    this.hearing.migration.reset();
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

  private now(): number {
    return this.stepMs ?? this.k.now();
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

  private roleState(t: InstanceTree, key: string): { port_role: number; port_state: number } {
    if (!this.running) return { port_role: MSTP_ROLE.disabled, port_state: MSTP_STATE.forwarding };
    return wireRoleState(t, this.instanceTree(0), key, this.hearing.migration.isCompatible(key));
  }

  /** Everything the trees are computed from besides the configuration: links, groups, what each link hears. */
  private linkSignature(): string {
    return this.uplinks()
      .map((id) => {
        const heard = this.running ? this.hearing.signature(this.rep(id), this.now(), this.rootTimes()) : '';
        return `${id}:${+this.table.isLinkUp(id)}:${this.table.lagOf(id)}:${heard}`;
      })
      .join(',');
  }

  private sync(): void {
    if (this.linkSignature() !== this.signature) this.k.write(() => this.recompute('change'));
  }

  /** Port protocol migration: each port with a live link to a legacy STP bridge that speaks falls back. */
  private migrate(): void {
    if (!this.running) return this.hearing.migration.reset();
    const reps = [...new Set(this.uplinks().map((id) => this.rep(id)))];
    for (const port of this.hearing.migrate(reps, this.now()))
      this.raiseAbout(port, ALARM_ID.stpCompatible, LEVEL.minor, ALARM_WORDS.stpCompatible);
  }

  private raiseAbout(port: number, alarmId: number, level: AlarmLevel, words: string): void {
    const text = wordsText(words, { port: this.table.name(port) });
    this.k.alarms.raise(alarmId, level, text, this.now(), aboutPort(this.table, port));
  }

  /** Every instance's tree, and its ports' states: at once as after a long time ('settle'), or from now. */
  private recompute(how: 'settle' | 'change'): void {
    this.migrate();
    this.signature = this.linkSignature();
    const trees = buildInstanceTrees({
      table: this.table,
      cfg: this.cfg,
      oltMac: this.ownId(0).mac,
      running: this.running,
      inside: this.inNeighbourRegion(),
      portCfg: (id) => this.portCfg(id),
      hearing: (rep): LinkHearing =>
        this.running ? this.hearing.of(rep, this.now(), this.rootTimes()) : CLEAR_HEARING,
      statesOf: this.statesOf,
    });
    this.trees = trees;
    this.guardLoops(trees);
    const now = this.now();
    for (const t of trees) {
      if (t.boundary && t.mstid !== 0) continue;
      if (how === 'settle') {
        t.states.settle(t.stateRoles, now);
        continue;
      }
      const how1 = (key: string) => {
        const role: StpRole | undefined = t.tree.roles.get(key);
        const meta = t.net.meta.get(key);
        if (meta?.adminEdge && !t.tree.heard.has(key)) return 'rapid' as const;
        if (role === 'Root') return 'rapid' as const;
        return t.net.rapidLink(key) ? ('rapid' as const) : ('timers' as const);
      };
      this.topologyChanged(t.states.apply(t.stateRoles, how1, now), now);
    }
  }

  /** A port loop guard begins to hold (in any instance) raises an alarm, and one when it recovers. */
  private guardLoops(trees: readonly InstanceTree[]): void {
    const { entered, left } = this.loopGuard.update(new Set(trees.flatMap((t) => [...t.held])));
    const portOf = (key: string) => Number(key.slice(OLT.length + 1));
    for (const key of entered)
      this.raiseAbout(portOf(key), ALARM_ID.loopGuardInconsistent, LEVEL.major, ALARM_WORDS.loopGuardInconsistent);
    for (const key of left)
      this.raiseAbout(portOf(key), ALARM_ID.loopGuardRecovered, LEVEL.info, ALARM_WORDS.loopGuardRecovered);
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
        this.raiseAbout(id, ALARM_ID.bpduGuardShut, LEVEL.major, ALARM_WORDS.bpduGuardShut);
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
