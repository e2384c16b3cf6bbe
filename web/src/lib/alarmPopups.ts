import i18next from 'i18next';
import type { WsAlarm } from '@olt/protocol';
import { popsUp, useAlarmFeed } from './alarmFeed.ts';
import { alarmText } from './alarmText.ts';
import { closeNotification, notify } from './feedback.ts';
import { ALARM_POPUPS_MAX, NOTIFICATION_MS } from './uiLimits.ts';

/** The card that stands for the alarms beyond ALARM_POPUPS_MAX: one card with a count, not a stack. */
const MORE_KEY = 'alarm-more';
const open = new Set<string>();
let collapsed = 0;

/** A dialog the operator is working in: cards would cover its buttons (the alarm list itself is `isOpen`). */
function isDialogOpen(): boolean {
  const shown = (el: Element) => el.closest('[style*="display: none"]') === null;
  return [...document.querySelectorAll('.ant-modal-wrap')].some(shown);
}

/**
 * A live alarm arrives: it always goes to the list behind the bell; it opens a card only when its severity is one the
 * operator chose, no dialog is open and fewer than ALARM_POPUPS_MAX cards are; beyond that the cards collapse into one
 * that counts.
 */
export function receiveAlarm(alarm: WsAlarm): void {
  const feed = useAlarmFeed.getState();
  const entry = feed.add(alarm);
  if (isDialogOpen()) {
    // the operator is at work in a dialog: cards that were open when it came up go too, the bell keeps counting
    closeAlarmPopups();
    return;
  }
  if (feed.isOpen || !popsUp(entry.severity, feed.popupLevel)) return;
  if (open.size < ALARM_POPUPS_MAX) {
    const key = `alarm-${entry.seq}`;
    open.add(key);
    notify(entry.severity, {
      key,
      title: i18next.t(`shell:alarm.severity.${entry.severity}`),
      description: alarmText(alarm),
      placement: 'bottomRight',
      durationMs: NOTIFICATION_MS,
      onClose: () => open.delete(key),
    });
    return;
  }
  collapsed++;
  notify('info', {
    key: MORE_KEY,
    title: i18next.t('shell:alarm.more', { count: collapsed }),
    placement: 'bottomRight',
    durationMs: NOTIFICATION_MS,
    onClick: () => {
      closeNotification(MORE_KEY);
      useAlarmFeed.getState().setOpen(true);
    },
    onClose: () => {
      collapsed = 0;
    },
  });
}

/** Closes every alarm card (the operator opened the list, or left the console). */
export function closeAlarmPopups(): void {
  for (const key of open) closeNotification(key);
  open.clear();
  closeNotification(MORE_KEY);
  collapsed = 0;
}
