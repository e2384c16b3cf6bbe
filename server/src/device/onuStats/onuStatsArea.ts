import { z } from 'zod';
import {
  ALARM_WORDS,
  PERF_PERIOD_DEFAULT_SECONDS,
  PERF_PERIOD_SECONDS,
  PERF_STATUS,
  onuLabel,
  wordsText,
  type OnuPerf,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { formatAlarmLine } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { hash32 } from '../kernel/random.ts';
import { subjectOf } from '../onus/onuLife.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import { OnuRecords, onuKeyed } from '../onus/onuRecords.ts';
import type { Onu } from '../onus/onuStore.ts';
import type { OnuPortsArea } from '../onuPorts/onuPortsArea.ts';
import type { SlaArea } from '../sla/slaArea.ts';
import { TALLY, TALLY_SIZE, addTraffic, bump, perfOf } from './perfCounters.ts';

const int = z.number().int();
const PerfPort = z.strictObject({ op_id: int, status: int, period: int });
type PerfPort = z.output<typeof PerfPort>;
const PerfRecord = z.strictObject({ port_id: int, onu_id: int, ports: z.array(PerfPort) });
type PerfRecord = z.output<typeof PerfRecord>;
const onuStatsSections = sections({ onuPerf: { schema: z.array(PerfRecord), keyed: onuKeyed<PerfRecord>() } });
type StatsConfig = { onuPerf: PerfRecord[]; onus: readonly { port_id: number; onu_id: number }[] };

/**
 * Each ONU's counters move every fifth simulated second, a fifth of the ONUs in each second: carrying every ONU in
 * one step blocked the server noticeably every five seconds on a full device (README › Benchmarks).
 */
const STATS_EVERY_STEPS = 5;
const STEP_SECONDS = 5;
/** What an online subscriber moves on average (the ports area's figures): 3.2 Mbit/s down, 0.9 Mbit/s up. */
const ONU_DOWN_BPS = 3_200_000;
const ONU_UP_BPS = 900_000;
/** Frames lost to bit errors: next to none on a healthy fibre, many more as the light gets weak. */
const errorRate = (rxDbm: number): number => (rxDbm < -26 ? 1e-6 * 10 ** (-26 - rxDbm) : 1e-9);

interface Interval {
  current: Float64Array;
  previous: Float64Array;
  startMs: number;
}

/**
 * What ONUs report: per-port performance counters (ONU-54…58; port 0 is the PON interface) over monitoring intervals,
 * growing with the traffic each ONU carries within its SLA and port rate limits, and each ONU's alarm list
 * (ONU-23/24). Monitoring is on, with 15-minute intervals, unless set otherwise.
 */
export class OnuStatsArea implements Area<StatsConfig> {
  readonly name = 'onuStats';
  readonly sections = onuStatsSections;
  private readonly records: OnuRecords<PerfRecord>;
  private readonly intervals = new Map<string, Interval>();
  private readonly held: ((onu: Onu) => boolean)[] = [];

  constructor(
    private readonly k: Kernel,
    private readonly onus: OnusArea,
    private readonly sla: SlaArea,
    private readonly ports: OnuPortsArea,
  ) {
    this.records = new OnuRecords(k, 'onuPerf', onus);
    onus.onRemoved((onu) => {
      k.alarms.forgetSubject(subjectOf(onu));
      for (let op = 0; op <= onu.hw.geports; op++) this.intervals.delete(this.key(onu, op));
    });
    onus.onRegistered((onu, atMs) => {
      if (onu.status !== 'Online') return;
      for (let op = 0; op <= onu.hw.geports; op++) bump(this.interval(onu, op, atMs).current, TALLY.statusChanges);
    });
  }

  /** ONU-23: newest first. */
  alarmLines(portId: number, onuId: number): string[] {
    const onu = this.onus.onu(portId, onuId);
    return this.k.alarms.subjectList(subjectOf(onu)).reverse().map(formatAlarmLine);
  }

  /** ONU-24. */
  clearAlarms(portId: number, onuId: number): void {
    const onu = this.onus.onu(portId, onuId);
    this.k.write(() => {
      this.k.alarms.forgetSubject(subjectOf(onu));
      this.k.alarms.log(wordsText(ALARM_WORDS.onuAlarmsCleared, { onu: onuLabel(portId, onuId) }));
    });
  }

  /** ONU-54. */
  status(portId: number, onuId: number, opId: number): { status: number; period: number } {
    const { status, period } = this.settingOf(this.checked(portId, onuId, opId), opId);
    return { status, period };
  }

  /** ONU-55. */
  current(portId: number, onuId: number, opId: number): OnuPerf {
    const onu = this.checked(portId, onuId, opId);
    return perfOf(this.interval(onu, opId, this.k.now()).current);
  }

  /** ONU-56. */
  history(portId: number, onuId: number, opId: number): OnuPerf {
    const onu = this.checked(portId, onuId, opId);
    return perfOf(this.interval(onu, opId, this.k.now()).previous);
  }

  /** ONU-57: monitoring is the OLT's, so it may be set while the ONU is away. `period` 0 = 900 s. */
  setMonitoring(portId: number, onuId: number, opId: number, status: number, period: number): void {
    const onu = this.checked(portId, onuId, opId);
    if (status !== PERF_STATUS.enabled && status !== PERF_STATUS.disabled) refuse('status must be 2 (on) or 1 (off)');
    const seconds = period === 0 ? PERF_PERIOD_DEFAULT_SECONDS : period;
    if (!Number.isInteger(seconds) || seconds < PERF_PERIOD_SECONDS.min || seconds > PERF_PERIOD_SECONDS.max)
      refuse(`period must be 0 or ${PERF_PERIOD_SECONDS.min}–${PERF_PERIOD_SECONDS.max} seconds`);
    this.k.write(() => {
      const ports = (this.records.get(onu)?.ports ?? []).filter((p) => p.op_id !== opId);
      ports.push({ op_id: opId, status, period: seconds });
      this.records.put(onu, { port_id: portId, onu_id: onuId, ports: ports.sort((a, b) => a.op_id - b.op_id) });
      this.intervals.set(this.key(onu, opId), this.fresh(this.k.now()));
      this.k.alarms.log(
        wordsText(status === 2 ? ALARM_WORDS.onuPortMonitorOn : ALARM_WORDS.onuPortMonitorOff, {
          onu: onuLabel(portId, onuId),
          port: opId,
          seconds,
        }),
      );
    });
  }

  /** ONU-58: both intervals zero, the current one starts now. */
  clear(portId: number, onuId: number, opId: number): void {
    const onu = this.checked(portId, onuId, opId);
    this.k.write(() => {
      this.intervals.set(this.key(onu, opId), this.fresh(this.k.now()));
      this.k.alarms.log(wordsText(ALARM_WORDS.onuPortCountersCleared, { onu: onuLabel(portId, onuId), port: opId }));
    });
  }

  exportSection(): PerfRecord[] {
    return this.records.all();
  }

  exportRecord(_name: string, key: string): PerfRecord | undefined {
    return this.records.record(key);
  }

  check(config: StatsConfig): void {
    this.records.check(config.onuPerf, config.onus);
    for (const r of config.onuPerf)
      for (const p of r.ports)
        if (![1, 2].includes(p.status) || p.period < PERF_PERIOD_SECONDS.min || p.period > PERF_PERIOD_SECONDS.max)
          refuse(`${onuLabel(r.port_id, r.onu_id)} port ${p.op_id}: monitoring malformed`);
  }

  load(config: StatsConfig): void {
    this.records.load(config.onuPerf);
  }

  /** ONUs that carry nothing while this says so (an ONU blocked by loop detection): their counters stand still. */
  holdWhile(isHeld: (onu: Onu) => boolean): void {
    this.held.push(isHeld);
  }

  step(atMs: number, step: number): void {
    const turn = step % STATS_EVERY_STEPS;
    // the evening peak: a household moves about twice as much at 21:00 as at 05:00
    const hour = new Date(atMs).getHours() + new Date(atMs).getMinutes() / 60;
    const load = 1 + 0.45 * Math.cos(((hour - 21) / 24) * 2 * Math.PI);
    for (const onu of this.onus.all())
      if (onu.status === 'Online' && onu.onuId % STATS_EVERY_STEPS === turn && !this.held.some((h) => h(onu)))
        this.carry(onu, atMs, load);
  }

  reboot(): void {
    this.intervals.clear();
  }

  /** Five seconds of the ONU's traffic, spread over its linked ports within their limits. */
  private carry(onu: Onu, atMs: number, load: number): void {
    const taste = 0.25 + 2.5 * (hash32(`${onu.mac}/traffic`) / 4_294_967_296) ** 2;
    const settings = this.ports.settingsOf(onu);
    const linked = settings.filter((p) => this.ports.isLinkUp(onu, p.op_id));
    if (linked.length === 0) return;
    const upCapBps = this.sla.upstreamCapKbps(onu) * 1000;
    const pon = this.interval(onu, 0, atMs);
    const errors = errorRate(onu.optics.rxDbm);
    let upTotal = 0;
    linked.forEach((port, i) => {
      // the first port carries most of the household's traffic
      const share = linked.length === 1 ? 1 : i === 0 ? 0.6 : 0.4 / (linked.length - 1);
      let down = ONU_DOWN_BPS * taste * load * share;
      let up = ONU_UP_BPS * taste * load * share;
      const tally = this.interval(onu, port.op_id, atMs);
      // a limit holding traffic back drops frames: an event on the port and on the ONU's PON interface
      const dropped = (index: number): void => {
        bump(tally.current, index);
        bump(pon.current, index);
      };
      if (port.rlds_opt === 1 && down > port.rl_pir * 1000) {
        down = port.rl_pir * 1000;
        dropped(TALLY.dsDrops);
      }
      if (port.rlus_opt === 1 && up > port.bandwidth * 1000) {
        up = port.bandwidth * 1000;
        dropped(TALLY.usDrops);
      }
      if (upTotal + up > upCapBps) {
        up = Math.max(0, upCapBps - upTotal);
        dropped(TALLY.usDrops);
      }
      upTotal += up;
      for (const target of [tally, pon]) {
        addTraffic(target.current, 'ds', (down * STEP_SECONDS) / 8, errors);
        addTraffic(target.current, 'us', (up * STEP_SECONDS) / 8, errors);
      }
    });
  }

  /** The port's interval, rolled over when its period has passed (and not counting while monitoring is off). */
  private interval(onu: Onu, opId: number, nowMs: number): Interval {
    const key = this.key(onu, opId);
    let interval = this.intervals.get(key);
    if (!interval) this.intervals.set(key, (interval = this.fresh(nowMs)));
    const { status, period } = this.settingOf(onu, opId);
    const periodMs = period * 1000;
    if (status === PERF_STATUS.enabled && nowMs - interval.startMs >= periodMs) {
      const passed = Math.floor((nowMs - interval.startMs) / periodMs);
      interval.previous = passed === 1 ? interval.current : new Float64Array(TALLY_SIZE);
      interval.current = new Float64Array(TALLY_SIZE);
      interval.startMs += passed * periodMs;
    }
    // while monitoring is off nothing counts: the tally handed out is a scratch one
    return status === PERF_STATUS.enabled ? interval : { ...interval, current: new Float64Array(interval.current) };
  }

  private fresh(nowMs: number): Interval {
    return { current: new Float64Array(TALLY_SIZE), previous: new Float64Array(TALLY_SIZE), startMs: nowMs };
  }

  private settingOf(onu: Onu, opId: number): PerfPort {
    return (
      this.records.get(onu)?.ports.find((p) => p.op_id === opId) ?? {
        op_id: opId,
        status: PERF_STATUS.enabled,
        period: PERF_PERIOD_DEFAULT_SECONDS,
      }
    );
  }

  private checked(portId: number, onuId: number, opId: number): Onu {
    const onu = this.onus.onu(portId, onuId);
    if (!Number.isInteger(opId) || opId < 0 || opId > onu.hw.geports)
      refuse(`${onuLabel(portId, onuId)} has ports 0 (PON) to ${onu.hw.geports}`);
    return onu;
  }

  private key(onu: Onu, opId: number): string {
    return `${onu.portId}/${onu.onuId}/${opId}`;
  }
}
