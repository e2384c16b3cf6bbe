/**
 * ONU values the console's first paint needs, schema-free (the schemas in onu.ts are built from them): the ONU table
 * and its writes load without zod, so zod stays out of a page's first paint.
 */

/** ONU statuses as spec §3 spells them; only `Online` counts as online. */
export const ONU_STATUSES = ['Initial', 'Offline', 'Register', 'Auth-Fail', 'Unauth', 'Auth Limit', 'Online'] as const;

/**
 * ONU-21 action bits. Several in one request are checked together first and then applied in a fixed order (name and
 * description, FEC, then the one action): all or nothing.
 */
export const ONU_CONFIG_FLAGS = { reboot: 0x1, deregister: 0x2, fec: 0x4, nameDesc: 0x8, txOff: 0x200 } as const;
