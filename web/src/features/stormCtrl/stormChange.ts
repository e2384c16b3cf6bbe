import { STORM_FLAGS, STORM_KINDS, type StormLimits } from '@olt/protocol';

type Limits = Pick<StormLimits, 'broadcast' | 'multicast' | 'unicast'>;

/** STORM-02 `flags` for what the dialog changed from the row; 0 = nothing changed. */
export function stormFlags(before: Limits, after: Limits): number {
  return STORM_KINDS.reduce((flags, kind) => (before[kind] !== after[kind] ? flags | STORM_FLAGS[kind] : flags), 0);
}
