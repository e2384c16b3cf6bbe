import { z } from 'zod';

/**
 * Everything an operator configures on the device, as one JSON-serialisable object. Each top-level key is a
 * section the server can store on its own; 'configChange' names the sections an operation changed. Simulated state
 * (who is online, light levels, counters, deny-list retries) is not configuration.
 */
const int = z.number().int();

const PortSettingsSchema = z.strictObject({
  port_id: int,
  admin_status: int,
  auto_neg: int,
  speed: z.string(),
  duplex: int,
  flow_ctrl: int,
  mtu: int,
  erate: int,
  irate: int,
  port_desc: z.string(),
});

const PonSettingSchema = z.strictObject({
  port_id: int,
  auth_type: int,
  auth_mode: int,
  p2p_flag: int,
  rogue_mode: int,
  add_deny_flag: int,
  lb_onu_mode: int,
  opt_min: z.number(),
  opt_min_action: int,
  opt_max: z.number(),
  opt_max_action: int,
  optstate: int,
});

/** One allow-list entry; the order of a PON's entries is its display order (ONU-11). */
const OnuConfigSchema = z.strictObject({
  port_id: int,
  onu_id: int,
  macaddr: z.string(),
  onu_name: z.string(),
  onu_desc: z.string(),
  auth_state: int,
  fec_mode: int,
  /** added by hand (ONU-05), not discovered */
  manual: z.boolean(),
});

const DenyConfigSchema = z.strictObject({
  port_id: int,
  onu_id: int,
  macaddr: z.string(),
  onu_name: z.string(),
  reason: z.string(),
});

/** A splitter and the ONUs bound to it (PON-16). */
const SplitterConfigSchema = z.strictObject({
  port_id: int,
  splitter_id: int,
  name: z.string(),
  description: z.string(),
  parent: int,
  onus: z.array(int),
});

const VlanConfigSchema = z.strictObject({
  vlan_id: int,
  vlan_name: z.string(),
  vlan_desc: z.string(),
  tagged: z.array(int),
  untagged: z.array(int),
});

const PortVlanConfigSchema = z.strictObject({ port_id: int, port_type: int, pvid: int, priority: int });
const TranslationSchema = z.strictObject({ port_id: int, old_vlan: int, new_vlan: int, new_vlan_pri: int });
const QinqSchema = z.strictObject({ port_id: int, cvlan: int, cvlan_s: int, cvlan_e: int, svlan: int, svlan_pri: int });

export const CONFIG_VERSION = 1;

export const OltConfigSchema = z.strictObject({
  version: z.literal(CONFIG_VERSION),
  ports: z.array(PortSettingsSchema),
  pon: z.array(PonSettingSchema),
  onus: z.array(OnuConfigSchema),
  deny: z.array(DenyConfigSchema),
  splitters: z.array(SplitterConfigSchema),
  vlans: z.array(VlanConfigSchema),
  portVlans: z.array(PortVlanConfigSchema),
  translations: z.array(TranslationSchema),
  qinq: z.array(QinqSchema),
});

export type OltConfig = z.infer<typeof OltConfigSchema>;
export type OnuConfig = z.infer<typeof OnuConfigSchema>;
export type DenyConfig = z.infer<typeof DenyConfigSchema>;
export type SplitterConfig = z.infer<typeof SplitterConfigSchema>;

/** The sections of the configuration, in the order the device applies them. */
export const CONFIG_SECTIONS = [
  'ports',
  'pon',
  'vlans',
  'portVlans',
  'translations',
  'qinq',
  'onus',
  'deny',
  'splitters',
] as const;
export type ConfigSection = (typeof CONFIG_SECTIONS)[number];

/**
 * What `importConfig` accepts: a whole configuration, or some sections of one (a section left out keeps the
 * factory setting), e.g. as the server reads them back from SQLite one row per section.
 */
export const ConfigImportSchema = OltConfigSchema.partial().extend({ version: z.literal(CONFIG_VERSION) });
export type ConfigImport = z.infer<typeof ConfigImportSchema>;
