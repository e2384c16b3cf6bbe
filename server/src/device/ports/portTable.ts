import {
  PORT_DESC_MAX_CHARS,
  PORT_FLAGS as PORT_FLAG,
  PORT_MTU,
  PORT_RATE_KBPS,
  portKind,
  portName,
  totalPorts,
  type PortCounts,
  type PortInfo,
  type PortKind,
  REFUSAL_WORDS,
  wordsText,
} from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';
import { checkText } from '../kernel/text.ts';

const KNOWN_FLAGS = Object.values(PORT_FLAG).reduce((a, b) => a | b, 0);
/** A PON port's form edits only these (api.md §2.4). */
const PON_FLAGS = PORT_FLAG.flowCtrl | PORT_FLAG.mtu | PORT_FLAG.pvid | PORT_FLAG.portDesc;

/** PORT-02 `set`: `flags` says which fields to take; the others are ignored. */
export interface PortChange {
  flags: number;
  admin_status?: number;
  auto_neg?: number;
  speed?: string;
  duplex?: number;
  flow_ctrl?: number;
  mtu?: number;
  erate?: number;
  irate?: number;
  pvid?: number;
  port_desc?: string;
}

/** The settings of a port an operator configures (the `ports` configuration section). */
export interface PortSettings {
  port_id: number;
  admin_status: number;
  auto_neg: number;
  /** the fixed speed used while `auto_neg` is 0 */
  speed: string;
  duplex: number;
  flow_ctrl: number;
  mtu: number;
  erate: number;
  irate: number;
  port_desc: string;
}

interface PortState extends PortSettings {
  kind: PortKind;
  /** link-aggregation group, 0 = none */
  lag: number;
  /** a cable and a partner are there (simulated, not configuration) */
  cable: boolean;
}

/** What the VLAN side needs to know of the ports and their trunks. */
export interface LagView {
  ids(): number[];
  has(id: number): boolean;
  name(id: number): string;
  siblings(id: number): number[];
  lags(): Map<number, number[]>;
}

const nativeSpeed = (kind: PortKind): string => (kind === 'xge' ? '10000M' : '1000M');

/**
 * The switch ports: PON, GE and XGE in global order (api.md §0.1). Out of the box GE01 and XGE01 carry the
 * uplink, GE03 and GE04 form link-aggregation group 1 when there are four GE ports, and the rest have no cable.
 */
export class PortTable {
  private readonly ports: PortState[];

  constructor(readonly counts: Required<PortCounts>) {
    const lagMembers = counts.geports >= 4 ? [counts.ponports + 3, counts.ponports + 4] : [];
    this.ports = Array.from({ length: totalPorts(counts) }, (_, i) => {
      const id = i + 1;
      const kind = portKind(id, counts) as PortKind;
      const ordinal =
        kind === 'pon' ? id : kind === 'ge' ? id - counts.ponports : id - counts.ponports - counts.geports;
      const isLag = lagMembers.includes(id);
      return {
        port_id: id,
        kind,
        admin_status: 1,
        auto_neg: kind === 'ge' ? 1 : 0,
        speed: nativeSpeed(kind),
        duplex: 1,
        flow_ctrl: 0,
        mtu: 1500,
        erate: 0,
        irate: 0,
        port_desc: kind !== 'pon' && ordinal === 1 ? 'uplink to core' : isLag ? 'LAG1 to aggregation' : '',
        lag: isLag ? 1 : 0,
        cable: kind === 'pon' || ordinal === 1 || isLag,
      };
    });
  }

  ids(): number[] {
    return this.ports.map((p) => p.port_id);
  }

  has(id: number): boolean {
    return Number.isInteger(id) && id >= 1 && id <= this.ports.length;
  }

  kind(id: number): PortKind {
    return this.state(id).kind;
  }

  name(id: number): string {
    return portName(id, this.counts);
  }

  isUplink(id: number): boolean {
    return this.has(id) && this.kind(id) !== 'pon';
  }

  /** Link-aggregation group of a port, 0 = none. */
  lagOf(id: number): number {
    return this.state(id).lag;
  }

  /** Every group and its member ports, ascending. */
  lags(): Map<number, number[]> {
    const groups = new Map<number, number[]>();
    for (const p of this.ports) if (p.lag > 0) groups.set(p.lag, [...(groups.get(p.lag) ?? []), p.port_id]);
    return groups;
  }

  /** The ports that act as one with this port: its LAG's members, or the port alone. */
  siblings(id: number): number[] {
    const lag = this.lagOf(id);
    return lag === 0 ? [id] : this.ports.filter((p) => p.lag === lag).map((p) => p.port_id);
  }

  /** Puts every port in the trunk `groups` names, the others in none (the lag area's configuration). */
  setLags(groups: ReadonlyMap<number, readonly number[]>): void {
    for (const p of this.ports) p.lag = 0;
    for (const [lag, members] of groups) for (const id of members) this.state(id).lag = lag;
  }

  /** The table as it would be with other trunks: a candidate configuration is checked against it. */
  withLags(groups: ReadonlyMap<number, readonly number[]>): LagView {
    const lagOf = new Map<number, number>();
    for (const [lag, members] of groups) for (const id of members) lagOf.set(id, lag);
    return {
      ids: () => this.ids(),
      has: (id) => this.has(id),
      name: (id) => this.name(id),
      lags: () => new Map([...groups].map(([lag, members]) => [lag, [...members]])),
      siblings: (id) => {
        const lag = lagOf.get(id) ?? 0;
        return lag === 0 ? [id] : [...(groups.get(lag) ?? [])];
      },
    };
  }

  /** Whether a cable is plugged into the port (simulated). */
  hasCable(id: number): boolean {
    return this.state(id).cable;
  }

  isAdminUp(id: number): boolean {
    return this.state(id).admin_status === 1;
  }

  /** Uplink link state: enabled and cabled. PON link state depends on the ONUs, so the device decides it. */
  isLinkUp(id: number): boolean {
    const p = this.state(id);
    return p.admin_status === 1 && p.cable;
  }

  /** Line rate in bits per second while the link is up. */
  lineRateBps(id: number): number {
    const p = this.state(id);
    return Number.parseInt(p.auto_neg === 1 ? nativeSpeed(p.kind) : p.speed, 10) * 1_000_000;
  }

  /** What caps a port's traffic: its rate limits in kbps (0 = none) and its MTU. */
  limits(id: number): { erate: number; irate: number; mtu: number } {
    const p = this.state(id);
    return { erate: p.erate, irate: p.irate, mtu: p.mtu };
  }

  info(id: number, pvid: number, linkUp: boolean): PortInfo {
    const p = this.state(id);
    return {
      port_id: p.port_id,
      admin_status: p.admin_status,
      link_status: linkUp ? 1 : 0,
      auto_neg: p.auto_neg,
      // an auto-negotiating port without a link knows no speed: "0M" shows as "--" (api.md §2.4)
      speed: p.auto_neg === 1 ? (linkUp ? nativeSpeed(p.kind) : '0M') : p.speed,
      duplex: p.duplex,
      flow_ctrl: p.flow_ctrl,
      mtu: p.mtu,
      media: p.kind === 'ge' ? 'copper' : 'fiber',
      pvid,
      port_desc: p.port_desc,
      erate: p.erate,
      irate: p.irate,
      link_aggregation: p.lag,
    };
  }

  /**
   * Checks a PORT-02 change and answers the function that applies it, so the caller can check the VLAN side of a
   * PVID change too before anything changes.
   */
  prepare(id: number, change: PortChange): () => void {
    const p = this.state(id);
    const flags = change.flags;
    if (!Number.isInteger(flags) || flags <= 0 || (flags & ~KNOWN_FLAGS) !== 0)
      refuse('flags names no known port setting');
    if (p.kind === 'pon' && (flags & ~PON_FLAGS) !== 0) {
      refuse('a PON port only takes flow control, MTU, PVID and description');
    }
    const next: PortSettings = { ...p };
    const pick = <K extends keyof PortChange>(key: K): NonNullable<PortChange[K]> => {
      const value = change[key];
      if (value === undefined || value === null) refuse(`${key} is missing`);
      return value;
    };
    const bit01 = (key: 'admin_status' | 'auto_neg' | 'duplex' | 'flow_ctrl'): number => {
      const value = pick(key);
      if (value !== 0 && value !== 1) refuse(`${key} must be 0 or 1`);
      return value;
    };
    if (flags & PORT_FLAG.adminStatus) next.admin_status = bit01('admin_status');
    if (flags & PORT_FLAG.autoNeg) next.auto_neg = bit01('auto_neg');
    if (flags & PORT_FLAG.duplex) next.duplex = bit01('duplex');
    if (flags & PORT_FLAG.flowCtrl) next.flow_ctrl = bit01('flow_ctrl');
    if (flags & PORT_FLAG.speed) {
      const speed = pick('speed');
      const allowed = p.kind === 'xge' ? ['1000M', '10000M', 'auto'] : ['10M', '100M', '1000M', 'auto'];
      if (!allowed.includes(speed)) refuse(`speed of ${this.name(id)} must be one of ${allowed.join(', ')}`);
      if (speed === 'auto') next.auto_neg = 1;
      else {
        next.auto_neg = 0;
        next.speed = speed;
      }
    }
    if (flags & PORT_FLAG.mtu) {
      const mtu = pick('mtu');
      if (!Number.isInteger(mtu) || mtu < PORT_MTU.min || mtu > PORT_MTU.max)
        refuse(`mtu must be ${PORT_MTU.min}–${PORT_MTU.max}`);
      next.mtu = mtu;
    }
    for (const [bit, key] of [
      [PORT_FLAG.erate, 'erate'],
      [PORT_FLAG.irate, 'irate'],
    ] as const) {
      if (!(flags & bit)) continue;
      const rate = pick(key);
      if (!Number.isInteger(rate) || (rate !== 0 && (rate < PORT_RATE_KBPS.min || rate > PORT_RATE_KBPS.max))) {
        refuse(`${key} must be 0 or ${PORT_RATE_KBPS.min}–${PORT_RATE_KBPS.max} kbps`);
      }
      next[key] = rate;
    }
    if (flags & PORT_FLAG.portDesc) {
      const desc = pick('port_desc');
      checkText(desc, 'port_desc', PORT_DESC_MAX_CHARS);
      next.port_desc = desc;
    }
    if (flags & PORT_FLAG.pvid) pick('pvid');
    return () => {
      Object.assign(p, next);
    };
  }

  settings(): PortSettings[] {
    return this.ports.map((p) => ({
      port_id: p.port_id,
      admin_status: p.admin_status,
      auto_neg: p.auto_neg,
      speed: p.speed,
      duplex: p.duplex,
      flow_ctrl: p.flow_ctrl,
      mtu: p.mtu,
      erate: p.erate,
      irate: p.irate,
      port_desc: p.port_desc,
    }));
  }

  /** Replaces the configured settings (configuration import); the caller has validated them. */
  replace(settings: readonly PortSettings[]): void {
    for (const s of settings) {
      const p = this.ports[s.port_id - 1];
      if (p) Object.assign(p, { ...s, port_id: p.port_id });
    }
  }

  private state(id: number): PortState {
    const p = this.ports[id - 1];
    if (!p || !Number.isInteger(id)) refuse(wordsText(REFUSAL_WORDS.portMissing, { port: id }));
    return p;
  }
}

/** Checks the `ports` configuration section against the device's ports. */
export function checkPortSettings(ports: PortTable, list: readonly PortSettings[]): void {
  const seen = new Set<number>();
  const bit = (value: number, what: string, id: number): void => {
    if (value !== 0 && value !== 1) refuse(`${what} of port ${id} must be 0 or 1`);
  };
  for (const s of list) {
    if (!ports.has(s.port_id)) refuse(`port ${s.port_id} does not exist`);
    if (seen.has(s.port_id)) refuse(`port ${s.port_id} has two settings rows`);
    seen.add(s.port_id);
    const kind = ports.kind(s.port_id);
    bit(s.admin_status, 'admin_status', s.port_id);
    bit(s.auto_neg, 'auto_neg', s.port_id);
    bit(s.duplex, 'duplex', s.port_id);
    bit(s.flow_ctrl, 'flow_ctrl', s.port_id);
    const speeds = kind === 'pon' ? ['1000M'] : kind === 'xge' ? ['1000M', '10000M'] : ['10M', '100M', '1000M'];
    if (!speeds.includes(s.speed)) refuse(`speed of port ${s.port_id} must be one of ${speeds.join(', ')}`);
    if (!Number.isInteger(s.mtu) || s.mtu < PORT_MTU.min || s.mtu > PORT_MTU.max)
      refuse(`mtu of port ${s.port_id} must be ${PORT_MTU.min}–${PORT_MTU.max}`);
    for (const rate of [s.erate, s.irate]) {
      const isOff = rate === 0;
      if (
        !Number.isInteger(rate) ||
        (!isOff && (kind === 'pon' || rate < PORT_RATE_KBPS.min || rate > PORT_RATE_KBPS.max))
      ) {
        refuse(
          `the rate limits of port ${s.port_id} must be 0 or ${PORT_RATE_KBPS.min}–${PORT_RATE_KBPS.max} kbps (uplinks only)`,
        );
      }
    }
    checkText(s.port_desc, 'port_desc', PORT_DESC_MAX_CHARS);
  }
}
