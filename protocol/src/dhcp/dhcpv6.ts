import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { isWholeIPv6 } from '../core/validators.ts';
import { bindingPaging } from './records.ts';

/**
 * What the OLT sees as a Lightweight DHCPv6 Relay Agent (RFC 6221): the bindings of the clients behind its ONUs, read
 * from the Relay-Reply messages it passes down (our addition, DHCP-X2).
 */

/** A binding holds an address (IA_NA) or a delegated prefix (IA_PD). */
export const DHCPV6_IA_TYPES = ['na', 'pd'] as const;
export type Dhcpv6IaType = (typeof DHCPV6_IA_TYPES)[number];

/**
 * The enterprise number option 37 (remote ID, RFC 4649) starts with: 32473, the number set aside for documentation
 * (RFC 5612), as the simulated OLT's vendor has none of its own.
 */
export const DHCPV6_REMOTE_ID_ENTERPRISE = 32473;

/** The longest search text: a whole IPv6 prefix with its length, `ffff:…:ffff/128`. */
export const DHCPV6_SEARCH_CHARS = { max: 43 } as const;

/** One binding the relay has seen (a Relay-Reply carrying a lease to a client behind an ONU). */
export const Dhcpv6Binding = z.object({
  ia_type: z.enum(DHCPV6_IA_TYPES),
  /** the address (IA_NA), or the prefix with its length (IA_PD), e.g. `2001:db8:100:8010::/60` */
  address: z.string(),
  iaid: z.number().int(),
  /** the client's DUID as colon hex, e.g. DUID-LL `00:03:00:01:…` */
  duid: z.string(),
  macaddr: z.string(),
  port_id: z.number().int(),
  onu_id: z.number().int(),
  vlan_id: z.number().int(),
  /** the valid lifetime left, in seconds and as the device writes it (`00:59:12`) */
  lease_left_s: z.number().int(),
  lease_time_string: z.string(),
  preferred_left_s: z.number().int(),
  /** option 18 as relayed, the PON/ONU as in option 82's circuit ID; "" when option 18 was off */
  interface_id: z.string(),
  /** option 37 as relayed: its enterprise number (0 when option 37 was off) and the ONU's LOID or MAC */
  remote_enterprise: z.number().int(),
  remote_id: z.string(),
});
export type Dhcpv6Binding = z.infer<typeof Dhcpv6Binding>;

export const Dhcpv6BindingPage = z.object({
  total: z.number().int(),
  page: z.number().int(),
  rows: z.array(Dhcpv6Binding),
});
export type Dhcpv6BindingPage = z.infer<typeof Dhcpv6BindingPage>;

export const dhcpv6BindingPage = endpoint({
  id: 'DHCP-X2',
  method: 'GET',
  path: '/switch_dhcp',
  select: { form: 'dhcpv6_binding_page' },
  description:
    'The DHCPv6 bindings the relay has seen (Lightweight DHCPv6 Relay Agent, RFC 6221), paged and searched on the device: an address or delegated prefix with its DUID, client MAC, PON/ONU, VLAN, lease left and the options 18 and 37 the relay added. `address` finds the binding that holds a whole IPv6 address (in its prefix, for a delegated one); `search` takes part of an address, MAC or DUID, or `pon/onu` like `1/3`; `ia` keeps addresses (`na`) or prefixes (`pd`).',
  addition: true,
  query: z.object({
    ...bindingPaging,
    search: z
      .string()
      .max(DHCPV6_SEARCH_CHARS.max, `search: at most ${DHCPV6_SEARCH_CHARS.max} characters`)
      .regex(/^[0-9a-fA-F:.\-/]*$/, 'search: part of an address, a MAC or a DUID, or PON/ONU like 1/3')
      .optional(),
    address: z
      .string()
      .refine((s) => isWholeIPv6(s.trim()), 'address: a whole IPv6 address, e.g. 2001:db8:100::100')
      .optional(),
    ia: z.enum(DHCPV6_IA_TYPES, { message: 'ia: na (addresses) or pd (delegated prefixes)' }).optional(),
  }),
  data: Dhcpv6BindingPage,
});
