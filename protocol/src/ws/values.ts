/**
 * The /ws link's numbers (api.md §1.12), schema-free: the console's core reads them as it loads, whereas the frame
 * schemas (ws.ts) are loaded with the link, after a page's first paint (zod stays out of the first paint).
 */

/** type 1 = alarm, type 2 = message with action 1 register, 2 timeout, 3 heartbeat. */
export const WS_TYPE = { alarm: 1, message: 2 } as const;
export const WS_ACTION = { register: 1, timeout: 2, heartbeat: 3 } as const;
/** ONU state changes (our addition), pushed to clients that subscribed to them. */
export const WS_TYPE_ONU_CHANGE = 3;
/** Whether the running configuration differs from the startup one (our addition). */
export const WS_TYPE_SAVE_STATE = 4;

/**
 * The frame types a client may subscribe to; every other push goes to every registered client. Pushes of our own
 * types go only to a client that lists them in `subscribe` when it registers: the original console throws on any
 * frame type it does not know, so it gets types 1 and 2 only. Unknown numbers in the list are ignored, so a newer
 * client can ask for more without being refused.
 */
export const WS_SUBSCRIBABLE_TYPES = [WS_TYPE_ONU_CHANGE, WS_TYPE_SAVE_STATE] as const;

export type AlarmSeverity = 'error' | 'warning' | 'info';
/** An alarm's level as the console shows it: 0 error, 1–2 warning, 3 and others info. */
export function alarmSeverity(level: number): AlarmSeverity {
  if (level === 0) return 'error';
  if (level === 1 || level === 2) return 'warning';
  return 'info';
}
