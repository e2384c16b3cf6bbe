import { z } from 'zod';
import {
  ALARM_WORDS,
  PORT_FLAGS,
  type PortCounterRow,
  type PortCounters,
  type PortCounts,
  type PortInfo,
  type TrafficSample,
  REFUSAL_WORDS,
  wordsText,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { Random } from '../kernel/random.ts';
import type { PonArea } from '../pon/ponArea.ts';
import type { VlanArea } from '../vlan/vlanArea.ts';
import { checkPortSettings, type PortChange, type PortTable } from './portTable.ts';
import { LEVEL, aboutPort } from '../kernel/alarmLog.ts';
import { PORT_ALARM_ID } from './portAlarms.ts';
import {
  maxFrameOf,
  Traffic,
  type Demand,
  type CarryObserver,
  type EgressObserver,
  type FloodKind,
  type FlowFilter,
} from './traffic.ts';

/** Each member's share, each way, of a trunk's traffic over the members carrying it now. */
export type TrunkSpread = (
  trunkId: number,
  members: readonly number[],
) => ReadonlyMap<number, { rx: number; tx: number }>;

const int = z.number().int();
const PortSettings = z.strictObject({
  port_id: int,
  admin_status: int,
  auto_neg: int,
  speed: z.string(),
  duplex: int,
  flow_ctrl: int,
  mtu: int,
  erate: int,
  irate: int,
  port_desc: z.string(),
});
const portSections = sections({ ports: { schema: z.array(PortSettings) } });
type PortsConfig = { ports: z.output<typeof PortSettings>[] };

/** Chart points every fifth simulated second. */
const SAMPLE_EVERY_STEPS = 5;
/** Per online ONU, on average: 3.2 Mbit/s down, 0.9 Mbit/s up. */
const ONU_DOWN_BPS = 3_200_000;
const ONU_UP_BPS = 900_000;
/** An EPON port carries 1 Gbit/s each way. */
const PON_LINE_BPS = 1_000_000_000;

/**
 * The switch ports, PON, GE and XGE (PORT-01…06): their settings, link state, counters and traffic. The traffic
 * follows the ONUs online: downstream arrives on the uplinks and leaves on the PONs, upstream the other way.
 */
export class PortsArea implements Area<PortsConfig> {
  readonly name = 'ports';
  readonly sections = portSections;
  private readonly traffic: Traffic;
  private readonly random: Random;
  private readonly factory: PortsConfig['ports'];
  private readonly clearListeners: ((portId: number) => void)[] = [];
  private readonly uplinkGates: ((portId: number) => boolean)[] = [];
  private trunkSpread?: TrunkSpread;

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly pon: PonArea,
    private readonly vlan: VlanArea,
    /** ONUs online on a PON */
    private readonly onlineOn: (portId: number) => number,
  ) {
    this.traffic = new Traffic(table.ids(), (id) => table.isUplink(id));
    this.random = k.random.fork('traffic');
    this.factory = table.settings();
  }

  get counts(): Required<PortCounts> {
    return this.table.counts;
  }

  /** PORT-01: every port in global order (api.md §0.1). */
  list(): PortInfo[] {
    return this.table.ids().map((id) => this.info(id));
  }

  /** PORT-03. */
  info(portId: number): PortInfo {
    return this.table.info(portId, this.vlan.pvidOf(portId), this.isLinkUp(portId));
  }

  isPon(portId: number): boolean {
    return this.pon.has(portId);
  }

  /** PORT-02: `flags` names the fields to take. A PVID change follows the VLAN rules too. */
  set(portId: number, change: PortChange): void {
    this.k.write(() => {
      const wasUp = this.isLinkUp(portId);
      const apply = this.table.prepare(portId, change);
      const applyPvid = change.flags & PORT_FLAGS.pvid ? this.vlan.preparePvid(portId, change.pvid) : undefined;
      this.pon.whileLightMayChange(portId, () => {
        apply();
        applyPvid?.();
      });
      this.k.journal.section('ports');
      this.k.alarms.log(wordsText(ALARM_WORDS.portSettingsChanged, { port: this.table.name(portId) }));
      this.reportLink(portId, wasUp);
    });
  }

  /** Another area's say over which uplinks carry traffic (a trunk member not selected carries none). */
  addUplinkGate(gate: (portId: number) => boolean): void {
    this.uplinkGates.push(gate);
  }

  /** How a trunk's traffic is spread over its members carrying it (the LAG's hash); without it, by line rate. */
  spreadTrunksBy(spread: TrunkSpread): void {
    this.trunkSpread = spread;
  }

  /** Another area's rule over the traffic ports carry (ACL, …): what it stops counts as discarded. */
  addFlowFilter(filter: FlowFilter): void {
    this.traffic.addFilter(filter);
  }

  /** A storm of `kind` frames arriving on a port for a second; `limitPps` (0 = none) decides what is discarded. */
  flood(portId: number, kind: FloodKind, offeredPps: number, limitPps: number): void {
    this.traffic.flood(portId, kind, offeredPps, limitPps, 1_000);
  }

  /** Whether a port has its link now (PON ports: the PON is up). */
  hasLink(portId: number): boolean {
    return this.isLinkUp(portId);
  }

  /** An alarm when an operator's change took the link of an uplink down or brought it back. */
  private reportLink(portId: number, wasUp: boolean): void {
    const isUp = this.isLinkUp(portId);
    if (isUp === wasUp) return;
    const name = this.table.name(portId);
    const why = this.table.isAdminUp(portId) ? 'enabled' : 'disabled by the operator';
    const args = { port: name, why };
    const about = aboutPort(this.table, portId);
    const now = this.k.now();
    if (isUp)
      this.k.alarms.raise(PORT_ALARM_ID.linkUp, LEVEL.info, wordsText(ALARM_WORDS.portLinkUp, args), now, about);
    else
      this.k.alarms.raise(PORT_ALARM_ID.linkDown, LEVEL.major, wordsText(ALARM_WORDS.portLinkDown, args), now, about);
  }

  /** PORT-05. */
  counters(portId: number): PortCounters {
    this.requirePort(portId);
    return this.traffic.counters(portId);
  }

  /** PORT-04. */
  counterRows(): PortCounterRow[] {
    return this.traffic.rows();
  }

  /** PORT-06: `0` clears every port. */
  clearCounters(portId: number): void {
    if (portId !== 0) this.requirePort(portId);
    this.traffic.clear(portId === 0 ? undefined : portId);
    for (const listener of this.clearListeners) listener(portId);
  }

  /** Another area that follows what each port sends and drops (the QoS queues). */
  addEgressObserver(observer: EgressObserver): void {
    this.traffic.addEgressObserver(observer);
  }

  /** Another area that follows what every port carries (port mirroring). */
  addCarryObserver(observer: CarryObserver): void {
    this.traffic.addCarryObserver(observer);
  }

  /** Mirrored copies sent out of `portId` in this step, on top of its own traffic. */
  sendCopies(portId: number, bytes: number, frames: number): void {
    this.traffic.sendCopies(portId, bytes, frames);
  }

  /** Counts of other areas kept with the port counters (rule hits) begin again with them; `0` = every port. */
  onCountersCleared(listener: (portId: number) => void): void {
    this.clearListeners.push(listener);
  }

  /** Current rates of every port, bits per second: inbound is what the port receives. */
  rates(): { port_id: number; inbound_bps: number; outbound_bps: number }[] {
    return this.table.ids().map((id) => ({ port_id: id, ...this.traffic.rates(id) }));
  }

  /** The chart history of a port: a point every 5 simulated seconds, the last hour. */
  samples(portId: number): TrafficSample[] {
    this.requirePort(portId);
    return this.traffic.samples(portId);
  }

  exportSection(): PortsConfig['ports'] {
    return this.table.settings();
  }

  check(config: PortsConfig): void {
    checkPortSettings(this.table, config.ports);
  }

  load(config: PortsConfig): void {
    this.table.replace(this.factory);
    this.table.replace(config.ports);
  }

  step(atMs: number, step: number): void {
    this.traffic.step(1_000, this.random, (id) => this.demand(id));
    if (step % SAMPLE_EVERY_STEPS === 0) this.traffic.sample(atMs);
  }

  reboot(): void {
    this.traffic.reset();
  }

  private isLinkUp(portId: number): boolean {
    return this.pon.has(portId) ? this.pon.isLinkUp(portId) : this.table.isLinkUp(portId);
  }

  private demand(portId: number): Demand {
    const { erate, irate, mtu } = this.table.limits(portId);
    const limits = { ingressLimitBps: irate * 1_000, egressLimitBps: erate * 1_000, maxFrameBytes: maxFrameOf(mtu) };
    if (this.pon.has(portId)) {
      const n = this.pon.isUp(portId) ? this.onlineOn(portId) : 0;
      return { inboundBps: n * ONU_UP_BPS, outboundBps: n * ONU_DOWN_BPS, lineRateBps: PON_LINE_BPS, ...limits };
    }
    if (!this.carries(portId)) return { inboundBps: 0, outboundBps: 0, lineRateBps: 0 };
    const uplinks = this.table.ids().filter((id) => this.table.isUplink(id) && this.carries(id));
    const capacity = uplinks.reduce((sum, id) => sum + this.table.lineRateBps(id), 0);
    const { rx, tx } = this.uplinkShare(portId, uplinks, capacity);
    let online = 0;
    for (const id of this.pon.ids) if (this.pon.isUp(id)) online += this.onlineOn(id);
    // downstream arrives from the network on the uplinks, upstream leaves through them; plus a little management
    return {
      inboundBps: online * ONU_DOWN_BPS * rx + 150_000,
      outboundBps: online * ONU_UP_BPS * tx + 80_000,
      lineRateBps: this.table.lineRateBps(portId),
      ...limits,
    };
  }

  /**
   * An uplink's share of the ONUs' traffic each way: the uplinks share it by line rate, a trunk counting as one
   * port of its carrying members' rates, and within a trunk each member takes what the trunk's hash puts on it.
   */
  private uplinkShare(portId: number, uplinks: readonly number[], capacity: number): { rx: number; tx: number } {
    const even = this.table.lineRateBps(portId) / capacity;
    const lag = this.table.lagOf(portId);
    if (lag === 0 || !this.trunkSpread) return { rx: even, tx: even };
    const members = uplinks.filter((id) => this.table.lagOf(id) === lag);
    const trunkShare = members.reduce((sum, id) => sum + this.table.lineRateBps(id), 0) / capacity;
    const member = this.trunkSpread(lag, members).get(portId) ?? { rx: 0, tx: 0 };
    return { rx: trunkShare * member.rx, tx: trunkShare * member.tx };
  }

  private carries(uplinkId: number): boolean {
    return this.table.isLinkUp(uplinkId) && this.uplinkGates.every((gate) => gate(uplinkId));
  }

  private requirePort(portId: number): void {
    if (!this.table.has(portId)) refuse(wordsText(REFUSAL_WORDS.portMissing, { port: portId }));
  }
}
