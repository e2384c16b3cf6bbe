import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { ONU_ID } from '../core/limits.ts';
import { freeText, wireInt } from '../core/wireValues.ts';
import { PonRef } from './ref.ts';
import { onumgmt } from './routes.ts';

/** An upgrade type: 4–32 letters, digits or `-` (api.md §3.3). */
export const UPGRADE_TYPE_PATTERN = /^[A-Za-z0-9-]{4,32}$/;
export const UPGRADE_TYPES_MAX = 16;
/** ONUs of one PON that receive an image at the same time; the others wait in the queue. */
export const UPGRADE_PARALLEL_PER_PON = 4;
/** The multipart upload of an ONU image (OUP-05 without a type, OUP-06 with `?type=`); answers `OnuImageInfo`. */
export const ONU_UPLOAD_PATH = '/onu_upload';
/** alarm_id of the /ws alarms an ONU upgrade raises: started, succeeded, failed (type 1 frames). */
export const ALARM_ID_ONU_UPGRADE = 0x2010;

/**
 * One ONU's upgrade, in order: queued, transfer (`sendlen` grows to `totallen`), write (flash), reboot, then done or
 * failed (`reason` says why: offline mid-transfer, wrong model, did not come back).
 */
const UPGRADE_PHASES = ['queued', 'transfer', 'write', 'reboot', 'done', 'failed'] as const;
export type UpgradePhase = (typeof UPGRADE_PHASES)[number];
/** `status` texts of OUP-10 per phase, in the device's words (the original shows "Wait Upgrade Queue"). */
export const UPGRADE_STATUS_TEXT: Readonly<Record<UpgradePhase, string>> = {
  queued: 'Wait Upgrade Queue',
  transfer: 'Transferring',
  write: 'Writing Flash',
  reboot: 'Rebooting',
  done: 'Upgrade Success',
  failed: 'Upgrade Failed',
};

const UpgradeType = z.string().regex(UPGRADE_TYPE_PATTERN, 'upgrade_type: 4–32 letters, digits or -');
const flow = { path: '/onu_upgrade' } as const;

export const upgradeTypes = endpoint({
  id: 'OUP-01',
  description: 'The names of the ONU upgrade types.',
  method: 'GET',
  ...flow,
  select: { form: 'upgrade_type' },
  data: z.array(z.string()),
});
export const addUpgradeType = endpoint({
  id: 'OUP-02',
  description: 'Adds an upgrade type (an image family ONUs are bound to); at most 16.',
  method: 'POST',
  ...flow,
  select: { form: 'upgrade_type' },
  verb: 'add',
  param: z.object({ upgrade_type: UpgradeType }),
});
export const deleteUpgradeType = endpoint({
  id: 'OUP-03',
  description: 'Deletes an upgrade type, its image and its ONU bindings; refused while an upgrade of it runs.',
  method: 'POST',
  ...flow,
  select: { form: 'upgrade_type' },
  verb: 'delete',
  param: z.object({ upgrade_type: freeText().max(32) }),
});
export const bindUpgradeType = endpoint({
  id: 'OUP-04',
  description: 'Binds ONUs of one PON to an upgrade type (an ONU has one type; binding again moves it).',
  method: 'POST',
  ...flow,
  select: { form: 'bind_upgrade_type' },
  param: PonRef.extend({
    onu_list: z.array(wireInt(ONU_ID.min, ONU_ID.max)).min(1).max(ONU_ID.max),
    upgrade_type: freeText().max(32),
  }),
});
/**
 * OUP-07 (one ONU, `upgrade_type` its type or "" for the image uploaded without a type) and OUP-08 (`onu_id` 0: every
 * ONU of the PON bound to the type). One image at a time per PON; the progress is read with OUP-10.
 */
export const startOnuUpgrade = endpoint({
  id: 'OUP-07',
  description: 'Starts upgrading one ONU, or with onu_id 0 every ONU of the PON bound to upgrade_type (OUP-08).',
  method: 'POST',
  ...flow,
  select: { form: 'upgrade' },
  param: PonRef.extend({ onu_id: wireInt(0, ONU_ID.max), upgrade_type: freeText().max(32).default('') }),
});

/** OUP-09 row (sample `onu_base_info.json`) plus the ONU's upgrade type. */
export const OnuBase = z.object({
  port_id: z.number().int(),
  onu_id: z.number().int(),
  onu_name: z.string(),
  vendor: z.string(),
  sn_model: z.string(),
  chip_model: z.string(),
  onu_chip: z.string(),
  software_ver: z.string(),
  geports: z.number().int(),
  feports: z.number().int(),
  upgrade_type: z.string(),
});
export type OnuBase = z.infer<typeof OnuBase>;
export const onuBaseList = endpoint({
  id: 'OUP-09',
  description: 'Every ONU of every PON with vendor, model, chip, software version and upgrade type.',
  method: 'GET',
  ...onumgmt('base-info'),
  data: z.array(OnuBase),
});

/** OUP-10 row: progress is `sendlen` / `totallen` bytes; `phase` and `reason` are our additions for programs. */
export const UpgradeRow = z.object({
  port_id: z.number().int(),
  onu_id: z.number().int(),
  onu_name: z.string(),
  macaddr: z.string(),
  status: z.string(),
  totallen: z.number().int(),
  sendlen: z.number().int(),
  /** blocks of UPGRADE_BLOCK_BYTES sent so far */
  block: z.number().int(),
  upgrade_type: z.string(),
  phase: z.enum(UPGRADE_PHASES),
  /** why it failed; "" otherwise */
  reason: z.string(),
  /** the software version the image installs */
  version: z.string(),
});
export type UpgradeRow = z.infer<typeof UpgradeRow>;
/** Bytes per transfer block (`block` of OUP-10). */
export const UPGRADE_BLOCK_BYTES = 1024;
export const onuUpgradeStatus = endpoint({
  id: 'OUP-10',
  description: "The ONUs of the PON's current or last upgrade, each with its phase and bytes sent.",
  method: 'GET',
  ...onumgmt('upgrade_status'),
  query: PonRef,
  data: z.array(UpgradeRow),
});

/** OUP-11 row. */
export const OnuVersion = z.object({
  port_id: z.number().int(),
  onu_id: z.number().int(),
  onu_name: z.string(),
  macaddr: z.string(),
  onu_type: z.string(),
  dev_type: z.string(),
  upgrade_type: z.string(),
  vendor: z.string(),
  sn_model: z.string(),
  software_ver: z.string(),
  onu_desc: z.string(),
});
export type OnuVersion = z.infer<typeof OnuVersion>;
export const onuVersions = endpoint({
  id: 'OUP-11',
  description: 'Type, vendor, model and software version of the ONUs of one PON, or of every PON with port_id 0.',
  method: 'GET',
  ...onumgmt('version-info'),
  query: z.object({ port_id: wireInt(0, 256) }),
  data: z.array(OnuVersion),
});

/** An image the device holds (OUP-X1, and the answer of an upload); `upgrade_type` "" = uploaded without a type. */
export const OnuImageInfo = z.object({
  upgrade_type: z.string(),
  model: z.string(),
  version: z.string(),
  /** payload bytes (`totallen` of an upgrade) */
  size: z.number().int(),
});
export type OnuImageInfo = z.infer<typeof OnuImageInfo>;
export const onuImages = endpoint({
  id: 'OUP-X1',
  addition: true,
  description:
    'Our addition: the ONU images the device holds (kept until it reboots), by upgrade type, with model and version.',
  method: 'GET',
  ...flow,
  select: { form: 'image' },
  data: z.array(OnuImageInfo),
});
