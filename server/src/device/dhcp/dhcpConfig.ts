import { z } from 'zod';
import { DHCP_LEASE_S, DHCP_RESPONSE_S, isIPv4, OPTION60_CHARS, VLAN_ID } from '@olt/protocol';
import { sections } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import { ipv4ToNumber, maskBits } from '../management/addresses.ts';

const int = z.number().int();
const Standard = z.strictObject({ vlan_id: int, server_ip: z.string() });
const Option60 = z.strictObject({ option60: z.string(), server_ip: z.string() });

/** Everything the DHCP screens configure, stored as one section (counters and leases are not kept). */
export const StoredDhcp = z.strictObject({
  dhcp_admin: int,
  relay_admin: int,
  relay_policy: int,
  option82_admin: int,
  option82_policy: int,
  snooping_admin: int,
  chaddr_check: int,
  response_time: int,
  trust_ports: z.array(int),
  server_admin: int,
  ipaddress_s: z.string(),
  ipaddress_e: z.string(),
  ipmask: z.string(),
  interface: int,
  pridns: z.string(),
  secdns: z.string(),
  gateway: z.string(),
  lease_time: int,
  relay_standard: z.array(Standard),
  relay_option60: z.array(Option60),
  dhcpv6_admin: int,
  option18_admin: int,
  option37_admin: int,
});
export type StoredDhcp = z.output<typeof StoredDhcp>;

export const dhcpSections = sections({ dhcp: { schema: StoredDhcp } });
export type DhcpConfig = { dhcp: StoredDhcp };

/** The factory state: everything off, a pool ready on the factory in-band interface (VLAN 4000, 10.40.0.1/24). */
export const FACTORY_DHCP: StoredDhcp = {
  dhcp_admin: 0,
  relay_admin: 0,
  relay_policy: 0,
  option82_admin: 0,
  option82_policy: 0,
  snooping_admin: 0,
  chaddr_check: 0,
  response_time: 60,
  trust_ports: [],
  server_admin: 0,
  ipaddress_s: '10.40.0.100',
  ipaddress_e: '10.40.0.199',
  ipmask: '255.255.255.0',
  interface: 4000,
  pridns: '10.40.0.1',
  secdns: '0.0.0.0',
  gateway: '10.40.0.1',
  lease_time: 86_400,
  relay_standard: [],
  relay_option60: [],
  dhcpv6_admin: 0,
  option18_admin: 0,
  option37_admin: 0,
};

/** At most this many relay servers of each kind. */
export const RELAY_SERVERS_MAX = 32;

const isNetmask = (text: string): boolean => {
  const n = ipv4ToNumber(text);
  return n !== null && n !== 0 && ((~n >>> 0) & ((~n >>> 0) + 1)) === 0;
};

/** The server's pool rules (api.md §3.5): standard addresses, start not after end, both in one subnet of the mask. */
export function checkPool(
  c: Pick<StoredDhcp, 'ipaddress_s' | 'ipaddress_e' | 'ipmask' | 'pridns' | 'secdns' | 'gateway' | 'lease_time'>,
): void {
  for (const [what, ip] of [
    ['ipaddress_s', c.ipaddress_s],
    ['ipaddress_e', c.ipaddress_e],
    ['pridns', c.pridns],
    ['gateway', c.gateway],
  ] as const)
    if (!isIPv4(ip)) refuse(`${what}: an IPv4 address a.b.c.d`);
  if (c.secdns !== '0.0.0.0' && !isIPv4(c.secdns)) refuse('secdns: empty or an IPv4 address');
  if (!isNetmask(c.ipmask)) refuse('ipmask: a netmask, ones then zeros, e.g. 255.255.255.0');
  const s = ipv4ToNumber(c.ipaddress_s) ?? 0;
  const e = ipv4ToNumber(c.ipaddress_e) ?? 0;
  if (s > e) refuse(`pool: the start ${c.ipaddress_s} is after the end ${c.ipaddress_e}`);
  const size = 2 ** (32 - maskBits(c.ipmask));
  if (Math.floor(s / size) !== Math.floor(e / size))
    refuse(`pool: ${c.ipaddress_s} and ${c.ipaddress_e} are not in one subnet of ${c.ipmask}`);
  if (!Number.isInteger(c.lease_time) || c.lease_time < DHCP_LEASE_S.min || c.lease_time > DHCP_LEASE_S.max)
    refuse(`lease_time: ${DHCP_LEASE_S.min}–${DHCP_LEASE_S.max} s`);
}

/** Everything a stored section must satisfy beyond its shape (a configuration file edited by hand). */
export function checkStored(c: StoredDhcp, isUplink: (portId: number) => boolean): void {
  const flags = [c.dhcp_admin, c.relay_admin, c.option82_admin, c.snooping_admin, c.chaddr_check, c.server_admin];
  if ([...flags, c.relay_policy, c.dhcpv6_admin, c.option18_admin, c.option37_admin].some((f) => f !== 0 && f !== 1))
    refuse('dhcp: switches are 0 or 1');
  if (![0, 1, 2].includes(c.option82_policy)) refuse('dhcp: option82_policy is 0 keep, 1 drop or 2 replace');
  if (c.response_time < DHCP_RESPONSE_S.min || c.response_time > DHCP_RESPONSE_S.max)
    refuse(`dhcp: response_time ${DHCP_RESPONSE_S.min}–${DHCP_RESPONSE_S.max} s`);
  if (c.trust_ports.some((p) => !isUplink(p))) refuse('dhcp: trusted ports are uplink ports');
  if (c.relay_admin === 1 && c.server_admin === 1) refuse('dhcp: the relay and the server are not on together');
  checkPool(c);
  if (c.relay_standard.length > RELAY_SERVERS_MAX || c.relay_option60.length > RELAY_SERVERS_MAX)
    refuse(`dhcp: at most ${RELAY_SERVERS_MAX} relay servers of each kind`);
  for (const r of c.relay_standard) {
    if (r.vlan_id < VLAN_ID.min || r.vlan_id > VLAN_ID.max || !isIPv4(r.server_ip))
      refuse(`dhcp: a malformed relay server ${r.vlan_id} ${r.server_ip}`);
  }
  for (const r of c.relay_option60) {
    if (!/^\w+$/.test(r.option60) || r.option60.length > OPTION60_CHARS.max || !isIPv4(r.server_ip))
      refuse(`dhcp: a malformed relay server ${r.option60} ${r.server_ip}`);
  }
}
