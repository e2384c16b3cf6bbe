import type { MemberReason, MemberState } from '@olt/protocol';

/** What the selection knows of one member this second. */
export interface MemberFacts {
  portId: number;
  linkUp: boolean;
  /** the partner system heard on the member's cable (LACPDUs within the timeout), undefined when none */
  partner?: { mac: string; priority: number; key: number; port: number };
  lineRateBps: number;
  portPriority: number;
}

export interface Selection {
  state: MemberState;
  reason: MemberReason;
}

export interface TrunkChoice {
  members: Map<number, Selection>;
  partner?: { mac: string; priority: number; key: number };
}

/** 802.1AX system ids compare by priority, then MAC: the lower one decides which links aggregate. */
export const systemIdLess = (a: { priority: number; mac: string }, b: { priority: number; mac: string }): boolean =>
  a.priority !== b.priority ? a.priority < b.priority : a.mac < b.mac;

/**
 * Which members of an LACP trunk carry traffic (802.1AX selection logic, simplified to one aggregator per trunk):
 * a member needs its link and a partner; the aggregator follows the partner most members hear (ties: the one of
 * the best member by port priority, then port id), members that hear another partner or run at another speed stay out, and beyond `maxActive` the
 * system with the lower system id decides by its port priorities who waits as standby.
 */
export function selectLacp(
  facts: readonly MemberFacts[],
  maxActive: number,
  actor: { priority: number; mac: string },
): TrunkChoice {
  const members = new Map<number, Selection>();
  const byPriority = (a: MemberFacts, b: MemberFacts) => a.portPriority - b.portPriority || a.portId - b.portId;
  const candidates: MemberFacts[] = [];
  for (const f of facts) {
    if (!f.linkUp) members.set(f.portId, { state: 'unselected', reason: 'link_down' });
    else if (!f.partner) members.set(f.portId, { state: 'unselected', reason: 'no_partner' });
    else candidates.push(f);
  }
  // the aggregator goes with the partner most candidates hear, ties to the one of the best member
  const keyOf = (f: MemberFacts) => `${f.partner?.mac}/${f.partner?.key}`;
  const count = new Map<string, number>();
  for (const f of candidates) count.set(keyOf(f), (count.get(keyOf(f)) ?? 0) + 1);
  const lead = [...candidates].sort(
    (a, b) => (count.get(keyOf(b)) ?? 0) - (count.get(keyOf(a)) ?? 0) || byPriority(a, b),
  )[0];
  if (!lead?.partner) return { members };
  const partner = lead.partner;
  const agreeing: MemberFacts[] = [];
  for (const f of candidates) {
    if (f.partner?.mac !== partner.mac || f.partner.key !== partner.key)
      members.set(f.portId, { state: 'unselected', reason: 'other_partner' });
    else if (f.lineRateBps !== lead.lineRateBps)
      members.set(f.portId, { state: 'unselected', reason: 'speed_differs' });
    else agreeing.push(f);
  }
  const actorDecides = systemIdLess(actor, partner);
  agreeing.sort((a, b) =>
    actorDecides ? byPriority(a, b) : (a.partner?.port ?? 0) - (b.partner?.port ?? 0) || a.portId - b.portId,
  );
  agreeing.forEach((f, i) =>
    members.set(
      f.portId,
      i < maxActive ? { state: 'selected', reason: '' } : { state: 'standby', reason: 'over_max_active' },
    ),
  );
  return { members, partner };
}
