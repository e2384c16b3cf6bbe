import {
  CONFIG_VERSIONS_KEPT,
  type ConfigDiff,
  type ConfigHistory as ConfigHistoryAnswer,
  type ConfigRef,
  type ConfigVersion,
  type ConfigVersionReason,
} from '@olt/protocol';
import type { Device } from '../device/device.ts';
import { refuse } from '../device/kernel/errors.ts';
import { formatDeviceTime } from '../device/kernel/simClock.ts';
import { backupText, readBackup } from '../device/maintenance/configBackup.ts';
import { changesOf, configLines, diffConfigs } from '../device/maintenance/configDiff.ts';
import type { Db } from './db.ts';
import type { DeviceConfig } from './deviceConfig.ts';
import type { SettingsStore } from './settingsStore.ts';

/** Who made a version: a session's user and address, or nobody (the device's own timed task). */
export interface Maker {
  user: string;
  address: string;
}
export const DEVICE_ITSELF: Maker = { user: '', address: '' };

const MAX_KEPT_SETTING = 'config_versions_kept';

interface VersionRow {
  id: number;
  device_time: string;
  user: string;
  address: string;
  reason: ConfigVersionReason;
  of_version: number;
  changes: string;
  lines: number;
}

/**
 * The configuration history: every configuration a save, restore, factory reset, roll-back or timed task stored is
 * kept as a version, in the backup file's text form, with who made it, from where and what it changed. Each version
 * is written in the same transaction as the change it records, so a kept version always matches what was stored.
 */
export class ConfigHistory {
  private readonly insertStmt;
  private readonly listStmt;
  private readonly textStmt;
  private readonly newestStmt;
  private readonly pruneStmt;

  constructor(
    private readonly db: Db,
    private readonly device: Device,
    private readonly deviceConfig: DeviceConfig,
    private readonly settings: SettingsStore,
    private readonly now: () => number,
  ) {
    this.insertStmt = db.prepare(
      'INSERT INTO config_versions (time_ms, device_time, user, address, reason, of_version, changes, lines, text) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.listStmt = db.prepare<[], VersionRow>(
      'SELECT id, device_time, user, address, reason, of_version, changes, lines FROM config_versions ORDER BY id DESC',
    );
    this.textStmt = db.prepare<[number], { text: string }>('SELECT text FROM config_versions WHERE id = ?');
    this.newestStmt = db.prepare<[], { text: string }>('SELECT text FROM config_versions ORDER BY id DESC LIMIT 1');
    this.pruneStmt = db.prepare<[number]>(
      'DELETE FROM config_versions WHERE id NOT IN (SELECT id FROM config_versions ORDER BY id DESC LIMIT ?)',
    );
  }

  /** The history begins with the startup configuration the device has when it starts keeping one. */
  begin(): void {
    if (!this.newestStmt.get()) this.db.transaction(() => this.record('start', DEVICE_ITSELF, this.startupText()))();
  }

  maxKept(): number {
    return this.settings.get(MAX_KEPT_SETTING, CONFIG_VERSIONS_KEPT.factory);
  }

  setMaxKept(max: number): void {
    this.db.transaction(() => {
      this.settings.set(MAX_KEPT_SETTING, max);
      this.pruneStmt.run(max);
    })();
  }

  /** GET /system_save, or a timed save: the running configuration becomes the startup one, kept as a version. */
  save(by: Maker, reason: 'save' | 'timed_save' = 'save'): void {
    const text = this.textOf(this.device.config.export());
    this.db.transaction(() => {
      this.record(reason, by, text);
      this.deviceConfig.save();
    })();
  }

  /** A checked configuration becomes the startup one (a restored file, the factory one), kept as a version. */
  replaceStartup(config: Record<string, unknown>, reason: 'restore' | 'factory', by: Maker): void {
    const text = this.textOf(config);
    this.db.transaction(() => {
      this.record(reason, by, text);
      this.deviceConfig.replaceStartup(config);
    })();
  }

  /** A timed backup wrote the running configuration to a file: it is kept as a version too. */
  keepBackup(): void {
    const text = this.textOf(this.device.config.export());
    this.db.transaction(() => this.record('timed_backup', DEVICE_ITSELF, text))();
  }

  /**
   * BAK-X4: a kept version becomes the startup configuration. It is checked as a restored file is (the device may
   * have been upgraded since, and its rules with it); a refusal changes nothing.
   */
  rollback(versionId: number, by: Maker): void {
    const config = readBackup(this.device, this.versionText(versionId));
    const text = this.textOf(config);
    this.db.transaction(() => {
      this.record('rollback', by, text, versionId);
      this.deviceConfig.replaceStartup(config);
    })();
  }

  list(): ConfigHistoryAnswer {
    const versions = this.listStmt.all().map((row): ConfigVersion => ({
      version_id: row.id,
      time: row.device_time,
      user: row.user,
      address: row.address,
      reason: row.reason,
      of_version: row.of_version,
      changes: JSON.parse(row.changes) as ConfigVersion['changes'],
      lines: row.lines,
    }));
    return { max_kept: this.maxKept(), versions };
  }

  diff(from: ConfigRef, to: ConfigRef): ConfigDiff {
    return diffConfigs(this.textOfRef(from), this.textOfRef(to));
  }

  private textOfRef(ref: ConfigRef): string {
    if (ref === 'running') return this.textOf(this.device.config.export());
    if (ref === 'startup') return this.startupText();
    return this.versionText(Number(ref));
  }

  /**
   * A configuration in the backup file's text form, its sections in the device's order and each list in its
   * records' order: the same configuration always gives the same lines, however it was read or stored.
   */
  private textOf(config: Record<string, unknown>): string {
    const ordered = this.device.config.assemble(config);
    return backupText(
      this.device,
      Object.fromEntries(this.device.config.sectionNames().map((name) => [name, ordered[name]])),
    );
  }

  private versionText(versionId: number): string {
    const row = this.textStmt.get(versionId);
    if (!row) refuse(`no configuration version ${versionId} is kept`);
    return row.text;
  }

  private startupText(): string {
    return this.textOf(this.deviceConfig.stored('startup'));
  }

  private record(reason: ConfigVersionReason, by: Maker, text: string, ofVersion = 0): void {
    const before = this.newestStmt.get()?.text ?? null;
    this.insertStmt.run(
      this.now(),
      formatDeviceTime(this.device.kernel.now()),
      by.user,
      by.address,
      reason,
      ofVersion,
      JSON.stringify(changesOf(before, text)),
      configLines(text),
      text,
    );
    this.pruneStmt.run(this.maxKept());
  }
}
