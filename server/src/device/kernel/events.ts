import { EventEmitter } from 'node:events';
import type { WsAlarm } from '@olt/protocol';
import type { OnuChange } from './journal.ts';

/** An alarm as the device raises it; /ws pushes it as `{type:1, alarm_id, level, content}`. */
export type AlarmEvent = Omit<WsAlarm, 'type'>;

/** One line of the device log; `alarm_id` 0 for a logged change that is not an alarm. */
export interface LogLine {
  alarm_id: number;
  /** 0 error, 1 major, 2 minor, 3 info */
  level: number;
  /** simulated time of the line, ms since 1970 */
  time_ms: number;
  content: string;
  /** who wrote it (an area's name, or a module of the device log), null when nobody said */
  source?: string | null;
  /** its syslog severity when it is not the one of its level (7 for a debug line) */
  severity?: number;
  /** an ONU's event while PON device logging is off (ALM-04): the device log does not keep it */
  isUnlogged?: boolean;
}

interface DeviceEventMap {
  alarm: [AlarmEvent];
  /** the device is about to reboot: sessions end, clients are told */
  rebooting: [];
  /** the device is up again after a reboot */
  started: [];
  /** a line of the device log: every alarm and every logged change, as it is published (syslog sends them) */
  logLine: [LogLine];
  /** ONUs changed state or left the allow list (once per committed operation or simulation step) */
  onuChange: [OnuChange];
}

/**
 * What the device tells the rest of the server (the websocket, the sessions, syslog), without knowing about them.
 * Events go out after a change is committed, so a listener that throws must not reach the change's caller (it would
 * turn an applied change into an error) nor keep the listeners after it from hearing: each listener is called on its
 * own and a failure goes to `onListenerError`.
 */
export class DeviceEvents extends EventEmitter<DeviceEventMap> {
  onListenerError: (err: unknown) => void = () => {};

  override emit<K extends keyof DeviceEventMap>(event: K, ...args: DeviceEventMap[K]): boolean {
    // the raw listeners: a `once` listener is its wrapper, which removes itself when called
    const listeners = this.rawListeners(event) as ((...a: DeviceEventMap[K]) => void)[];
    for (const listener of listeners) {
      try {
        listener.apply(this, args);
      } catch (err) {
        this.onListenerError(err);
      }
    }
    return listeners.length > 0;
  }
}
