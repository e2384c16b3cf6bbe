import { ALARM_WORDS } from '@olt/protocol';
import type { Area } from '../area.ts';
import { formatAlarmLine, type AlarmEntry } from '../kernel/alarmLog.ts';
import type { Kernel } from '../kernel/kernel.ts';

/**
 * The alarm list and the device log as operators read them (ALM-01, ALM-06). Every area raises alarms through the
 * kernel's log; this area answers and clears them.
 */
export class AlarmsArea implements Area {
  readonly name = 'alarms';
  constructor(private readonly k: Kernel) {}

  /** The alarm list, newest first (at most ALARMS_KEPT). */
  list(): AlarmEntry[] {
    return this.k.alarms.alarmList().reverse();
  }

  /** ALM-01: the alarm list as pre-formatted lines, newest first. */
  lines(): string[] {
    return this.list().map(formatAlarmLine);
  }

  /** The device log (alarms and operator changes), newest first. */
  logs(): AlarmEntry[] {
    return this.k.alarms.logList().reverse();
  }

  /** ALM-03. */
  isPonLogging(): boolean {
    return this.k.alarms.isPonLogging;
  }

  /** ALM-04: the change itself is logged either way. */
  setPonLogging(isOn: boolean): void {
    this.k.write(() => {
      this.k.alarms.isPonLogging = isOn;
      this.k.alarms.log(isOn ? ALARM_WORDS.ponLoggingOn : ALARM_WORDS.ponLoggingOff);
    });
  }

  /** The setting as kept on flash, at start: nothing to log. */
  setPonLoggingQuietly(isOn: boolean): void {
    this.k.alarms.isPonLogging = isOn;
  }

  /** ALM-06. */
  clear(): void {
    this.k.write(() => {
      this.k.alarms.clearAlarms();
      this.k.alarms.log(ALARM_WORDS.alarmsCleared);
    });
  }
}
