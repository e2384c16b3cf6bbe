import type { FastifyBaseLogger } from 'fastify';
import type { Olt } from '../device/Olt.ts';
import { DeviceRuleError } from '../device/errors.ts';
import { CONFIG_SECTIONS, CONFIG_VERSION, type ConfigSection, type OltConfig } from '../device/oltConfig.ts';
import type { ConfigSections, ConfigStore } from './configStore.ts';

/** The part of the running configuration the device model does not hold. */
const SYSTEM_SECTION = 'system';
export const DEFAULT_HOSTNAME = 'EPON-OLT';

interface SystemSection {
  hostname: string;
}

/**
 * Ties the device model to its stored configuration. Every change the device reports is written to the running
 * configuration while the operation that made it is still on the stack, so it is in SQLite before the HTTP answer
 * goes out: a killed process restarts with every acknowledged change. "Save" copies running to startup; a device
 * reboot loads startup again, as a real OLT does.
 */
/** The stored configuration was made for another device shape (PON ports); nothing was changed. */
export class StoredConfigMismatch extends Error {
  constructor(detail: string) {
    super(
      `the stored configuration does not fit this device (${detail.replace(/^error:\s*/i, '')}). ` +
        'Start with the same --pon-ports as before, or use another --data-dir; to reset, delete the data directory.',
    );
    this.name = 'StoredConfigMismatch';
  }
}

export class DeviceConfig {
  private readonly persist = (sections: ConfigSection[]): void => {
    const config = this.olt.exportConfig();
    this.store.writeRunning(Object.fromEntries(sections.map((s) => [s, config[s]])));
  };

  constructor(
    private readonly olt: Olt,
    private readonly store: ConfigStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Loads the stored running configuration into the device, or stores the factory one as both running and startup
   * on a new data directory. `legacyHostname` is the host name an older server kept among the settings.
   */
  boot(legacyHostname?: string): void {
    if (this.store.hasRunning()) {
      const running = this.store.readRunning();
      try {
        this.olt.importConfig(importable(running));
      } catch (err) {
        if (!(err instanceof DeviceRuleError)) throw err;
        // e.g. the server now runs with fewer PON ports than the configuration was made for: starting anyway would
        // overwrite the operator's configuration, so refuse and say how to go on
        throw new StoredConfigMismatch(err.message);
      }
      this.olt.events.on('configChange', this.persist);
      return;
    }
    this.store.writeBoth({
      ...storable(this.olt.exportConfig()),
      [SYSTEM_SECTION]: { hostname: legacyHostname ?? DEFAULT_HOSTNAME } satisfies SystemSection,
    });
    this.olt.events.on('configChange', this.persist);
  }

  /** Stops writing device changes (the app is closing and the database with it). */
  dispose(): void {
    this.olt.events.off('configChange', this.persist);
  }

  hostname(): string {
    return hostnameOf(this.store.readSection('running', SYSTEM_SECTION)) ?? DEFAULT_HOSTNAME;
  }

  setHostname(hostname: string): void {
    this.store.writeRunning({ [SYSTEM_SECTION]: { hostname } satisfies SystemSection });
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

  /** After `olt.reboot()`: the device runs its startup configuration again, and that is the running one. */
  loadStartup(): void {
    this.olt.importConfig(importable(this.store.readStartup()));
    this.store.revertRunning();
  }
}

/** The stored sections the device model takes, with the version its import asks for; it refuses keys it does not know. */
function importable(sections: ConfigSections): ConfigSections {
  const picked: ConfigSections = { version: CONFIG_VERSION };
  for (const name of CONFIG_SECTIONS) if (name in sections) picked[name] = sections[name];
  return picked;
}

/** An exported configuration as sections to store, without the version: that belongs to the device model. */
function storable(config: OltConfig): ConfigSections {
  return Object.fromEntries(CONFIG_SECTIONS.map((name) => [name, config[name]]));
}

function hostnameOf(system: unknown): string | undefined {
  if (typeof system !== 'object' || system === null) return undefined;
  const hostname = (system as Partial<SystemSection>).hostname;
  return typeof hostname === 'string' ? hostname : undefined;
}
