import { z } from 'zod';

/** A configuration file to restore is at most this big (a full 16-PON device writes about 1 MB). */
export const CONFIG_FILE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * BAK-01: the backup file's name in the web root (api.md §1.11). Ours: a one-time ticket follows the name, for a
 * plain link that cannot send the session token, as the running configuration's link does.
 */
export const BackupAnswer = z.object({ filename: z.string() });
export type BackupAnswer = z.infer<typeof BackupAnswer>;

/**
 * UPG-05 `data`: `status` as UPGRADE_STATE (2 = written, reboot to run it; 3 = another session's upgrade runs).
 * Ours: the kind, the version being installed and the share written so far.
 */
export const UpgradeStatus = z.object({
  status: z.number().int().min(0).max(3),
  kind: z.string().optional(),
  version: z.string().optional(),
  percent: z.number().int().min(0).max(100).optional(),
});
export type UpgradeStatus = z.infer<typeof UpgradeStatus>;
