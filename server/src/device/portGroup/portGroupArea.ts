import { z } from 'zod';
import {
  PORT_GROUP_MODE,
  REFUSAL_WORDS,
  formatRangeList,
  wordsText,
  type PortGroupConfig,
  type PortReach,
  type ReachReason,
  ALARM_WORDS,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { PonArea } from '../pon/ponArea.ts';
import type { PortsArea } from '../ports/portsArea.ts';
import type { PortTable } from '../ports/portTable.ts';

const int = z.number().int();
const StoredGroups = z.strictObject({
  mode: int,
  pon_isolate: z.array(int),
  uplink_isolate: z.array(int),
  /** the ingress ports whose egress ports differ from the default (every other port) */
  inter_working: z.array(z.strictObject({ port_id: int, egress: z.array(int) })),
});
export const portGroupSections = sections({ portGroup: { schema: StoredGroups } });
type Stored = z.output<typeof StoredGroups>;
type PortGroupValues = { portGroup: Stored };

const FACTORY: Stored = { mode: PORT_GROUP_MODE.isolation, pon_isolate: [], uplink_isolate: [], inter_working: [] };

/**
 * Port groups (PG-01…08, PG-X1): isolation (ports of one list cannot send to each other: PONs, or uplinks) or
 * inter-working (each ingress port sends only to the egress ports mapped to it). The rule in force shapes the
 * traffic: a PON whose upstream may reach no uplink with a link sends none, an uplink carries downstream only for
 * the PONs it may reach.
 */
export class PortGroupArea implements Area<PortGroupValues> {
  readonly name = 'portGroup';
  readonly sections = portGroupSections;
  private state: Stored = structuredClone(FACTORY);
  private mapping = new Map<number, Set<number>>();

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    ports: PortsArea,
    private readonly pon: PonArea,
    private readonly onlineOn: (ponId: number) => number,
  ) {
    ports.addFlowFilter((portId, direction) => this.trafficShare(portId, direction));
  }

  /** PG-01. */
  config(): PortGroupConfig {
    return {
      port_group_mode: this.state.mode,
      pon_isolate_portlist: formatRangeList(this.state.pon_isolate),
      uplink_isolate_portlist: formatRangeList(this.state.uplink_isolate),
      inter_working: this.table.ids().map((id) => ({
        port_id: id,
        inter_working_portlist: formatRangeList(this.egressOf(id)),
      })),
    };
  }

  /** PG-02. */
  setMode(mode: number): void {
    this.change(() => {
      if (mode !== PORT_GROUP_MODE.isolation && mode !== PORT_GROUP_MODE.interWorking)
        refuse('port_group_mode must be 1 (isolation) or 2 (inter-working)');
      this.state.mode = mode;
      return mode === PORT_GROUP_MODE.isolation ? ALARM_WORDS.portGroupIsolation : ALARM_WORDS.portGroupInterworking;
    });
  }

  /** PG-03…06: `side` says which list; PON ports for one, GE/XGE for the other. */
  isolate(side: 'pon' | 'uplink', portIds: readonly number[], isAdding: boolean): void {
    this.change(() => {
      if (portIds.length === 0) refuse('the port list must name at least one port');
      for (const id of portIds) this.checkSide(side, id);
      const key = side === 'pon' ? 'pon_isolate' : 'uplink_isolate';
      const list = new Set(this.state[key]);
      for (const id of portIds) {
        if (isAdding) list.add(id);
        else if (!list.delete(id)) refuse(`${this.table.name(id)} is not isolated`);
      }
      this.state[key] = [...list].sort((a, b) => a - b);
      const template =
        side === 'pon'
          ? isAdding
            ? ALARM_WORDS.ponPortsIsolated
            : ALARM_WORDS.ponPortsReleased
          : isAdding
            ? ALARM_WORDS.uplinkPortsIsolated
            : ALARM_WORDS.uplinkPortsReleased;
      return wordsText(template, { ports: formatRangeList(portIds) });
    });
  }

  /** PG-07. */
  setInterWorking(portId: number, egress: readonly number[]): void {
    this.change(() => {
      this.checkPort(portId);
      if (egress.length === 0) refuse('inter_working_portlist must name at least one egress port');
      for (const id of egress) {
        this.checkPort(id);
        if (id === portId) refuse(`${this.table.name(portId)} cannot be its own egress port`);
      }
      const rows = this.state.inter_working.filter((r) => r.port_id !== portId);
      const sorted = [...new Set(egress)].sort((a, b) => a - b);
      if (sorted.length < this.table.ids().length - 1) rows.push({ port_id: portId, egress: sorted });
      this.state.inter_working = rows.sort((a, b) => a.port_id - b.port_id);
      return wordsText(ALARM_WORDS.portMapping, { port: this.table.name(portId), ports: formatRangeList(sorted) });
    });
  }

  /** PG-08. */
  resetInterWorking(): void {
    this.change(() => {
      this.state.inter_working = [];
      return ALARM_WORDS.portMappingDefault;
    });
  }

  /** PG-X1. */
  reach(portId: number): PortReach {
    this.checkPort(portId);
    return {
      port_id: portId,
      reach: this.table.ids().map((to) => {
        const reason = this.reason(portId, to);
        return { port_id: to, allowed: reason === 'allowed' ? 1 : 0, reason };
      }),
    };
  }

  /** Whether frames arriving on `from` may leave through `to`. */
  mayForward(from: number, to: number): boolean {
    return this.reason(from, to) === 'allowed';
  }

  exportSection(): Stored {
    return structuredClone(this.state);
  }

  check(config: PortGroupValues): void {
    const c = config.portGroup;
    if (c.mode !== PORT_GROUP_MODE.isolation && c.mode !== PORT_GROUP_MODE.interWorking)
      refuse('port_group_mode must be 1 or 2');
    for (const id of c.pon_isolate) this.checkSide('pon', id);
    for (const id of c.uplink_isolate) this.checkSide('uplink', id);
    for (const r of c.inter_working) {
      this.checkPort(r.port_id);
      if (r.egress.length === 0) refuse(`${this.table.name(r.port_id)} has no egress port`);
      for (const id of r.egress) this.checkPort(id);
    }
  }

  load(config: PortGroupValues): void {
    this.state = structuredClone(config.portGroup);
    this.remap();
  }

  private reason(from: number, to: number): ReachReason {
    if (from === to) return 'same_port';
    if (this.state.mode === PORT_GROUP_MODE.isolation) {
      const both = (list: number[]) => list.includes(from) && list.includes(to);
      return both(this.state.pon_isolate) || both(this.state.uplink_isolate) ? 'both_isolated' : 'allowed';
    }
    const egress = this.mapping.get(from);
    return !egress || egress.has(to) ? 'allowed' : 'not_mapped';
  }

  /**
   * The share of a port's traffic the rules let through: upstream from a PON leaves through the uplinks it may
   * reach, downstream to a PON comes from the uplinks that may reach it; an uplink carries the share of the
   * ONUs online behind the PONs it may exchange frames with.
   */
  private trafficShare(portId: number, direction: 'rx' | 'tx'): number {
    if (this.state.mode === PORT_GROUP_MODE.isolation || this.mapping.size === 0) return 1;
    const uplinks = this.table.ids().filter((id) => this.table.isUplink(id) && this.table.isLinkUp(id));
    if (this.pon.has(portId)) {
      const reached = uplinks.some((u) =>
        direction === 'rx' ? this.mayForward(portId, u) : this.mayForward(u, portId),
      );
      return reached ? 1 : 0;
    }
    let all = 0;
    let reached = 0;
    for (const ponId of this.pon.ids) {
      const n = this.onlineOn(ponId);
      all += n;
      if (direction === 'rx' ? this.mayForward(portId, ponId) : this.mayForward(ponId, portId)) reached += n;
    }
    return all === 0 ? 1 : reached / all;
  }

  private egressOf(portId: number): number[] {
    const mapped = this.mapping.get(portId);
    return mapped ? [...mapped].sort((a, b) => a - b) : this.table.ids().filter((id) => id !== portId);
  }

  private change(apply: () => string): void {
    this.k.write(() => {
      const before = structuredClone(this.state);
      try {
        const what = apply();
        this.remap();
        this.k.journal.section('portGroup');
        this.k.alarms.log(what);
      } catch (err) {
        this.state = before;
        throw err;
      }
    });
  }

  private remap(): void {
    this.mapping = new Map(this.state.inter_working.map((r) => [r.port_id, new Set(r.egress)]));
  }

  private checkPort(id: number): void {
    if (!this.table.has(id)) refuse(wordsText(REFUSAL_WORDS.portMissing, { port: id }));
  }

  private checkSide(side: 'pon' | 'uplink', id: number): void {
    this.checkPort(id);
    if (side === 'pon' && !this.pon.has(id)) refuse(wordsText(REFUSAL_WORDS.notPonPort, { port: id }));
    if (side === 'uplink' && !this.table.isUplink(id)) refuse(`${this.table.name(id)} is not a GE or XGE port`);
  }
}
