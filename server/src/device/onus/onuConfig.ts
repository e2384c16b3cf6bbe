import { z } from 'zod';
import { ONU_DESC_MAX_CHARS, ONU_ID } from '@olt/protocol';
import { sections } from '../area.ts';
import { refuse } from '../kernel/errors.ts';
import { checkText } from '../kernel/text.ts';
import { DENY_MAX_PER_PON, type DenyEntry } from './denyList.ts';
import { checkOnuMac, checkOnuName } from './onuOps.ts';
import type { Onu } from './onuStore.ts';

const int = z.number().int();

/** One allow-list entry. `rank` orders a PON's entries (ONU-11); rows stored before ranks existed have none. */
const OnuConfig = z.strictObject({
  port_id: int,
  onu_id: int,
  macaddr: z.string(),
  onu_name: z.string(),
  onu_desc: z.string(),
  auth_state: int,
  fec_mode: int,
  /** added by hand (ONU-05), not discovered */
  manual: z.boolean(),
  rank: int.optional(),
});
type OnuConfig = z.output<typeof OnuConfig>;

const DenyConfig = z.strictObject({
  port_id: int,
  onu_id: int,
  macaddr: z.string(),
  onu_name: z.string(),
  reason: z.string(),
});
type DenyConfig = z.output<typeof DenyConfig>;

export const onuKey = (portId: number, onuId: number): string => `${portId}/${onuId}`;

/** The ONU allow lists and deny lists, one stored row per entry: renaming one ONU writes one small row. */
export const onuSections = sections({
  onus: {
    schema: z.array(OnuConfig),
    keyed: {
      keyOf: (o: OnuConfig) => onuKey(o.port_id, o.onu_id),
      order: (a: OnuConfig, b: OnuConfig) => a.port_id - b.port_id || (a.rank ?? 0) - (b.rank ?? 0),
      // a list's order was its PONs' display order
      fromList: (items: OnuConfig[]) => {
        const last = new Map<number, number>();
        return items.map((o) => {
          const rank = (last.get(o.port_id) ?? 0) + 1;
          last.set(o.port_id, rank);
          return { ...o, rank };
        });
      },
    },
  },
  deny: {
    schema: z.array(DenyConfig),
    keyed: {
      keyOf: (e: DenyConfig) => onuKey(e.port_id, e.onu_id),
      order: (a: DenyConfig, b: DenyConfig) => a.port_id - b.port_id || a.onu_id - b.onu_id,
    },
  },
});
export interface OnuSectionValues {
  onus: OnuConfig[];
  deny: DenyConfig[];
}

/** ONUs that appeared by themselves and were never authorised are present, not configured. */
export const isConfigured = (onu: Onu): boolean => !onu.learned && onu.alive;

export function onuRecord(o: Onu): OnuConfig {
  return {
    port_id: o.portId,
    onu_id: o.onuId,
    macaddr: o.mac,
    onu_name: o.name,
    onu_desc: o.desc,
    auth_state: o.authState,
    fec_mode: o.fecMode,
    manual: o.manual,
    rank: o.rank,
  };
}

export function denyRecord(e: DenyEntry): DenyConfig {
  return { port_id: e.portId, onu_id: e.slot, macaddr: e.mac, onu_name: e.name, reason: e.reason };
}

export function checkOnus(ponIds: readonly number[], onus: readonly OnuConfig[]): void {
  const ids = new Set<string>();
  const macs = new Set<string>();
  for (const o of onus) {
    if (!ponIds.includes(o.port_id)) refuse(`ONU ${o.onu_id} is on port ${o.port_id}, which is not a PON port`);
    if (o.onu_id < ONU_ID.min || o.onu_id > ONU_ID.max)
      refuse(`onu_id ${o.onu_id} is out of ${ONU_ID.min}–${ONU_ID.max}`);
    const key = onuKey(o.port_id, o.onu_id);
    if (ids.has(key)) refuse(`ONU ${key} appears twice`);
    ids.add(key);
    const mac = checkOnuMac(o.macaddr);
    if (macs.has(mac)) refuse(`MAC ${mac} appears on two ONUs`);
    macs.add(mac);
    checkOnuName(o.onu_name);
    checkText(o.onu_desc, 'onu_desc', ONU_DESC_MAX_CHARS);
    if (o.auth_state !== 0 && o.auth_state !== 1) refuse(`auth_state of ONU ${key} must be 0 or 1`);
    if (o.fec_mode !== 0 && o.fec_mode !== 1) refuse(`fec_mode of ONU ${key} must be 0 or 1`);
  }
}

export function checkDeny(ponIds: readonly number[], config: OnuSectionValues): void {
  const allowed = new Set(config.onus.map((o) => o.macaddr.toLowerCase()));
  const slots = new Set<string>();
  const macs = new Set<string>();
  for (const e of config.deny) {
    if (!ponIds.includes(e.port_id)) refuse(`deny entry on port ${e.port_id}, which is not a PON port`);
    if (e.onu_id < 1 || e.onu_id > DENY_MAX_PER_PON) refuse(`deny entry ${e.onu_id} is out of 1–${DENY_MAX_PER_PON}`);
    const key = onuKey(e.port_id, e.onu_id);
    if (slots.has(key)) refuse(`deny entry ${key} appears twice`);
    slots.add(key);
    const mac = checkOnuMac(e.macaddr);
    if (macs.has(mac)) refuse(`MAC ${mac} is denied twice`);
    if (allowed.has(mac)) refuse(`MAC ${mac} is in both the allow and the deny list`);
    macs.add(mac);
    checkText(e.onu_name, 'onu_name', ONU_DESC_MAX_CHARS);
    checkText(e.reason, 'reason', ONU_DESC_MAX_CHARS);
  }
}
