import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { ONU_ID, VLAN_ID } from '../core/limits.ts';
import { blankOr, wireInt } from '../core/wireValues.ts';
import { OnuWlan, WanInput, WlanSetting } from './hgu.ts';
import { ONU_UNI_PORTS_MAX, PonRef } from './ref.ts';
import { onumgmt } from './routes.ts';

/** BAT-01 row: the VLAN profile of UNI port `pid` for every ONU of the PON; mode 0 transparent, 1 tag. */
export const PonVlanProfile = z.object({
  port_id: z.number().int(),
  pid: z.number().int(),
  mode: z.number().int(),
  vlan_id: z.number().int(),
});
export type PonVlanProfile = z.infer<typeof PonVlanProfile>;

const ponmgmt = (form: string) => ({ path: '/ponmgmt', select: { form } }) as const;

export const ponVlanProfiles = endpoint({
  id: 'BAT-01',
  description: 'The per-PON VLAN profiles: for UNI port pid of every ONU of the PON, transparent or tagged.',
  method: 'GET',
  ...ponmgmt('profvlan'),
  query: PonRef,
  data: z.array(PonVlanProfile),
});
const ProfileParam = PonRef.extend({
  pid: wireInt(1, ONU_UNI_PORTS_MAX),
  mode: wireInt(0, 1),
  vlan_id: blankOr(wireInt(VLAN_ID.min, VLAN_ID.max)),
});
/**
 * BAT-02: every ONU of the PON with a UNI port `pid` takes the profile (ONUs registering later too); a VLAN mode set
 * on that port of one ONU (ONU-36) before is replaced. A later ONU-36 overrides the profile for its ONU.
 */
export const setPonVlanProfile = endpoint({
  id: 'BAT-02',
  description: 'Sets the VLAN profile of UNI port pid for every ONU of the PON (a tag needs vlan_id 1–4094).',
  method: 'POST',
  ...ponmgmt('profvlan'),
  param: ProfileParam,
});
export const clearPonVlanProfile = endpoint({
  id: 'BAT-03',
  description: 'Removes the VLAN profile of UNI port pid of a PON; its ports go back to transparent.',
  method: 'POST',
  ...ponmgmt('profvlan'),
  verb: 'clear',
  param: ProfileParam.partial({ mode: true }),
});

/** BAT-04 row: one ONU of the PON with radios, its name and both radios. */
export const WlanRow = OnuWlan.extend({ onu_name: z.string() });
export type WlanRow = z.infer<typeof WlanRow>;
export const ponWlanTable = endpoint({
  id: 'BAT-04',
  description: 'Every HGU of one PON that has radios, with its WLAN settings.',
  method: 'GET',
  ...onumgmt('wlantab'),
  query: PonRef,
  data: z.array(WlanRow),
});

/**
 * Our addition to the batch answers (the original console reads only the code): which ONUs took the setting, and
 * which could not, each with the reason (offline, no such radio…). Nothing at all applied is an error instead.
 */
export const BatchOutcome = z.object({
  applied: z.array(z.number().int()),
  skipped: z.array(z.object({ onu_id: z.number().int(), reason: z.string() })),
});
export type BatchOutcome = z.infer<typeof BatchOutcome>;
/** `onu_id` 0 = every ONU of the PON that can take it (api.md §4 item 18); an id = that ONU alone. */
const EveryOnu = wireInt(0, ONU_ID.max).default(0);

export const setPonWlan = endpoint({
  id: 'BAT-05',
  description: 'Sets one radio of every online HGU of the PON that has it (onu_id 0), or of one ONU.',
  method: 'POST',
  ...ponmgmt('wlan'),
  param: PonRef.extend({ onu_id: EveryOnu, ...WlanSetting.shape }),
  data: BatchOutcome,
});
export const addPonWan = endpoint({
  id: 'BAT-06',
  description: 'Adds the same WAN connection to every online vendor HGU of the PON (onu_id 0), or to one ONU.',
  method: 'POST',
  ...ponmgmt('wan'),
  verb: 'add',
  param: PonRef.extend({ onu_id: EveryOnu, ...WanInput.shape }),
  data: BatchOutcome,
});
export const clearPonWans = endpoint({
  id: 'BAT-07',
  description: 'Removes every WAN connection of every online vendor HGU of the PON (onu_id 0), or of one ONU.',
  method: 'POST',
  ...ponmgmt('wan'),
  verb: 'clear',
  param: PonRef.extend({ onu_id: EveryOnu }),
  data: BatchOutcome,
});
