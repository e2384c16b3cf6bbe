import type { StpRole } from '@olt/protocol';
import type { TreeResult } from './spanningTree.ts';
import { OLT, type Network } from './upstreamTree.ts';

/**
 * Loop guard: the OLT ports that would age into designated and forward because the BPDUs they used to receive have
 * stopped (the far end is still the designated port of the link, so it should be sending, but it is silent while the
 * link stays up). With the guard on such a port is held loop-inconsistent: discarding, whatever role the aged-out
 * information gives it, until BPDUs arrive again. Without the guard the port becomes designated and, with no
 * agreement coming back, forwards after the forward delays: a loop through the silent bridge.
 */
export function loopInconsistent(net: Network, tree: TreeResult, isGuarded: (portId: number) => boolean): Set<string> {
  const portOf = new Map(net.ports.map((p) => [p.key, p]));
  const held = new Set<string>();
  for (const link of net.links) {
    const own = portOf.get(link.a);
    const far = portOf.get(link.b);
    if (own?.bridge !== OLT || !far || !isGuarded(own.number)) continue;
    if (own.up && far.up && far.silent === true && tree.roles.get(far.key) === 'Designated') held.add(own.key);
  }
  return held;
}

/** The roles the port states follow: a held port is kept from forwarding as an alternate port is. */
export function heldRoles(roles: ReadonlyMap<string, StpRole>, held: ReadonlySet<string>): Map<string, StpRole> {
  const out = new Map(roles);
  for (const key of held) if (out.has(key)) out.set(key, 'Alternate');
  return out;
}

/** Which ports are loop-inconsistent now, and which have just become so or recovered (for the alarms). */
export class LoopGuardState {
  private held = new Set<string>();

  has(key: string): boolean {
    return this.held.has(key);
  }

  update(next: ReadonlySet<string>): { entered: string[]; left: string[] } {
    const entered = [...next].filter((key) => !this.held.has(key));
    const left = [...this.held].filter((key) => !next.has(key));
    this.held = new Set(next);
    return { entered, left };
  }
}
