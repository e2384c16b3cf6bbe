import { formatRangeList, parsePortList, type QinqEntry } from '@olt/protocol';
import { portOptionLabel, type PortOption } from '../../components/portOptions.ts';

/** Ids of a device list string (`" 4-8"`, `"1,3"`, `" "`); a malformed answer reads as empty rather than breaking a table. */
export function idsOf(text: string | undefined): number[] {
  try {
    return parsePortList(text ?? '');
  } catch {
    return [];
  }
}

/** Runs this long or longer are written as a range; two ports read better side by side. */
const RANGE_MIN_PORTS = 3;

/**
 * Port names for a list of port ids, e.g. `PON01–PON08, GE01, GE03(LAG1), GE04(LAG1)`: consecutive ports of one kind
 * fold into a range, LAG members are named one by one so their group shows. Before the port names are known the ids
 * are shown as the device's range text.
 */
export function portNamesText(ids: readonly number[], ports: readonly PortOption[]): string {
  if (ports.length === 0) return formatRangeList(ids).replaceAll(',', ', ');
  const byId = new Map(ports.map((p) => [p.id, p]));
  const parts: string[] = [];
  let run: PortOption[] = [];
  const flush = () => {
    const first = run[0];
    const last = run[run.length - 1];
    if (first && last && run.length >= RANGE_MIN_PORTS) parts.push(`${first.name}–${last.name}`);
    else parts.push(...run.map((p) => p.name));
    run = [];
  };
  for (const id of ids) {
    const port = byId.get(id);
    const previous = run[run.length - 1];
    if (previous && (!port || port.link_aggregation > 0 || port.kind !== previous.kind || port.id !== previous.id + 1))
      flush();
    if (!port) parts.push(String(id));
    else if (port.link_aggregation > 0) parts.push(portOptionLabel(port));
    else run.push(port);
  }
  flush();
  return parts.join(', ');
}

/** A device VLAN list (`"100,200,300"`) as the tables show it: ranges folded, items spaced. */
export function vlanListText(text: string): string {
  return formatRangeList(idsOf(text)).replaceAll(',', ', ');
}

export const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** Consecutive ids folded into [from, to] ranges, for the range endpoints. */
export function idRanges(ids: readonly number[]): [number, number][] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const id of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && last[1] + 1 === id) last[1] = id;
    else ranges.push([id, id]);
  }
  return ranges;
}

/** A VLAN range as the console says it: `555`, or `100–200`. */
export const rangeText = (first: number, last: number): string => (first === last ? String(first) : `${first}–${last}`);

/** The customer VLANs of a QinQ entry: one VLAN, or a range when `cvlan` is 0. */
export const cvlanText = (e: QinqEntry): string => (e.cvlan !== 0 ? String(e.cvlan) : `${e.cvlan_s}–${e.cvlan_e}`);
