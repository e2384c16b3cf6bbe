import { EventEmitter } from 'node:events';
import type { OnuChange } from './changes.ts';
import type { ConfigSection } from './oltConfig.ts';

/** An alarm as the device raises it; /ws pushes it as `{type:1, alarm_id, level, content}`. */
export interface AlarmEvent {
  alarm_id: number;
  /** 0 error, 1–2 warning, 3 info */
  level: number;
  content: string;
}

interface DeviceEventMap {
  alarm: [AlarmEvent];
  /** the device is about to reboot: sessions end, clients are told */
  rebooting: [];
  /** the device is up again after a reboot */
  started: [];
  /** ONUs changed state or left the allow list (once per operation or simulation step) */
  onuChange: [OnuChange];
  /** an operation changed these configuration sections: the server stores them together, at once */
  configChange: [ConfigSection[]];
}

/** What the device tells the rest of the server (the websocket, the sessions), without knowing about them. */
export class DeviceEvents extends EventEmitter<DeviceEventMap> {}
