import { PSC, type Packet } from '@olt/protocol';

/** A flow as the hash sees it: its packet's addresses and its share of the traffic one way. */
export interface HashedFlow {
  packet: Pick<Packet, 'src_mac' | 'dst_mac' | 'src_ip' | 'dst_ip'>;
  share: number;
}

/** The header fields each port selection criterion (LAG-04) feeds the hash. */
const FIELDS: Record<number, readonly ('src_mac' | 'dst_mac' | 'src_ip' | 'dst_ip')[]> = {
  [PSC.srcMac]: ['src_mac'],
  [PSC.dstMac]: ['dst_mac'],
  [PSC.srcDstMac]: ['src_mac', 'dst_mac'],
  [PSC.srcIp]: ['src_ip'],
  [PSC.dstIp]: ['dst_ip'],
  [PSC.srcDstIp]: ['src_ip', 'dst_ip'],
};

/**
 * The hash a switch reads a frame's fields through (FNV-1a over their text): the same fields always give the same
 * value, so one conversation stays on one member and its frames stay in order.
 */
export function flowHash(packet: HashedFlow['packet'], psc: number): number {
  let h = 0x811c9dc5;
  for (const field of FIELDS[psc] ?? FIELDS[PSC.srcDstMac] ?? []) {
    const text = packet[field] ?? '';
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ 0x2f, 0x01000193);
  }
  return h >>> 0;
}

/**
 * How a trunk spreads flows over the members carrying them: each flow goes wholly to member `hash mod n` (members in
 * port order), so a criterion with one distinct value (the destination MAC when all goes to one gateway) loads one
 * member and one with many spreads evenly. The answer is each member's share of the flows, summing to 1; with no
 * flows at all the members share evenly (nothing to hash, only the device's own management traffic).
 */
export function spreadOver(members: readonly number[], flows: readonly HashedFlow[], psc: number): Map<number, number> {
  const ordered = [...members].sort((a, b) => a - b);
  const shares = new Map(ordered.map((id) => [id, 0]));
  let total = 0;
  for (const f of flows) {
    const id = ordered[flowHash(f.packet, psc) % ordered.length];
    if (id === undefined) continue;
    shares.set(id, (shares.get(id) ?? 0) + f.share);
    total += f.share;
  }
  for (const id of ordered) shares.set(id, total > 0 ? (shares.get(id) ?? 0) / total : 1 / ordered.length);
  return shares;
}
