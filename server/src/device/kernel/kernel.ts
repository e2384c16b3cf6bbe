import { CODE, type OnuTableRow } from '@olt/protocol';
import { AlarmLog } from './alarmLog.ts';
import { DeviceError } from './errors.ts';
import { DeviceEvents } from './events.ts';
import { Journal, type ConfigDirt, type RowSource } from './journal.ts';
import { Random } from './random.ts';
import { SimClock } from './simClock.ts';
import { Timers } from './timers.ts';

interface KernelOptions {
  /** everything random derives from it, so a run repeats */
  seed: number;
  /** the real clock; simulated time follows it at `simSpeed` */
  now: () => number;
  /** 1 = real time (`--sim-speed`) */
  simSpeed?: number;
  /** where the device reports alarms and ONU changes; a new emitter when left out */
  events?: DeviceEvents;
  /** hosts of a flat layer-2 network beyond the uplinks, learnt there like the routers (`--upstream-hosts`) */
  upstreamHosts?: number;
}

/** Where committed configuration changes go: the server's store. The device model knows no SQL. */
export interface ConfigKeeper {
  /** stores what `dirt` names, all or nothing; throws when the store refuses */
  persist(dirt: ConfigDirt): void;
  /** brings the named configuration back to what the store holds (after `persist` failed) */
  restore(dirt: ConfigDirt): void;
}

/**
 * What every area of the device shares: simulated time, the seeded random source, pending timers, the alarm log, the
 * events the server listens to, and the one way to change the device, `write()`: an operation runs, and only when it
 * succeeded is its change stored (one SQLite transaction, through the ConfigKeeper) and then published (alarms, log
 * lines, ONU rows over /ws). A refused operation changes nothing (areas check before they change); a change the store
 * refuses is rolled back from the store and answered as an error, so the device never serves what it did not keep.
 */
export class Kernel {
  readonly clock: SimClock;
  readonly timers = new Timers();
  readonly journal = new Journal();
  readonly events: DeviceEvents;
  readonly alarms: AlarmLog;
  /** the root of the seeded random source; areas fork their own streams from it */
  readonly random: Random;
  /** alarms raised since the chassis last looked: a busy device shows a little more CPU */
  eventCount = 0;
  private keeper: ConfigKeeper | null = null;
  private rowOf: (onu: RowSource) => OnuTableRow = () => {
    throw new TypeError('ONU rows were changed before the ONU area described them');
  };
  private depth = 0;
  /** who is writing log lines now (withLogSource) */
  private logSource: string | null = null;

  constructor(readonly options: KernelOptions) {
    this.clock = new SimClock(options.now, options.simSpeed ?? 1);
    this.events = options.events ?? new DeviceEvents();
    this.random = new Random(options.seed);
    this.alarms = new AlarmLog(
      () => this.clock.now(),
      (publish) => this.journal.afterCommit(publish),
      (entry) => {
        this.eventCount++;
        this.events.emit('alarm', { alarm_id: entry.alarm_id, level: entry.level, content: entry.content });
      },
      (entry) =>
        this.events.emit('logLine', {
          alarm_id: entry.alarm_id,
          level: entry.level,
          time_ms: entry.time_ms,
          content: entry.content,
          source: entry.source,
          ...(entry.severity === undefined ? {} : { severity: entry.severity }),
          ...(entry.isUnlogged ? { isUnlogged: true } : {}),
        }),
      () => this.logSource,
    );
  }

  now(): number {
    return this.clock.now();
  }

  /**
   * Runs `operation` with its log lines marked as written by `source` (an area's name while it steps, a module of the
   * device log while a request is served). Only what runs before `operation` returns is marked: a promise's later
   * part is not, and falls back to the alarm id's module.
   */
  withLogSource<T>(source: string, operation: () => T): T {
    const outer = this.logSource;
    this.logSource = source;
    try {
      return operation();
    } finally {
      this.logSource = outer;
    }
  }

  /** The ONU area tells the kernel how a changed ONU becomes a `/onutable` row for the 'onuChange' event. */
  describeOnus<T extends RowSource>(rowOf: (onu: T) => OnuTableRow): void {
    this.rowOf = rowOf as (onu: RowSource) => OnuTableRow;
  }

  /** From now on committed configuration changes are stored by `keeper` (the server attaches its store at boot). */
  keepConfigIn(keeper: ConfigKeeper | null): void {
    this.keeper = keeper;
  }

  /**
   * Runs an operation as one change of the device. Nested writes join the outermost one, which commits: stores the
   * configuration it changed, then publishes its alarms, log lines and ONU rows.
   */
  write<T>(operation: () => T): T {
    if (this.depth > 0) return operation();
    this.depth = 1;
    let result: T;
    try {
      result = operation();
    } catch (error) {
      this.journal.discard();
      throw error;
    } finally {
      this.depth = 0;
    }
    this.commit();
    return result;
  }

  /** Changes made while loading a stored configuration are already stored: forget them instead of writing them back. */
  load(operation: () => void): void {
    this.write(() => {
      operation();
      this.journal.forgetConfig();
    });
  }

  private commit(): void {
    const taken = this.journal.take(this.rowOf);
    if (this.keeper && taken.dirt.sections.size + taken.dirt.records.size > 0) {
      try {
        this.keeper.persist(taken.dirt);
      } catch (err) {
        this.rollBack(taken.dirt);
        const reason = err instanceof Error ? err.message : String(err);
        throw new DeviceError(CODE.error, `error: the device could not store the change (${reason}); nothing changed`);
      }
    }
    // stored: from here on nothing may fail the write, whatever a publisher does
    for (const publish of taken.publish) {
      try {
        publish();
      } catch (err) {
        this.events.onListenerError(err);
      }
    }
    if (taken.change) this.events.emit('onuChange', taken.change);
  }

  private rollBack(dirt: ConfigDirt): void {
    const keeper = this.keeper;
    if (!keeper) return;
    this.depth = 1;
    try {
      keeper.restore(dirt);
    } finally {
      this.depth = 0;
    }
    // the restored ONUs are published as they are now; nothing of the refused change is
    const restored = this.journal.take(this.rowOf);
    if (restored.change) this.events.emit('onuChange', restored.change);
  }
}
