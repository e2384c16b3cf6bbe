import {
  ALARM_WORDS,
  RSTP_MODES,
  type RstpBridge,
  type RstpPort,
  type StpRole,
  type StpTopology,
  wordsText,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import type { ChassisArea } from '../chassis/chassisArea.ts';
import { ALARM_ID, LEVEL } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { PortTable } from '../ports/portTable.ts';
import { PortStates, type Transition } from './portStates.ts';
import {
  RstpConfig,
  checkRstp,
  factoryRstp,
  nextBridge,
  nextPort,
  type RstpBridgeChange,
  type RstpPortChange,
  type RstpPortConfig,
} from './rstpConfig.ts';
import { computeTree, type TreeResult, type Vector } from './spanningTree.ts';
import { describeTree } from './treeView.ts';
import { NEIGHBOURS, upstreamCables } from './upstream.ts';
import { UpstreamBridges, infoAgeMs } from './upstreamBridges.ts';
import {
  OLT,
  buildNetwork,
  farBridgeOf,
  linkTypeRead,
  oltKey,
  type LinkHearing,
  type Network,
} from './upstreamTree.ts';

export const stpSections = sections({ rstp: { schema: RstpConfig } });
type StpConfigValues = { rstp: RstpConfig };

/** The timers every neighbour bridge runs with: what the OLT follows while one of them is root. */
const NEIGHBOUR_TIMES = { max_age: 20, hello_time: 2, forward_delay: 15 } as const;

/**
 * The OLT's spanning tree (RSTP-01…04 and the topology read): the bridge and its uplinks in a small simulated
 * upstream network of 802.1w neighbours with redundant paths. The tree is recomputed whenever a setting or a link
 * changes; port states then follow 802.1w over simulated time, and a port that starts to forward is a topology
 * change, raised as an alarm.
 */
export class StpArea implements Area<StpConfigValues> {
  readonly name = 'stp';
  readonly sections = stpSections;
  private cfg: RstpConfig;
  private readonly states = new PortStates();
  private net!: Network;
  private tree!: TreeResult;
  private signature = '';
  private tcCount = 0;
  private lastTcMs = -1;
  /** another spanning-tree mode has the bridge (MSTP), so RSTP does not run */
  private otherMode: () => boolean = () => false;
  private otherForwards: (portId: number) => boolean = () => true;
  private readonly enabledListeners: (() => void)[] = [];
  /** the neighbours' own doings, which RSTP and MSTP both hear (this area steps them) */
  readonly upstream: UpstreamBridges;

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly chassis: ChassisArea,
  ) {
    this.upstream = new UpstreamBridges(
      k.options.seed,
      () => k.now(),
      () => [...new Set(upstreamCables(table).flatMap((cb) => ('olt' in cb.from ? [cb.to.bridge] : [])))],
    );
    this.cfg = factoryRstp(this.uplinks());
    this.recompute('settle');
  }

  /** MSTP takes the bridge while it is on; RSTP then stands aside. */
  yieldTo(otherMode: () => boolean, forwards: (portId: number) => boolean): void {
    this.otherMode = otherMode;
    this.otherForwards = forwards;
  }

  /** Called (inside the write) when RSTP-03 turns RSTP on. */
  onEnabled(listener: () => void): void {
    this.enabledListeners.push(listener);
  }

  /** MSTP-02 turned MSTP on: RSTP is off, and stays off after a restart. */
  standDown(): void {
    if (this.cfg.status === 0) return;
    this.cfg = { ...this.cfg, status: 0 };
    this.k.journal.section('rstp');
    this.recompute('change');
  }

  get running(): boolean {
    return this.cfg.status === 1 && !this.otherMode();
  }

  /** RSTP-01. */
  bridge(): RstpBridge {
    this.sync();
    const own = this.ownId();
    const root = this.tree.rootOf.get(OLT);
    const heard = this.heardOnRootPort();
    return {
      status: this.cfg.status,
      rstp_mode: this.cfg.rstp_mode,
      rb_priority: this.running && root ? root.rootPriority : own.priority,
      rb_address: this.running && root ? root.rootMac : own.mac,
      db_priority: heard ? heard.bridgePriority : own.priority,
      db_address: heard ? heard.bridgeMac : own.mac,
      max_age: this.cfg.max_age,
      hello_time: this.cfg.hello_time,
      forward_delay: this.cfg.forward_delay,
      transmit_hold_count: this.cfg.hold_count,
      root_path_cost: this.running && root ? root.cost : 0,
    };
  }

  /** RSTP-02: every uplink, a group's members alike. */
  ports(): RstpPort[] {
    this.sync();
    return this.uplinks().map((id) => {
      const rep = Math.min(...this.table.siblings(id));
      const c = this.portCfg(rep);
      const key = oltKey(rep);
      const meta = this.net.meta.get(key);
      const port = this.net.ports.find((p) => p.key === key);
      return {
        port_id: id,
        port_priority: c.priority,
        port_path_cost: port?.cost ?? c.path_cost,
        edge_status: c.edge,
        admin_link_type: linkTypeRead(c),
        oper_link_type: meta?.p2p ? 'P2P' : 'Shared',
        port_role: this.running ? (this.tree.roles.get(key) ?? '') : '',
        port_state: this.running ? this.states.state(key) : '',
      };
    });
  }

  /** RSTP-03: turning RSTP on turns the other mode (MSTP) off, as on the device. */
  setBridge(change: RstpBridgeChange): void {
    const next = nextBridge(this.cfg, change);
    this.k.write(() => {
      const turnedOn = next.status === 1 && this.cfg.status !== 1;
      this.cfg = next;
      if (turnedOn) for (const listener of this.enabledListeners) listener();
      this.k.journal.section('rstp');
      this.k.alarms.log(wordsText(ALARM_WORDS.stpBridgeChanged, { flags: change.flags }));
      this.recompute('change');
    });
  }

  /** RSTP-04: a link-aggregation group's members take the setting together. */
  setPort(change: RstpPortChange): void {
    if (!this.table.isUplink(change.port_id)) refuse(`port ${change.port_id} is not an uplink port`);
    if (this.cfg.status !== 1) refuse('RSTP is disabled: enable it before setting its ports');
    const next = nextPort(this.portCfg(change.port_id), change);
    const members = this.table.siblings(change.port_id);
    this.k.write(() => {
      this.cfg = {
        ...this.cfg,
        ports: this.cfg.ports.map((p) => (members.includes(p.port_id) ? { ...next, port_id: p.port_id } : p)),
      };
      this.k.journal.section('rstp');
      this.k.alarms.log(wordsText(ALARM_WORDS.stpPortChanged, { port: this.table.name(change.port_id) }));
      this.recompute('change');
    });
  }

  /** The topology read: bridges, links with both ends, and why each OLT port that does not forward does not. */
  topology(): StpTopology {
    this.sync();
    return describeTree({
      net: this.net,
      tree: this.tree,
      states: this.states,
      oltRuns: this.running,
      oltMac: this.ownId().mac,
      forwardDelayS: this.times().forward_delay,
      nowMs: this.k.now(),
      tcCount: this.tcCount,
      lastTcMs: this.lastTcMs,
    });
  }

  /** Whether an uplink forwards frames (other areas ask: a discarding uplink carries no traffic). */
  forwards(portId: number): boolean {
    this.sync();
    if (this.otherMode()) return this.otherForwards(portId);
    if (!this.running) return true;
    return this.states.state(oltKey(Math.min(...this.table.siblings(portId)))) === 'Forwarding';
  }

  exportSection(): RstpConfig {
    return this.cfg;
  }

  check(config: StpConfigValues): void {
    checkRstp(config.rstp, (id) => this.table.isUplink(id));
  }

  load(config: StpConfigValues): void {
    const byId = new Map(config.rstp.ports.map((p) => [p.port_id, p]));
    const factory = factoryRstp(this.uplinks());
    this.cfg = { ...config.rstp, ports: factory.ports.map((p) => byId.get(p.port_id) ?? p) };
    this.recompute('settle');
  }

  step(atMs: number): void {
    this.upstream.step(atMs);
    this.sync();
    const started = this.states.tick(this.tree.roles, atMs, this.times().forward_delay);
    this.topologyChanged(started, atMs);
  }

  reboot(): void {
    this.recompute('settle');
  }

  private uplinks(): number[] {
    return this.table.ids().filter((id) => this.table.isUplink(id));
  }

  private portCfg(id: number): RstpPortConfig {
    const c = this.cfg.ports.find((p) => p.port_id === id);
    if (!c) refuse(`port ${id} is not an uplink port`);
    return c;
  }

  private ownId(): { priority: number; mac: string } {
    return { priority: this.cfg.priority, mac: this.chassis.baseMac.toLowerCase() };
  }

  private heardOnRootPort(): Vector | undefined {
    const key = this.tree.rootPort.get(OLT);
    return this.running && key ? this.tree.heard.get(key) : undefined;
  }

  /** The root's timers: the OLT's own while it is root, else the neighbours'. */
  private times(): { max_age: number; hello_time: number; forward_delay: number } {
    const root = this.tree.rootOf.get(OLT);
    return root && this.running && root.cost === 0 ? this.cfg : NEIGHBOUR_TIMES;
  }

  private linkSignature(): string {
    const links = this.uplinks().map((id) => `${id}:${this.table.isLinkUp(id) ? 1 : 0}:${this.table.lagOf(id)}`);
    const heard = this.uplinks().map((id) => {
      const h = this.hearing(id);
      return `${h.farSilent ? 1 : 0}${h.farStp ? 1 : 0}`;
    });
    return `${links.join(',')}/${heard.join('')}`;
  }

  /**
   * What an uplink hears from its neighbour: nothing once a silent neighbour's information has aged out, 802.1D
   * BPDUs from a legacy one (the port then speaks them too; RSTP-04 has no mcheck, so it follows the neighbour).
   */
  private hearing(id: number): LinkHearing {
    const bridge = farBridgeOf(this.table, Math.min(...this.table.siblings(id)));
    if (!bridge) return { farSilent: false, farStp: false, oltStp: false };
    const isStp = this.cfg.rstp_mode !== RSTP_MODES.rstp || this.upstream.protocolOf(bridge) === 'stp';
    const since = this.upstream.silentSince(bridge);
    const farSilent = since !== undefined && this.k.now() - since >= infoAgeMs(this.times(), isStp);
    return { farSilent, farStp: this.upstream.protocolOf(bridge) === 'stp', oltStp: isStp };
  }

  /** A link or a group changed behind the area's back (the ports area): the tree follows. */
  private sync(): void {
    if (this.linkSignature() !== this.signature) this.k.write(() => this.recompute('change'));
  }

  private recompute(how: 'settle' | 'change'): void {
    const before = this.tree?.rootOf.get(OLT);
    this.signature = this.linkSignature();
    this.net = buildNetwork(
      this.table,
      this.cfg,
      this.ownId().mac,
      this.running,
      (id) => this.portCfg(id),
      undefined,
      (rep) => this.hearing(rep),
    );
    this.tree = computeTree(this.net.bridges, this.net.ports, this.net.links);
    const now = this.k.now();
    if (how === 'settle') {
      this.states.settle(this.tree.roles, now);
      return;
    }
    const after = this.tree.rootOf.get(OLT);
    if (before && after && (before.rootMac !== after.rootMac || before.rootPriority !== after.rootPriority)) {
      const root = after.rootMac === this.ownId().mac ? 'OLT' : this.bridgeName(after.rootMac);
      this.k.alarms.raise(ALARM_ID.stpNewRoot, LEVEL.minor, wordsText(ALARM_WORDS.stpNewRoot, { root }), now);
    }
    const how1 = (key: string): Transition => {
      const role: StpRole | undefined = this.tree.roles.get(key);
      const meta = this.net.meta.get(key);
      const rapidMode = meta?.bridge === OLT ? this.cfg.rstp_mode === RSTP_MODES.rstp : !meta?.stpOnly;
      if (meta?.adminEdge && !this.tree.heard.has(key)) return 'rapid';
      if (role === 'Root' && rapidMode) return 'rapid';
      return this.net.rapidLink(key) ? 'rapid' : 'timers';
    };
    this.topologyChanged(this.states.apply(this.tree.roles, how1, now), now);
  }

  private bridgeName(mac: string): string {
    return NEIGHBOURS.find((n) => n.mac === mac)?.name ?? mac;
  }

  /** Ports that began to forward: one topology change, one alarm naming the first of them. */
  private topologyChanged(started: readonly string[], atMs: number): void {
    const first = started.find((key) => this.tree.heard.has(key));
    if (!first) return;
    this.tcCount++;
    this.lastTcMs = atMs;
    const meta = this.net.meta.get(first);
    const bridge = meta?.bridge === OLT ? 'OLT' : (NEIGHBOURS.find((n) => n.key === meta?.bridge)?.name ?? '');
    this.k.alarms.raise(
      ALARM_ID.stpTopologyChange,
      LEVEL.minor,
      wordsText(ALARM_WORDS.stpTopologyChange, { bridge, port: meta?.name ?? first }),
      atMs,
    );
  }
}
