import { z } from 'zod';

/** A configuration file to restore is at most this big (a full 16-PON device writes about 1 MB). */
export const CONFIG_FILE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * BAK-01: the backup file's name in the web root (api.md §1.11). Ours: a one-time ticket follows the name, for a
 * plain link that cannot send the session token, as the running configuration's link does.
 */
export const BackupAnswer = z.object({ filename: z.string() });
export type BackupAnswer = z.infer<typeof BackupAnswer>;
