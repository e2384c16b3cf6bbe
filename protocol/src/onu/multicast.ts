import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { VLAN_ID } from '../core/limits.ts';
import { blankOr, wireInt } from '../core/wireValues.ts';
import { OnuPortRef, OnuRef } from './ref.ts';
import { onumgmt } from './routes.ts';

/** ONU-41/42 `mc_mode`. */
export const MC_MODES = { igmpSnooping: 0, ctc: 1 } as const;
/** ONU-41/43 `fast_leave`: the device's own coding, 2 on and 1 off. */
export const FAST_LEAVE = { disabled: 1, enabled: 2 } as const;
/** ONU-44/46 `tag_mode` of a UNI port's multicast traffic. */
export const MC_TAG_MODES = { tag: 0, untag: 1, translate: 2 } as const;
/** Multicast groups one UNI port may join (api.md §3.3). */
export const MC_GROUPS = { min: 0, max: 255 } as const;
/** Multicast VLANs, and translations, one UNI port holds. */
export const MC_VLANS_PER_PORT_MAX = 8;
export const MC_TRANSLATIONS_PER_PORT_MAX = 8;

export const OnuMcConfig = z.object({ mc_mode: z.number().int(), fast_leave: z.number().int() });
export const onuMcConfig = endpoint({
  id: 'ONU-41',
  description: "One ONU's multicast mode (IGMP snooping or CTC) and fast leave (2 on, 1 off).",
  method: 'GET',
  ...onumgmt('mc_config'),
  query: OnuRef,
  data: OnuMcConfig,
});
export const setOnuMcMode = endpoint({
  id: 'ONU-42',
  description: 'Sets the multicast mode of one ONU: 0 IGMP snooping, 1 CTC.',
  method: 'POST',
  ...onumgmt('mc_mode'),
  param: OnuRef.extend({ mc_mode: wireInt(0, 1) }),
});
export const setOnuFastLeave = endpoint({
  id: 'ONU-43',
  description: 'Sets multicast fast leave of one ONU: 2 enabled, 1 disabled.',
  method: 'POST',
  ...onumgmt('mc_fast_leave'),
  param: OnuRef.extend({ fast_leave: wireInt(1, 2) }),
});

/** ONU-44 row (sample `mc_eth_config.json`). */
export const OnuMcPort = z.object({
  op_id: z.number().int(),
  group_num_max: z.number().int(),
  tag_mode: z.number().int(),
});
export type OnuMcPort = z.infer<typeof OnuMcPort>;
export const onuMcPorts = endpoint({
  id: 'ONU-44',
  description: 'Per UNI port of one ONU: the most multicast groups it may join and its multicast VLAN tag mode.',
  method: 'GET',
  ...onumgmt('mc_eth_config'),
  query: OnuRef,
  data: z.array(OnuMcPort),
});
export const setOnuMcGroupMax = endpoint({
  id: 'ONU-45',
  description: 'Sets the most multicast groups one UNI port may join (0–255).',
  method: 'POST',
  ...onumgmt('mc_group_max'),
  param: OnuPortRef.extend({ group_num_max: wireInt(MC_GROUPS.min, MC_GROUPS.max) }),
});
const McVlan = blankOr(wireInt(VLAN_ID.min, VLAN_ID.max));
/**
 * ONU-46 sets the tag mode; in translate mode it also adds the pair svlan → cvlan, where svlan is one of the port's
 * multicast VLANs. Leaving translate mode drops the port's pairs.
 */
export const setOnuMcTagMode = endpoint({
  id: 'ONU-46',
  description: 'Sets the multicast tag mode of a UNI port; in translate mode also adds the pair svlan → cvlan.',
  method: 'POST',
  ...onumgmt('mc_tag_mode'),
  param: OnuPortRef.extend({ tag_mode: wireInt(0, 2), svlan: McVlan, cvlan: McVlan }),
});
export const deleteOnuMcTranslation = endpoint({
  id: 'ONU-47',
  description: 'Removes one multicast VLAN translation svlan → cvlan of a UNI port.',
  method: 'POST',
  ...onumgmt('mc_tag_mode'),
  verb: 'delete',
  param: OnuPortRef.extend({ tag_mode: wireInt(0, 2).optional(), svlan: McVlan, cvlan: McVlan }),
});
export const McTranslation = z.object({ svlan: z.number().int(), cvlan: z.number().int() });
export const onuMcTranslations = endpoint({
  id: 'ONU-48',
  description: 'The multicast VLAN translations of one UNI port.',
  method: 'GET',
  ...onumgmt('mc_translate'),
  query: OnuPortRef,
  data: z.array(McTranslation),
});

export const OnuMcVlan = z.object({ op_id: z.number().int(), mvlan: z.number().int() });
export const onuMcVlans = endpoint({
  id: 'ONU-49',
  description: 'The multicast VLANs of every UNI port of one ONU.',
  method: 'GET',
  ...onumgmt('mc_vlan'),
  query: OnuRef,
  data: z.array(OnuMcVlan),
});
const McVlanParam = OnuPortRef.extend({ mvlan: wireInt(VLAN_ID.min, VLAN_ID.max) });
export const addOnuMcVlan = endpoint({
  id: 'ONU-50',
  description: 'Adds a multicast VLAN to one UNI port (at most 8).',
  method: 'POST',
  ...onumgmt('mc_vlan'),
  verb: 'add',
  param: McVlanParam,
});
export const deleteOnuMcVlan = endpoint({
  id: 'ONU-51',
  description: 'Removes a multicast VLAN from one UNI port; refused while a translation uses it.',
  method: 'POST',
  ...onumgmt('mc_vlan'),
  verb: 'delete',
  param: McVlanParam,
});
export const clearOnuMcVlans = endpoint({
  id: 'ONU-52',
  description: 'Removes every multicast VLAN of one UNI port, and its translations.',
  method: 'POST',
  ...onumgmt('mc_vlan'),
  verb: 'clear',
  param: OnuPortRef,
});
/** ONU-53 row (never displayed by the original console): a group a subscriber behind the port has joined. */
export const OnuMcGroup = z.object({ op_id: z.number().int(), mvlan: z.number().int(), group_ip: z.string() });
export const onuMcTable = endpoint({
  id: 'ONU-53',
  description: 'The multicast groups joined behind the UNI ports of one ONU (online ONUs with multicast VLANs).',
  method: 'GET',
  ...onumgmt('mc_table'),
  query: OnuRef,
  data: z.array(OnuMcGroup),
});
