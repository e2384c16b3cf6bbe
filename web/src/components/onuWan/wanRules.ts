import type { FormRule } from 'antd';
import { z } from 'zod';
import { PPPOE_TEXT_CHARS, VLAN_ID, WAN_MTU, WAN_NAME_CHARS, isIPv4, wireInt } from '@olt/protocol';
import { schemaRules } from '../../lib/schemaRules.ts';

/**
 * The rules the device applies to a new WAN (api.md §3.3, server wanRules), written with the protocol's limits: the
 * endpoint's own schema is lenient (`name` up to 64, `mtu` from 0) because the rules depend on the mode.
 */
export const WAN_FIELD = {
  name: z.string().min(WAN_NAME_CHARS.min).max(WAN_NAME_CHARS.max),
  mtu: wireInt(WAN_MTU.min, WAN_MTU.max),
  vlan_id: wireInt(VLAN_ID.min, VLAN_ID.max),
  pppoe: z.string().min(PPPOE_TEXT_CHARS.min).max(PPPOE_TEXT_CHARS.max),
};

/** A required field checked by one of the schemas above. */
export const wanRules = (schema: z.ZodType): FormRule[] => schemaRules(schema, { required: true });

/** An IPv4 address, as the device checks it; `required` false lets it be empty. */
export const ipv4Rules = (message: string, required = true): FormRule[] => [
  {
    required,
    validator: (_rule, value: string | undefined) =>
      !value
        ? required
          ? Promise.reject(new Error(message))
          : Promise.resolve()
        : isIPv4(value)
          ? Promise.resolve()
          : Promise.reject(new Error(message)),
  },
];
