import { create } from 'zustand';
import type { WsAlarm } from '@olt/protocol';
import { popsUp, useAlarmFeed, type FeedAlarm } from './alarmFeed.ts';

interface AlarmPopupState {
  /** the newest alarm the operator chose to be told of, until dismissed or the list is opened */
  latest: FeedAlarm | null;
  /** how many more of them came since the card was last dismissed */
  more: number;
}

/**
 * The one pop-up of live alarms: a card in the top bar beside the bell (app/AlarmPopup.tsx), never over the page. A
 * burst collapses into it (the newest, and a count of the others); one click dismisses it, and opening the list does.
 */
export const useAlarmPopup = create<AlarmPopupState>(() => ({ latest: null, more: 0 }));

/** A live alarm arrives: it always goes to the list behind the bell; it updates the card when its grade is chosen. */
export function receiveAlarm(alarm: WsAlarm): void {
  const feed = useAlarmFeed.getState();
  const entry = feed.add(alarm);
  if (feed.isOpen || !popsUp(entry.grade, feed.popupLevel)) return;
  useAlarmPopup.setState((s) => ({ latest: entry, more: s.latest ? s.more + 1 : 0 }));
}

/** Dismisses the card (the operator closed it or opened the list, or left the console). */
export function closeAlarmPopups(): void {
  useAlarmPopup.setState({ latest: null, more: 0 });
}
