import { OPTION82_POLICY, RELAY_POLICY } from '@olt/protocol';
import type { StoredDhcp } from './dhcpConfig.ts';
import { sendsOwnOption82, vendorClassOf } from './dhcpClients.ts';

/** A client asking: its frame's source MAC, where it is, and which host behind its ONU. */
export interface Asker {
  mac: string;
  portId: number;
  onuId: number;
  vlanId: number;
  host: number;
}

/** The upstream server a relayed request goes to: by the client's VLAN, or by its option 60 vendor class. */
export function relayServerOf(c: StoredDhcp, who: Asker): string | undefined {
  const vendor = vendorClassOf(who.host);
  return c.relay_policy === RELAY_POLICY.option60
    ? c.relay_option60.find((r) => r.option60 === vendor)?.server_ip
    : c.relay_standard.find((r) => r.vlan_id === who.vlanId)?.server_ip;
}

/**
 * The circuit ID operators bill by: the client VLAN and its PON/ONU, `VLAN100+PON01:7`. Option 82's circuit ID
 * (DHCPv4) and option 18's interface ID (DHCPv6) both carry it, so one subscriber reads alike in both.
 */
export const circuitIdOf = (vlanId: number, ponName: string, onuId: number): string =>
  `VLAN${vlanId}+${ponName}:${onuId}`;

/**
 * The option 82 a relayed request carries, or null when the policy drops it (the client put in its own). With
 * option 82 on the relay adds the identity operators bill by: the client VLAN and its PON/ONU, and the OLT MAC.
 */
export function relayOption82(
  c: StoredDhcp,
  who: Asker,
  ponName: string,
  baseMac: string,
): { circuitId: string; remoteId: string } | null {
  const own = sendsOwnOption82(who.onuId, who.host)
    ? { circuitId: `client-${who.mac.slice(-5)}`, remoteId: 'client' }
    : null;
  if (c.option82_admin !== 1) return own ?? { circuitId: '', remoteId: '' };
  if (own && c.option82_policy === OPTION82_POLICY.drop) return null;
  if (own && c.option82_policy === OPTION82_POLICY.keep) return own;
  return { circuitId: circuitIdOf(who.vlanId, ponName, who.onuId), remoteId: baseMac };
}
