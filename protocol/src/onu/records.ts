import { z } from 'zod';
import { ONU_ID } from '../core/limits.ts';
import { isMacAddress, isOnuMac } from '../core/validators.ts';
import { DeviceTime, OnuId, PortId, freeText, wireInt, withoutSpace } from '../core/wireValues.ts';
import { ONU_STATUSES } from './values.ts';

export const OnuStatus = z.enum(ONU_STATUSES);

export type OnuStatus = z.infer<typeof OnuStatus>;

export const DevType = z.enum(['SFU', 'HGU']);

export type DevType = z.infer<typeof DevType>;

export const ONU_NAME_MAX_CHARS = 16;

export const ONU_DESC_MAX_CHARS = 64;

export const TXSUPPLY_SECONDS = { min: 0, max: 65535 } as const;

export const MacAddress = z.string().refine(isMacAddress, 'MAC must be xx:xx:xx:xx:xx:xx');

/** What an operator gives as an ONU's MAC (added, denied): a unicast address, not broadcast, multicast or zeros. */
export const OnuMacAddress = MacAddress.refine(
  isOnuMac,
  'an ONU MAC is a unicast address: not broadcast, multicast or all zeros',
);

/** dBm as numeric text, e.g. "-21.43" (api.md OnuRow): scripts parse it with parseFloat. */
export const DbmText = z.string().regex(/^-?\d+(\.\d+)?$/, 'dBm as numeric text');

/** One ONU as ONU-01 lists it. Field names are the device's wire names: scripts depend on them. */
export const OnuRow = z.object({
  port_id: z.number().int(),
  onu_id: z.number().int(),
  onu_name: z.string(),
  macaddr: MacAddress,
  status: OnuStatus,
  /** 1 = authorised */
  auth_state: z.union([z.literal(0), z.literal(1)]),
  /** `YYYY/MM/DD hh:mm:ss`, "" when never */
  register_time: DeviceTime,
  last_down_time: DeviceTime,
  /** e.g. `Power Down`, `Dying gasp`, `Laser out` */
  last_down_reason: z.string(),
  dev_type: DevType,
  /** dBm as numeric text, e.g. "-21.43" */
  receive_power: DbmText,
  /** the model's type, e.g. `HGU-4GE-WIFI`; "" until the ONU has registered once (api.md §8.9) */
  onu_type: z.string(),
  /** round-trip time in time quanta of 16 ns as text, "0" while the ONU is not on the fibre (api.md §8.9) */
  rtt: z.string(),
  /** fibre length to the ONU in metres as text, from its last ranging; "0" when never ranged (api.md §8.9) */
  distance: z.string(),
  /**
   * Our addition: 1 while the ONU's receive power has dropped beyond the drift threshold below its own baseline, or
   * below the weak level (ONU-X2 tells by how much); raised and cleared with alarms, pushed with the row over /ws.
   */
  optical_drift: z.union([z.literal(0), z.literal(1)]),
});

export type OnuRow = z.infer<typeof OnuRow>;

/** One ONU of `/onutable`: the row plus the splitter it hangs on (0 = none). */
export const OnuTableRow = OnuRow.extend({ parent: z.number().int() });

export type OnuTableRow = z.infer<typeof OnuTableRow>;

export const OnuSearchQuery = z.object({
  text: freeText().max(64).optional(),
  status: z.enum([...ONU_STATUSES, 'online', 'offline']).optional(),
  dev_type: DevType.optional(),
  port_id: PortId.optional(),
  /** our addition: 1 = only ONUs whose optics drift (`optical_drift` 1), 0 = only the others */
  drift: wireInt(0, 1).optional(),
  offset: wireInt(0, 1_000_000).default(0),
  limit: wireInt(1, 4096).default(4096),
});

export const OnuAddParam = z.object({
  port_id: PortId,
  /** 0 = the device picks */
  onu_id: wireInt(0, ONU_ID.max).default(0),
  macaddr: OnuMacAddress,
  auth_state: wireInt(0, 1).default(0),
  onu_type: freeText().max(32).optional(),
  onu_desc: freeText().max(ONU_DESC_MAX_CHARS).optional(),
});

export const OnuSetAuthParam = z.object({
  port_id: PortId,
  onu_id: OnuId,
  macaddr: freeText().max(32).optional(),
  auth_state: wireInt(0, 1),
  onu_type: freeText().max(32).optional(),
  onu_desc: freeText().max(ONU_DESC_MAX_CHARS).optional(),
});

/** `macaddr`, when given and not empty, must be the ONU's: a stale page cannot delete the ONU now holding that id. */
export const OnuMacRef = z.object({ port_id: PortId, onu_id: OnuId, macaddr: freeText().max(32).optional() });

export const OnuBatch = z.object({
  port_id: PortId,
  onu_id: z.array(OnuId).min(1).max(ONU_ID.max),
  macaddr: freeText().max(32).optional(),
});

export const OnuSortParam = z.object({ port_id: PortId, onulist: z.array(OnuId).max(ONU_ID.max) });

/** ONU-12 row. `onu_id` is the entry's slot in the PON's deny list. */
export const DenyRow = z.object({
  port_id: z.number().int(),
  onu_id: z.number().int(),
  macaddr: MacAddress,
  /** registration attempts since the MAC was denied */
  retry: z.number().int(),
  onu_name: z.string(),
  reason: z.string(),
});

export type DenyRow = z.infer<typeof DenyRow>;

export const denyCfg = { path: '/onu_deny_list', select: { form: 'onucfg' } } as const;

export const OnuQuery = z.object({ port_id: PortId, onu_id: OnuId });

/** ONU-19 `base-info`. `auth_state` is "TRUE"/"FALSE" here, unlike the lists (api.md §6.3). */
export const OnuDetail = z.object({
  port_id: z.number().int(),
  onu_id: z.number().int(),
  llid: z.number().int(),
  onu_name: z.string(),
  onu_desc: z.string(),
  auth_mode: z.string(),
  auth_state: z.enum(['TRUE', 'FALSE']),
  status: OnuStatus,
  onu_type: z.string(),
  dev_type: DevType,
  rtt: z.string(),
  macaddr: z.string(),
  loid: z.string(),
  password: z.string(),
  upgrade_type: z.string(),
  ctcver: z.string(),
  software_ver: z.string(),
  hardware_ver: z.string(),
  vendor: z.string(),
  sn_model: z.string(),
  chip_model: z.string(),
  onu_chip: z.string(),
  fw_ver: z.string(),
  geports: z.number().int(),
  wlan: z.number().int(),
  /** the ONU's model name, "" until it has registered once (api.md §8.9) */
  extmodel: z.string(),
  /** fibre length in metres as text, as in the ONU rows (api.md §8.9) */
  distance: z.string(),
});

export type OnuDetail = z.infer<typeof OnuDetail>;

export const OnuFecAnswer = z.object({ fec_mode: z.number().int().min(0).max(1) });

export const SetOnuConfigParam = z.object({
  port_id: PortId,
  onu_id: OnuId,
  flags: wireInt(1, 0x3ff).optional(),
  fec_mode: wireInt(0, 1).optional(),
  /** white space is removed (api.md ONU-21), then at most ONU_NAME_MAX_CHARS characters may remain; "" = the default name */
  onu_name: z
    .string()
    .max(ONU_NAME_MAX_CHARS * 4)
    .transform(withoutSpace)
    .pipe(freeText().max(ONU_NAME_MAX_CHARS))
    .optional(),
  onu_desc: freeText().max(ONU_DESC_MAX_CHARS).optional(),
  txsupply_time: wireInt(TXSUPPLY_SECONDS.min, TXSUPPLY_SECONDS.max).optional(),
});

/** ONU-22 / OPT-03: readings as text with units; `work_temprature` is the device's spelling. */
export const OpticalReading = z.object({
  work_temprature: z.string(),
  work_voltage: z.string(),
  transmit_bias: z.string(),
  transmit_power: z.string(),
  receive_power: z.string(),
});

export type OpticalReading = z.infer<typeof OpticalReading>;

/** ONU ids present on a PON as a range string, e.g. `1,4-8` (ONU-04). */
export const OnuResource = z.object({ port_id: z.number().int(), resource: z.string() });
