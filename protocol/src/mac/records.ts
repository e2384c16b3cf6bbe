import { z } from 'zod';
import { ONU_ID, VLAN_ID } from '../core/limits.ts';
import { isMacAddress } from '../core/validators.ts';
import { wireInt } from '../core/wireValues.ts';

/** `mac_type` of a MAC table entry (api.md §2.8). */
export const MAC_TYPE = { dynamic: 0, static: 1, blackhole: 2 } as const;
export type MacType = (typeof MAC_TYPE)[keyof typeof MAC_TYPE];
/** In a flush (MAC-07): every type. */
export const MAC_TYPE_ALL = 3;

/** The ageing time of both tables, seconds; 0 = never age (api.md §3.4). */
export const MAC_AGE_S = { min: 0, max: 65_535, default: 300 } as const;

/** MAC-07 `flags`: what a flush selects by. */
export const MAC_FLUSH_FLAGS = { byType: 1, byPorts: 2, byVlan: 4 } as const;

/** MAC-15 `flush_type`. */
export const PON_MAC_FLUSH = { all: 0, byVlan: 1, byPon: 2, byOnu: 3 } as const;

/** The most entries the switch table holds, as the device family's chips do. */
export const MAC_TABLE_CAPACITY = 32_768;

/** One entry of the switch or PON MAC table (MAC-04, MAC-14; sample `mac_table.json`). */
export const MacRow = z.object({
  macaddr: z.string(),
  vlan_id: z.number().int(),
  /** 0 = the CPU */
  port_id: z.number().int(),
  onu_id: z.number().int(),
  mac_type: z.number().int(),
});
export type MacRow = z.infer<typeof MacRow>;

/** A colon MAC `xx:xx:xx:xx:xx:xx`, either case, read in lower case. */
export const MacText = z
  .string()
  .max(17)
  .refine((text) => isMacAddress(text), 'MAC: xx:xx:xx:xx:xx:xx')
  .transform((text) => text.toLowerCase());

/** A part of a MAC as an operator types it to search: hex digits with `:`, `-` or `.` anywhere, 1–17 characters. */
export const MacSearchText = z
  .string()
  .max(17)
  .regex(/^[0-9a-fA-F:.-]*$/, 'MAC search: hex digits and : - . only');

export const MAC_SORT_KEYS = ['macaddr', 'vlan_id', 'port_id', 'onu_id', 'mac_type'] as const;
export type MacSortKey = (typeof MAC_SORT_KEYS)[number];

/** The rows a page of a MAC table may hold. */
export const MAC_PAGE_SIZE = { min: 1, max: 500, default: 20 } as const;

/** Paged, sorted and filtered on the device, so a console never loads 32K entries (our addition). */
export const MacPageQuery = z.object({
  page: wireInt(1, 100_000).optional(),
  page_size: wireInt(MAC_PAGE_SIZE.min, MAC_PAGE_SIZE.max).optional(),
  sort: z.enum(MAC_SORT_KEYS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  /** 0–2 one type; absent or 3 every type */
  mac_type: wireInt(0, MAC_TYPE_ALL).optional(),
  /** absent or 0: every port */
  port_id: wireInt(0, 256).optional(),
  /** absent or 0: every ONU (PON table) */
  onu_id: wireInt(0, ONU_ID.max).optional(),
  /** absent or 0: every VLAN */
  vlan_id: wireInt(0, VLAN_ID.max).optional(),
  /** part of the MAC, separators ignored */
  mac: MacSearchText.optional(),
});
export type MacPageQuery = z.input<typeof MacPageQuery>;

export const MacPage = z.object({
  /** entries matching the filter */
  total: z.number().int(),
  page: z.number().int(),
  rows: z.array(MacRow),
});
export type MacPage = z.infer<typeof MacPage>;

/**
 * One place the device knows a MAC ("where is this MAC", our addition). `source` names the table; the other fields
 * are what that table says, absent where it says nothing. Other areas add their sources (ARP, DHCP bindings).
 */
export const MacWhereHit = z.object({
  source: z.string(),
  macaddr: z.string(),
  port_id: z.number().int().optional(),
  onu_id: z.number().int().optional(),
  vlan_id: z.number().int().optional(),
  mac_type: z.number().int().optional(),
  ip: z.string().optional(),
  /** a name the source has for it: the ONU's name, a host name */
  name: z.string().optional(),
});
export type MacWhereHit = z.infer<typeof MacWhereHit>;

/** The sources "where is this MAC" reads today; other areas add theirs. */
export const MAC_WHERE_SOURCES = ['switch_mac', 'pon_mac', 'onu_allow', 'onu_deny', 'arp', 'dhcp', 'dhcpv6'] as const;

/** The most hits one search answers. */
export const MAC_WHERE_MAX_HITS = 200;

/** One of the device's own MACs (`device_mac`, read-only). */
export const DeviceMac = z.object({
  /** `system`, `outband`, `inband`, `vlanif` */
  kind: z.string(),
  name: z.string(),
  macaddr: z.string(),
  vlan_id: z.number().int(),
});
export type DeviceMac = z.infer<typeof DeviceMac>;

/** A MAC seen on one port and then another within a short time: a loop, or a cloned MAC. */
export const MacMove = z.object({
  macaddr: z.string(),
  vlan_id: z.number().int(),
  from_port: z.number().int(),
  from_onu: z.number().int(),
  to_port: z.number().int(),
  to_onu: z.number().int(),
  time: z.string(),
});
export type MacMove = z.infer<typeof MacMove>;
