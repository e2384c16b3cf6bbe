import { NEIGHBOURS, upstreamCables } from '../stp/upstream.ts';
import type { PortTable } from '../ports/portTable.ts';
import { LACP_PRIORITY_DEFAULT } from '@olt/protocol';

/** What a neighbour's port facing an OLT uplink runs of LACP. */
export interface LacpPartnerPort {
  mac: string;
  priority: number;
  key: number;
  /** the neighbour's port number */
  port: number;
  /** it sends LACPDUs itself (active), or only answers */
  active: boolean;
}

/**
 * LACP in the simulated upstream network: AGG-1 bundles its ports facing the OLT in one active aggregation (key
 * 10), CORE-1 answers LACP on its port facing GE01 passively (key 20). Other neighbours run none.
 */
const LACP_OF: Record<string, { key: number; active: boolean }> = {
  agg: { key: 10, active: true },
  core1: { key: 20, active: false },
};

/** The LACP partner on the cable of an OLT uplink, undefined when the far end runs no LACP or there is no cable. */
export function lacpPartnerOn(table: PortTable, portId: number): LacpPartnerPort | undefined {
  const cable = upstreamCables(table).find((c) => 'olt' in c.from && c.from.olt === portId);
  if (!cable) return undefined;
  const lacp = LACP_OF[cable.to.bridge];
  const bridge = NEIGHBOURS.find((n) => n.key === cable.to.bridge);
  if (!lacp || !bridge) return undefined;
  return { mac: bridge.mac, priority: LACP_PRIORITY_DEFAULT, key: lacp.key, port: cable.to.port, active: lacp.active };
}
