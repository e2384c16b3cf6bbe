import { z } from 'zod';
import {
  ALARM_WORDS,
  LOG_LEVEL,
  LOG_LEVEL_DEFAULT,
  LOG_LEVELS,
  LOG_LINES_KEPT,
  LOG_MODULES,
  wordsText,
  type LogFilter,
  type LogLine,
  type LogModule,
  type LogModuleLevel,
  type LogPage,
} from '@olt/protocol';
import { sections, type Area } from '../area.ts';
import { SEVERITY_OF_LEVEL } from '../kernel/alarmLog.ts';
import type { LogLine as KernelLogLine } from '../kernel/events.ts';
import type { Kernel } from '../kernel/kernel.ts';
import { formatDeviceTime } from '../kernel/simClock.ts';
import { LogRing } from './logRing.ts';
import { moduleOfLine } from './logModules.ts';

const LogLevels = z.array(
  z.strictObject({ module: z.enum(LOG_MODULES), level: z.number().int().min(LOG_LEVEL.min).max(LOG_LEVEL.max) }),
);
type LogLevels = z.output<typeof LogLevels>;
const deviceLogSections = sections({ log_levels: { schema: LogLevels } });

const factoryLevels = (): Map<LogModule, number> => new Map(LOG_MODULES.map((m) => [m, LOG_LEVEL_DEFAULT]));

/**
 * The device log (LOG-X1…X4): every line the device writes (alarms, its own changes, details such as DHCP leases)
 * and every operator change, each with its module and syslog severity. The level of each module is configuration; a
 * line less severe than its module's level is not kept, nor an ONU's event while PON device logging is off (ALM-04). The lines live in memory, the newest LOG_LINES_KEPT of them,
 * as a simulated device's RAM log would: a restart of the server process starts an empty log.
 */
export class DeviceLogArea implements Area<{ log_levels: LogLevels }> {
  readonly name = 'deviceLog';
  readonly sections = deviceLogSections;
  private levelOf = factoryLevels();
  private readonly ring: LogRing;
  private seq = 0;

  constructor(
    private readonly k: Kernel,
    capacity = LOG_LINES_KEPT,
  ) {
    this.ring = new LogRing(capacity);
    k.events.on('logLine', (line: KernelLogLine) => {
      if (line.isUnlogged) return;
      this.add(
        moduleOfLine(line.source ?? null, line.alarm_id),
        line.severity ?? SEVERITY_OF_LEVEL[line.level] ?? LOG_LEVEL_DEFAULT,
        line.content,
        line.time_ms,
      );
    });
  }

  /** LOG-X1, in the order of LOG_MODULES. */
  levels(): LogModuleLevel[] {
    return LOG_MODULES.map((module) => ({ module, level: this.levelOf.get(module) ?? LOG_LEVEL_DEFAULT }));
  }

  /** LOG-X2; the change is itself a line (of the system, whatever the module). */
  setLevel(module: LogModule, level: number): void {
    this.k.write(() => {
      this.levelOf.set(module, level);
      this.k.journal.section('log_levels');
      this.k.withLogSource('system', () =>
        this.k.alarms.log(wordsText(ALARM_WORDS.logLevelSet, { module, level: LOG_LEVELS[level] ?? level })),
      );
    });
  }

  /** A line from outside the device model (an operator's change heard by the server); kept if its level says so. */
  add(module: LogModule, level: number, text: string, atMs = this.k.now()): void {
    if (level > (this.levelOf.get(module) ?? LOG_LEVEL_DEFAULT)) return;
    this.ring.push({ seq: ++this.seq, time_ms: atMs, time: formatDeviceTime(atMs), module, level, text });
  }

  /** LOG-X3. */
  page(filter: LogFilter, page: number, pageSize: number): LogPage {
    const lines = this.ring.matching(filter);
    return {
      total: lines.length,
      page,
      page_size: pageSize,
      rows: lines.slice((page - 1) * pageSize, page * pageSize),
    };
  }

  /** Every line kept, oldest first. */
  lines(): LogLine[] {
    return this.ring.toArray();
  }

  /** LOG-X4's file: one line each, oldest first, as a device prints its log. */
  fileText(): string {
    return this.lines()
      .map((l) => `${l.time} ${l.module}.${LOG_LEVELS[l.level] ?? l.level}: ${l.text}\n`)
      .join('');
  }

  exportSection(): LogLevels {
    return this.levels();
  }

  load(config: { log_levels: LogLevels }): void {
    // a module the stored configuration does not name (added since) keeps its factory level
    this.levelOf = factoryLevels();
    for (const { module, level } of config.log_levels) this.levelOf.set(module, level);
  }
}
