import { PORT_PRIORITY_STEP } from '@olt/protocol';
import { refuse } from '../kernel/errors.ts';
import { portInstanceOf, type MstpConfig, type MstpPortConfig } from './mstpConfig.ts';

/** MSTP-09/10/11 as the route hands it over: each field counts only when its `set_` is 1. */
export interface CistPortChange {
  port_id: number;
  admin_external_cost?: number | undefined;
  set_admin_external_cost?: number | undefined;
  bpdu_guard_port?: number | undefined;
  set_bpdu_guard_port?: number | undefined;
  admin_p2p?: number | undefined;
  set_admin_p2p?: number | undefined;
}
/** MSTP-12. */
export interface MstiPortChange {
  port_id: number;
  mstid: number;
  admin_internal_cost?: number | undefined;
  set_admin_internal_cost?: number | undefined;
  port_priority?: number | undefined;
  set_port_priority?: number | undefined;
}
/** MSTP-08. */
export interface CistTimesChange {
  bridge_max_age?: number | undefined;
  set_bridge_max_age?: number | undefined;
  bridge_hello_time?: number | undefined;
  set_bridge_hello_time?: number | undefined;
  max_hops?: number | undefined;
  set_max_hops?: number | undefined;
  bridge_forward_delay?: number | undefined;
  set_bridge_forward_delay?: number | undefined;
}

type Field<K> = readonly [K, number | undefined, number | undefined, string];

/** The fields whose `set_` is 1 taken into `base`; none named, or one named but missing, is refused. */
function take<T, K extends keyof T>(base: T, fields: readonly Field<K>[]): T {
  if (!fields.some(([, set]) => set === 1)) refuse('no set_<name> is 1: nothing to change');
  const next = { ...base };
  for (const [field, set, value, wire] of fields) {
    if (set !== 1) continue;
    if (value === undefined) refuse(`${wire} is missing (set_${wire} is 1)`);
    next[field] = value as T[K];
  }
  return next;
}

/** MSTP-08: the CIST times and max hops after the change (the timer rule is checked with the whole configuration). */
export const nextCistTimes = (cfg: MstpConfig, c: CistTimesChange): MstpConfig =>
  take(cfg, [
    ['max_age', c.set_bridge_max_age, c.bridge_max_age, 'bridge_max_age'],
    ['hello_time', c.set_bridge_hello_time, c.bridge_hello_time, 'bridge_hello_time'],
    ['max_hops', c.set_max_hops, c.max_hops, 'max_hops'],
    ['forward_delay', c.set_bridge_forward_delay, c.bridge_forward_delay, 'bridge_forward_delay'],
  ]);

/** MSTP-09/10/11: one port's external cost, BPDU guard and admin point-to-point after the change. */
export const nextCistPort = (port: MstpPortConfig, c: CistPortChange): MstpPortConfig =>
  take(port, [
    ['external_cost', c.set_admin_external_cost, c.admin_external_cost, 'admin_external_cost'],
    ['bpdu_guard', c.set_bpdu_guard_port, c.bpdu_guard_port, 'bpdu_guard_port'],
    ['admin_p2p', c.set_admin_p2p, c.admin_p2p, 'admin_p2p'],
  ]);

/** MSTP-12: the port's priority (an index × 16) and internal cost in one instance, after the change. */
export function nextMstiPort(port: MstpPortConfig, c: MstiPortChange): MstpPortConfig {
  if (c.set_admin_internal_cost !== 1 && c.set_port_priority !== 1) refuse('no set_<name> is 1: nothing to change');
  const inst = { ...portInstanceOf(port, c.mstid) };
  if (c.set_admin_internal_cost === 1) {
    if (c.admin_internal_cost === undefined) refuse('admin_internal_cost is missing');
    inst.internal_cost = c.admin_internal_cost;
  }
  if (c.set_port_priority === 1) {
    if (c.port_priority === undefined) refuse('port_priority is missing');
    inst.priority = c.port_priority * PORT_PRIORITY_STEP;
  }
  return {
    ...port,
    instances: [...port.instances.filter((i) => i.mstid !== c.mstid), inst].sort((a, b) => a.mstid - b.mstid),
  };
}
