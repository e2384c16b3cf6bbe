import {
  ALARM_ID_ONU_UPGRADE,
  ALARM_ID_OPTICAL_DRIFT,
  ALARM_ID_OPTICAL_RECOVERED,
  ONU_ALARMS_KEPT,
} from '@olt/protocol';
import { formatDeviceTime } from './simClock.ts';

/** Levels as /ws colours them (api.md §1.12): 0 error, 1–2 warning, 3 info. */
export const LEVEL = { error: 0, major: 1, minor: 2, info: 3 } as const;
export type AlarmLevel = (typeof LEVEL)[keyof typeof LEVEL];

const LEVEL_NAMES = ['error', 'major', 'minor', 'info'] as const;
/** RFC 5424 severities of the levels: error → err, major → warning, minor → notice, info → info (syslog, device log). */
export const SEVERITY_OF_LEVEL = [3, 4, 5, 6] as const;

/**
 * Alarm type codes of this simulator. 0x1001 (rebooting) is the device's own (ALARM_ID_REBOOTING); the others are
 * ours, grouped by area: 0x1xxx system, 0x2xxx ONU, 0x3xxx PON, 0x4xxx
 * switching protocols.
 */
export const ALARM_ID = {
  systemStarted: 0x1002,
  onuOnline: 0x2001,
  onuOffline: 0x2002,
  onuNew: 0x2003,
  onuRxLow: 0x2004,
  onuRxNormal: 0x2005,
  onuDenied: 0x2006,
  onuAutoDenied: 0x2007,
  onuOpticalDrift: ALARM_ID_OPTICAL_DRIFT,
  onuOpticalRecovered: ALARM_ID_OPTICAL_RECOVERED,
  onuUpgrade: ALARM_ID_ONU_UPGRADE,
  onuPortLoop: 0x2012,
  ponLaser: 0x3001,
  ponRogue: 0x3002,
  ponLoopOnu: 0x3003,
  stpTopologyChange: 0x4001,
  stpNewRoot: 0x4002,
  bpduGuardShut: 0x4003,
  loopGuardInconsistent: 0x4011,
  loopGuardRecovered: 0x4012,
  stpCompatible: 0x4013,
  ponFibreCut: 0x3004,
} as const;

/**
 * What an alarm is about (ALM-X2 files and filters by it). An ONU's alarms are also kept in that ONU's own list
 * (ONU-23) and are the "PON device" events ALM-04 may keep out of the log.
 */
export type AlarmAbout =
  { source: 'onu'; port_id: number; onu_id: number } | { source: 'pon' | 'port'; port_id: number; onu_id?: undefined };

export const aboutPort = (table: { kind(id: number): string }, portId: number): AlarmAbout => ({
  source: table.kind(portId) === 'pon' ? 'pon' : 'port',
  port_id: portId,
});
export const aboutOnu = (portId: number, onuId: number): OnuAbout => ({
  source: 'onu',
  port_id: portId,
  onu_id: onuId,
});

export type OnuAbout = Extract<AlarmAbout, { source: 'onu' }>;
const subjectKey = (about: OnuAbout): string => `${about.port_id}/${about.onu_id}`;

/** One alarm or log line. `seq` orders entries raised in the same millisecond. */
export interface AlarmEntry {
  seq: number;
  alarm_id: number;
  level: AlarmLevel;
  time_ms: number;
  /** `YYYY/MM/DD hh:mm:ss` */
  time: string;
  content: string;
  /** who wrote it, for the device log's module: an area's name while it steps, a module while a request is served */
  source: string | null;
  /** its syslog severity when it is not the one of its level (a debug line) */
  severity?: number;
  /** an ONU's event while PON device logging is off (ALM-04): an alarm, but no line of the device's logs */
  isUnlogged?: boolean;
  /** what the alarm is about; none: the device itself */
  about?: AlarmAbout;
}

/**
 * Entries kept per list; older ones drop out. A history of thousands: the console pages it on the device (ALM-X2),
 * though ALM-01 still answers every line at once, as the family does.
 */
export const ALARMS_KEPT = 5000;

class Ring<T> {
  private items: T[] = [];
  private start = 0;

  constructor(private readonly capacity: number) {}

  push(item: T): void {
    if (this.items.length < this.capacity) this.items.push(item);
    else {
      this.items[this.start] = item;
      this.start = (this.start + 1) % this.capacity;
    }
  }

  /** Oldest first. */
  toArray(): T[] {
    return [...this.items.slice(this.start), ...this.items.slice(0, this.start)];
  }

  clear(): void {
    this.items = [];
    this.start = 0;
  }
}

/**
 * The device's alarm list (ALM-01, pushed over /ws as they happen) and its log (operator actions and every alarm).
 * Both are ring buffers of ALARMS_KEPT entries. Entries are published through `publish`, which the kernel runs once
 * the change that raised them is committed: a change the store refuses leaves no alarm and no log line behind.
 */
export class AlarmLog {
  private readonly alarms = new Ring<AlarmEntry>(ALARMS_KEPT);
  private readonly logs = new Ring<AlarmEntry>(ALARMS_KEPT);
  private readonly bySubject = new Map<string, Ring<AlarmEntry>>();
  private seq = 0;
  private readonly raised: ((entry: AlarmEntry) => void)[] = [];
  /** ALM-03/04: whether the events of PON devices (ONUs) are written to the log as well as raised */
  isPonLogging = true;

  constructor(
    private readonly now: () => number,
    private readonly publish: (entry: () => void) => void,
    private readonly onAlarm: (entry: AlarmEntry) => void,
    private readonly onLine: (entry: AlarmEntry) => void = () => undefined,
    private readonly sourceNow: () => string | null = () => null,
  ) {}

  /**
   * A device event: goes to the alarm list and the log (and to its ONU's own list when it has a subject), and is
   * pushed to listeners.
   */
  raise(alarmId: number, level: AlarmLevel, content: string, atMs = this.now(), about?: AlarmAbout): void {
    const subject = about?.source === 'onu' ? subjectKey(about) : undefined;
    const isLogged = subject === undefined || this.isPonLogging;
    const entry: AlarmEntry = {
      ...this.entry(alarmId, level, content, atMs),
      ...(isLogged ? {} : { isUnlogged: true }),
      ...(about ? { about } : {}),
    };
    this.publish(() => {
      this.alarms.push(entry);
      if (isLogged) this.logs.push(entry);
      if (subject !== undefined) {
        let ring = this.bySubject.get(subject);
        if (!ring) this.bySubject.set(subject, (ring = new Ring(ONU_ALARMS_KEPT)));
        ring.push(entry);
      }
      this.onAlarm(entry);
      this.onLine(entry);
      for (const listener of this.raised) listener(entry);
    });
  }

  /** Hears every alarm once it is published (the saved alarms). */
  onRaised(listener: (entry: AlarmEntry) => void): void {
    this.raised.push(listener);
  }

  /** The alarms of one subject (an ONU), oldest first. */
  subjectList(onu: OnuAbout): AlarmEntry[] {
    return this.bySubject.get(subjectKey(onu))?.toArray() ?? [];
  }

  /** ONU-24, and an ONU that left the allow list: its own list goes; the device's lists keep the lines. */
  forgetSubject(onu: OnuAbout): void {
    this.bySubject.delete(subjectKey(onu));
  }

  /** Something worth recording that is not an alarm, e.g. an operator's change. */
  log(content: string, level: AlarmLevel = LEVEL.info, atMs = this.now()): void {
    const entry = this.entry(0, level, content, atMs);
    this.publish(() => {
      this.logs.push(entry);
      this.onLine(entry);
    });
  }

  /**
   * A detail only the device log keeps, at debug severity (a DHCP lease): not in the alarm list nor in the lines
   * ALM-05 writes, which a busy device would flood.
   */
  trace(content: string, atMs = this.now()): void {
    const entry = { ...this.entry(0, LEVEL.info, content, atMs), severity: 7 };
    this.publish(() => this.onLine(entry));
  }

  alarmList(): AlarmEntry[] {
    return this.alarms.toArray();
  }

  logList(): AlarmEntry[] {
    return this.logs.toArray();
  }

  /** ALM-06 empties the alarm list; the log stays. */
  clearAlarms(): void {
    this.alarms.clear();
  }

  private entry(alarmId: number, level: AlarmLevel, content: string, atMs: number): AlarmEntry {
    const time = formatDeviceTime(atMs);
    return { seq: ++this.seq, alarm_id: alarmId, level, time_ms: atMs, time, content, source: this.sourceNow() };
  }
}

/** One pre-formatted line as ALM-01 answers it: `2026/03/14 09:26:53 [minor] ONU01/05 … offline: LOS`. */
export function formatAlarmLine(entry: AlarmEntry): string {
  return `${entry.time} [${LEVEL_NAMES[entry.level]}] ${entry.content}`;
}
