import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { ONU_CONFIG_FLAGS } from './values.ts';
import { ONU_ID } from '../core/limits.ts';
import { OnuId, PortId, freeText, wireInt } from '../core/wireValues.ts';
import {
  DenyRow,
  OnuMacAddress,
  OnuAddParam,
  OnuBatch,
  OnuDetail,
  OnuFecAnswer,
  OnuMacRef,
  OnuQuery,
  OnuResource,
  OnuRow,
  OnuSearchQuery,
  OnuSetAuthParam,
  OnuSortParam,
  OnuTableRow,
  OpticalReading,
  SetOnuConfigParam,
  denyCfg,
} from './records.ts';
import {
  allowListBatch,
  onuAddRoute,
  onuBaseInfoRoute,
  onuBatchDeleteRoute,
  onuBatchRejectRoute,
  onuConfigRoute,
  onuDeleteRoute,
  onuOpticsRoute,
  onuRejectRoute,
  onuSearchRoute,
  onuSetAuthRoute,
  onuSortRoute,
  setOnuConfigRoute,
} from './routes.ts';

export const onuAllowList = endpoint({
  id: 'ONU-01',
  description: 'The ONUs of one PON in display order; port_id 256 lists every PON (api.md §6 quirk 12).',
  method: 'GET',
  path: '/onu_allow_list',
  query: z.object({ port_id: PortId }),
  data: z.array(OnuRow),
});

export const onuAllowPrepare = endpoint({
  id: 'ONU-02',
  method: 'GET',
  path: '/onu_allow_list',
  description: 'The prepare step before /onutable (api.md §1.8): code 1, no data; /onutable also answers without it.',
});

export const onuTable = endpoint({
  id: 'ONU-03',
  method: 'GET',
  path: '/onutable',
  description: 'Every ONU of every PON, each with the splitter it hangs on.',
  data: z.array(OnuTableRow),
});

export const onuSearch = endpoint({
  ...onuSearchRoute,
  description: 'Searches every PON by MAC, name, LOID or description, with status and type filters and paging.',
  addition: true,
  query: OnuSearchQuery,
  data: z.object({ total: z.number().int(), rows: z.array(OnuTableRow) }),
});

export const onuAdd = endpoint({
  ...onuAddRoute,
  description: 'Adds an ONU to the allow list of a PON by its MAC address.',
  param: OnuAddParam,
});

export const onuSetAuth = endpoint({
  ...onuSetAuthRoute,
  description: 'Authorises an ONU (auth_state 1) or withdraws its authorisation (0).',
  param: OnuSetAuthParam,
});

export const onuDelete = endpoint({
  ...onuDeleteRoute,
  description: 'Deletes an ONU from the allow list.',
  param: OnuMacRef,
});

export const onuReject = endpoint({
  ...onuRejectRoute,
  description: 'Moves an ONU from the allow list to the deny list.',
  param: OnuMacRef,
});

export const onuBatchDelete = endpoint({
  ...onuBatchDeleteRoute,
  description: 'Deletes several ONUs of one PON from the allow list, all or none.',
  param: OnuBatch,
});

export const onuBatchReject = endpoint({
  ...onuBatchRejectRoute,
  description: 'Moves several ONUs of one PON to the deny list, all or none.',
  param: OnuBatch,
});

/**
 * Restarts several ONUs of a PON (api.md §8.4). All or nothing, like the batch delete and reject: one listed ONU
 * that is not online refuses the whole request, as a single reboot of it would be refused, and nothing restarts.
 */
export const onuBatchReboot = endpoint({
  id: 'ONU-10r',
  description: 'Restarts the listed ONUs of a PON (api.md §8.4); refused whole when one of them is not online.',
  method: 'POST',
  ...allowListBatch,
  verb: 'reboot',
  param: z.object({
    port_id: PortId,
    onu_id: z.array(wireInt(ONU_ID.min, ONU_ID.max)).min(1).max(ONU_ID.max),
    macaddr: freeText().max(32).optional(),
  }),
});

export const onuSort = endpoint({
  ...onuSortRoute,
  description: 'Sets the display order of the ONUs of a PON: every ONU id of the PON, in the new order.',
  param: OnuSortParam,
});

export const onuDenyList = endpoint({
  id: 'ONU-12',
  method: 'GET',
  path: '/onu_deny_list',
  description: 'The deny list of one PON: MAC addresses refused registration.',
  query: z.object({ port_id: PortId }),
  data: z.array(DenyRow),
});

export const denyAdd = endpoint({
  id: 'ONU-13',
  method: 'POST',
  ...denyCfg,
  verb: 'add',
  description: 'Adds a MAC address to the deny list of a PON.',
  param: z.object({ port_id: PortId, macaddr: OnuMacAddress, reason: freeText().max(64).optional() }),
});

export const denyDelete = endpoint({
  id: 'ONU-14',
  method: 'POST',
  ...denyCfg,
  verb: 'delete',
  description: 'Removes an entry from the deny list.',
  param: z.object({ port_id: PortId, onu_id: OnuId, macaddr: freeText().max(32).optional() }),
});

export const denyBatchDelete = endpoint({
  id: 'ONU-15',
  method: 'POST',
  path: '/onu_deny_list',
  select: { form: 'batch' },
  verb: 'delete',
  description: 'Removes several entries of one PON from the deny list.',
  param: z.object({ port_id: PortId, onu_id: z.array(OnuId).min(1).max(ONU_ID.max) }),
});

export const onuBaseInfo = endpoint({
  ...onuBaseInfoRoute,
  description: 'One ONU in detail: identity, versions, vendor, authorisation and round-trip time.',
  query: OnuQuery,
  data: OnuDetail,
});

export const onuConfig = endpoint({
  ...onuConfigRoute,
  description: 'The FEC setting of one ONU.',
  query: OnuQuery,
  data: OnuFecAnswer,
});

export const setOnuConfig = endpoint({
  ...setOnuConfigRoute,
  description:
    "Renames, reboots, deregisters an ONU, sets its FEC or turns its transmitter off, as flags says. Without `flags`, the FEC mode, name and description sent that differ from the read's are changed; a reboot, a deregistration or the transmitter off always need theirs.",
  // the actions (reboot, deregister, transmitter off) are never derived: only a flag asks for them
  flagFields: {
    fec_mode: ONU_CONFIG_FLAGS.fec,
    onu_name: ONU_CONFIG_FLAGS.nameDesc,
    onu_desc: ONU_CONFIG_FLAGS.nameDesc,
  },
  param: SetOnuConfigParam,
});

export const onuOptics = endpoint({
  ...onuOpticsRoute,
  description: "One ONU's own optical readings: temperature, voltage, bias, transmit and receive power.",
  query: OnuQuery,
  data: OpticalReading,
});

export const onuResource = endpoint({
  id: 'ONU-04',
  method: 'GET',
  path: '/onu_allow_list',
  select: { form: 'resource' },
  description: 'Which ONU ids exist on a PON, as a range string such as 1,4-8.',
  query: z.object({ port_id: wireInt(1, 256) }),
  data: OnuResource,
});
