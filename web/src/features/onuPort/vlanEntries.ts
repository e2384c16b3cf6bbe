import { ONU_VLAN_MODES, type OnuPortVlan } from '@olt/protocol';

type Entry = OnuPortVlan['vlan_list'][number];
/** The modes the operator may set; aggregation is shown when the device reports it, never offered. */
export const SETTABLE_MODES = ['transparent', 'tag', 'translate', 'trunk'] as const;
type ModeName = keyof typeof ONU_VLAN_MODES;

export const modeName = (mode: number): ModeName | null =>
  (Object.keys(ONU_VLAN_MODES) as ModeName[]).find((name) => ONU_VLAN_MODES[name] === mode) ?? null;

export const isTranslate = (entry: Entry): entry is Extract<Entry, { old_vlan_id: number }> => 'old_vlan_id' in entry;

/** A trunk entry as text: one VLAN, or start–end. */
export const trunkText = (start: number, end: number): string =>
  end === 0 || end === start ? `${start}` : `${start}–${end}`;

/** Whether a mode has entries the operator adds (translate pairs, trunk ranges). */
export const hasEntries = (mode: number): boolean => mode === ONU_VLAN_MODES.translate || mode === ONU_VLAN_MODES.trunk;
