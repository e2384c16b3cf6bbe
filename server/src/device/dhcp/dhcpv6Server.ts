import type { ClientMessage, IaLease, RelayForward, RelayReply, ServerMessage } from './dhcpv6Messages.ts';

/** The upstream server's lifetimes: T1 and T2 at 0.5 and 0.8 of the preferred lifetime (RFC 8415 §21.4). */
export const DHCPV6_LIFETIMES_S = { preferred: 1800, valid: 3600, t1: 900, t2: 1440 } as const;

/** The delegated prefixes' length: a /60 to each home router, sixteen /64 LANs. */
export const DELEGATED_PREFIX_BITS = 60;

/** The prefixes a VLAN's /48 holds from 2001:db8:v:8000::/49 on: 2048 /60s. */
const PREFIXES_PER_VLAN = 2048;

/** The addresses it hands out in a VLAN's /64, ::101 to ::ffff. */
const ADDRESSES_PER_VLAN = 0xfeff;

/**
 * The /48 of a client VLAN, from the documentation prefix 2001:db8::/32 (RFC 3849): the VLAN's number read as hex
 * digits, so VLAN 100 is 2001:db8:100::/48 and an operator reads the VLAN off the address.
 */
export const vlanNet = (vlanId: number): string => `2001:db8:${vlanId}`;

/** How long the upstream server takes to answer, in seconds (it sits in the metro network). */
export const dhcpv6ReplyS = (vlanId: number): number => 1 + (vlanId % 2);

/**
 * The DHCPv6 server beyond the uplinks (the operator's, reached through the OLT's relay): addresses from
 * 2001:db8:<vlan>::/64 and prefixes from the upper half of the VLAN's /48. It remembers each client by DUID and IAID
 * (RFC 8415 §18.3: a client asking again gets what it had), so its table outlives the OLT's reboots.
 */
export class Dhcpv6Server {
  /** `vlan|duid|iaid|na|pd` → the number of the client's address or prefix in its VLAN */
  private readonly given = new Map<string, number>();
  private readonly next = new Map<string, number>();

  answer(forward: RelayForward, vlanId: number): RelayReply {
    const m = forward.message;
    const message: ServerMessage = { type: m.type === 'Solicit' ? 'Advertise' : 'Reply', xid: m.xid };
    const na = this.lease(vlanId, m, 'na');
    if (na) message.na = na;
    else message.status = 'NoAddrsAvail';
    if (m.wantsPrefix) {
      const pd = this.lease(vlanId, m, 'pd');
      if (pd) message.pd = pd;
      else message.status = 'NoPrefixAvail';
    }
    return {
      peerAddress: forward.peerAddress,
      ...(forward.interfaceId === undefined ? {} : { interfaceId: forward.interfaceId }),
      message,
    };
  }

  private lease(vlanId: number, m: ClientMessage, kind: 'na' | 'pd'): IaLease | undefined {
    const key = `${vlanId}|${m.duid}|${m.iaid}|${kind}`;
    let n = this.given.get(key);
    if (n === undefined) {
      const counter = `${vlanId}|${kind}`;
      n = (this.next.get(counter) ?? 0) + 1;
      if (n > (kind === 'pd' ? PREFIXES_PER_VLAN : ADDRESSES_PER_VLAN)) return undefined;
      this.next.set(counter, n);
      this.given.set(key, n);
    }
    const net = vlanNet(vlanId);
    const value =
      kind === 'na'
        ? `${net}::${(0x100 + n).toString(16)}`
        : `${net}:${(0x8000 + (n - 1) * 16).toString(16)}::/${DELEGATED_PREFIX_BITS}`;
    const { preferred, valid, t1, t2 } = DHCPV6_LIFETIMES_S;
    return { iaid: m.iaid, value, preferredS: preferred, validS: valid, t1S: t1, t2S: t2 };
  }
}
