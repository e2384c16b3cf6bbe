// schema-free routes: the ONU table loads without zod (protocol/src/onu/routes.ts)
import {
  ONU_CONFIG_FLAGS,
  onuAddRoute as onuAdd,
  onuBatchDeleteRoute as onuBatchDelete,
  onuBatchRejectRoute as onuBatchReject,
  onuDeleteRoute as onuDelete,
  onuRejectRoute as onuReject,
  onuSetAuthRoute as onuSetAuth,
  onuSortRoute as onuSort,
  setOnuConfigRoute as setOnuConfig,
  type RouteParam,
} from '@olt/protocol/light';
import { write, type WriteStep } from './deviceWrite.ts';
import { onuKeys } from './onuQueries.ts';
import { ponSummaryKey, statusSummaryKey } from './ponSummary.ts';

/** Which ONU a write is for; `macaddr` guards against a stale page acting on the ONU now holding that id. */
export interface OnuRef {
  port_id: number;
  onu_id: number;
  macaddr: string;
}

/** What an ONU write may change: every ONU read and the PON counts. */
export const ONU_WRITE_CHANGES = [onuKeys.all, ponSummaryKey, statusSummaryKey] as const;

/**
 * The ONU writes that several screens send (the ONU table, the topology), each request defined once. Confirmation,
 * texts and what to refresh belong to the caller, which runs them with `useDeviceWrite`.
 */
export const onuWrites = {
  /** ONU-06: authorise (1) or withdraw it (0). */
  setAuth: ({ port_id, onu_id, macaddr }: OnuRef, authState: 0 | 1): WriteStep =>
    write(onuSetAuth, { port_id, onu_id, macaddr, auth_state: authState, onu_type: '', onu_desc: '' }),
  /** The reboot bit with FEC 1, as the allow list and the original topology send it (api.md ONU-21). */
  reboot: ({ port_id, onu_id }: OnuRef): WriteStep =>
    write(setOnuConfig, { port_id, onu_id, flags: ONU_CONFIG_FLAGS.reboot, fec_mode: 1 }),
  remove: ({ port_id, onu_id, macaddr }: OnuRef): WriteStep => write(onuDelete, { port_id, onu_id, macaddr }),
  deny: ({ port_id, onu_id, macaddr }: OnuRef): WriteStep => write(onuReject, { port_id, onu_id, macaddr }),
  /** ONU-11: the PON's every ONU id, in the new display order. */
  sort: (portId: number, onuIds: number[]): WriteStep => write(onuSort, { port_id: portId, onulist: onuIds }),
  /** ONU-21 flag 0x8: name and description together, as the device stores them. */
  rename: ({ port_id, onu_id }: OnuRef, name: string, description: string): WriteStep =>
    write(setOnuConfig, { port_id, onu_id, flags: ONU_CONFIG_FLAGS.nameDesc, onu_name: name, onu_desc: description }),
  /** ONU-21 flag 0x200: the transmitter off for some seconds. */
  txOff: ({ port_id, onu_id }: OnuRef, seconds: number): WriteStep =>
    write(setOnuConfig, {
      port_id,
      onu_id,
      flags: ONU_CONFIG_FLAGS.txOff,
      fec_mode: 0,
      txsupply_time: seconds,
      onu_name: '',
      onu_desc: '',
    }),
  /** ONU-21 flag 0x4: FEC set to `fecMode`. */
  setFec: ({ port_id, onu_id }: OnuRef, fecMode: 0 | 1): WriteStep =>
    write(setOnuConfig, { port_id, onu_id, flags: ONU_CONFIG_FLAGS.fec, fec_mode: fecMode }),
  add: (param: Omit<RouteParam<typeof onuAdd>, 'onu_type'>): WriteStep => write(onuAdd, { ...param, onu_type: '' }),
  /** ONU-09/10 name one PON each, with the ids sorted as the device expects. */
  batchDelete: (portId: number, onuIds: number[]): WriteStep =>
    write(onuBatchDelete, { port_id: portId, onu_id: onuIds, macaddr: '' }),
  batchDeny: (portId: number, onuIds: number[]): WriteStep =>
    write(onuBatchReject, { port_id: portId, onu_id: onuIds, macaddr: '' }),
};

/** Groups rows per PON (batch requests name one port), with the ids sorted. */
export function groupByPort(rows: readonly { port_id: number; onu_id: number }[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const row of rows) groups.set(row.port_id, [...(groups.get(row.port_id) ?? []), row.onu_id]);
  for (const ids of groups.values()) ids.sort((a, b) => a - b);
  return groups;
}
