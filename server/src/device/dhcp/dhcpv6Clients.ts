import { hash32, type Random } from '../kernel/random.ts';
import { linkLocal } from '../management/addresses.ts';
import { macsBehind } from '../mac/macLearning.ts';
import type { Onu } from '../onus/onuModel.ts';
import type { ClientMessage, ClientMessageType, ServerMessage } from './dhcpv6Messages.ts';

type OnuIdentity = Pick<Onu, 'mac' | 'hw'>;

/**
 * Who runs DHCPv6: every HGU (its WAN side takes an address, and a prefix for the home), and the subscribers of a
 * third of the SFUs, half of whom have a router behind that asks a prefix too. Fixed per ONU, by its MAC (which the
 * seed gives), so the same ONUs ask on every run.
 */
export const runsDhcpv6 = (onu: OnuIdentity): boolean =>
  onu.hw.dev_type === 'HGU' || hash32(`${onu.mac}/dhcpv6`) % 3 === 0;
const asksPrefix = (onu: OnuIdentity): boolean => onu.hw.dev_type === 'HGU' || hash32(`${onu.mac}/dhcpv6-pd`) % 2 === 0;

/** The client: the first host behind the ONU (the HGU's WAN side, the SFU subscriber's router), as the PON MAC table sees it. */
export const dhcpv6ClientMac = (onu: OnuIdentity): string => macsBehind(onu)[1] ?? onu.mac;

/** DUID-LL (RFC 8415 §11.4): type 3, hardware type 1 (Ethernet), then the MAC. */
export const duidOf = (mac: string): string => `00:03:00:01:${mac}`;

/** The IAID: the MAC's last four octets, as common clients derive it from their interface. */
const iaidOf = (mac: string): number => Number.parseInt(mac.split(':').slice(2).join(''), 16) >>> 0;

/** RFC 8415 §7.6 transmission parameters, in ms: initial and maximum retransmission times, and most requests. */
const SOL_MAX_DELAY_MS = 1_000;
const SOL_TIMEOUT_MS = 1_000;
/**
 * RFC 8415 lets a Solicit back off to 3600 s; the simulated clients stop at 30 s (as a server may tell them to with
 * option 82, SOL_MAX_RT), so a relay switched on is seen working within half a minute.
 */
const SOL_MAX_RT_MS = 30_000;
const REQ_TIMEOUT_MS = 1_000;
const REQ_MAX_RT_MS = 30_000;
const REQ_MAX_RC = 10;
const REN_TIMEOUT_MS = 10_000;
const REN_MAX_RT_MS = 600_000;
const REB_TIMEOUT_MS = 10_000;
const REB_MAX_RT_MS = 600_000;

const TIMING: Record<ClientMessageType, { irt: number; mrt: number }> = {
  Solicit: { irt: SOL_TIMEOUT_MS, mrt: SOL_MAX_RT_MS },
  Request: { irt: REQ_TIMEOUT_MS, mrt: REQ_MAX_RT_MS },
  Renew: { irt: REN_TIMEOUT_MS, mrt: REN_MAX_RT_MS },
  Rebind: { irt: REB_TIMEOUT_MS, mrt: REB_MAX_RT_MS },
};

/** What a client holds, with its times on the device clock. */
export interface ClientLease {
  address: string;
  prefix: string | null;
  t1AtMs: number;
  t2AtMs: number;
  validUntilMs: number;
}

/** A DHCPv6 client behind an ONU and where it stands in RFC 8415's exchanges. */
export interface Dhcpv6Client {
  mac: string;
  duid: string;
  iaid: number;
  wantsPrefix: boolean;
  /** its link-local address, the peer address of the relay's messages */
  linkLocal: string;
  /** what it sends next (Solicit until it has an offer, Request for it, Renew at T1, Rebind at T2) */
  phase: ClientMessageType | 'Bound';
  xid: number;
  /** when it (re)sends next, its retransmission timeout and how often it sent, in simulated ms */
  nextSendMs: number;
  rtMs: number;
  sent: number;
  offer: ServerMessage | null;
  lease: ClientLease | null;
  /** since when its ONU has been offline (simulated ms), null while online */
  offlineSinceMs: number | null;
}

export function newClient(onu: OnuIdentity, simMs: number, random: Random): Dhcpv6Client {
  const mac = dhcpv6ClientMac(onu);
  return {
    mac,
    duid: duidOf(mac),
    iaid: iaidOf(mac),
    wantsPrefix: asksPrefix(onu),
    linkLocal: linkLocal(mac).replace(/\/64$/, ''),
    phase: 'Solicit',
    xid: random.int(0, 0xffffff),
    // RFC 8415 §18.2.1: the first Solicit waits a random 0–SOL_MAX_DELAY, so a PON coming up does not ask at once
    nextSendMs: simMs + random.int(0, SOL_MAX_DELAY_MS),
    rtMs: 0,
    sent: 0,
    offer: null,
    lease: null,
    offlineSinceMs: null,
  };
}

/** RFC 8415 §15: RT = IRT ± 10 %, then twice the last ± 10 %, never beyond MRT ± 10 %. */
function backOff(phase: ClientMessageType, lastMs: number, random: Random): number {
  const { irt, mrt } = TIMING[phase];
  const rand = () => random.range(-0.1, 0.1);
  let rt = lastMs === 0 ? irt * (1 + rand()) : lastMs * (2 + rand());
  if (rt > mrt) rt = mrt * (1 + rand());
  return Math.round(rt);
}

function begin(c: Dhcpv6Client, phase: ClientMessageType, simMs: number, random: Random): void {
  c.phase = phase;
  c.xid = random.int(0, 0xffffff);
  c.rtMs = 0;
  c.sent = 0;
  c.nextSendMs = simMs;
}

/**
 * The message the client sends in this simulated second, if any: its lease's times move it on (T1 to Renew, T2 to
 * Rebind, the valid lifetime's end back to Solicit), and an unanswered message is sent again as it backs off.
 */
export function nextMessage(c: Dhcpv6Client, simMs: number, nowMs: number, random: Random): ClientMessage | null {
  const lease = c.lease;
  if (lease && nowMs >= lease.validUntilMs) {
    c.lease = null;
    begin(c, 'Solicit', simMs, random);
  } else if (lease && c.phase === 'Bound' && nowMs >= lease.t1AtMs) begin(c, 'Renew', simMs, random);
  else if (lease && c.phase === 'Renew' && nowMs >= lease.t2AtMs) begin(c, 'Rebind', simMs, random);
  if (c.phase === 'Bound' || simMs < c.nextSendMs) return null;
  // RFC 8415 §18.2.2: after REQ_MAX_RC unanswered Requests the client looks for another server
  if (c.phase === 'Request' && c.sent >= REQ_MAX_RC) {
    c.offer = null;
    begin(c, 'Solicit', simMs, random);
  }
  c.rtMs = backOff(c.phase, c.rtMs, random);
  c.nextSendMs = simMs + c.rtMs;
  c.sent++;
  const asked = c.phase === 'Request' ? c.offer : null;
  const address = asked?.na?.value ?? (c.phase === 'Solicit' ? undefined : lease?.address);
  const prefix = asked?.pd?.value ?? (c.phase === 'Solicit' ? undefined : (lease?.prefix ?? undefined));
  return {
    type: c.phase,
    xid: c.xid,
    duid: c.duid,
    iaid: c.iaid,
    wantsPrefix: c.wantsPrefix,
    ...(address === undefined ? {} : { address }),
    ...(prefix === undefined ? {} : { prefix }),
  };
}

/** The server's answer reaches the client: an Advertise it requests at once, a Reply it is bound by. */
export function receive(c: Dhcpv6Client, m: ServerMessage, simMs: number, nowMs: number, random: Random): void {
  if (m.xid !== c.xid) return;
  if (m.type === 'Advertise') {
    if (c.phase !== 'Solicit' || !m.na) return;
    c.offer = m;
    begin(c, 'Request', simMs, random);
    return;
  }
  if (c.phase === 'Bound' || c.phase === 'Solicit' || !m.na) return;
  const { na, pd } = m;
  c.lease = {
    address: na.value,
    prefix: pd?.value ?? null,
    t1AtMs: nowMs + na.t1S * 1_000,
    t2AtMs: nowMs + na.t2S * 1_000,
    validUntilMs: nowMs + na.validS * 1_000,
  };
  c.offer = null;
  c.phase = 'Bound';
}

/**
 * The client's link came back (its ONU registered again). With a lease it still holds, it checks it with a Rebind
 * (RFC 8415 §18.2.12, which a client with delegated prefixes uses; Confirm carries no lifetimes); else it solicits.
 */
export function reattach(c: Dhcpv6Client, simMs: number, random: Random): void {
  c.offer = null;
  begin(c, c.lease ? 'Rebind' : 'Solicit', simMs, random);
}
