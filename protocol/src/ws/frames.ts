import { z } from 'zod';
import { OnuTableRow } from '../onu/index.ts';
import { WS_TYPE_ONU_CHANGE, WS_TYPE_SAVE_STATE } from './values.ts';

/**
 * /ws frames (api.md §1.12), their numbers in wsValues.ts. The console loads this module with the link (its package
 * entry `@olt/protocol/ws`), not with its first paint.
 */
export * from './values.ts';

/** Registration; `subscribe` lists the frame types of our own the client wants (WS_SUBSCRIBABLE_TYPES). */
export const WsRegister = z.object({
  type: z.literal(2),
  action: z.literal(1),
  xtoken: z.string(),
  username: z.string().optional(),
  subscribe: z.array(z.number().int()).max(16).optional(),
});
export type WsRegister = z.infer<typeof WsRegister>;
export const WsHeartbeat = z.object({ type: z.literal(2), action: z.literal(3) });
export const WsClientFrame = z.union([WsRegister, WsHeartbeat]);
export type WsClientFrame = z.infer<typeof WsClientFrame>;

/** An alarm push: level 0 error, 1–2 warning, 3 and others info. */
export const WsAlarm = z.object({
  type: z.literal(1),
  alarm_id: z.number().int(),
  level: z.number().int(),
  content: z.string(),
});
export type WsAlarm = z.infer<typeof WsAlarm>;
/** Register acknowledgement, session timeout or heartbeat reply (`action` 1, 2, 3). */
export const WsMessage = z.object({ type: z.literal(2), action: z.number().int() });
export const WsServerFrame = z.union([WsAlarm, WsMessage]);
export type WsServerFrame = z.infer<typeof WsServerFrame>;

/** An ONU that left the allow list: deleted, moved to the deny list, or an unauthorised ONU that went away. */
export const OnuKey = z.object({ port_id: z.number().int(), onu_id: z.number().int(), macaddr: z.string() });
export type OnuKey = z.infer<typeof OnuKey>;
/** Rows new or changed (the `/onutable` shape) and ONUs that left; apply `removed` first, as an id may be reused. */
export const OnuChange = z.object({ rows: z.array(OnuTableRow), removed: z.array(OnuKey) });
export type OnuChange = z.infer<typeof OnuChange>;

/** ONU state changes (our addition, type 3), pushed to clients that subscribed to them. */
export const WsOnuChange = OnuChange.extend({ type: z.literal(WS_TYPE_ONU_CHANGE) });
export type WsOnuChange = z.infer<typeof WsOnuChange>;

/**
 * Whether the running configuration differs from the startup one (our addition, type 4), pushed to subscribed clients
 * when that flips, so the console's "unsaved changes" mark next to Save follows changes made by anyone.
 */
export const WsSaveState = z.object({
  type: z.literal(WS_TYPE_SAVE_STATE),
  unsaved: z.union([z.literal(0), z.literal(1)]),
});
export type WsSaveState = z.infer<typeof WsSaveState>;

/** Our pushes, for subscribed clients only. */
export const WsSubscribedFrame = z.discriminatedUnion('type', [WsOnuChange, WsSaveState]);
export type WsSubscribedFrame = z.infer<typeof WsSubscribedFrame>;
