import { z } from 'zod';
import { endpoint } from '../core/endpoint.ts';
import { freeText, wireInt, wireNumber } from '../core/wireValues.ts';
import { PonSetting } from './records.ts';

/** PON-02 `auth_type`: whether a new ONU is authorised at once or waits for the operator. */
export const AUTH_TYPES = { auto: 0, manual: 1 } as const;
/** PON-02 `auth_mode`: what a registering ONU is checked against (api.md §2.5). */
export const AUTH_MODES = { mac: 0, loid: 1, loidPassword: 2, hybrid: 3 } as const;
/** PON-04 `rogue_mode`. */
export const ROGUE_MODES = { off: 0, auto: 1, manual: 2 } as const;
/** PON-07: the lower receive-power limit is 0 (unset) or within this band. */
export const OPT_MIN_DBM = { min: -40, max: -20 } as const;
/** LOID list limits (api.md §3.3): 1–22 word characters, a password of 1–12 or none, 64 per PON. */
export const LOID_CHARS = { min: 1, max: 22 } as const;
export const LOID_PASSWORD_MAX_CHARS = 12;
export const LOIDS_PER_PON_MAX = 64;
export const LOID_PATTERN = /^\w{1,22}$/;
export const LOID_PASSWORD_PATTERN = /^\w{0,12}$/;

const PortId = wireInt(1, 256);
const ponmgmt = (form: string) => ({ path: '/ponmgmt', select: { form } }) as const;

export const ponSettings = endpoint({
  id: 'PON-01',
  description: 'Every PON port: authorisation, P2P, rogue and looping ONU handling, receive-power limit, laser.',
  method: 'GET',
  ...ponmgmt('setting'),
  data: z.array(PonSetting),
});
export const setPonAuth = endpoint({
  id: 'PON-02',
  description: 'Sets how a PON admits ONUs: automatic or manual authorisation, by MAC, LOID, LOID+password or hybrid.',
  method: 'POST',
  ...ponmgmt('authorize'),
  param: z.object({ port_id: PortId, auth_type: wireInt(0, 1), auth_mode: wireInt(0, 3) }),
});
export const setPonP2p = endpoint({
  id: 'PON-03',
  description: 'Turns ONU-to-ONU forwarding on one PON on or off.',
  method: 'POST',
  ...ponmgmt('p2p'),
  param: z.object({ port_id: PortId, p2p_flag: wireInt(0, 1) }),
});
/**
 * PON-04, and PON-05 "detect now": the same request without `add_deny_flag` and with `rogue_mode` 2 runs a manual
 * detection on a PON already in manual mode (the result goes to the alarm list).
 */
export const setPonRogue = endpoint({
  id: 'PON-04',
  description: 'Rogue-ONU detection mode and deny action; without add_deny_flag on a manual PON, detects now (PON-05).',
  method: 'POST',
  ...ponmgmt('rogueonu'),
  param: z.object({ port_id: PortId, rogue_mode: wireInt(0, 2), add_deny_flag: wireInt(0, 1).optional() }),
});
export const setPonLoopOnu = endpoint({
  id: 'PON-06',
  description: 'What the PON does with an ONU whose subscriber side loops: nothing, or move it to the deny list.',
  method: 'POST',
  ...ponmgmt('lb_onu'),
  param: z.object({ port_id: PortId, lb_onu_mode: wireInt(0, 1) }),
});
/** `opt_max` and `opt_max_action` are sent as 0 and not editable; they are read and left as they are. */
export const setPonOpticalRange = endpoint({
  id: 'PON-07',
  description: 'The receive-power lower limit (0 = unset, else -40…-20 dBm) and whether ONUs below it are denied.',
  method: 'POST',
  ...ponmgmt('optical_range'),
  param: z.object({
    port_id: PortId,
    opt_min: wireNumber(OPT_MIN_DBM.min, 0),
    opt_min_action: wireInt(0, 1),
    opt_max: wireNumber(-100, 100).optional(),
    opt_max_action: wireInt(0, 1).optional(),
  }),
});
export const setPonOptState = endpoint({
  id: 'PON-08',
  description: "Switches a PON's optical transmitter off or on; its ONUs lose light while it is off.",
  method: 'POST',
  ...ponmgmt('optstate'),
  param: z.object({ port_id: PortId, optstate: wireInt(0, 1) }),
});

/** PON-09 row: `used` 1 when an ONU of the PON registered with this LOID, `mac` that ONU's MAC ("" otherwise). */
export const LoidEntry = z.object({
  loid: z.string(),
  password: z.string(),
  used: z.union([z.literal(0), z.literal(1)]),
  mac: z.string(),
});
export type LoidEntry = z.infer<typeof LoidEntry>;
export const loidList = endpoint({
  id: 'PON-09',
  description: 'The LOID allow list of one PON, with the ONU using each LOID.',
  method: 'GET',
  ...ponmgmt('loidlist'),
  query: z.object({ port_id: PortId }),
  data: z.array(LoidEntry),
});
export const loidAdd = endpoint({
  id: 'PON-10',
  description: 'Adds a LOID, or with count n > 1 the LOIDs <loid>01…<loid>nn; at most 64 per PON, all or none.',
  method: 'POST',
  ...ponmgmt('loidlist'),
  verb: 'add',
  param: z.object({
    port_id: PortId,
    loid: z.string().regex(LOID_PATTERN, 'loid: 1–22 letters, digits or _'),
    password: z.string().regex(LOID_PASSWORD_PATTERN, 'password: up to 12 letters, digits or _').default(''),
    /** 0 and 1 add `loid` itself */
    count: wireInt(0, LOIDS_PER_PON_MAX).default(1),
  }),
});
export const loidDelete = endpoint({
  id: 'PON-11',
  description: 'Removes LOIDs from the list of one PON, all or none; an ONU admitted by one of them is deregistered.',
  method: 'POST',
  ...ponmgmt('loidlist'),
  verb: 'delete',
  param: z.object({
    port_id: PortId,
    /** one LOID or several; a single text is read as a list of one */
    loid: z
      .union([
        freeText()
          .max(LOID_CHARS.max)
          .transform((one) => [one]),
        z.array(freeText().max(LOID_CHARS.max)),
      ])
      .pipe(z.array(z.string()).min(1).max(LOIDS_PER_PON_MAX)),
  }),
});
