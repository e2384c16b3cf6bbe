import { z } from 'zod';
import type { OnuTableRow } from './onu.ts';

/** /ws frames (api.md §1.12). type 1 = alarm, type 2 = message with action 1 register, 2 timeout, 3 heartbeat. */
export const WS_TYPE = { alarm: 1, message: 2 } as const;
export const WS_ACTION = { register: 1, timeout: 2, heartbeat: 3 } as const;

export const WsRegister = z.object({
  type: z.literal(2),
  action: z.literal(1),
  xtoken: z.string(),
  username: z.string().optional(),
});
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
export const WsMessage = z.object({ type: z.literal(2), action: z.number().int() });
export const WsServerFrame = z.union([WsAlarm, WsMessage]);
export type WsServerFrame = z.infer<typeof WsServerFrame>;

export type AlarmSeverity = 'error' | 'warning' | 'info';
export function alarmSeverity(level: number): AlarmSeverity {
  if (level === 0) return 'error';
  if (level === 1 || level === 2) return 'warning';
  return 'info';
}

/**
 * ONU state changes pushed to registered clients (our addition, type 3): rows new or changed in the `/onutable`
 * shape, and ONUs that left. The original console ignores unknown types, so scripts written for it are unaffected.
 */
export const WS_TYPE_ONU_CHANGE = 3;
export interface WsOnuChange {
  type: 3;
  rows: OnuTableRow[];
  removed: { port_id: number; onu_id: number; macaddr: string }[];
}

/**
 * Whether the running configuration differs from the startup one (our addition, type 4), pushed when that flips so
 * the console's "unsaved changes" mark next to Save follows changes made by anyone, including the device itself.
 */
export const WS_TYPE_SAVE_STATE = 4;
export const WsSaveState = z.object({ type: z.literal(4), unsaved: z.union([z.literal(0), z.literal(1)]) });
export type WsSaveState = z.infer<typeof WsSaveState>;
