import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { wireInt } from '../core/wireValues.ts';
import { CONFIG_VERSIONS_KEPT, ConfigDiff, ConfigHistory, ConfigRef } from './historyRecords.ts';

/*
 * Ours: the configuration history. Every save, restore, factory reset, roll-back and timed save or backup keeps the
 * configuration it made as a version, in the text form of the backup file (BAK-01), so two versions compare as lines.
 */

export const configHistory = endpoint({
  id: 'BAK-X2',
  method: 'GET',
  path: '/config_history',
  select: { form: 'list' },
  description:
    'The kept configuration versions, newest first: when, who and from where, why (save, restore, factory, roll-back, timed task) and what changed per section since the version before.',
  addition: true,
  data: ConfigHistory,
});

export const configDiff = endpoint({
  id: 'BAK-X3',
  method: 'GET',
  path: '/config_history',
  select: { form: 'diff' },
  description:
    'The difference of two configurations as lines of their text form, by section: kept versions by id, or `running` and `startup` (what a save would store).',
  addition: true,
  query: z.object({ from: ConfigRef, to: ConfigRef }),
  data: ConfigDiff,
});

export const configRollback = endpoint({
  id: 'BAK-X4',
  method: 'POST',
  path: '/config_history',
  select: { form: 'rollback' },
  verb: 'set',
  description:
    'Makes a kept version the startup configuration, checked as a restored file is; it runs after the next reboot, and is kept as a new version.',
  addition: true,
  param: z.object({ version_id: wireInt(1, 2_000_000_000) }),
});

export const setConfigHistory = endpoint({
  id: 'BAK-X5',
  method: 'POST',
  path: '/config_history',
  select: { form: 'setting' },
  verb: 'set',
  description: 'How many versions are kept; the oldest beyond it are deleted at once.',
  addition: true,
  param: z.object({ max_kept: wireInt(CONFIG_VERSIONS_KEPT.min, CONFIG_VERSIONS_KEPT.max) }),
});
