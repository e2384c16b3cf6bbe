import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TASK_ACTION } from '@olt/protocol';
import type { Device } from './device/device.ts';
import type { Lifecycle } from './device/lifecycle.ts';
import { backupText } from './device/maintenance/configBackup.ts';
import { DEVICE_ITSELF, type ConfigHistory } from './store/configHistory.ts';

/** Timed backups kept in `<data>/backups`; the oldest go first. */
export const TIMED_BACKUPS_KEPT = 30;

const stamp = (ms: number): string => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
};

/**
 * What the timed tasks need beyond the device model: saving goes to the store, a reboot through the power state,
 * a backup to a file in the data directory (the same text as a downloaded backup); saves and backups are kept as
 * configuration versions.
 */
export function carryOutTimedTasks(
  device: Device,
  configHistory: ConfigHistory,
  lifecycle: Lifecycle,
  dataDir: string | null,
): void {
  device.timerTask.setExecutor((action) => {
    if (action === TASK_ACTION.save) {
      configHistory.save(DEVICE_ITSELF, 'timed_save');
      return { result: 'saved', detail: '' };
    }
    if (action === TASK_ACTION.reboot) {
      // the run is recorded before the device goes away
      setImmediate(() => lifecycle.reboot());
      return { result: 'rebooting', detail: '' };
    }
    if (action !== TASK_ACTION.backup) throw new Error(`unknown action ${action}`);
    if (!dataDir) throw new Error('this server keeps no data directory to write a backup to');
    const dir = join(dataDir, 'backups');
    mkdirSync(dir, { recursive: true });
    const name = `backup-${stamp(device.chassis.clock.now())}.cfg`;
    writeFileSync(join(dir, name), backupText(device));
    configHistory.keepBackup();
    const kept = readdirSync(dir)
      .filter((f) => /^backup-\d{8}-\d{6}\.cfg$/.test(f))
      .sort();
    for (const old of kept.slice(0, Math.max(0, kept.length - TIMED_BACKUPS_KEPT))) rmSync(join(dir, old));
    return { result: 'backup_written', detail: `backups/${name}` };
  });
}
