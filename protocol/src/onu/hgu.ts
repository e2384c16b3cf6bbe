import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { VLAN_ID } from '../core/limits.ts';
import { blankOr, freeText, wireInt } from '../core/wireValues.ts';
import { OnuRef, PonRef } from './ref.ts';
import { onumgmt } from './routes.ts';

/** ONU-26 `mode`: which radio. */
export const WLAN_MODES = { band24: 1, band5: 2 } as const;
/** ONU-26 `encrypt`. */
export const WLAN_ENCRYPTIONS = { none: 0, wpa2: 4, wpa2Mixed: 6 } as const;
export const WLAN_PASSWORD_CHARS = { min: 8, max: 32 } as const;
/** An SSID: 4–32 letters, digits or `_`, or 2–16 of those, Chinese characters and `-` (api.md §3.3). */
const SSID_PATTERN = /^(\w{4,32}|[\w\u4e00-\u9fa5-]{2,16})$/;
export const isSsid = (text: string): boolean => SSID_PATTERN.test(text);

/** ONU-25: both radios; the 5 GHz fields are empty (encryption 0) on a single-band ONU. */
export const OnuWlan = z.object({
  port_id: z.number().int(),
  onu_id: z.number().int(),
  /** radios: 1 = 2.4 GHz, 2 = 2.4 and 5 GHz */
  wlan: z.number().int(),
  encrypt: z.number().int(),
  ssid: z.string(),
  password: z.string(),
  encrypt_5g: z.number().int(),
  ssid_5g: z.string(),
  password_5g: z.string(),
});
export type OnuWlan = z.infer<typeof OnuWlan>;

export const onuWlan = endpoint({
  id: 'ONU-25',
  description: 'The WLAN radios of one HGU: encryption, SSID and password per band.',
  method: 'GET',
  ...onumgmt('wlan'),
  query: OnuRef,
  data: OnuWlan,
});
export const WlanSetting = z.object({
  mode: wireInt(1, 2),
  encrypt: wireInt(0, 6),
  ssid: freeText().max(64),
  password: freeText().max(64).default(''),
});
export const setOnuWlan = endpoint({
  id: 'ONU-26',
  description: 'Sets one radio of an online HGU: encryption 0/4/6, SSID, password (8–32 unless open).',
  method: 'POST',
  ...onumgmt('wlan'),
  param: OnuRef.extend(WlanSetting.shape),
});
export const clearOnuWlan = endpoint({
  id: 'ONU-27',
  description: 'Clears one radio of an online HGU: no SSID, no encryption (the radio stops broadcasting).',
  method: 'POST',
  ...onumgmt('wlan'),
  verb: 'clear',
  param: OnuRef.extend({
    mode: wireInt(1, 2),
    ssid: freeText().max(64).optional(),
    password: freeText().max(64).optional(),
  }),
});

/** ONU-29 `ipmode` and `ctype` (a bit each). */
export const WAN_IPMODES = { static: 0, dhcp: 1, pppoe: 2, bridge: 3 } as const;
export const WAN_CTYPES = { tr069: 1, internet: 2, other: 4, voice: 8 } as const;
export const WAN_NAME_CHARS = { min: 4, max: 32 } as const;
export const WAN_MTU = { min: 70, max: 1500 } as const;
export const PPPOE_TEXT_CHARS = { min: 1, max: 32 } as const;
/** WAN connections one HGU holds (`wanmax` of ONU-32). */
export const WANS_PER_ONU_MAX = 8;
/** `portmap` numbers: LAN n = n, WLAN1 = 5, WLAN2 = 10 (api.md §2.6). */
export const WAN_PORT_WLAN = { first: 5, second: 10 } as const;

/** ONU-28 row; fields the mode does not use are 0 or "". */
export const OnuWan = z.object({
  index: z.number().int(),
  name: z.string(),
  ipmode: z.number().int(),
  ctype: z.number().int(),
  mtu: z.number().int(),
  tagmode: z.number().int(),
  vlan_id: z.number().int(),
  ipproto: z.number().int(),
  ipaddr: z.string(),
  ipmask: z.string(),
  gateway: z.string(),
  pppoemode: z.number().int(),
  user: z.string(),
  password: z.string(),
  reqdns: z.number().int(),
  pridns: z.string(),
  secdns: z.string(),
  /** bound LAN/WLAN ports; null for VOICE */
  portmap: z.array(z.number().int()).nullable(),
  igmpproxy: z.number().int(),
  /** 1 = up */
  status: z.number().int(),
});
export type OnuWan = z.infer<typeof OnuWan>;

export const onuWans = endpoint({
  id: 'ONU-28',
  description: 'The WAN connections of one HGU, with the address each has while up.',
  method: 'GET',
  ...onumgmt('wan'),
  query: OnuRef,
  data: z.array(OnuWan),
});
const text = (max: number) => freeText().max(max).optional();
/** ONU-29 / BAT-06 fields; `index` −1 = a new connection. */
export const WanInput = z.object({
  name: freeText().max(64),
  index: wireInt(-1, WANS_PER_ONU_MAX - 1).default(-1),
  ipmode: wireInt(0, 3),
  ctype: wireInt(1, 8),
  mtu: blankOr(wireInt(0, WAN_MTU.max)),
  tagmode: wireInt(0, 1).default(0),
  vlan_id: blankOr(wireInt(0, VLAN_ID.max)),
  ipproto: wireInt(1, 3).default(1),
  ipaddr: text(64),
  ipmask: text(64),
  gateway: text(64),
  pppoemode: blankOr(wireInt(0, 2)),
  user: text(64),
  password: text(64),
  reqdns: wireInt(0, 1).default(0),
  pridns: text(64),
  secdns: text(64),
  portmap: z.array(wireInt(1, WAN_PORT_WLAN.second)).max(10).nullable().optional(),
  igmpproxy: wireInt(0, 2).default(0),
});
export type WanInput = z.output<typeof WanInput>;
export const addOnuWan = endpoint({
  id: 'ONU-29',
  description: 'Adds a WAN connection to an online vendor HGU (rules of api.md §3.3; a port maps to one WAN).',
  method: 'POST',
  ...onumgmt('wan'),
  verb: 'add',
  param: OnuRef.extend(WanInput.shape),
});
export const deleteOnuWan = endpoint({
  id: 'ONU-30',
  description: 'Removes one WAN connection of an online HGU by index (and name, when given).',
  method: 'POST',
  ...onumgmt('wan'),
  verb: 'delete',
  param: OnuRef.extend({ name: freeText().max(64).optional(), index: wireInt(0, WANS_PER_ONU_MAX - 1) }),
});
export const clearOnuWans = endpoint({
  id: 'ONU-31',
  description: 'Removes every WAN connection of an online HGU.',
  method: 'POST',
  ...onumgmt('wan'),
  verb: 'clear',
  param: OnuRef,
});

/** ONU-32 row: one vendor HGU of the PON, what it can carry and its first WAN. */
export const WanSummary = z.object({
  port_id: z.number().int(),
  onu_id: z.number().int(),
  onu_name: z.string(),
  macaddr: z.string(),
  /** 1 = online */
  status: z.number().int(),
  count: z.number().int(),
  wanmax: z.number().int(),
  lanports: z.number().int(),
  wlan: z.number().int(),
  voip: z.number().int(),
  /** the first connection; zeros and "" when there is none */
  wan0: z.object({ vlan_id: z.number().int(), ipmode: z.number().int(), ctype: z.number().int(), desc: z.string() }),
});
export type WanSummary = z.infer<typeof WanSummary>;
export const onuWanSummary = endpoint({
  id: 'ONU-32',
  description: 'Every vendor HGU of one PON (fw_ver 4853…) with its WAN count, capabilities and first WAN.',
  method: 'GET',
  ...onumgmt('wantab'),
  query: PonRef,
  data: z.array(WanSummary),
});
