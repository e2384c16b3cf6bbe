import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { VLAN_ID } from '../core/limits.ts';
import { blankOr, wireInt } from '../core/wireValues.ts';
import { OnuPortRef, OnuRef } from './ref.ts';
import { onumgmt } from './routes.ts';

/** UNI rate limits in kbps, when switched on (api.md §3.3). */
export const UNI_RATE_KBPS = { min: 128, max: 1_024_000 } as const;
/** ONU-34 `flags`: which group of the sent fields changes; the others are sent with their old values and ignored. */
export const ONU_PORT_FLAGS = { autoNeg: 0x1, flowCtrl: 0x2, loopDetect: 0x4, enable: 0x8, rateLimit: 0x10 } as const;
/** ONU-35/36 `op_vlan_mode`; aggregation (3) is read-only: the console offers the other four. */
export const ONU_VLAN_MODES = { transparent: 0, tag: 1, translate: 2, aggregation: 3, trunk: 4 } as const;
export const VLAN_PRIORITY = { min: 0, max: 7 } as const;
/** Translation entries one UNI port holds. */
export const ONU_TRANSLATIONS_MAX = 8;
/** One trunk range covers at most this many VLANs (api.md §3.3: end − start ≤ 15). */
export const TRUNK_RANGE_VLANS_MAX = 16;
/** VLANs one trunk port carries in all. */
export const TRUNK_VLANS_MAX = 64;

const flag = z.union([z.literal(0), z.literal(1)]);
/**
 * ONU-33 row, in the device's key order (the console's columns follow it). `status` 1 = link up: the ONU is online,
 * the port enabled, something is plugged in and no loop shut it.
 */
export const OnuPort = z.object({
  op_id: z.number().int(),
  auto_neg: flag,
  flow_ctrl: flag,
  loopdetect: flag,
  enable: flag,
  /** downstream limit on, committed and peak rate (kbps) */
  rlds_opt: flag,
  rl_cir: z.number().int(),
  rl_pir: z.number().int(),
  /** upstream limit on, its rate (kbps) */
  rlus_opt: flag,
  bandwidth: z.number().int(),
  status: flag,
});
export type OnuPort = z.infer<typeof OnuPort>;

export const onuPorts = endpoint({
  id: 'ONU-33',
  description: "One ONU's UNI ports: enable, negotiation, flow control, loop detection, rate limits, link.",
  method: 'GET',
  ...onumgmt('port_cfg'),
  query: OnuRef,
  data: z.array(OnuPort),
});
const RateKbps = blankOr(wireInt(0, UNI_RATE_KBPS.max));
export const setOnuPort = endpoint({
  id: 'ONU-34',
  description: 'Sets the groups of one UNI port that flags names; the ONU must be online.',
  method: 'POST',
  ...onumgmt('port_cfg'),
  param: OnuPortRef.extend({
    flags: wireInt(1, 0x1f),
    auto_neg: wireInt(0, 1).optional(),
    flow_ctrl: wireInt(0, 1).optional(),
    loopdetect: wireInt(0, 1).optional(),
    enable: wireInt(0, 1).optional(),
    rlds_opt: wireInt(0, 1).optional(),
    rl_cir: RateKbps,
    rl_pir: RateKbps,
    rlus_opt: wireInt(0, 1).optional(),
    bandwidth: RateKbps,
  }),
});

/** A translate entry: `old_vlan_id` from the subscriber becomes `new_vlan_id` with `new_vlan_pri` upstream. */
export const TranslateEntry = z.object({
  old_vlan_id: z.number().int(),
  new_vlan_id: z.number().int(),
  new_vlan_pri: z.number().int(),
});
/** A trunk entry: one VLAN (`end_vlan_id` 0) or the range start…end. */
export const TrunkEntry = z.object({ start_vlan_id: z.number().int(), end_vlan_id: z.number().int() });
/** ONU-35 row; `vlan_list` holds translate entries in mode 2, trunk entries in mode 4, nothing otherwise. */
export const OnuPortVlan = z.object({
  op_id: z.number().int(),
  op_vlan_mode: z.number().int(),
  def_vlan_id: z.number().int(),
  def_vlan_pri: z.number().int(),
  vlan_list: z.array(z.union([TranslateEntry, TrunkEntry])),
});
export type OnuPortVlan = z.infer<typeof OnuPortVlan>;

export const onuPortVlans = endpoint({
  id: 'ONU-35',
  description: 'The VLAN mode of each UNI port of one ONU, with its translate or trunk entries.',
  method: 'GET',
  ...onumgmt('port_vlan'),
  query: OnuRef,
  data: z.array(OnuPortVlan),
});
const VlanId = blankOr(wireInt(VLAN_ID.min, VLAN_ID.max));
const Priority = blankOr(wireInt(VLAN_PRIORITY.min, VLAN_PRIORITY.max));
export const setOnuPortVlan = endpoint({
  id: 'ONU-36',
  description:
    'Sets the VLAN mode of one UNI port (default VLAN and priority unless transparent); entries of another mode go.',
  method: 'POST',
  ...onumgmt('port_vlan'),
  param: OnuPortRef.extend({ op_vlan_mode: wireInt(0, 4), def_vlan_id: VlanId, def_vlan_pri: Priority }),
});
/** ONU-37…40: translate fields in mode 2, trunk fields in mode 4; the port must be in that mode. */
const VlanListEntry = OnuPortRef.extend({
  op_vlan_mode: wireInt(0, 4),
  old_vlan_id: VlanId,
  new_vlan_id: VlanId,
  new_vlan_pri: Priority,
  start_vlan_id: VlanId,
  end_vlan_id: blankOr(wireInt(0, VLAN_ID.max)),
  vlan_pri: Priority,
});
export const addOnuPortVlanEntry = endpoint({
  id: 'ONU-37',
  description: 'Adds a translate entry (ONU-37, mode 2) or a trunk range (ONU-39, mode 4) to one UNI port.',
  method: 'POST',
  ...onumgmt('port_vlanlist'),
  verb: 'add',
  param: VlanListEntry,
});
export const deleteOnuPortVlanEntry = endpoint({
  id: 'ONU-38',
  description: 'Removes a translate entry (ONU-38) or trunk VLANs start…end (ONU-40, a range is split) of a UNI port.',
  method: 'POST',
  ...onumgmt('port_vlanlist'),
  verb: 'delete',
  param: VlanListEntry,
});
