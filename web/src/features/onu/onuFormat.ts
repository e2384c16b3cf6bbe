import { RX_POWER_OK_DBM } from '@olt/protocol/light';
import type { OnuStatus, OnuTableRow } from '@olt/protocol';

/** The row key used everywhere (table, selection, live merges): an ONU is unique by PON and id. */
export const onuKey = (row: { port_id: number; onu_id: number }): string => `${row.port_id}/${row.onu_id}`;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** How this screen names an ONU: `PON01/05`, the PON it hangs on and its id there (one style, everywhere here). */
export const onuIdLabel = (row: { port_id: number; onu_id: number }): string =>
  `PON${pad2(row.port_id)}/${pad2(row.onu_id)}`;

/** Only `Online` counts as online; every other status is drawn as a problem (api.md OnuRow). */
export const isOnline = (row: { status: string }): boolean => row.status.toLowerCase() === 'online';

/** On the fibre, whether authorised or not: an unauthorised ONU waits as `Unauth` and can be authorised then. */
export const isReachable = (row: { status: string }): boolean => row.status !== 'Offline' && row.status !== 'Initial';

// the device's status and down-reason words with their dictionary keys live in lib/ (the alarm texts need them too)
export { DOWN_REASON_KEYS, STATUS_KEYS } from '../../lib/onuWords.ts';

/** Status colours, named as antd names them (onu.css draws them): green online, amber waiting, red down or refused. */
export const STATUS_COLORS = {
  Online: 'success',
  Offline: 'error',
  Unauth: 'warning',
  'Auth-Fail': 'volcano',
  'Auth Limit': 'magenta',
  Register: 'processing',
  Initial: 'default',
} as const satisfies Record<OnuStatus, string>;

/** Width of the amber band just above the weak limit, where a link still works but has little margin left. */
const RX_WARNING_MARGIN_DB = 2;

type RxLevel = 'weak' | 'low' | 'normal' | 'strong' | 'unknown';

/**
 * Receive power as the operator should read it: weak below −27 dBm, a warning band up to −25 dBm, normal to −7 dBm,
 * and too strong above (an overloaded receiver fails as surely as a weak one).
 */
export function rxLevel(receivePower: string | undefined): RxLevel {
  // older devices of the family leave the field out of their rows: no reading
  if (typeof receivePower !== 'string' || receivePower.trim() === '') return 'unknown';
  const dbm = Number.parseFloat(receivePower);
  if (!Number.isFinite(dbm)) return 'unknown';
  if (dbm < RX_POWER_OK_DBM.min) return 'weak';
  if (dbm <= RX_POWER_OK_DBM.min + RX_WARNING_MARGIN_DB) return 'low';
  if (dbm > RX_POWER_OK_DBM.max) return 'strong';
  return 'normal';
}

/** The receive power as a number, for sorting; unknown readings sort below every real one. */
export const rxDbm = (row: OnuTableRow): number => {
  const dbm = Number.parseFloat(row.receive_power);
  return Number.isFinite(dbm) ? dbm : Number.NEGATIVE_INFINITY;
};

const REFUSED_MACS = new Set(['ff:ff:ff:ff:ff:ff', '00:00:00:00:00:00', '01:00:5e:00:00:00']);

/** A MAC an ONU can be added with: `xx:xx:xx:xx:xx:xx`, not broadcast, all-zero or the multicast base (api.md §3.3). */
export function isOnuMac(text: string): boolean {
  return /^[0-9a-fA-F]{2}(:[0-9a-fA-F]{2}){5}$/.test(text) && !REFUSED_MACS.has(text.toLowerCase());
}
