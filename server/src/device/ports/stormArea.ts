import { z } from 'zod';
import {
  REFUSAL_WORDS,
  STORM_FLAGS,
  STORM_KINDS,
  STORM_PPS,
  wordsText,
  type StormEvent,
  type StormKind,
  type StormLimits,
  ALARM_WORDS,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { LEVEL, aboutPort } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { Random } from '../kernel/random.ts';
import { formatDeviceTime } from '../kernel/simClock.ts';
import { PORT_ALARM_ID } from './portAlarms.ts';
import type { PortTable } from './portTable.ts';

const int = z.number().int();
const StoredLimits = z.strictObject({ port_id: int, broadcast: int, multicast: int, unicast: int });
export const stormSections = sections({ storm: { schema: z.array(StoredLimits) } });
type StormConfig = { storm: z.output<typeof StoredLimits>[] };

type Limits = Record<StormKind, number>;
const OFF: Limits = { broadcast: 0, multicast: 0, unicast: 0 };

/** Where storms reach the ports' counters, and which ports have a link to bring one in. */
export interface StormPorts {
  flood(portId: number, kind: StormKind, offeredPps: number, limitPps: number): void;
  hasLink(portId: number): boolean;
}

/** A broadcast storm (a loop or a faulty host somewhere below or above) about every 20 minutes of simulated time. */
const STORM_MEAN_MS = 20 * 60_000;
const STORM_MS = { min: 90_000, max: 240_000 } as const;
const STORM_PPS_RANGE = { min: 30_000, max: 400_000 } as const;
/** An ended storm stays listed this long. */
const ENDED_KEPT_MS = 10 * 60_000;

interface Storm {
  portId: number;
  kind: StormKind;
  pps: number;
  sinceMs: number;
  untilMs: number;
  /** whether the alarm for a limit holding it has been raised */
  isReported: boolean;
  /** whether a limit held it at its end (for an ended storm) */
  wasHeld?: boolean;
  endedMs?: number;
}

/**
 * Storm control (STORM-01…03): per port a packets-per-second limit for broadcast, multicast and unicast frames, 0 =
 * off. Now and then a storm floods a port with a link; a limit below its rate holds it to the limit (the rest is
 * discarded, and one alarm says so), without one every frame is carried and the port's counters of that kind climb.
 */
export class StormArea implements Area<StormConfig> {
  readonly name = 'storm';
  readonly sections = stormSections;
  private readonly limits = new Map<number, Limits>();
  private readonly storms: Storm[] = [];
  private readonly ended: Storm[] = [];
  private readonly random: Random;

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly ports: StormPorts,
  ) {
    this.random = k.random.fork('storm');
  }

  /** STORM-01. */
  all(): StormLimits[] {
    return this.table.ids().map((id) => this.one(id));
  }

  /** STORM-03. */
  one(portId: number): StormLimits {
    this.requirePort(portId);
    return { port_id: portId, ...(this.limits.get(portId) ?? OFF) };
  }

  /** STORM-02: the limits `flags` names change; the others stay as they are. */
  set(portId: number, flags: number, values: Limits): void {
    this.k.write(() => {
      this.requirePort(portId);
      if (!Number.isInteger(flags) || flags < 1 || flags > 7) refuse('flags must name at least one limit (1–7)');
      const next = { ...(this.limits.get(portId) ?? OFF) };
      for (const kind of STORM_KINDS) {
        if ((flags & STORM_FLAGS[kind]) === 0) continue;
        checkPps(kind, values[kind]);
        next[kind] = values[kind];
      }
      this.limits.set(portId, next);
      this.k.journal.section('storm');
      this.k.alarms.log(wordsText(ALARM_WORDS.stormLimits, { port: this.table.name(portId), ...next }));
    });
  }

  /** STORM-X1: the storms now, oldest first, then those ended lately, newest first. */
  events(): StormEvent[] {
    const now = this.storms.map((s) => {
      const limit = this.limitOf(s.portId, s.kind);
      return this.event(s, limit > 0 && limit < s.pps, limit);
    });
    const past = [...this.ended]
      .reverse()
      .map((s) => this.event(s, s.wasHeld === true, this.limitOf(s.portId, s.kind)));
    return [...now, ...past];
  }

  private event(s: Storm, isHeld: boolean, limit: number): StormEvent {
    return {
      port_id: s.portId,
      kind: s.kind,
      offered_pps: s.pps,
      passed_pps: isHeld ? limit : s.pps,
      suppressed: isHeld ? 1 : 0,
      since: formatDeviceTime(s.sinceMs),
      ended: s.endedMs === undefined ? '' : formatDeviceTime(s.endedMs),
    };
  }

  /** Floods a port with `kind` frames for a while (the simulation, and tests). One storm per port and kind. */
  startStorm(portId: number, kind: StormKind, pps: number, forMs: number): void {
    this.requirePort(portId);
    const now = this.k.now();
    const old = this.storms.find((s) => s.portId === portId && s.kind === kind);
    if (old) {
      old.pps = pps;
      old.untilMs = now + forMs;
      return;
    }
    this.storms.push({ portId, kind, pps, sinceMs: now, untilMs: now + forMs, isReported: false });
    const what = wordsText(ALARM_WORDS.stormArrived, { port: this.table.name(portId), stormKind: kind, pps });
    this.k.alarms.log(what, LEVEL.minor, now);
  }

  exportSection(): StormConfig['storm'] {
    return [...this.limits.entries()]
      .filter(([, l]) => l.broadcast > 0 || l.multicast > 0 || l.unicast > 0)
      .map(([port_id, l]) => ({ port_id, ...l }))
      .sort((a, b) => a.port_id - b.port_id);
  }

  check(config: StormConfig): void {
    const seen = new Set<number>();
    for (const e of config.storm) {
      this.requirePort(e.port_id);
      if (seen.has(e.port_id)) refuse(`port ${e.port_id} has two storm control rows`);
      seen.add(e.port_id);
      for (const kind of STORM_KINDS) checkPps(kind, e[kind]);
    }
  }

  load(config: StormConfig): void {
    this.limits.clear();
    for (const e of config.storm)
      this.limits.set(e.port_id, { broadcast: e.broadcast, multicast: e.multicast, unicast: e.unicast });
  }

  step(atMs: number): void {
    while (this.ended.length > 0 && atMs - (this.ended[0]?.endedMs ?? atMs) > ENDED_KEPT_MS) this.ended.shift();
    if (this.random.chance(1_000 / STORM_MEAN_MS)) this.stormSomewhere();
    for (let i = this.storms.length - 1; i >= 0; i--) {
      const s = this.storms[i] as Storm;
      if (atMs >= s.untilMs || !this.ports.hasLink(s.portId)) {
        this.storms.splice(i, 1);
        const limit = this.limitOf(s.portId, s.kind);
        this.ended.push({ ...s, wasHeld: limit > 0 && limit < s.pps, endedMs: atMs });
        this.k.alarms.raise(
          PORT_ALARM_ID.stormEnded,
          LEVEL.info,
          wordsText(ALARM_WORDS.stormEnded, { port: this.table.name(s.portId), stormKind: s.kind }),
          atMs,
          aboutPort(this.table, s.portId),
        );
        continue;
      }
      const limit = this.limitOf(s.portId, s.kind);
      this.ports.flood(s.portId, s.kind, s.pps, limit);
      const isHeld = limit > 0 && limit < s.pps;
      if (isHeld && !s.isReported) {
        s.isReported = true;
        this.k.alarms.raise(
          PORT_ALARM_ID.stormSuppressed,
          LEVEL.major,
          wordsText(ALARM_WORDS.stormSuppressed, {
            port: this.table.name(s.portId),
            stormKind: s.kind,
            pps: s.pps,
            limit,
          }),
          atMs,
          aboutPort(this.table, s.portId),
        );
      }
    }
  }

  reboot(): void {
    this.storms.length = 0;
    this.ended.length = 0;
  }

  private stormSomewhere(): void {
    const candidates = this.table.ids().filter((id) => this.ports.hasLink(id));
    if (candidates.length === 0) return;
    const portId = this.random.pick(candidates);
    const pps = Math.round(STORM_PPS_RANGE.min + this.random.next() * (STORM_PPS_RANGE.max - STORM_PPS_RANGE.min));
    const forMs = Math.round(STORM_MS.min + this.random.next() * (STORM_MS.max - STORM_MS.min));
    this.startStorm(portId, 'broadcast', pps, forMs);
  }

  private limitOf(portId: number, kind: StormKind): number {
    return this.limits.get(portId)?.[kind] ?? 0;
  }

  private requirePort(portId: number): void {
    if (!this.table.has(portId)) refuse(wordsText(REFUSAL_WORDS.portMissing, { port: portId }));
  }
}

function checkPps(kind: StormKind, pps: number): void {
  if (!Number.isInteger(pps) || pps < STORM_PPS.min || pps > STORM_PPS.max)
    refuse(`${kind} limit must be ${STORM_PPS.min}–${STORM_PPS.max} pps (0 = off)`);
}
