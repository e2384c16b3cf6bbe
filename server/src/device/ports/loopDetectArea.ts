import { z } from 'zod';
import {
  LOOP_RECOVER,
  LOOP_SECONDS,
  onuLabel,
  type LoopConfig,
  type LoopSide,
  type PonLoopRow,
  type UplinkLoopRow,
  ALARM_WORDS,
  wordsText,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { LEVEL, aboutOnu, aboutPort } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import type { Random } from '../kernel/random.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import { PORT_ALARM_ID } from './portAlarms.ts';
import type { PortTable } from './portTable.ts';
import type { PortsArea } from './portsArea.ts';

const int = z.number().int();
const StoredConfig = z.strictObject({ ld_status: int, detect_interval: int, recover_mode: int, recover_time: int });
export const loopSections = sections({
  loop_detect: { schema: z.strictObject({ pon: StoredConfig, uplink: StoredConfig }) },
});
type LoopConfigs = { loop_detect: Record<LoopSide, LoopConfig> };

const FACTORY: LoopConfig = { ld_status: 1, detect_interval: 10, recover_mode: LOOP_RECOVER.auto, recover_time: 300 };
/** A loop (a customer's cable plugged back into the home switch, a looped ring upstream) about twice an hour. */
const LOOP_MEAN_MS = 30 * 60_000;
const LOOP_MS = { min: 2 * 60_000, max: 10 * 60_000 } as const;

/** A loop that is physically there: behind an ONU (PON side) or on an uplink. */
interface Loop {
  side: LoopSide;
  portId: number;
  onuId: number;
  untilMs: number;
}

/** What detection found: a port or ONU in a loop, blocked since `blockedAtMs` (undefined: recovered). */
interface Found {
  side: LoopSide;
  portId: number;
  onuId: number;
  blockedAtMs?: number;
}

const keyOf = (side: LoopSide, portId: number, onuId: number) => `${side}|${portId}|${onuId}`;

/**
 * Loop detection (LOOP-01…14), on the ONUs and on the uplinks, each with its settings: every detection interval the
 * device sends probes and finds the loops there are; what is in a loop is blocked and raises an alarm. A blocked
 * uplink carries no traffic. Blocked ports recover after the recovery time (auto) or when the operator says
 * (manual); a loop still there is found again at the next probe.
 */
export class LoopDetectArea implements Area<LoopConfigs> {
  readonly name = 'loopDetect';
  readonly sections = loopSections;
  private cfg: Record<LoopSide, LoopConfig> = { pon: { ...FACTORY }, uplink: { ...FACTORY } };
  private readonly loops: Loop[] = [];
  private readonly found = new Map<string, Found>();
  private readonly random: Random;

  constructor(
    private readonly k: Kernel,
    private readonly table: PortTable,
    private readonly onus: OnusArea,
    ports: PortsArea,
  ) {
    this.random = k.random.fork('loopDetect');
    ports.addFlowFilter((portId) => (this.isBlocked('uplink', portId, 0) ? 0 : this.ponShare(portId)));
  }

  /** What a PON still carries while ONUs on it are blocked: the share of its online ONUs that are not. */
  private ponShare(portId: number): number {
    if (this.table.kind(portId) !== 'pon') return 1;
    let blocked = 0;
    for (const f of this.found.values())
      if (f.side === 'pon' && f.portId === portId && f.blockedAtMs !== undefined) blocked++;
    if (blocked === 0) return 1;
    const online = this.onus.onlineCount(portId);
    return online === 0 ? 1 : Math.max(0, 1 - blocked / online);
  }

  /** LOOP-01/02. */
  config(side: LoopSide): LoopConfig {
    return { ...this.cfg[side] };
  }

  /** LOOP-05…12: one setting of one side. */
  set(side: LoopSide, change: Partial<LoopConfig>): void {
    this.k.write(() => {
      const next = { ...this.cfg[side], ...change };
      checkConfig(next);
      const wasOn = this.cfg[side].ld_status === 1;
      this.cfg[side] = next;
      // turned off: what it blocked is let go
      if (wasOn && next.ld_status === 0) for (const [key, f] of this.found) if (f.side === side) this.found.delete(key);
      this.k.journal.section('loop_detect');
      this.k.alarms.log(side === 'pon' ? ALARM_WORDS.loopSettingsPon : ALARM_WORDS.loopSettingsUplink);
    });
  }

  /** LOOP-13/14: recovers everything the side blocked. */
  recover(side: LoopSide): void {
    this.k.write(() => {
      for (const [key, f] of this.found) if (f.side === side) this.found.delete(key);
      this.k.alarms.log(side === 'pon' ? ALARM_WORDS.loopReleasedPon : ALARM_WORDS.loopReleasedUplink);
    });
  }

  /** LOOP-03. */
  ponRows(): PonLoopRow[] {
    return this.rows('pon').map((f) => ({
      port_id: f.portId,
      onu_id: f.onuId,
      status: 1,
      onu_status: f.blockedAtMs === undefined ? 0 : 1,
      ld_port_id: f.portId,
      ld_onu_id: f.onuId,
    }));
  }

  /** LOOP-04. */
  uplinkRows(): UplinkLoopRow[] {
    return this.rows('uplink').map((f) => ({
      port_id: f.portId,
      status: 1,
      port_status: f.blockedAtMs === undefined ? 0 : 1,
      ld_port_id: f.portId,
    }));
  }

  isBlocked(side: LoopSide, portId: number, onuId: number): boolean {
    return this.found.get(keyOf(side, portId, onuId))?.blockedAtMs !== undefined;
  }

  /** Makes a loop behind an ONU or on an uplink for a while (the simulation, and tests). */
  makeLoop(side: LoopSide, portId: number, onuId: number, forMs: number): void {
    const untilMs = this.k.now() + forMs;
    const old = this.loops.find((l) => l.side === side && l.portId === portId && l.onuId === onuId);
    if (old) old.untilMs = untilMs;
    else this.loops.push({ side, portId, onuId, untilMs });
  }

  exportSection(): LoopConfigs['loop_detect'] {
    return { pon: { ...this.cfg.pon }, uplink: { ...this.cfg.uplink } };
  }

  check(config: LoopConfigs): void {
    checkConfig(config.loop_detect.pon);
    checkConfig(config.loop_detect.uplink);
  }

  load(config: LoopConfigs): void {
    this.cfg = { pon: { ...config.loop_detect.pon }, uplink: { ...config.loop_detect.uplink } };
    this.found.clear();
  }

  step(atMs: number, step: number): void {
    if (this.random.chance(1_000 / LOOP_MEAN_MS)) this.loopSomewhere();
    for (let i = this.loops.length - 1; i >= 0; i--)
      if ((this.loops[i] as Loop).untilMs <= atMs) this.loops.splice(i, 1);
    for (const side of ['pon', 'uplink'] as const) {
      const c = this.cfg[side];
      if (c.ld_status !== 1) continue;
      this.recoverDue(side, atMs);
      if (step % c.detect_interval === 0) this.probe(side, atMs);
    }
  }

  reboot(): void {
    this.found.clear();
    this.loops.length = 0;
  }

  private rows(side: LoopSide): Found[] {
    return [...this.found.values()]
      .filter((f) => f.side === side)
      .sort((a, b) => a.portId - b.portId || a.onuId - b.onuId);
  }

  /** Auto recovery lets go what has been blocked for the recovery time; a recovered port whose loop is gone is forgotten. */
  private recoverDue(side: LoopSide, atMs: number): void {
    const c = this.cfg[side];
    for (const [key, f] of this.found) {
      if (f.side !== side) continue;
      const isLooped = this.loops.some((l) => keyOf(l.side, l.portId, l.onuId) === key);
      if (f.blockedAtMs === undefined) {
        if (!isLooped) this.found.delete(key);
      } else if (c.recover_mode === LOOP_RECOVER.auto && atMs - f.blockedAtMs >= c.recover_time * 1_000) {
        f.blockedAtMs = undefined;
        this.k.alarms.log(wordsText(ALARM_WORDS.loopRecovered, { where: this.where(f) }), LEVEL.info, atMs);
      }
    }
  }

  /** The probes of one side: every loop there is blocked, with one alarm each time it is. */
  private probe(side: LoopSide, atMs: number): void {
    for (const l of this.loops) {
      if (l.side !== side || !this.isReachable(l)) continue;
      const key = keyOf(side, l.portId, l.onuId);
      const f = this.found.get(key) ?? { side, portId: l.portId, onuId: l.onuId };
      if (f.blockedAtMs !== undefined) continue;
      f.blockedAtMs = atMs;
      this.found.set(key, f);
      this.k.alarms.raise(
        PORT_ALARM_ID.loopDetected,
        LEVEL.major,
        side === 'pon'
          ? wordsText(ALARM_WORDS.loopBlockedOnu, { onu: this.where(f) })
          : wordsText(ALARM_WORDS.loopBlockedPort, { port: this.where(f) }),
        atMs,
        side === 'pon' ? aboutOnu(f.portId, f.onuId) : aboutPort(this.table, f.portId),
      );
    }
  }

  private isReachable(l: Loop): boolean {
    if (l.side === 'uplink') return this.table.isLinkUp(l.portId);
    return this.onus.all().some((o) => o.portId === l.portId && o.onuId === l.onuId && o.status === 'Online');
  }

  private where(f: Pick<Found, 'side' | 'portId' | 'onuId'>): string {
    return f.side === 'pon' ? onuLabel(f.portId, f.onuId) : this.table.name(f.portId);
  }

  private loopSomewhere(): void {
    const forMs = Math.round(LOOP_MS.min + this.random.next() * (LOOP_MS.max - LOOP_MS.min));
    const online = this.onus.all().filter((o) => o.status === 'Online');
    const uplinks = this.table.ids().filter((id) => this.table.isUplink(id) && this.table.isLinkUp(id));
    // most loops are a customer's: behind an ONU
    if (online.length > 0 && (uplinks.length === 0 || this.random.chance(0.8))) {
      const onu = this.random.pick(online);
      this.makeLoop('pon', onu.portId, onu.onuId, forMs);
    } else if (uplinks.length > 0) {
      this.makeLoop('uplink', this.random.pick(uplinks), 0, forMs);
    }
  }
}

function checkConfig(c: LoopConfig): void {
  if (c.ld_status !== 0 && c.ld_status !== 1) refuse('ld_status must be 0 or 1');
  if (c.recover_mode !== 0 && c.recover_mode !== 1) refuse('recover_mode must be 0 (auto) or 1 (manual)');
  for (const [name, v] of [
    ['detect_interval', c.detect_interval],
    ['recover_time', c.recover_time],
  ] as const)
    if (!Number.isInteger(v) || v < LOOP_SECONDS.min || v > LOOP_SECONDS.max)
      refuse(`${name} must be ${LOOP_SECONDS.min}–${LOOP_SECONDS.max} s`);
}
