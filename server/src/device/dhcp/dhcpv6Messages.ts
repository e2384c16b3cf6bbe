/**
 * The DHCPv6 messages the simulation passes (RFC 8415), reduced to what the clients, the OLT's relay and the upstream
 * server read: one identity association for an address (IA_NA) and, for a router, one for a prefix (IA_PD).
 */

export type ClientMessageType = 'Solicit' | 'Request' | 'Renew' | 'Rebind';

/** A client's message, as it leaves the host behind the ONU. */
export interface ClientMessage {
  type: ClientMessageType;
  /** transaction ID: the server's answer carries it back */
  xid: number;
  duid: string;
  iaid: number;
  /** the address and prefix the client asks for again (Request, Renew, Rebind); absent in a Solicit */
  address?: string;
  prefix?: string;
  wantsPrefix: boolean;
}

/** Option 37 (RFC 4649): an enterprise number and the remote ID under it. */
export interface RemoteId {
  enterprise: number;
  id: string;
}

/**
 * A Relay-Forward as a Lightweight DHCPv6 Relay Agent builds it (RFC 6221 §6.1.1): hop count 0, the link address
 * unspecified (the LDRA has no address on the client's link), the peer address the client's link-local one, and the
 * client's message inside; options 18 and 37 when the device is set to add them.
 */
export interface RelayForward {
  hopCount: 0;
  linkAddress: '::';
  peerAddress: string;
  interfaceId?: string;
  remoteId?: RemoteId;
  message: ClientMessage;
}

/** One lease in a server's answer: lifetimes in seconds, T1/T2 as the server sets them for the IA. */
export interface IaLease {
  iaid: number;
  /** the address (IA_NA) or the prefix with its length (IA_PD) */
  value: string;
  preferredS: number;
  validS: number;
  t1S: number;
  t2S: number;
}

/** A server's answer: the leases it offers (Advertise) or commits (Reply), or a status when it has none. */
export interface ServerMessage {
  type: 'Advertise' | 'Reply';
  xid: number;
  na?: IaLease;
  pd?: IaLease;
  /** RFC 8415 §21.13: why an IA got nothing */
  status?: 'NoAddrsAvail' | 'NoPrefixAvail' | 'NoBinding';
}

/** The server's Relay-Reply: the Interface-ID copied back (RFC 8415 §19.3), the answer inside. */
export interface RelayReply {
  peerAddress: string;
  interfaceId?: string;
  message: ServerMessage;
}
