import { wireInt } from '../core/wireValues.ts';
import { z } from 'zod';
import { isIPv4 } from '../core/validators.ts';

/** DHCP limits (api.md §2.12, §3.5): the server's lease, snooping's wait for an answer, an option 60 vendor class. */
export const DHCP_LEASE_S = { min: 60, max: 864_000 } as const;
export const DHCP_RESPONSE_S = { min: 3, max: 3600 } as const;
export const OPTION60_CHARS = { min: 1, max: 64 } as const;
/** The original pages the snooping table 10 rows at a time (DHCP-19). */
export const DHCP_BINDING_PAGE_SIZE = { min: 10, max: 500, default: 10 } as const;

/** The page a binding read (DHCP-X1, DHCP-X2) asks for. */
export const bindingPaging = {
  page: wireInt(1, 100_000).optional(),
  page_size: wireInt(DHCP_BINDING_PAGE_SIZE.min, DHCP_BINDING_PAGE_SIZE.max).optional(),
};

/** DHCP-23 `flags`: which pool fields change; DHCP-22 sends 0x4 alone for the interface. */
export const DHCP_SERVER_FLAGS = {
  range: 0x1,
  mask: 0x2,
  interface: 0x4,
  dns: 0x8,
  gateway: 0x10,
  lease: 0x20,
} as const;
export const RELAY_POLICY = { standard: 0, option60: 1 } as const;
export const OPTION82_POLICY = { keep: 0, drop: 1, replace: 2 } as const;

/** The message the relay screen looks for (api.md §6.11), misspelt as the device spells it: keep it as it is. */
export const RELAY_NEEDS_ROUTING = 'dhcp realy function must be enable ip route';

/** A standard IPv4 address (testIPAddr): four parts 0–255, not 0.0.0.0 nor 255.255.255.255. */
export const DhcpIpv4 = (what: string) => z.string().refine(isIPv4, `${what}: an IPv4 address a.b.c.d`);

/** DHCP-01 (api.md `DhcpGlobal`). */
export const DhcpGlobal = z.object({
  dhcp_admin: z.number().int(),
  relay_admin: z.number().int(),
  relay_policy: z.number().int(),
  option82_admin: z.number().int(),
  option82_policy: z.number().int(),
  option82_circuit: z.number().int(),
  option82_remote: z.number().int(),
  snooping_admin: z.number().int(),
  chaddr_check: z.number().int(),
  response_time: z.number().int(),
  trust_portlist: z.string(),
  server_admin: z.number().int(),
  ipaddress_s: z.string(),
  ipaddress_e: z.string(),
  ipmask: z.string(),
  interface: z.number().int(),
  pridns: z.string(),
  secdns: z.string(),
  gateway: z.string(),
  lease_time: z.number().int(),
});
export type DhcpGlobal = z.infer<typeof DhcpGlobal>;

export const RelayStandard = z.object({ vlan_id: z.number().int(), server_ip: z.string() });
export type RelayStandard = z.infer<typeof RelayStandard>;
export const RelayOption60 = z.object({ option60: z.string(), server_ip: z.string() });
export type RelayOption60 = z.infer<typeof RelayOption60>;

/** DHCP-19: one snooping binding; `entry_status` 1 valid. */
export const SnoopingBinding = z.object({
  ipaddr: z.string(),
  macaddr: z.string(),
  port_id: z.number().int(),
  vlan_id: z.number().int(),
  lease_time_string: z.string(),
  entry_status: z.number().int(),
});
export type SnoopingBinding = z.infer<typeof SnoopingBinding>;

/**
 * A binding as our paged read shows it (our addition): the ONU the client is behind, the lease left in seconds,
 * who gave the address (the device's own server or the relayed upstream one) and the option 82 the relay added.
 */
export const DhcpBindingRow = SnoopingBinding.extend({
  onu_id: z.number().int(),
  lease_left_s: z.number().int(),
  /** `server` (the device's pool) or `relay` (the upstream server) */
  origin: z.string(),
  server_ip: z.string(),
  /** option 82 as relayed: circuit ID and remote ID, "" when none was added */
  circuit_id: z.string(),
  remote_id: z.string(),
});
export type DhcpBindingRow = z.infer<typeof DhcpBindingRow>;

export const DhcpBindingPage = z.object({
  total: z.number().int(),
  page: z.number().int(),
  rows: z.array(DhcpBindingRow),
});
export type DhcpBindingPage = z.infer<typeof DhcpBindingPage>;

/** DHCP-24. */
export const Dhcpv6Global = z.object({
  dhcpv6_admin: z.number().int(),
  option18_admin: z.number().int(),
  option37_admin: z.number().int(),
});
export type Dhcpv6Global = z.infer<typeof Dhcpv6Global>;
