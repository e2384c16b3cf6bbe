import { z } from 'zod';
import { OnuTableRow } from './onu.ts';

/** /ws frames (api.md §1.12). type 1 = alarm, type 2 = message with action 1 register, 2 timeout, 3 heartbeat. */
export const WS_TYPE = { alarm: 1, message: 2 } as const;
export const WS_ACTION = { register: 1, timeout: 2, heartbeat: 3 } as const;

/**
 * Pushes of our own types (3 ONU changes, 4 save state) go only to a client that lists them in `subscribe` when it
 * registers: the original console throws on any frame type it does not know, so it gets types 1 and 2 only. Unknown
 * numbers in the list are ignored, so a newer client can ask for more without being refused.
 */
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

export type AlarmSeverity = 'error' | 'warning' | 'info';
export function alarmSeverity(level: number): AlarmSeverity {
  if (level === 0) return 'error';
  if (level === 1 || level === 2) return 'warning';
  return 'info';
}

/** An ONU that left the allow list: deleted, moved to the deny list, or an unauthorised ONU that went away. */
export const OnuKey = z.object({ port_id: z.number().int(), onu_id: z.number().int(), macaddr: z.string() });
export type OnuKey = z.infer<typeof OnuKey>;
/** Rows new or changed (the `/onutable` shape) and ONUs that left; apply `removed` first, as an id may be reused. */
export const OnuChange = z.object({ rows: z.array(OnuTableRow), removed: z.array(OnuKey) });
export type OnuChange = z.infer<typeof OnuChange>;

/** ONU state changes (our addition, type 3), pushed to clients that subscribed to them. */
export const WS_TYPE_ONU_CHANGE = 3;
export const WsOnuChange = OnuChange.extend({ type: z.literal(WS_TYPE_ONU_CHANGE) });
export type WsOnuChange = z.infer<typeof WsOnuChange>;

/**
 * Whether the running configuration differs from the startup one (our addition, type 4), pushed to subscribed clients
 * when that flips, so the console's "unsaved changes" mark next to Save follows changes made by anyone.
 */
export const WS_TYPE_SAVE_STATE = 4;
export const WsSaveState = z.object({
  type: z.literal(WS_TYPE_SAVE_STATE),
  unsaved: z.union([z.literal(0), z.literal(1)]),
});
export type WsSaveState = z.infer<typeof WsSaveState>;

/** The frame types a client may subscribe to; every other push goes to every registered client. */
export const WS_SUBSCRIBABLE_TYPES = [WS_TYPE_ONU_CHANGE, WS_TYPE_SAVE_STATE] as const;
/** Our pushes, for subscribed clients only. */
export const WsSubscribedFrame = z.discriminatedUnion('type', [WsOnuChange, WsSaveState]);
export type WsSubscribedFrame = z.infer<typeof WsSubscribedFrame>;
