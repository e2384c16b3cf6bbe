import { z } from 'zod';
import { ONU_ID } from '../core/limits.ts';
import { wireInt } from '../core/wireValues.ts';

/** UNI (Ethernet) ports an ONU may have; `op_id` 1… numbers them, and 0 means its PON interface (ONU-57). */
export const ONU_UNI_PORTS_MAX = 8;

/** One ONU as queries and params name it: its PON and its id (api.md §0.3). */
export const OnuRef = z.object({ port_id: wireInt(1, 256), onu_id: wireInt(ONU_ID.min, ONU_ID.max) });
/** One UNI port of one ONU. */
export const OnuPortRef = OnuRef.extend({ op_id: wireInt(1, ONU_UNI_PORTS_MAX) });
/** One PON. */
export const PonRef = z.object({ port_id: wireInt(1, 256) });
