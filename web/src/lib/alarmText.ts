import i18next from 'i18next';
import type { WsAlarm } from '@olt/protocol';
import { sayDeviceText } from './deviceWords.ts';

/**
 * An alarm in the operator's words where the console knows it; the device's text as sent otherwise. Said in the
 * language of the moment: the bell's list says every alarm again after a language switch.
 */
export function alarmText(alarm: Pick<WsAlarm, 'content'>): string {
  return sayDeviceText(i18next.t, alarm.content);
}
