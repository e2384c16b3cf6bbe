import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { ONU_ID, VLAN_ID } from '../core/limits.ts';
import { isWholeIPv6 } from '../core/validators.ts';
import { PortListText, wireInt } from '../core/wireValues.ts';
import {
  DeviceMac,
  MAC_AGE_S,
  MAC_TYPE_ALL,
  MacMove,
  MacPage,
  MacPageQuery,
  MacRow,
  MacText,
  MacWhereHit,
} from './records.ts';

const Age = wireInt(MAC_AGE_S.min, MAC_AGE_S.max);
const VlanId = wireInt(VLAN_ID.min, VLAN_ID.max);
/** "" where the form leaves a field unused (api.md §2.8: unused fields are still sent) */
const unused = z.literal('');

export const macAge = endpoint({
  id: 'MAC-01',
  method: 'GET',
  path: '/switch_mac',
  select: { form: 'age' },
  description: 'The ageing time of the switch MAC table, seconds (0 = entries never age).',
  data: z.object({ age: z.number().int() }),
});

export const setMacAge = endpoint({
  id: 'MAC-02',
  method: 'GET',
  path: '/switch_mac',
  select: { form: 'age' },
  description: 'Sets the ageing time of the switch MAC table (a GET that writes, as on the device).',
  action: true,
  query: z.object({ value: Age }),
});

export const macTablePrepare = endpoint({
  id: 'MAC-03',
  method: 'GET',
  path: '/switch_mac',
  select: { form: 'table' },
  description: 'Prepares the switch MAC table for reading; answers the envelope only.',
});

export const swMacTable = endpoint({
  id: 'MAC-04',
  method: 'GET',
  path: '/sw_mac_table',
  description: 'Every entry of the switch MAC table (up to 32K: the console reads it a page at a time instead).',
  data: z.array(MacRow),
});

export const swMacPage = endpoint({
  id: 'MAC-X1',
  method: 'GET',
  path: '/sw_mac_table',
  select: { form: 'page' },
  description: 'One page of the switch MAC table, sorted and filtered by the device.',
  addition: true,
  query: MacPageQuery,
  data: MacPage,
});

const MacEntry = z.object({
  mac_type: wireInt(1, 2),
  macaddr: MacText,
  vlan_id: VlanId,
  port_id: wireInt(0, 256),
});

export const macAdd = endpoint({
  id: 'MAC-05',
  method: 'POST',
  path: '/switch_mac',
  select: { form: 'table' },
  verb: 'add',
  description: 'Adds a static (with MAC authentication) or blackhole entry to the switch MAC table.',
  param: MacEntry,
});

export const macDelete = endpoint({
  id: 'MAC-06',
  method: 'POST',
  path: '/switch_mac',
  select: { form: 'table' },
  verb: 'delete',
  description: 'Deletes one entry of the switch MAC table, named as its row reads.',
  param: MacEntry.extend({ mac_type: wireInt(0, 2) }),
});

export const macFlush = endpoint({
  id: 'MAC-07',
  method: 'POST',
  path: '/switch_mac',
  select: { form: 'table' },
  verb: 'clear',
  description: 'Flushes switch MAC entries by type, by ports or by VLAN (flags 1, 2, 4).',
  param: z.object({
    flags: wireInt(1, 7),
    mac_type: wireInt(0, MAC_TYPE_ALL),
    vlan_id: z.union([unused, VlanId]).optional(),
    port_list: z.union([unused, PortListText]).optional(),
  }),
});

export const ponMacAge = endpoint({
  id: 'MAC-11',
  method: 'GET',
  path: '/pon_mac',
  select: { form: 'age' },
  description: 'The ageing time of the PON MAC table, seconds.',
  data: z.object({ age_time: z.number().int() }),
});

export const setPonMacAge = endpoint({
  id: 'MAC-12',
  method: 'POST',
  path: '/pon_mac',
  select: { form: 'age_time' },
  verb: 'set',
  description: 'Sets the ageing time of the PON MAC table (0 = never age).',
  param: z.object({ age_time: Age }),
});

export const ponMacPrepare = endpoint({
  id: 'MAC-13',
  method: 'GET',
  path: '/pon_mac',
  select: { form: 'table' },
  description: 'Prepares the PON MAC table for reading; answers the envelope only.',
});

export const ponMacTable = endpoint({
  id: 'MAC-14',
  method: 'GET',
  path: '/pon_mac_table',
  description: 'Every MAC learnt behind the ONUs, with its PON and ONU.',
  data: z.array(MacRow),
});

export const ponMacPage = endpoint({
  id: 'MAC-X2',
  method: 'GET',
  path: '/pon_mac_table',
  select: { form: 'page' },
  description: 'One page of the PON MAC table, sorted and filtered by the device.',
  addition: true,
  query: MacPageQuery,
  data: MacPage,
});

export const ponMacFlush = endpoint({
  id: 'MAC-15',
  method: 'POST',
  path: '/pon_mac',
  select: { form: 'flush' },
  verb: 'set',
  description: 'Flushes the PON MAC table: all, by VLAN, by PON port or by ONU (flush_type 0–3).',
  param: z.object({
    flush_type: wireInt(0, 3),
    vlan_id: z.union([unused, wireInt(0, VLAN_ID.max)]).optional(),
    port_id: z.union([unused, wireInt(0, 256)]).optional(),
    onu_id: z.union([unused, wireInt(0, ONU_ID.max)]).optional(),
  }),
});

export const macWhere = endpoint({
  id: 'MAC-X3',
  method: 'GET',
  path: '/switch_mac',
  select: { form: 'where' },
  description:
    'Where is this MAC: every place the device knows a full or partial MAC (switch and PON MAC tables, ONU allow and deny lists, and what other areas add); a whole IPv4 address is looked up in the DHCP bindings and leases, a whole IPv6 address in the DHCPv6 bindings (the address, or the delegated prefix it lies in).',
  addition: true,
  query: z.object({
    /** part of a MAC, or a whole IPv4 or IPv6 address (up to 39 characters) */
    mac: z
      .string()
      .max(39, 'MAC search: at most 17 characters, or a whole IP address')
      .regex(/^[0-9a-fA-F:.-]*$/, 'MAC search: hex digits and : - . only')
      .refine(
        (t) => t.length <= 17 || isWholeIPv6(t.trim()),
        'MAC search: at most 17 characters, or a whole IP address',
      )
      .refine((t) => t.replace(/[:.-]/g, '').length >= 2, 'MAC search: at least 2 hex digits'),
  }),
  data: z.object({ hits: z.array(MacWhereHit), truncated: z.number().int() }),
});

export const deviceMacs = endpoint({
  id: 'MAC-X4',
  method: 'GET',
  path: '/switch_mac',
  select: { form: 'device' },
  description: "The device's own MACs: system, management interfaces and VLAN interfaces.",
  addition: true,
  data: z.array(DeviceMac),
});

export const macMoves = endpoint({
  id: 'MAC-X5',
  method: 'GET',
  path: '/switch_mac',
  select: { form: 'moves' },
  description: 'The latest MAC moves: a MAC learnt on one port and then another within a short time.',
  addition: true,
  data: z.array(MacMove),
});
