import { z } from 'zod';
import { wireInt } from '../core/wireValues.ts';

/** How many configuration versions the device keeps (an option); the oldest go first. */
export const CONFIG_VERSIONS_KEPT = { min: 2, max: 200, factory: 30 } as const;

/**
 * Why a version was kept: a save, a restored file, the factory configuration, a roll-back to an earlier version, a
 * timed task's save or backup, and `start`, the startup configuration the history began with.
 */
export const CONFIG_VERSION_REASONS = [
  'start',
  'save',
  'restore',
  'factory',
  'rollback',
  'timed_save',
  'timed_backup',
] as const;
export type ConfigVersionReason = (typeof CONFIG_VERSION_REASONS)[number];

/** What changed in one section since the version before: lines (one line per list record or field) added, removed. */
export const SectionChange = z.object({
  section: z.string(),
  added: z.number().int().min(0),
  removed: z.number().int().min(0),
});
export type SectionChange = z.infer<typeof SectionChange>;

/** BAK-X2: one kept version. `user` and `address` are empty when the device itself (a timed task) made it. */
export const ConfigVersion = z.object({
  version_id: z.number().int().min(1),
  /** device time, `YYYY/MM/DD hh:mm:ss` */
  time: z.string(),
  user: z.string(),
  address: z.string(),
  reason: z.enum(CONFIG_VERSION_REASONS),
  /** the version a roll-back went back to; 0 otherwise */
  of_version: z.number().int().min(0),
  /** against the version before it (none for the first) */
  changes: z.array(SectionChange),
  /** lines of the configuration's text form */
  lines: z.number().int().min(0),
});
export type ConfigVersion = z.infer<typeof ConfigVersion>;

export const ConfigHistory = z.object({
  max_kept: z.number().int(),
  versions: z.array(ConfigVersion),
});
export type ConfigHistory = z.infer<typeof ConfigHistory>;

/** A side of a comparison: a kept version by its id, or the configuration the device runs or starts with now. */
export const ConfigRef = z.union([z.enum(['running', 'startup']), wireInt(1, 2_000_000_000)]);
export type ConfigRef = z.input<typeof ConfigRef>;

/** One line of a difference: kept (` `), only in `to` (`+`), only in `from` (`-`). */
export const DiffLine = z.object({ op: z.enum([' ', '+', '-']), text: z.string() });
export type DiffLine = z.infer<typeof DiffLine>;

/** A run of changed lines with up to three unchanged lines around them; the line numbers are 1-based in each side. */
export const DiffHunk = z.object({
  from_line: z.number().int().min(0),
  to_line: z.number().int().min(0),
  lines: z.array(DiffLine),
});
export type DiffHunk = z.infer<typeof DiffHunk>;

export const SectionDiff = z.object({
  section: z.string(),
  added: z.number().int().min(0),
  removed: z.number().int().min(0),
  hunks: z.array(DiffHunk),
});
export type SectionDiff = z.infer<typeof SectionDiff>;

/** BAK-X3: the sections that differ (the header's time and checksum are left out: they always differ). */
export const ConfigDiff = z.object({
  sections: z.array(SectionDiff),
  /** lines of each side's text form */
  from_lines: z.number().int().min(0),
  to_lines: z.number().int().min(0),
});
export type ConfigDiff = z.infer<typeof ConfigDiff>;
