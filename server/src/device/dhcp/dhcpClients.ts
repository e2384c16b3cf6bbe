import { ipv4ToNumber } from '../management/addresses.ts';

/** What the simulated clients say about themselves, and what the simulated upstream servers give them. */

/** The option 60 vendor classes of the hosts behind an ONU, by host: a PC, a set-top box, a phone. */
const VENDOR_CLASSES = ['MSFT50', 'STB_IPTV', 'android'] as const;
export const vendorClassOf = (host: number): string => VENDOR_CLASSES[host % VENDOR_CLASSES.length] ?? 'MSFT50';

/** Some home routers put their own option 82 in: the second host of every fourth ONU. */
export const sendsOwnOption82 = (onuId: number, host: number): boolean => onuId % 4 === 0 && host === 1;

/** An upstream server's lease. */
export const UPSTREAM_LEASE_S = 3600;

/** An upstream server hands out 100.64.x.10–250 (shared address space, RFC 6598), x fixed by its address. */
export function upstreamRange(serverIp: string): [string, string] {
  const x = (ipv4ToNumber(serverIp) ?? 0) % 250;
  return [`100.64.${x}.10`, `100.64.${x}.250`];
}

/** A lease left as the device writes it: `1d 02:03:04`, or `02:03:04` under a day. */
export function leaseText(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const hms = [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
  return d > 0 ? `${d}d ${hms}` : hms;
}

/**
 * Some clients ask with a client hardware address (chaddr) that is not their frame's source MAC — a host behind a
 * wireless repeater, or one trying to exhaust the pool: the third host of every fifth ONU.
 */
export const spoofsChaddr = (onuId: number, host: number): boolean => onuId % 5 === 0 && host === 2;

/** How long an upstream server takes to answer, in seconds: 1–8, fixed by its address (a far one is slow). */
export function upstreamReplyS(serverIp: string): number {
  return 1 + ((ipv4ToNumber(serverIp) ?? 0) % 8);
}
