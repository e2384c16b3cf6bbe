import { EventEmitter } from 'node:events';
import type { WsAlarm } from '@olt/protocol';
import type { OnuChange } from './journal.ts';

/** An alarm as the device raises it; /ws pushes it as `{type:1, alarm_id, level, content}`. */
export type AlarmEvent = Omit<WsAlarm, 'type'>;

interface DeviceEventMap {
  alarm: [AlarmEvent];
  /** the device is about to reboot: sessions end, clients are told */
  rebooting: [];
  /** the device is up again after a reboot */
  started: [];
  /** ONUs changed state or left the allow list (once per committed operation or simulation step) */
  onuChange: [OnuChange];
}

/** What the device tells the rest of the server (the websocket, the sessions), without knowing about them. */
export class DeviceEvents extends EventEmitter<DeviceEventMap> {}
