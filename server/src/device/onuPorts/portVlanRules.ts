import { z } from 'zod';
import {
  ONU_TRANSLATIONS_MAX,
  ONU_VLAN_MODES as MODE,
  TRUNK_RANGE_VLANS_MAX,
  TRUNK_VLANS_MAX,
  VLAN_ID,
  VLAN_PRIORITY,
  type OnuPortVlan,
} from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';

const int = z.number().int();
/** One UNI port's VLAN settings as stored: its mode, default VLAN, and the entries of that mode. */
export const PortVlan = z.strictObject({
  op_id: int,
  mode: int,
  def_vlan_id: int,
  def_vlan_pri: int,
  translations: z.array(z.strictObject({ old_vlan_id: int, new_vlan_id: int, new_vlan_pri: int })),
  trunks: z.array(z.strictObject({ start: int, end: int })),
});
export type PortVlan = z.output<typeof PortVlan>;

export const transparent = (opId: number): PortVlan => ({
  op_id: opId,
  mode: MODE.transparent,
  def_vlan_id: 0,
  def_vlan_pri: 0,
  translations: [],
  trunks: [],
});

const vlanOk = (id: number | undefined): id is number =>
  id !== undefined && Number.isInteger(id) && id >= VLAN_ID.min && id <= VLAN_ID.max;
const priOk = (pri: number | undefined): pri is number =>
  pri !== undefined && Number.isInteger(pri) && pri >= VLAN_PRIORITY.min && pri <= VLAN_PRIORITY.max;

/** ONU-36: a mode and, unless transparent, a default VLAN 1–4094 and priority 0–7. Entries of the old mode go. */
export function setMode(current: PortVlan, mode: number, vlanId?: number, pri?: number): PortVlan {
  if (mode === MODE.aggregation) refuse('VLAN aggregation is not offered: choose transparent, tag, translate or trunk');
  if (![MODE.transparent, MODE.tag, MODE.translate, MODE.trunk].includes(mode as 0))
    refuse('op_vlan_mode must be 0 transparent, 1 tag, 2 translate or 4 trunk');
  if (mode === MODE.transparent) return transparent(current.op_id);
  if (!vlanOk(vlanId)) refuse(`def_vlan_id must be ${VLAN_ID.min}–${VLAN_ID.max} unless the port is transparent`);
  if (!priOk(pri)) refuse(`def_vlan_pri must be ${VLAN_PRIORITY.min}–${VLAN_PRIORITY.max}`);
  const keep = mode === current.mode;
  return {
    op_id: current.op_id,
    mode,
    def_vlan_id: vlanId,
    def_vlan_pri: pri,
    translations: keep ? current.translations : [],
    trunks: keep ? current.trunks : [],
  };
}

/** ONU-37…40 as the device reads them. */
export interface VlanEntry {
  op_vlan_mode: number;
  old_vlan_id?: number | undefined;
  new_vlan_id?: number | undefined;
  new_vlan_pri?: number | undefined;
  start_vlan_id?: number | undefined;
  end_vlan_id?: number | undefined;
}

const requireMode = (port: PortVlan, mode: number): void => {
  if (port.mode !== mode)
    refuse(`port ${port.op_id} is not in ${mode === MODE.translate ? 'translate' : 'trunk'} mode; set the mode first`);
};

/** The VLANs start…end of a trunk entry; `end` 0 (or equal) is one VLAN. */
function span(entry: VlanEntry): [number, number] {
  const start = entry.start_vlan_id;
  const end = entry.end_vlan_id === undefined || entry.end_vlan_id === 0 ? start : entry.end_vlan_id;
  if (!vlanOk(start) || !vlanOk(end)) refuse(`start_vlan_id and end_vlan_id must be ${VLAN_ID.min}–${VLAN_ID.max}`);
  if (start > end) refuse('start_vlan_id must not exceed end_vlan_id');
  return [start, end];
}

const trunkCount = (trunks: PortVlan['trunks']): number => trunks.reduce((n, t) => n + t.end - t.start + 1, 0);

/** ONU-37 (translate, unique old VLAN, at most 8) and ONU-39 (trunk range of at most 16 VLANs, no overlap, 64 in all). */
export function addEntry(port: PortVlan, entry: VlanEntry): PortVlan {
  if (entry.op_vlan_mode === MODE.translate) {
    requireMode(port, MODE.translate);
    const { old_vlan_id: from, new_vlan_id: to, new_vlan_pri: pri } = entry;
    if (!vlanOk(from) || !vlanOk(to)) refuse(`old_vlan_id and new_vlan_id must be ${VLAN_ID.min}–${VLAN_ID.max}`);
    if (!priOk(pri)) refuse(`new_vlan_pri must be ${VLAN_PRIORITY.min}–${VLAN_PRIORITY.max}`);
    if (port.translations.some((t) => t.old_vlan_id === from)) refuse(`VLAN ${from} is already translated`);
    if (port.translations.length >= ONU_TRANSLATIONS_MAX)
      refuse(`a port holds at most ${ONU_TRANSLATIONS_MAX} translations`);
    return { ...port, translations: [...port.translations, { old_vlan_id: from, new_vlan_id: to, new_vlan_pri: pri }] };
  }
  if (entry.op_vlan_mode === MODE.trunk) {
    requireMode(port, MODE.trunk);
    const [start, end] = span(entry);
    if (end - start + 1 > TRUNK_RANGE_VLANS_MAX) refuse(`a trunk range covers at most ${TRUNK_RANGE_VLANS_MAX} VLANs`);
    const overlap = port.trunks.find((t) => start <= t.end && t.start <= end);
    if (overlap) refuse(`VLANs ${start}–${end} overlap the trunk's ${overlap.start}–${overlap.end}`);
    if (trunkCount(port.trunks) + end - start + 1 > TRUNK_VLANS_MAX)
      refuse(`a trunk port carries at most ${TRUNK_VLANS_MAX} VLANs`);
    const trunks = [...port.trunks, { start, end }].sort((a, b) => a.start - b.start);
    return { ...port, trunks };
  }
  return refuse('op_vlan_mode must be 2 (translate entry) or 4 (trunk range)');
}

/** ONU-38 (the entry with these old and new VLANs) and ONU-40 (the VLANs start…end, splitting a range). */
export function deleteEntry(port: PortVlan, entry: VlanEntry): PortVlan {
  if (entry.op_vlan_mode === MODE.translate) {
    requireMode(port, MODE.translate);
    const found = port.translations.find(
      (t) =>
        t.old_vlan_id === entry.old_vlan_id && (entry.new_vlan_id === undefined || t.new_vlan_id === entry.new_vlan_id),
    );
    if (!found) refuse(`port ${port.op_id} has no translation of VLAN ${String(entry.old_vlan_id)}`);
    return { ...port, translations: port.translations.filter((t) => t !== found) };
  }
  if (entry.op_vlan_mode === MODE.trunk) {
    requireMode(port, MODE.trunk);
    const [start, end] = span(entry);
    for (let id = start; id <= end; id++)
      if (!port.trunks.some((t) => t.start <= id && id <= t.end))
        refuse(`VLAN ${id} is not in the trunk of port ${port.op_id}`);
    const trunks = port.trunks.flatMap((t) => {
      if (t.end < start || t.start > end) return [t];
      const parts = [];
      if (t.start < start) parts.push({ start: t.start, end: start - 1 });
      if (t.end > end) parts.push({ start: end + 1, end: t.end });
      return parts;
    });
    return { ...port, trunks };
  }
  return refuse('op_vlan_mode must be 2 (translate entry) or 4 (trunk range)');
}

/** ONU-35 row. */
export function vlanRow(port: PortVlan): OnuPortVlan {
  const list =
    port.mode === MODE.translate
      ? port.translations.map((t) => ({ ...t }))
      : port.mode === MODE.trunk
        ? port.trunks.map((t) => ({ start_vlan_id: t.start, end_vlan_id: t.end === t.start ? 0 : t.end }))
        : [];
  return {
    op_id: port.op_id,
    op_vlan_mode: port.mode,
    def_vlan_id: port.def_vlan_id,
    def_vlan_pri: port.def_vlan_pri,
    vlan_list: list,
  };
}

/** Refuses a stored port that the rules above could not have produced. */
export function checkPortVlan(port: PortVlan): void {
  let rebuilt = setMode(transparent(port.op_id), port.mode, port.def_vlan_id, port.def_vlan_pri);
  for (const t of port.translations) rebuilt = addEntry(rebuilt, { op_vlan_mode: MODE.translate, ...t });
  for (const t of port.trunks)
    rebuilt = addEntry(rebuilt, { op_vlan_mode: MODE.trunk, start_vlan_id: t.start, end_vlan_id: t.end });
}
