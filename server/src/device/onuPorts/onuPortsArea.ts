import { z } from 'zod';
import { onuLabel, type OnuPort, ALARM_WORDS, wordsText } from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { ALARM_ID, LEVEL } from '../kernel/alarmLog.ts';
import { refuse } from '../kernel/errors.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { hash32, type Random } from '../kernel/random.ts';
import { subjectOf } from '../onus/onuLife.ts';
import type { OnusArea } from '../onus/onusArea.ts';
import { OnuRecords, onuKeyed } from '../onus/onuRecords.ts';
import type { Onu } from '../onus/onuStore.ts';
import { UniSettings, changeUni, checkUni, defaultUni, type UniChange } from './uniPorts.ts';

const int = z.number().int();
const UniRecord = z.strictObject({ port_id: int, onu_id: int, ports: z.array(UniSettings) });
type UniRecord = z.output<typeof UniRecord>;
const onuPortSections = sections({ onuPorts: { schema: z.array(UniRecord), keyed: onuKeyed<UniRecord>() } });
type PortsConfig = { onuPorts: UniRecord[]; onus: readonly { port_id: number; onu_id: number }[] };

/** A subscriber somewhere loops a cable about every six hours; the loop lasts until someone unplugs it. */
const LOOP_MEAN_MS = 6 * 3_600_000;
const LOOP_LASTS_MS = { min: 5 * 60_000, max: 60 * 60_000 } as const;
/** Share of LAN ports beyond the first with something plugged in. */
const PLUGGED_SHARE = 0.4;

/** What the OLT does about an ONU whose subscriber side loops back onto the PON (PON-06; the guard area). */
export interface LoopWatch {
  loopingOnu(onu: Onu, opId: number, atMs: number): void;
}

interface Loop {
  onu: Onu;
  opId: number;
  /** the port's own loop detection shut it */
  shut: boolean;
}

/**
 * The UNI (Ethernet) ports of every ONU (ONU-33/34): settings, link state and loops. A loop behind a port with loop
 * detection on shuts that port until the loop goes; without it the loop reaches the PON, where the OLT's looping
 * ONU handling (PON-06) takes over.
 */
export class OnuPortsArea implements Area<PortsConfig> {
  readonly name = 'onuPorts';
  readonly sections = onuPortSections;
  private readonly records: OnuRecords<UniRecord>;
  private readonly loops = new Map<string, Loop>();
  private readonly random: Random;

  constructor(
    private readonly k: Kernel,
    private readonly onus: OnusArea,
    private readonly watch: LoopWatch,
  ) {
    this.records = new OnuRecords(k, 'onuPorts', onus);
    this.random = k.random.fork('loops');
  }

  /** ONU-33: one row per LAN port of the ONU. */
  list(portId: number, onuId: number): OnuPort[] {
    const onu = this.onus.onu(portId, onuId);
    return this.settingsOf(onu).map((p) => ({ ...p, status: this.isLinkUp(onu, p.op_id) ? 1 : 0 }) as OnuPort);
  }

  /** ONU-34: the ONU must be online. */
  set(portId: number, onuId: number, opId: number, change: UniChange): void {
    const onu = this.onus.control.requireOnline(portId, onuId);
    const ports = this.settingsOf(onu);
    const index = this.indexOf(onu, opId);
    const next = changeUni(ports[index] as UniSettings, change);
    this.k.write(() => {
      ports[index] = next;
      this.records.put(onu, { port_id: portId, onu_id: onuId, ports });
      this.k.alarms.log(wordsText(ALARM_WORDS.onuPortChanged, { onu: onuLabel(portId, onuId), port: opId }));
      const loop = this.loops.get(this.loopKey(onu, opId));
      // loop detection switched on while a loop runs: the port shuts now
      if (loop && !loop.shut && next.loopdetect === 1) this.shut(loop, this.k.now());
    });
  }

  /** The settings of the ONU's ports (its defaults where nobody set them). */
  settingsOf(onu: Onu): UniSettings[] {
    const stored = this.records.get(onu)?.ports ?? [];
    return Array.from({ length: onu.hw.geports }, (_, i) => {
      const found = stored.find((p) => p.op_id === i + 1);
      return found ? { ...found } : defaultUni(i + 1);
    });
  }

  /** Link up: the ONU online, the port enabled, something plugged in, no loop shutting it. */
  isLinkUp(onu: Onu, opId: number): boolean {
    // asked for every port of every ONU each simulated second: no copy of the settings here
    if (onu.status !== 'Online' || !Number.isInteger(opId) || opId < 1 || opId > onu.hw.geports) return false;
    const port = this.records.get(onu)?.ports.find((p) => p.op_id === opId) ?? defaultUni(opId);
    if (port.enable !== 1) return false;
    if (this.loops.get(this.loopKey(onu, opId))?.shut) return false;
    return opId === 1 || hash32(`${onu.mac}/lan${opId}`) / 4_294_967_296 < PLUGGED_SHARE;
  }

  /** A port that does not exist on the ONU is refused; answers its index. */
  indexOf(onu: Onu, opId: number): number {
    if (!Number.isInteger(opId) || opId < 1 || opId > onu.hw.geports)
      refuse(`${onuLabel(onu.portId, onu.onuId)} has ${onu.hw.geports} UNI port${onu.hw.geports > 1 ? 's' : ''}`);
    return opId - 1;
  }

  /**
   * A subscriber loops port `opId` of the ONU for `lastsMs`: the port shuts if its loop detection is on, otherwise the
   * loop reaches the PON and the OLT decides (PON-06). The simulation calls it; so do tests, with a chosen ONU.
   */
  loopAppears(onu: Onu, opId: number, atMs: number, lastsMs: number): void {
    const key = this.loopKey(onu, opId);
    if (this.loops.has(key) || !this.isLinkUp(onu, opId)) return;
    const loop: Loop = { onu, opId, shut: false };
    this.loops.set(key, loop);
    if (this.settingsOf(onu)[opId - 1]?.loopdetect === 1) this.shut(loop, atMs);
    else this.watch.loopingOnu(onu, opId, atMs);
    this.k.timers.schedule(atMs + lastsMs, (t) => this.k.write(() => this.loopGone(key, t)));
  }

  exportSection(): UniRecord[] {
    return this.records.all();
  }

  exportRecord(_name: string, key: string): UniRecord | undefined {
    return this.records.record(key);
  }

  check(config: PortsConfig): void {
    this.records.check(config.onuPorts, config.onus);
    for (const r of config.onuPorts)
      for (const p of r.ports) checkUni(p, `${onuLabel(r.port_id, r.onu_id)} port ${p.op_id}`);
  }

  load(config: PortsConfig): void {
    this.records.load(config.onuPorts);
  }

  step(atMs: number): void {
    if (!this.random.chance(1_000 / LOOP_MEAN_MS)) return;
    const online = this.onus.all().filter((o) => o.status === 'Online');
    if (online.length === 0) return;
    const onu = this.random.pick(online);
    const lasts = this.random.int(LOOP_LASTS_MS.min, LOOP_LASTS_MS.max);
    this.loopAppears(onu, this.random.int(1, onu.hw.geports), atMs, lasts);
  }

  reboot(): void {
    this.loops.clear();
  }

  private shut(loop: Loop, atMs: number): void {
    loop.shut = true;
    const what = wordsText(ALARM_WORDS.portLoopShut, {
      onu: onuLabel(loop.onu.portId, loop.onu.onuId),
      port: loop.opId,
    });
    this.k.alarms.raise(ALARM_ID.onuPortLoop, LEVEL.minor, what, atMs, subjectOf(loop.onu));
  }

  private loopGone(key: string, atMs: number): void {
    const loop = this.loops.get(key);
    if (!loop) return;
    this.loops.delete(key);
    if (loop.shut && loop.onu.alive) {
      const what = wordsText(ALARM_WORDS.portLoopGone, {
        onu: onuLabel(loop.onu.portId, loop.onu.onuId),
        port: loop.opId,
      });
      this.k.alarms.raise(ALARM_ID.onuPortLoop, LEVEL.info, what, atMs, subjectOf(loop.onu));
    }
  }

  private loopKey(onu: Onu, opId: number): string {
    return `${onu.mac}/${opId}`;
  }
}
