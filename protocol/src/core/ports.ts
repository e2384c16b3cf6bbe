/** Port counts as the device reports them (api.md §0.1). */
export interface PortCounts {
  ponports: number;
  geports: number;
  xgeports?: number | undefined;
}

export type PortKind = 'pon' | 'ge' | 'xge';

interface PortName {
  id: number;
  name: string;
}

/** Port names grouped by kind (spec §3). `xge` is present only when the device has XGE ports. */
interface PortNames {
  pon: PortName[];
  ge: PortName[];
  xge?: PortName[];
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Which kind a global port id is, or null when it is outside the device. */
export function portKind(id: number, counts: PortCounts): PortKind | null {
  if (!Number.isInteger(id) || id < 1) return null;
  if (id <= counts.ponports) return 'pon';
  if (id <= counts.ponports + counts.geports) return 'ge';
  if (id <= counts.ponports + counts.geports + (counts.xgeports ?? 0)) return 'xge';
  return null;
}

/** PON01, GE01, XGE01: names are zero-padded below 10 and restart at 1 for each kind. */
export function portName(id: number, counts: PortCounts): string {
  switch (portKind(id, counts)) {
    case 'pon':
      return `PON${pad2(id)}`;
    case 'ge':
      return `GE${pad2(id - counts.ponports)}`;
    case 'xge':
      return `XGE${pad2(id - counts.ponports - counts.geports)}`;
    default:
      return String(id);
  }
}

export function totalPorts(counts: PortCounts): number {
  return counts.ponports + counts.geports + (counts.xgeports ?? 0);
}

export function portNames(counts: PortCounts): PortNames {
  const all = Array.from({ length: totalPorts(counts) }, (_, i) => i + 1);
  const named = (kind: PortKind): PortName[] =>
    all.filter((id) => portKind(id, counts) === kind).map((id) => ({ id, name: portName(id, counts) }));
  const names: PortNames = { pon: named('pon'), ge: named('ge') };
  if ((counts.xgeports ?? 0) > 0) names.xge = named('xge');
  return names;
}

/** Port name with the link-aggregation suffix the console shows, e.g. `GE01(LAG2)`. */
export function portLabel(id: number, counts: PortCounts, linkAggregation = 0): string {
  const name = portName(id, counts);
  return linkAggregation > 0 ? `${name}(LAG${linkAggregation})` : name;
}

/** ONU label as the page header lists it: ONU{port}/{onu}, e.g. ONU01/05. */
export function onuLabel(portId: number, onuId: number): string {
  return `ONU${pad2(portId)}/${pad2(onuId)}`;
}

/**
 * Parses a port or id list such as `"1,3-5,9"` (spec §5, api.md §0.2). Spaces are ignored and `" "` is empty.
 * The result is sorted ascending without duplicates. A part that is not a number raises a TypeError.
 */
export function parsePortList(text: string): number[] {
  const ids = new Set<number>();
  for (const raw of text.split(',')) {
    const part = raw.trim();
    if (part === '') continue;
    const bounds = part.split('-').map((s) => s.trim());
    if (bounds.length > 2 || bounds.some((b) => !/^\d+$/.test(b))) {
      throw new TypeError(`not a port list item: "${part}"`);
    }
    const from = Number(bounds[0]);
    const to = Number(bounds[1] ?? bounds[0]);
    const [low, high] = from <= to ? [from, to] : [to, from];
    for (let id = low; id <= high; id++) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** The form the console sends: plain sorted comma-joined ids, no ranges (api.md §0.2). */
export function formatPortList(ids: Iterable<number>): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

/** The compact range form the device answers with, e.g. `1,3-5,9`. */
export function formatRangeList(ids: Iterable<number>): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}
