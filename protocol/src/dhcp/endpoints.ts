import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { VLAN_ID } from '../core/limits.ts';
import { PortListText, wireInt } from '../core/wireValues.ts';
import {
  bindingPaging,
  DHCP_LEASE_S,
  DHCP_RESPONSE_S,
  DhcpBindingPage,
  DhcpGlobal,
  DhcpIpv4,
  Dhcpv6Global,
  OPTION60_CHARS,
  RelayOption60,
  RelayStandard,
  SnoopingBinding,
} from './records.ts';

/** DHCP relay, option 82, snooping, the built-in server (DHCP-01…23) and DHCPv6 (DHCP-24…27), api.md §2.12. */

const P = '/switch_dhcp';
const onOff = wireInt(0, 1);
const VlanId = wireInt(VLAN_ID.min, VLAN_ID.max);
const Option60 = z
  .string()
  .min(OPTION60_CHARS.min, 'option60: 1–64 word characters')
  .max(OPTION60_CHARS.max, 'option60: at most 64 word characters')
  .regex(/^\w+$/, 'option60: word characters only (letters, digits, _)');

const adminSwitch = <F extends string>(id: string, form: string, field: F, description: string) =>
  endpoint({
    id,
    method: 'POST',
    path: P,
    select: { form },
    verb: 'set',
    description,
    param: z.object({ [field]: onOff } as Record<F, typeof onOff>),
  });

export const dhcpGlobal = endpoint({
  id: 'DHCP-01',
  method: 'GET',
  path: P,
  select: { form: 'global_config' },
  description: 'Every DHCP setting in one object: relay, option 82, snooping and the built-in server.',
  data: DhcpGlobal,
});

export const dhcpAdmin = adminSwitch('DHCP-02', 'dhcp_admin', 'dhcp_admin', 'Turns the DHCP features on or off.');
export const relayAdmin = adminSwitch(
  'DHCP-03',
  'relay_admin',
  'relay_admin',
  'Turns the DHCP relay on or off; on needs IP routing (the device says "dhcp realy function must be enable ip route").',
);

export const relayPolicy = endpoint({
  id: 'DHCP-04',
  method: 'POST',
  path: P,
  select: { form: 'relay_policy' },
  verb: 'set',
  description: 'How the relay picks its server: 0 by the client VLAN, 1 by the option 60 vendor class.',
  param: z.object({ relay_policy: onOff }),
});

export const relayStandardList = endpoint({
  id: 'DHCP-05',
  method: 'GET',
  path: P,
  select: { form: 'relay_standard' },
  description: 'The relay servers by client VLAN.',
  data: z.array(RelayStandard),
});

export const relayOption60List = endpoint({
  id: 'DHCP-06',
  method: 'GET',
  path: P,
  select: { form: 'relay_option60' },
  description: 'The relay servers by option 60 vendor class.',
  data: z.array(RelayOption60),
});

const standardParam = z.object({ vlan_id: VlanId, server_ip: DhcpIpv4('server_ip') });
const option60Param = z.object({ option60: Option60, server_ip: DhcpIpv4('server_ip') });

export const relayStandardAdd = endpoint({
  id: 'DHCP-07',
  method: 'POST',
  path: P,
  select: { form: 'relay_standard_add' },
  verb: 'set',
  description: 'Relays the clients of a VLAN to a server.',
  param: standardParam,
});
export const relayStandardDelete = endpoint({
  id: 'DHCP-08',
  method: 'POST',
  path: P,
  select: { form: 'relay_standard_del' },
  verb: 'set',
  description: 'Deletes a VLAN relay server.',
  param: standardParam,
});
export const relayOption60Add = endpoint({
  id: 'DHCP-09',
  method: 'POST',
  path: P,
  select: { form: 'relay_option60_add' },
  verb: 'set',
  description: 'Relays the clients of an option 60 vendor class to a server.',
  param: option60Param,
});
export const relayOption60Delete = endpoint({
  id: 'DHCP-10',
  method: 'POST',
  path: P,
  select: { form: 'relay_option60_del' },
  verb: 'set',
  description: 'Deletes an option 60 relay server.',
  param: option60Param,
});

export const option82Admin = adminSwitch(
  'DHCP-11',
  'option82_admin',
  'option82_admin',
  'Turns option 82 (relay agent information) on or off.',
);
export const option82Policy = endpoint({
  id: 'DHCP-12',
  method: 'POST',
  path: P,
  select: { form: 'option82_policy' },
  verb: 'set',
  description: "What the relay does with a client's own option 82: 0 keep, 1 drop the request, 2 replace it.",
  param: z.object({ option82_policy: wireInt(0, 2) }),
});

export const snoopingAdmin = adminSwitch(
  'DHCP-13',
  'snooping_admin',
  'snooping_admin',
  'Turns DHCP snooping on or off.',
);
export const snoopingChaddr = adminSwitch(
  'DHCP-14',
  'snooping_chaddr',
  'chaddr_check',
  "Checks that a request's client MAC (chaddr) is the frame's source MAC.",
);
export const snoopingResponse = endpoint({
  id: 'DHCP-15',
  method: 'POST',
  path: P,
  select: { form: 'snooping_response' },
  verb: 'set',
  description: 'How long snooping waits for a server answer, 3–3600 s (sent as text).',
  param: z.object({ response_time: wireInt(DHCP_RESPONSE_S.min, DHCP_RESPONSE_S.max) }),
});
export const snoopingTrustAdd = endpoint({
  id: 'DHCP-16',
  method: 'POST',
  path: P,
  select: { form: 'snooping_trust_add' },
  verb: 'set',
  description: 'Trusts uplink ports: server answers are accepted only there.',
  param: z.object({ trust_portlist: PortListText }),
});
export const snoopingTrustDelete = endpoint({
  id: 'DHCP-17',
  method: 'POST',
  path: P,
  select: { form: 'snooping_trust_del' },
  verb: 'set',
  description: 'Stops trusting uplink ports.',
  param: z.object({ trust_portlist: PortListText }),
});
export const snoopingPrepare = endpoint({
  id: 'DHCP-18',
  method: 'GET',
  path: P,
  select: { form: 'snooping_table' },
  description: 'Prepares the snooping table (the first of the two-step read).',
  data: z.undefined(),
});
export const snoopingTable = endpoint({
  id: 'DHCP-19',
  method: 'GET',
  path: '/dhcp_snooping_table',
  description: 'The snooping bindings: address, client MAC, port, VLAN, lease left.',
  data: z.array(SnoopingBinding),
});
export const snoopingFlush = endpoint({
  id: 'DHCP-20',
  method: 'POST',
  path: P,
  select: { form: 'snooping_flush' },
  verb: 'set',
  description: 'Clears the snooping bindings.',
  param: z.object({}),
});

export const serverAdmin = adminSwitch(
  'DHCP-21',
  'server_admin',
  'server_admin',
  'Turns the built-in DHCP server on or off; on needs an in-band interface.',
);
export const serverConfig = endpoint({
  id: 'DHCP-22',
  method: 'POST',
  path: P,
  select: { form: 'server_cfg' },
  verb: 'set',
  description:
    'Sets the built-in server: `flags` names what changes (0x1 range, 0x2 mask, 0x4 interface, 0x8 DNS, 0x10 gateway, 0x20 lease); DHCP-22 and DHCP-23 share this form.',
  param: z.object({
    flags: wireInt(1, 0x3f),
    interface: VlanId.optional(),
    ipaddress_s: DhcpIpv4('ipaddress_s').optional(),
    ipaddress_e: DhcpIpv4('ipaddress_e').optional(),
    ipmask: DhcpIpv4('ipmask').optional(),
    pridns: DhcpIpv4('pridns').optional(),
    /** "" is sent as 0.0.0.0: no secondary DNS */
    secdns: z.union([z.literal('0.0.0.0'), z.literal(''), DhcpIpv4('secdns')]).optional(),
    gateway: DhcpIpv4('gateway').optional(),
    lease_time: wireInt(DHCP_LEASE_S.min, DHCP_LEASE_S.max).optional(),
  }),
});

export const dhcpv6Global = endpoint({
  id: 'DHCP-24',
  method: 'GET',
  path: P,
  select: { form: 'dhcpv6_global' },
  description: 'DHCPv6 relay status and its options 18 (interface ID) and 37 (remote ID).',
  data: Dhcpv6Global,
});
export const dhcpv6Admin = adminSwitch(
  'DHCP-25',
  'dhcpv6_admin',
  'dhcpv6_admin',
  "Turns DHCPv6 on or off: on, the device relays its clients' DHCPv6 as a Lightweight DHCPv6 Relay Agent (RFC 6221); off, it relays none of it.",
);
export const option18Admin = adminSwitch(
  'DHCP-26',
  'option18_admin',
  'option18_admin',
  "Adds option 18 (interface ID: the client VLAN and PON/ONU, as option 82's circuit ID) to relayed DHCPv6 requests.",
);
export const option37Admin = adminSwitch(
  'DHCP-27',
  'option37_admin',
  'option37_admin',
  "Adds option 37 (remote ID: enterprise number 32473 and the ONU's LOID, or its MAC on a PON authenticating by MAC) to relayed DHCPv6 requests.",
);

export const dhcpBindingPage = endpoint({
  id: 'DHCP-X1',
  method: 'GET',
  path: P,
  select: { form: 'binding_page' },
  description:
    'The bindings paged and searched on the device: by part of the IP, of the MAC, or by PON and ONU; with the ONU, the lease left and the option 82 relayed.',
  addition: true,
  query: z.object({
    ...bindingPaging,
    /** part of an IP address, of a MAC (separators ignored), or `pon/onu` like `1/3` */
    search: z
      .string()
      .max(17)
      .regex(/^[0-9a-fA-F:.\-/]*$/, 'search: part of an IP, of a MAC, or PON/ONU like 1/3')
      .optional(),
  }),
  data: DhcpBindingPage,
});
