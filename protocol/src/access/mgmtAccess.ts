import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { VLAN_ID } from '../core/limits.ts';
import { isIPv4, isIPv6, isMacAddress } from '../core/validators.ts';
import { freeText, wireInt } from '../core/wireValues.ts';

/** Management interfaces, DNS and default routes (api.md §2.3, ROUTE-06…10; screens.md §9.4 `remote_mgmt`). */

/** IPv6 addresses one interface may carry (the console offers "add" while there are at most 10, api.md §3.2). */
export const MGMT_IPV6_ADDRESSES_MAX = 10;
/** In-band (VLAN) management interfaces the device keeps at most. */
export const INBAND_INTERFACES_MAX = 8;
/** Rules of the management access list (SACL) kept at most. */
export const ACCESS_RULES_MAX = 32;
const ACCESS_RULE_NAME_CHARS = { min: 1, max: 32 } as const;
/** `access` of a management ACL rule (SACL-01): which service it covers. */
export const ACCESS_SERVICE = { telnet: 1, web: 2, ssh: 3, all: 4 } as const;
/** `afi` of a rule: the address family. */
export const AFI = { ipv4: 1, ipv6: 2 } as const;

/** Whether a dotted quad is a netmask (ones, then zeros; not 0.0.0.0). */
export function isNetmask(text: string): boolean {
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return false;
  const parts = text.split('.').map(Number);
  if (parts.some((p) => p > 255)) return false;
  const bits = parts.reduce((acc, p) => acc * 256 + p, 0);
  if (bits === 0) return false;
  const inverted = 0xffffffff - bits;
  return (inverted & (inverted + 1)) === 0;
}

const Ipv4 = z.string().refine(isIPv4, 'an IPv4 address a.b.c.d');
const Netmask = z.string().refine(isNetmask, 'a netmask such as 255.255.255.0');
const Ipv6WithPrefix = z
  .string()
  .refine((s) => isIPv6(s, { allowPrefix: true }), 'an IPv6 address, e.g. 2001:db8::1/64');
/** 1 = carry out a change that would cut off the interface the request came through (our addition, CODE.confirm). */
const Confirm = wireInt(0, 1).default(0);
const VlanId = wireInt(VLAN_ID.min, VLAN_ID.max);

/** A counter of a management interface; some devices answer "" for one they do not keep (sample inbound.json). */
const MgmtCounter = z.union([z.number().int().min(0), z.literal('')]);

/** MGMT-01/02: management interfaces. */
export const MgmtInterface = z.object({
  interface: z.string(),
  vlan_id: z.number().int().optional(),
  admin: z.number().int().optional(),
  telnet_status: z.number().int(),
  ipaddr: z.string(),
  ipmask: z.string(),
  ipv6_address: z.array(z.object({ ipv6: z.string() })),
  mtu: z.number().int(),
  macaddr: z.string(),
  rcvpkts: MgmtCounter,
  rcvbytes: MgmtCounter,
  transpkts: MgmtCounter,
  transbytes: MgmtCounter,
});
export type MgmtInterface = z.infer<typeof MgmtInterface>;
export const outbound = endpoint({
  id: 'MGMT-01',
  description: 'The out-of-band management interface',
  method: 'GET',
  path: '/system',
  select: { form: 'outbound' },
  data: MgmtInterface,
});
export const inbound = endpoint({
  id: 'MGMT-02',
  description: 'The in-band (VLAN) management interfaces',
  method: 'GET',
  path: '/system',
  select: { form: 'inbound' },
  data: z.array(MgmtInterface),
});

/** An IPv4 address and mask, or one IPv6 address (which is added): MGMT-03/04/06/07/08. */
const hasOneAddress = (p: Record<string, unknown>): boolean =>
  (p.ipv6 !== undefined) !== (p.ipaddr !== undefined && p.ipmask !== undefined);

function withAddress<S extends z.ZodRawShape>(shape: S) {
  return z
    .object({ ...shape, ipaddr: Ipv4.optional(), ipmask: Netmask.optional(), ipv6: Ipv6WithPrefix.optional() })
    .refine(hasOneAddress, { message: 'either ipaddr and ipmask, or ipv6' });
}

export const setOutbound = endpoint({
  id: 'MGMT-03',
  description: 'Sets the out-of-band IPv4 address, or adds an IPv6 address (MGMT-04 is the same request)',
  method: 'POST',
  path: '/system',
  select: { form: 'outbound' },
  param: withAddress({ interface: z.literal('outbound').default('outbound'), confirm: Confirm }),
});
export const deleteOutboundV6 = endpoint({
  id: 'MGMT-05',
  description: 'Deletes an IPv6 address of the out-of-band interface',
  method: 'POST',
  path: '/system',
  select: { form: 'outbound_v6' },
  verb: 'delete',
  param: z.object({
    ipv6: Ipv6WithPrefix,
    interface: freeText().max(32).optional(),
    vlan_id: wireInt(0, 0).optional(),
  }),
});
export const addInbound = endpoint({
  id: 'MGMT-06',
  description: 'Adds an in-band interface on a VLAN, with an IPv4 address or an IPv6 address',
  method: 'POST',
  path: '/system',
  select: { form: 'inbound' },
  verb: 'add',
  param: withAddress({ vlan_id: VlanId }),
});
export const setInbound = endpoint({
  id: 'MGMT-07',
  description: 'Sets an in-band interface’s IPv4 address, or adds an IPv6 address (MGMT-08 is the same request)',
  method: 'POST',
  path: '/system',
  select: { form: 'inbound' },
  param: withAddress({ interface: freeText().max(32).optional(), vlan_id: VlanId, confirm: Confirm }),
});
export const deleteInbound = endpoint({
  id: 'MGMT-09',
  description: 'Deletes an in-band interface; the one a request came through only with confirm: 1',
  method: 'POST',
  path: '/system',
  select: { form: 'inbound' },
  verb: 'delete',
  param: z.object({ vlan_id: VlanId, confirm: Confirm }),
});
export const deleteInboundV6 = endpoint({
  id: 'MGMT-10',
  description: 'Deletes an IPv6 address of an in-band interface',
  method: 'POST',
  path: '/system',
  select: { form: 'inbound_v6' },
  verb: 'delete',
  param: z.object({ ipv6: Ipv6WithPrefix, interface: freeText().max(32).optional(), vlan_id: VlanId }),
});
export const setTelnetStatus = endpoint({
  id: 'MGMT-11',
  description: 'Allows (1) or refuses (2) telnet on one interface; vlan_id 0 is the out-of-band one',
  method: 'POST',
  path: '/system',
  select: { form: 'telnet_status' },
  param: z.object({ telnet_status: wireInt(1, 2), vlan_id: wireInt(0, VLAN_ID.max) }),
});
export const setOutboundAdmin = endpoint({
  id: 'MGMT-12',
  description: 'Turns the out-of-band port on (1) or off (2); off under one’s own request only with confirm: 1',
  method: 'POST',
  path: '/system',
  select: { form: 'admin' },
  param: z.object({ admin: wireInt(1, 2), confirm: Confirm }),
});

/** DNS servers; "" when unset (MGMT-13). */
export const DnsServers = z.object({
  primary: z.string(),
  secondary: z.string(),
  primary_v6: z.string(),
  secondary_v6: z.string(),
});
export type DnsServers = z.infer<typeof DnsServers>;
export const getDns = endpoint({
  id: 'MGMT-13',
  description: 'The DNS servers, IPv4 and IPv6',
  method: 'GET',
  path: '/system',
  select: { form: 'dns' },
  data: DnsServers,
});
const OptionalIpv4 = z.union([z.literal(''), Ipv4]);
const OptionalIpv6 = z.union([z.literal(''), z.string().refine((s) => isIPv6(s), 'an IPv6 address')]);
export const setDns = endpoint({
  id: 'MGMT-14',
  description: 'Sets the IPv4 DNS servers ("" clears one)',
  method: 'POST',
  path: '/system',
  select: { form: 'dns' },
  param: z.object({ primary: OptionalIpv4, secondary: OptionalIpv4.default('') }),
});
export const setDnsV6 = endpoint({
  id: 'MGMT-15',
  description: 'Sets the IPv6 DNS servers; an empty param clears both',
  method: 'POST',
  path: '/system',
  select: { form: 'dns_v6' },
  param: z.object({ primary_v6: OptionalIpv6.default(''), secondary_v6: OptionalIpv6.default('') }),
});

/** The default routes (ROUTE-06): `gateway` "0.0.0.0" and `gateway_v6` "" when there is none. */
export const DefaultRoutes = z.object({ gateway: z.string(), gateway_v6: z.string() });
export const getDefaultRoutes = endpoint({
  id: 'ROUTE-06',
  description: 'The IPv4 and IPv6 default routes of the management plane',
  method: 'GET',
  path: '/switch_route',
  select: { form: 'route_default' },
  data: DefaultRoutes,
});
export const setDefaultRoute = endpoint({
  id: 'ROUTE-07',
  description:
    'Sets the IPv4 default route; the gateway must lie in a management interface’s subnet. "0.0.0.0" (as read when there is none) removes it.',
  method: 'POST',
  path: '/switch_route',
  select: { form: 'route_default' },
  param: z.object({ gateway: z.union([z.literal('0.0.0.0'), Ipv4]) }),
});
export const deleteDefaultRoute = endpoint({
  id: 'ROUTE-08',
  description: 'Deletes the IPv4 default route',
  method: 'POST',
  path: '/switch_route',
  select: { form: 'route_default' },
  verb: 'delete',
  param: z.object({ gateway: freeText().max(15).optional() }),
});
export const setDefaultRouteV6 = endpoint({
  id: 'ROUTE-09',
  description: 'Sets the IPv6 default route',
  method: 'POST',
  path: '/switch_route',
  select: { form: 'route_default_v6' },
  param: z.object({ gateway_v6: z.string().refine((s) => isIPv6(s), 'an IPv6 address') }),
});
export const deleteDefaultRouteV6 = endpoint({
  id: 'ROUTE-10',
  description: 'Deletes the IPv6 default route',
  method: 'POST',
  path: '/switch_route',
  select: { form: 'route_default_v6' },
  verb: 'delete',
});

/** One rule of the management access list (SACL-01). */
export const AccessRule = z.object({
  name: z.string(),
  /** 1 IPv4, 2 IPv6 */
  afi: z.number().int(),
  /** 0 deny, 1 permit */
  type: z.number().int(),
  /** an address with an optional prefix length, `192.168.1.0/24` */
  hostip: z.string(),
  /** stored and shown; the simulator cannot see a client's MAC, so only real hardware checks it */
  macaddr: z.string(),
  /** 1 Telnet, 2 Web, 3 SSH, 4 all */
  access: z.number().int(),
});
export type AccessRule = z.infer<typeof AccessRule>;

/** Whether `hostip` is an address of family `afi` with an optional prefix length. */
function isAccessHost(afi: number, hostip: string): boolean {
  if (afi === AFI.ipv6) return isIPv6(hostip, { allowPrefix: true });
  const [address = '', prefix, extra] = hostip.split('/');
  if (extra !== undefined || !/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return false;
  if (address.split('.').some((p) => Number(p) > 255)) return false;
  return prefix === undefined || (/^\d{1,2}$/.test(prefix) && Number(prefix) <= 32);
}

export const accessRules = endpoint({
  id: 'SACL-01',
  description: 'The management access list; with a Web or All permit rule, other addresses are refused',
  method: 'GET',
  path: '/system_accesslist',
  select: { form: 'rule_tab' },
  data: z.array(AccessRule),
});
export const addAccessRule = endpoint({
  id: 'SACL-02',
  description: 'Adds a rule; refused when it would refuse the address making the request',
  method: 'POST',
  path: '/system_accesslist',
  select: { form: 'rule_tab' },
  verb: 'add',
  param: z
    .object({
      name: z
        .string()
        .min(ACCESS_RULE_NAME_CHARS.min)
        .max(ACCESS_RULE_NAME_CHARS.max)
        .regex(/^\w+$/, 'letters, digits and _'),
      afi: wireInt(AFI.ipv4, AFI.ipv6),
      type: wireInt(0, 1).default(1),
      hostip: freeText().max(64),
      macaddr: z.string().refine(isMacAddress, 'a MAC xx:xx:xx:xx:xx:xx'),
      access: wireInt(ACCESS_SERVICE.telnet, ACCESS_SERVICE.all),
    })
    .refine((p) => isAccessHost(p.afi, p.hostip), {
      message: 'hostip: an address of the chosen family, with an optional /prefix',
      path: ['hostip'],
    }),
});
export const deleteAccessRule = endpoint({
  id: 'SACL-03',
  description: 'Deletes a rule; refused when the rest would refuse the address making the request',
  method: 'POST',
  path: '/system_accesslist',
  select: { form: 'rule_tab' },
  verb: 'delete',
  param: z.object({ name: freeText().min(1).max(ACCESS_RULE_NAME_CHARS.max) }),
});

/** How the access list sees the request's address (SACL-X1, our addition). */
export const AccessClient = z.object({
  /** the client's address as the device sees it */
  address: z.string(),
  /** 1 = the list has a Web or All permit rule, so it decides who reaches the web service */
  enforced: z.number().int(),
  /** 1 = the server was started with the list ignored (--ignore-access-list) */
  ignored: z.number().int(),
  /** the management interface the request came through, "" when none matches */
  interface: z.string(),
});
export const accessClient = endpoint({
  id: 'SACL-X1',
  addition: true,
  description: 'Our addition: the requesting address, whether the list is enforced, and the interface in use',
  method: 'GET',
  path: '/system_accesslist',
  select: { form: 'client' },
  data: AccessClient,
});
