import type { StpBlocking } from '@olt/protocol';

/** The sentence for one port that does not forward, and the values it is said with. */
export function blockingSentence(
  b: StpBlocking,
  portName: string,
  words: { role: (r: string) => string; state: (s: string) => string },
): {
  key: 'why.alternate' | 'why.backup' | 'why.disabled' | 'why.waiting' | 'why.loopInconsistent';
  args: Record<string, string | number>;
} {
  const key =
    b.reason === 'alternate' || b.reason === 'backup' || b.reason === 'disabled'
      ? (`why.${b.reason}` as const)
      : b.reason === 'loop_inconsistent'
        ? ('why.loopInconsistent' as const)
        : ('why.waiting' as const);
  return {
    key,
    args: {
      port: portName,
      root: b.root_name,
      rootPriority: b.root_priority,
      rootAddress: b.root_address,
      rootPort: b.root_port,
      cost: b.own_cost,
      heard: b.heard_bridge,
      heardCost: b.heard_cost,
      heardPort: b.heard_port,
      role: words.role(b.role),
      state: words.state(b.state),
      wait: b.wait_s,
    },
  };
}
