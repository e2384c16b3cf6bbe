import type { Keyed } from '../device/area.ts';
import type { ConfigRows, ConfigSink } from '../device/configuration.ts';
import type { Device } from '../device/device.ts';
import { DeviceError } from '../device/kernel/errors.ts';
import type { ConfigRow, ConfigStore, RowChange } from './configStore.ts';

/** The row that says a section is stored row by row (it holds no record, so an empty list is still there). */
const KEYED_MARKER = { keyed: true } as const;

/** The stored configuration was made for another device shape (PON ports); nothing was changed. */
class StoredConfigMismatch extends Error {
  constructor(detail: string) {
    super(
      `the stored configuration does not fit this device (${detail.replace(/^error:\s*/i, '')}). ` +
        'Start with the same --pon-ports as before, or use another --data-dir; to reset, delete the data directory.',
    );
    this.name = 'StoredConfigMismatch';
  }
}

/**
 * Ties the device model to its stored configuration. The device's kernel hands every committed change to this sink
 * while the operation is still on the stack, so it is in SQLite before the HTTP answer goes out: a killed process
 * restarts with every acknowledged change, and a change the store refuses is not served. "Save" copies running to
 * startup; a device reboot loads startup again, as a real OLT does.
 */
/** What the store writes to the server's log: the server's logger, or anything with its `debug`. */
export interface StoreLog {
  debug(message: string): void;
}

export class DeviceConfig implements ConfigSink {
  constructor(
    private readonly device: Device,
    private readonly store: ConfigStore,
    private readonly log: StoreLog,
  ) {}

  /**
   * Loads the stored running configuration into the device, or stores the factory one as both running and startup
   * on a new data directory. `legacyHostname` is the host name an older server kept among the settings.
   */
  boot(legacyHostname?: string): void {
    const config = this.device.config;
    if (this.store.hasRunning()) {
      for (const name of config.sectionNames()) {
        const keyed = config.keyedSpec(name) as Keyed<unknown> | undefined;
        if (keyed) this.store.splitSection(name, (whole) => (Array.isArray(whole) ? splitLegacy(whole, keyed) : null));
      }
      try {
        config.import(this.assemble(this.store.readRows('running')));
      } catch (err) {
        if (!(err instanceof DeviceError)) throw err;
        // e.g. the server now runs with fewer PON ports than the configuration was made for: starting anyway would
        // overwrite the operator's configuration, so refuse and say how to go on
        throw new StoredConfigMismatch(err.message);
      }
    } else {
      if (legacyHostname) config.import({ version: 1, system: { hostname: legacyHostname } });
      this.store.writeBoth(this.rowsOf(config.export()));
    }
    config.keepIn(this);
    this.log.debug('configuration loaded');
  }

  /** Stops storing device changes (the app is closing and the database with it). */
  dispose(): void {
    this.device.config.keepIn(null);
  }

  isUnsaved(): boolean {
    return this.store.isUnsaved();
  }

  onUnsavedChange(listener: (isUnsaved: boolean) => void): () => void {
    return this.store.onUnsavedChange(listener);
  }

  /** GET /system_save. */
  save(): void {
    this.store.saveStartup();
  }

  /**
   * Makes a checked configuration the startup configuration (a restore, a factory reset): the device runs it after
   * its next reboot; the running configuration stays as it is until then.
   */
  replaceStartup(config: Record<string, unknown>): void {
    this.store.writeStartup(this.rowsOf(config));
  }

  /** After the device rebooted: it runs its startup configuration again, and that is the running one. */
  loadStartup(): void {
    this.device.config.import(this.assemble(this.store.readRows('startup')));
    this.store.revertRunning();
  }

  /** A stored configuration, assembled as the device imports it (tests and the running-configuration text read it). */
  stored(kind: 'running' | 'startup'): Record<string, unknown> {
    return this.assemble(this.store.readRows(kind));
  }

  write(rows: ConfigRows): void {
    const changes: RowChange[] = [];
    for (const [section, value] of rows.sections) changes.push({ section, key: '', value });
    for (const [section, records] of rows.records) {
      if (rows.replaced.has(section)) changes.push({ section, key: '', value: KEYED_MARKER });
      for (const [key, value] of records) changes.push({ section, key, value });
    }
    this.store.writeRunning(changes, rows.replaced);
  }

  read(names: readonly string[]): Record<string, unknown> {
    const sections = this.sectionsOf(this.store.readRows('running', names));
    return this.device.config.assemble(sections);
  }

  /** A stored configuration as the device imports it. */
  private assemble(rows: readonly ConfigRow[]): Record<string, unknown> {
    return { version: 1, ...this.device.config.assemble(this.sectionsOf(rows)) };
  }

  /** Rows by section: a section's value, or a keyed section's records (in any order). */
  private sectionsOf(rows: readonly ConfigRow[]): Record<string, unknown> {
    const sections: Record<string, unknown> = {};
    const known = new Set(this.device.config.sectionNames());
    for (const row of rows) {
      if (!known.has(row.section)) continue;
      if (this.device.config.keyedSpec(row.section)) {
        const list = (sections[row.section] ??= []) as unknown[];
        if (row.key !== '') list.push(row.value);
      } else sections[row.section] = row.value;
    }
    return sections;
  }

  private rowsOf(config: Record<string, unknown>): ConfigRow[] {
    return this.device.config.sectionNames().flatMap((section): ConfigRow[] => {
      const value = config[section];
      const keyed = this.device.config.keyedSpec(section) as { keyOf(item: unknown): string } | undefined;
      if (!keyed) return [{ section, key: '', value }];
      return [
        { section, key: '', value: KEYED_MARKER },
        ...(value as unknown[]).map((item) => ({ section, key: keyed.keyOf(item), value: item })),
      ];
    });
  }
}

/** A list stored whole by an older server, as the rows of a section stored row by row. */
function splitLegacy(list: unknown[], keyed: Keyed<unknown>): { key: string; value: unknown }[] {
  const items = keyed.fromList?.(list) ?? list;
  return [{ key: '', value: KEYED_MARKER }, ...items.map((item) => ({ key: keyed.keyOf(item), value: item }))];
}
