import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { VLAN_ID } from '../core/limits.ts';
import { PortListText, VlanListText, freeText, wireInt, withoutSpace } from '../core/wireValues.ts';

export const VLAN_NAME_MAX_CHARS = 16;
export const VLAN_DESC_MAX_CHARS = 64;
/** 802.1p priority 0–7; 255 means "unchanged" in translation and QinQ entries. */
export const PRIORITY = { min: 0, max: 7, unchanged: 255 } as const;
export const PORT_TYPE = { access: 1, trunk: 2, hybrid: 3 } as const;
export const VLAN_MODE = { tagged: 1, untagged: 2 } as const;
/** The `action` VLAN-17/18 (translation) and VLAN-20/21 (QinQ) carry: which table the write is for. */
export const VLAN_TABLE_ACTION = { translation: 0, qinq: 1 } as const;

const VlanId = wireInt(VLAN_ID.min, VLAN_ID.max);
const PortId = wireInt(1, 256);
const Priority = wireInt(PRIORITY.min, PRIORITY.max);
const PortType = wireInt(PORT_TYPE.access, PORT_TYPE.hybrid);
const PriorityOrUnchanged = wireInt(PRIORITY.min, PRIORITY.unchanged).refine(
  (n) => n === PRIORITY.unchanged || n <= PRIORITY.max,
  'priority must be 0–7 or 255',
);
/** Translation and QinQ tables carry an `action` the console fills with 0 or 1; it selects nothing here. */
const Action = wireInt(0, 1).optional();

/** `lag<n>_portlist`: the member ports of link-aggregation group n, one key per group. */
const LagPortLists = z.looseRecord(z.templateLiteral(['lag', z.number().int(), '_portlist']), z.string());

/** VLAN-02 row; port lists are range strings, `" "` when empty; `lag<n>_portlist` keys appear when groups exist. */
export const VlanRow = z
  .object({
    vlan_id: z.number().int(),
    vlan_name: z.string(),
    vlan_desc: z.string(),
    tagged_portlist: z.string(),
    untagged_portlist: z.string(),
    default_vlan_portlist: z.string(),
  })
  .and(LagPortLists);
export type VlanRow = z.infer<typeof VlanRow>;

export const vlanPrepare = endpoint({
  id: 'VLAN-01',
  method: 'GET',
  path: '/switch_vlan',
  description: 'The prepare step before /vlantable (api.md §1.8): code 1, no data; /vlantable also answers without it.',
});
export const vlanTable = endpoint({
  id: 'VLAN-02',
  method: 'GET',
  path: '/vlantable',
  description: 'Every VLAN with its name, description and tagged, untagged and default-VLAN ports.',
  data: z.array(VlanRow),
});

const VlanRange = z.object({ vlanid_s: VlanId, vlanid_e: VlanId });
export const vlanCreate = endpoint({
  id: 'VLAN-03',
  method: 'POST',
  path: '/switch_vlanlist',
  verb: 'create',
  description: 'Creates the VLANs vlanid_s to vlanid_e.',
  param: VlanRange.extend({ type: wireInt(1, 1).optional() }),
});
export const vlanRangeSetPorts = endpoint({
  id: 'VLAN-04',
  method: 'POST',
  path: '/switch_vlanlist',
  verb: 'set',
  description: 'Sets the tagged and untagged ports of every VLAN from vlanid_s to vlanid_e.',
  param: VlanRange.extend({ tagged_portlist: PortListText.prefault(''), untagged_portlist: PortListText.prefault('') }),
});
export const vlanDestroyRange = endpoint({
  id: 'VLAN-05',
  method: 'POST',
  path: '/switch_vlanlist',
  verb: 'destroy',
  description: 'Deletes the VLANs vlanid_s to vlanid_e (VLAN 1 stays).',
  param: VlanRange,
});
export const vlanSetPorts = endpoint({
  id: 'VLAN-06',
  method: 'POST',
  path: '/switch_vlan',
  verb: 'set',
  description: 'Sets the tagged and untagged ports of one VLAN.',
  param: z.object({
    vlan_id: VlanId,
    tagged_portlist: PortListText.prefault(''),
    untagged_portlist: PortListText.prefault(''),
  }),
});
export const vlanDestroy = endpoint({
  id: 'VLAN-07',
  method: 'POST',
  path: '/switch_vlan',
  verb: 'destroy',
  description: 'Deletes one VLAN (VLAN 1 cannot be deleted).',
  param: z.object({ vlan_id: VlanId }),
});
export const vlanSetName = endpoint({
  id: 'VLAN-08',
  method: 'POST',
  path: '/switch_vlan',
  select: { form: 'vlan_name' },
  description: 'Renames a VLAN; an empty name restores VLAN<id>.',
  /** white space is removed, then at most VLAN_NAME_MAX_CHARS characters may remain; "" restores `VLAN<id>` */
  param: z.object({
    vlan_id: VlanId,
    vlan_name: z
      .string()
      .max(VLAN_NAME_MAX_CHARS * 4)
      .transform(withoutSpace)
      .pipe(freeText().max(VLAN_NAME_MAX_CHARS)),
  }),
});
export const vlanSetDesc = endpoint({
  id: 'VLAN-09',
  method: 'POST',
  path: '/switch_vlan',
  select: { form: 'vlan_desc' },
  description: 'Sets the description of a VLAN; an empty one restores VLAN<id>.',
  /** "" restores `VLAN<id>` */
  param: z.object({ vlan_id: VlanId, vlan_desc: freeText().max(VLAN_DESC_MAX_CHARS) }),
});
export const vlanSetPvidPorts = endpoint({
  id: 'VLAN-10',
  method: 'POST',
  path: '/switch_vlan_pvid',
  description: 'Makes a VLAN the default VLAN (PVID) of the ports listed.',
  param: z.object({ vlan_id: VlanId, default_vlan_portlist: PortListText }),
});

/** VLAN-11: a port's VLAN settings. */
export const PortVlan = z.object({
  port_id: z.number().int(),
  /** 1 access, 2 trunk, 3 hybrid */
  port_type: z.number().int(),
  pvid: z.number().int(),
  priority: z.number().int(),
  tagged_vlan: z.string(),
  untagged_vlan: z.string(),
  link_aggregation: z.number().int(),
});
export type PortVlan = z.infer<typeof PortVlan>;
export const portVlanAll = endpoint({
  id: 'VLAN-11',
  method: 'GET',
  path: '/switch_port',
  select: { form: 'vlanall' },
  description: 'The VLAN settings of every switch port: type, PVID, priority and VLAN lists.',
  data: z.array(PortVlan),
});
export const portVlanType = endpoint({
  id: 'VLAN-12',
  method: 'POST',
  path: '/switch_port',
  select: { form: 'vlan_type' },
  description: 'Sets the VLAN type of a port: access, trunk or hybrid.',
  param: z.object({ port_id: PortId, port_type: PortType }),
});
/** flags: 0x1 pvid, 0x2 priority. */
export const portDefaultVlan = endpoint({
  id: 'VLAN-13',
  method: 'POST',
  path: '/switch_port',
  select: { form: 'defaultvlan' },
  description: 'Sets the PVID and/or the priority of a port, as flags says.',
  param: z.object({ flags: wireInt(1, 3), port_id: PortId, pvid: VlanId.optional(), priority: Priority.optional() }),
});
/** `port_type` must be the port's current type; `vlan_mode` matters on a hybrid port only (a trunk is tagged). */
const PortVlanList = z.object({
  port_id: PortId,
  port_type: PortType,
  vlan_list: VlanListText,
  vlan_mode: wireInt(VLAN_MODE.tagged, VLAN_MODE.untagged).default(VLAN_MODE.tagged),
});
export const portVlanAdd = endpoint({
  id: 'VLAN-14',
  method: 'POST',
  path: '/switch_port',
  select: { form: 'vlan' },
  verb: 'set',
  description: 'Adds VLANs to a trunk or hybrid port, tagged or untagged.',
  param: PortVlanList,
});
export const portVlanRemove = endpoint({
  id: 'VLAN-15',
  method: 'POST',
  path: '/switch_port',
  select: { form: 'vlan' },
  verb: 'delete',
  description: 'Removes VLANs from a trunk or hybrid port.',
  param: PortVlanList,
});

/** VLAN-16. `new_vlan_pri` 255 = priority unchanged. */
export const VlanTranslation = z.object({
  port_id: z.number().int(),
  old_vlan: z.number().int(),
  new_vlan: z.number().int(),
  new_vlan_pri: z.number().int(),
});
export type VlanTranslation = z.infer<typeof VlanTranslation>;
export const translationList = endpoint({
  id: 'VLAN-16',
  method: 'GET',
  path: '/vlan_action',
  select: { form: 'translate_all' },
  description: 'Every VLAN translation entry of every port.',
  data: z.array(VlanTranslation),
});
export const translationSet = endpoint({
  id: 'VLAN-17',
  method: 'POST',
  path: '/vlan_action',
  select: { form: 'translate' },
  verb: 'set',
  description: 'Adds or changes a VLAN translation on a port: old VLAN to new VLAN and priority.',
  param: z.object({
    port_id: PortId,
    old_vlan: VlanId,
    new_vlan: VlanId,
    new_vlan_pri: PriorityOrUnchanged.default(PRIORITY.unchanged),
    action: Action,
  }),
});
export const translationDelete = endpoint({
  id: 'VLAN-18',
  method: 'POST',
  path: '/vlan_action',
  select: { form: 'translate' },
  verb: 'delete',
  description: 'Deletes a VLAN translation of a port.',
  param: z.object({ port_id: PortId, old_vlan: VlanId, action: Action }),
});

/** VLAN-19. Either `cvlan` or the range `cvlan_s`–`cvlan_e` is set, the others are 0; `svlan_pri` 255 = none. */
export const QinqEntry = z.object({
  port_id: z.number().int(),
  cvlan: z.number().int(),
  cvlan_s: z.number().int(),
  cvlan_e: z.number().int(),
  svlan: z.number().int(),
  svlan_pri: z.number().int(),
});
export type QinqEntry = z.infer<typeof QinqEntry>;
export const qinqList = endpoint({
  id: 'VLAN-19',
  method: 'GET',
  path: '/vlan_action',
  select: { form: 'qinq_all' },
  description: 'Every QinQ entry of every port.',
  data: z.array(QinqEntry),
});
/** An unused VLAN field arrives as "" or 0 (api.md VLAN-20). */
const OptionalVlan = z.union([z.literal(''), wireInt(0, VLAN_ID.max)]).optional();
export const qinqSet = endpoint({
  id: 'VLAN-20',
  method: 'POST',
  path: '/vlan_action',
  select: { form: 'qinq' },
  verb: 'set',
  description: 'Adds or changes a QinQ entry: a customer VLAN or range gets an outer service VLAN.',
  param: z.object({
    port_id: PortId,
    cvlan: OptionalVlan,
    cvlan_s: OptionalVlan,
    cvlan_e: OptionalVlan,
    svlan: VlanId,
    svlan_pri: PriorityOrUnchanged.default(PRIORITY.unchanged),
    action: Action,
  }),
});
export const qinqDelete = endpoint({
  id: 'VLAN-21',
  method: 'POST',
  path: '/vlan_action',
  select: { form: 'qinq' },
  verb: 'delete',
  description: 'Deletes a QinQ entry of a port.',
  param: z.object({
    port_id: PortId,
    cvlan: OptionalVlan,
    cvlan_s: OptionalVlan,
    cvlan_e: OptionalVlan,
    action: Action,
  }),
});
