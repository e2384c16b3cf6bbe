import { z } from 'zod';
import { isIPv4 } from '../core/validators.ts';

/** IGMP-01/02 `mode`. */
export const IGMP_MODES = { disabled: 0, snooping: 1, proxy: 2 } as const;
/** IGMP-01 `aging_mode`: members age by the timer, or stay until they leave. */
export const IGMP_AGING = { timer: 0, none: 1 } as const;
/** IGMP-03 `flags`: which fields of the write to take. */
export const IGMP_FLAGS = {
  protocolPolicy: 0x2,
  fastLeave: 0x4,
  groupAgingTime: 0x8,
  robustness: 0x10,
  genResponseTime: 0x20,
  genQueryInterval: 0x40,
  querySrcIp: 0x80,
  querySrcMac: 0x100,
  spQueryInterval: 0x200,
  spResponseTime: 0x400,
  spQueryNumber: 0x800,
  agingMode: 0x1000,
} as const;

/** api.md §3.5. */
export const IGMP_LIMITS = {
  groupAgingTime: { min: 1, max: 3000 },
  robustness: { min: 1, max: 10 },
  genResponseTime: { min: 1, max: 25 },
  genQueryInterval: { min: 2, max: 3000 },
  spQueryInterval: { min: 100, max: 10000 },
  spResponseTime: { min: 100, max: 10000 },
  spQueryNumber: { min: 1, max: 10 },
  descChars: 64,
} as const;

/** The multicast addresses a program may use (the console's hint, the device's rule): 224.0.1.0–239.255.255.255. */
export const PROGRAM_RANGE = { first: '224.0.1.0', last: '239.255.255.255' } as const;

export const ipv4Number = (ip: string): number => ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
export const ipv4Text = (n: number): string =>
  [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');
export const isProgramAddress = (ip: string): boolean =>
  isIPv4(ip) && ipv4Number(ip) >= ipv4Number(PROGRAM_RANGE.first) && ipv4Number(ip) <= ipv4Number(PROGRAM_RANGE.last);
/** Any IPv4 multicast group, 224.0.0.0–239.255.255.255 (static entries). */
export const isMulticastAddress = (ip: string): boolean =>
  isIPv4(ip) && Number(ip.split('.')[0]) >= 224 && Number(ip.split('.')[0]) <= 239;

/** IGMP-01 (sample `igmp_info.json`). */
export const IgmpConfig = z.object({
  mode: z.number().int(),
  fast_leave: z.number().int(),
  aging_mode: z.number().int(),
  protocol_policy: z.number().int(),
  group_aging_time: z.number().int(),
  robustness: z.number().int(),
  query_src_ip: z.string(),
  query_src_mac: z.string(),
  gen_response_time: z.number().int(),
  gen_query_interval: z.number().int(),
  sp_response_time: z.number().int(),
  sp_query_interval: z.number().int(),
  sp_query_number: z.number().int(),
});
export type IgmpConfig = z.infer<typeof IgmpConfig>;

/** IGMP-05 row (sample `multicast_info.json`): `action` 1 static, 0 dynamic. */
export const McEntry = z.object({
  multi_ip: z.string(),
  user_num: z.number().int().optional(),
  vid: z.number().int(),
  action: z.number().int(),
  host_portlist: z.string(),
  router_portlist: z.string(),
});
export type McEntry = z.infer<typeof McEntry>;

/** IGMP-11 row (sample `multicast_vlan.json`). */
export const McVlan = z.object({ mvlan: z.number().int(), router_portlist: z.string(), mvlan_desc: z.string() });
export type McVlan = z.infer<typeof McVlan>;

/** IGMP-17 row (sample `program.json`). */
export const McProgram = z.object({ program_s: z.string(), program_e: z.string(), program_desc: z.string() });
export type McProgram = z.infer<typeof McProgram>;

/** One member of a group: the subscriber's ONU and UNI port, and how long ago it last reported. */
export const McMember = z.object({
  port_id: z.number().int(),
  onu_id: z.number().int(),
  onu_name: z.string(),
  uni: z.number().int(),
  /** seconds since it joined, and since its last report */
  joined_s: z.number().int(),
  reported_s: z.number().int(),
});
export type McMember = z.infer<typeof McMember>;

/** Viewers of one program: now, and one sample a minute over the last hour (oldest first). */
export const McViewers = z.object({
  multi_ip: z.string(),
  vid: z.number().int(),
  program_desc: z.string(),
  now: z.number().int(),
  history: z.array(z.number().int()),
});
export type McViewers = z.infer<typeof McViewers>;

export const ProgramAddress = z
  .string()
  .refine(isProgramAddress, `a program address must be IPv4 in ${PROGRAM_RANGE.first}–${PROGRAM_RANGE.last}`);
export const GroupAddress = z
  .string()
  .refine(isMulticastAddress, 'a multicast group is an IPv4 address 224.0.0.0–239.255.255.255');
