import {
  ALARM_WORDS,
  RSTP_MODES,
  type RstpBridge,
  type RstpPort,
  type StpBlocking,
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
import { NEIGHBOURS } from './upstream.ts';
import { OLT, buildNetwork, linkTypeRead, oltKey, type Network } from './upstreamTree.ts';

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

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly chassis: ChassisArea,
  ) {
    this.cfg = factoryRstp(this.uplinks());
    this.recompute('settle');
  }

  /** MSTP takes the bridge while it is on; RSTP then stands aside. */
  yieldTo(otherMode: () => boolean): void {
    this.otherMode = otherMode;
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

  /** RSTP-03. */
  setBridge(change: RstpBridgeChange): void {
    const next = nextBridge(this.cfg, change);
    this.k.write(() => {
      this.cfg = next;
      this.k.journal.section('rstp');
      this.k.alarms.log(`spanning tree bridge settings changed (flags ${change.flags})`);
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
      this.k.alarms.log(`${this.table.name(change.port_id)} spanning tree settings changed`);
      this.recompute('change');
    });
  }

  /** The topology read: bridges, links with both ends, and why each OLT port that does not forward does not. */
  topology(): StpTopology {
    this.sync();
    const now = this.k.now();
    const names = new Map<string, string>([[OLT, 'OLT'], ...NEIGHBOURS.map((n) => [n.key, n.name] as const)]);
    const nameOfMac = (mac: string) =>
      mac === this.ownId().mac ? 'OLT' : (NEIGHBOURS.find((n) => n.mac === mac)?.name ?? mac);
    const end = (key: string) => {
      const meta = this.net.meta.get(key);
      const bridge = meta?.bridge ?? '';
      const runs = bridge !== OLT || this.running;
      return {
        bridge: names.get(bridge) ?? bridge,
        port: meta?.name ?? key,
        role: runs ? (this.tree.roles.get(key) ?? '') : '',
        state: runs ? this.states.state(key) : 'Forwarding',
      };
    };
    const bridges = this.net.bridges.map((b) => {
      const r = this.tree.rootOf.get(b.key);
      const rootPortKey = this.tree.rootPort.get(b.key);
      return {
        name: names.get(b.key) ?? b.key,
        priority: b.priority,
        address: b.mac,
        olt: b.key === OLT ? 1 : 0,
        root: r && r.cost === 0 && r.rootMac === b.mac ? 1 : 0,
        root_path_cost: r?.cost ?? 0,
        root_port: rootPortKey ? (this.net.meta.get(rootPortKey)?.name ?? '') : '',
      };
    });
    const links = this.net.links.map((l) => {
      const a = this.net.ports.find((p) => p.key === l.a);
      const b = this.net.ports.find((p) => p.key === l.b);
      return { a: end(l.a), b: end(l.b), up: a?.up && b?.up ? 1 : 0, path_cost: b?.cost ?? 0 };
    });
    const blocking: StpBlocking[] = [];
    const root = this.tree.rootOf.get(OLT);
    const rootPortKey = this.tree.rootPort.get(OLT);
    const fd = this.times().forward_delay;
    for (const p of this.net.ports) {
      if (p.bridge !== OLT || !this.running || !root) continue;
      const state = this.states.state(p.key);
      if (state === 'Forwarding') continue;
      const role = this.tree.roles.get(p.key) ?? 'Disabled';
      const heard = this.tree.heard.get(p.key);
      const reason =
        role === 'Alternate'
          ? 'alternate'
          : role === 'Backup'
            ? 'backup'
            : role === 'Disabled'
              ? 'disabled'
              : 'waiting';
      blocking.push({
        port_id: p.number,
        role,
        state,
        reason,
        root_name: nameOfMac(root.rootMac),
        root_priority: root.rootPriority,
        root_address: root.rootMac,
        root_port: rootPortKey ? (this.net.meta.get(rootPortKey)?.name ?? '') : '',
        root_path_cost: root.cost,
        heard_bridge: heard ? nameOfMac(heard.bridgeMac) : '',
        heard_priority: heard?.bridgePriority ?? 0,
        heard_address: heard?.bridgeMac ?? '',
        heard_cost: heard?.cost ?? 0,
        heard_port: heard ? `${(heard.portId >> 12) << 4}.${heard.portId & 0xfff}` : '',
        own_cost: root.cost,
        wait_s: this.states.waitS(p.key, role, now, fd),
      });
    }
    return {
      bridges,
      links,
      blocking,
      tc_count: this.tcCount,
      tc_age_s: this.lastTcMs < 0 ? -1 : Math.floor((now - this.lastTcMs) / 1000),
    };
  }

  /** Whether an uplink forwards frames (other areas ask: a discarding uplink carries no traffic). */
  forwards(portId: number): boolean {
    this.sync();
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
    return this.uplinks()
      .map((id) => `${id}:${this.table.isLinkUp(id) ? 1 : 0}:${this.table.lagOf(id)}`)
      .join(',');
  }

  /** A link or a group changed behind the area's back (the ports area): the tree follows. */
  private sync(): void {
    if (this.linkSignature() !== this.signature) this.k.write(() => this.recompute('change'));
  }

  private recompute(how: 'settle' | 'change'): void {
    const before = this.tree?.rootOf.get(OLT);
    this.signature = this.linkSignature();
    this.net = buildNetwork(this.table, this.cfg, this.ownId().mac, this.running, (id) => this.portCfg(id));
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
