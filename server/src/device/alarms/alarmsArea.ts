import { ALARM_WORDS, SAVED_ALARM_LEVEL_MAX, type AlarmFilter, type AlarmPage, type AlarmRow } from '@olt/protocol';
import type { Area } from '../area.ts';
import { formatAlarmLine, type AlarmEntry } from '../kernel/alarmLog.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { MemorySavedAlarms, type SavedAlarmStore } from './savedAlarms.ts';

/**
 * The alarm list and the device log as operators read them (ALM-01, ALM-06). Every area raises alarms through the
 * kernel's log; this area answers and clears them.
 */
export class AlarmsArea implements Area {
  readonly name = 'alarms';
  private saved: SavedAlarmStore = new MemorySavedAlarms();

  constructor(private readonly k: Kernel) {
    k.alarms.onRaised((entry) => {
      if (entry.level <= SAVED_ALARM_LEVEL_MAX)
        this.saved.add({ time_ms: entry.time_ms, line: formatAlarmLine(entry) });
    });
  }

  /** Where the saved alarms (ALM-07) are kept from now on: the server's store. */
  keepSavedIn(store: SavedAlarmStore): void {
    this.saved = store;
  }

  /** ALM-07: the saved alarms, oldest first. */
  savedLines(): string[] {
    return this.saved.list().map((a) => a.line);
  }

  /** ALM-X2: the alarm list filtered, newest first, one page of it, and each level's count. */
  page(filter: AlarmFilter, page: number, pageSize: number): AlarmPage {
    const levels = [0, 0, 0, 0];
    const rows: AlarmRow[] = [];
    for (const entry of this.list()) {
      if (!isAbout(entry, filter) || !isWithin(entry, filter)) continue;
      levels[entry.level] = (levels[entry.level] ?? 0) + 1;
      if (filter.level === undefined || entry.level <= filter.level) rows.push(rowOf(entry));
    }
    return {
      total: rows.length,
      page,
      page_size: pageSize,
      levels,
      rows: rows.slice((page - 1) * pageSize, page * pageSize),
    };
  }

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

function rowOf(entry: AlarmEntry): AlarmRow {
  const { seq, alarm_id, level, time, time_ms, content, about } = entry;
  return {
    seq,
    alarm_id,
    level,
    time,
    time_ms,
    content,
    source: about?.source ?? 'system',
    ...(about ? { port_id: about.port_id } : {}),
    ...(about?.onu_id === undefined ? {} : { onu_id: about.onu_id }),
  };
}

/** Source and port: a PON's alarms include its ONUs' when no source narrows them. */
function isAbout({ about }: AlarmEntry, f: AlarmFilter): boolean {
  const source = about?.source ?? 'system';
  if (f.source !== undefined && source !== f.source) return false;
  if (f.port_id !== undefined && about?.port_id !== f.port_id) return false;
  return f.onu_id === undefined || about?.onu_id === f.onu_id;
}

function isWithin(entry: AlarmEntry, f: AlarmFilter): boolean {
  if (f.since !== undefined && entry.time_ms < f.since * 1000) return false;
  if (f.until !== undefined && entry.time_ms >= f.until * 1000) return false;
  const words = f.search?.trim().toLowerCase() ?? '';
  return words === '' || entry.content.toLowerCase().includes(words);
}
