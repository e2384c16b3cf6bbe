import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { VLAN_ID } from '../core/limits.ts';
import { DeviceTime, PortId, PortListText, blankOr, wireInt } from '../core/wireValues.ts';
import { ACL_ID, RULE_ID, isDashMac, protocolNumber, quadToNumber } from '../acl/index.ts';
import { FilterBinding, PacketVerdict, WHOLE_ACL } from './records.ts';

/** The packet filter (PF-01…03, api.md §2.15): ACLs or single rules bound inbound to ports; PF-X1 is ours. */

const FilterParam = z.object({
  acl_id: wireInt(ACL_ID.min, ACL_ID.max),
  /** "" or 0: the whole ACL */
  rule_id: z.union([z.literal('').transform(() => WHOLE_ACL), wireInt(WHOLE_ACL, RULE_ID.max)]).default(WHOLE_ACL),
  port_list: PortListText.refine((ids) => ids.length > 0, 'port_list: at least one port'),
});

export const filterList = endpoint({
  id: 'PF-01',
  description: 'The bindings of the packet filter, by ACL id: an ACL (rule_id 0) or one rule, the ports, running',
  method: 'GET',
  path: '/switch_pkfilter',
  data: z.array(FilterBinding),
});

export const filterBind = endpoint({
  id: 'PF-02',
  description: 'Binds an ACL (rule_id 0 or "") or one of its rules inbound to the ports of port_list',
  method: 'POST',
  path: '/switch_pkfilter',
  select: { form: 'inbound' },
  verb: 'set',
  param: FilterParam,
});

export const filterUnbind = endpoint({
  id: 'PF-03',
  description: 'Takes a binding off the ports of port_list; a binding left on no port is removed',
  method: 'POST',
  path: '/switch_pkfilter',
  select: { form: 'inbound' },
  verb: 'delete',
  param: FilterParam,
});

const Mac = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .refine(
    (s) => isDashMac(s) || /^([0-9a-f]{2}[:-]){5}[0-9a-f]{2}$/.test(s),
    'a MAC address, hhhh-hhhh-hhhh or hh:hh:hh:hh:hh:hh',
  );
const Address = z.string().refine((s) => quadToNumber(s) !== null, 'an IPv4 address a.b.c.d');
const Protocol = z
  .string()
  .refine((s) => protocolNumber(s) !== null, 'protocol: icmp, tcp, udp or 0–255')
  .transform((s) => protocolNumber(s) as number);
const EthType = z
  .string()
  .regex(/^(0x)?[0-9a-fA-F]{1,4}$/, 'eth_type: hex 0x0–0xffff')
  .transform((s) => Number.parseInt(s.replace(/^0x/i, ''), 16));

export const PacketQuery = z.object({
  port_id: PortId,
  src_mac: blankOr(Mac),
  dst_mac: blankOr(Mac),
  eth_type: blankOr(EthType),
  vlan_id: blankOr(wireInt(VLAN_ID.min, VLAN_ID.max)),
  inner_vlan_id: blankOr(wireInt(VLAN_ID.min, VLAN_ID.max)),
  cos: blankOr(wireInt(0, 7)),
  inner_cos: blankOr(wireInt(0, 7)),
  src_ip: blankOr(Address),
  dst_ip: blankOr(Address),
  protocol: blankOr(Protocol),
  src_port: blankOr(wireInt(0, 65535)),
  dst_port: blankOr(wireInt(0, 65535)),
  dscp: blankOr(wireInt(0, 63)),
  /** the moment to ask for, device time; left out, now */
  time: blankOr(DeviceTime.refine((s) => s !== '', 'a time YYYY/MM/DD hh:mm:ss')),
});

export const filterWouldPass = endpoint({
  id: 'PF-X1',
  description:
    'Would this packet pass? The rules bound to the port tried in order on a described packet: which one decides, and why',
  method: 'GET',
  path: '/switch_pkfilter',
  select: { form: 'would_pass' },
  addition: true,
  query: PacketQuery,
  data: PacketVerdict,
});
