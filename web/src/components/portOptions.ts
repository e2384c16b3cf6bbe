import { portKind, portName, totalPorts, type PortCounts, type PortKind } from '@olt/protocol';

/** One port as the selectors and checkbox groups offer it. `link_aggregation` keeps the device's name: 0 = no LAG. */
export interface PortOption {
  id: number;
  name: string;
  kind: PortKind;
  link_aggregation: number;
}

/** Which ports a selector or checkbox group offers: PON only, uplinks (GE and XGE) only, or every port. */
export type PortFilter = 'pon' | 'uplink' | 'port';

/**
 * Every port of the device in id order. LAG membership comes from the port list (PORT-01); a port missing from it,
 * e.g. while that list is still loading, counts as not aggregated.
 */
export function portOptions(
  counts: PortCounts,
  portList: readonly { port_id: number; link_aggregation: number }[] = [],
): PortOption[] {
  const lag = new Map(portList.map((p) => [p.port_id, p.link_aggregation]));
  return Array.from({ length: totalPorts(counts) }, (_, i) => {
    const id = i + 1;
    return { id, name: portName(id, counts), kind: portKind(id, counts) ?? 'ge', link_aggregation: lag.get(id) ?? 0 };
  });
}

export function filterPorts(ports: readonly PortOption[], filter: PortFilter): PortOption[] {
  if (filter === 'port') return [...ports];
  return ports.filter((p) => (filter === 'pon' ? p.kind === 'pon' : p.kind !== 'pon'));
}

/** Ports by id as a confirmation names them, e.g. `GE01, GE02(LAG1)`; an id the list lacks stays a number. */
export function portListLabel(ids: readonly number[], ports: readonly PortOption[]): string {
  return ids
    .map((id) => {
      const port = ports.find((p) => p.id === id);
      return port ? portOptionLabel(port) : String(id);
    })
    .join(', ');
}

/** The name the console shows, with the LAG suffix, e.g. `GE01(LAG2)` (screens.md §0.2). */
export function portOptionLabel(port: PortOption): string {
  return port.link_aggregation > 0 ? `${port.name}(LAG${port.link_aggregation})` : port.name;
}
