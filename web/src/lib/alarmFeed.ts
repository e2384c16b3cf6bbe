import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { alarmSeverity, type AlarmSeverity } from '@olt/protocol/light';
import type { WsAlarm } from '@olt/protocol';
import { ALARM_FEED_KEPT } from './uiLimits.ts';

/** Which live alarms open a card: the most severe only, down to every one, or none (they only count). */
export const ALARM_POPUP_LEVELS = ['error', 'warning', 'info', 'none'] as const;
export type AlarmPopupLevel = (typeof ALARM_POPUP_LEVELS)[number];

const RANK: Record<AlarmSeverity, number> = { error: 0, warning: 1, info: 2 };

/** Whether an alarm of this severity opens a card at this choice ('warning' = critical and major). */
export function popsUp(severity: AlarmSeverity, level: AlarmPopupLevel): boolean {
  return level !== 'none' && RANK[severity] <= RANK[level];
}

interface FeedAlarm {
  seq: number;
  /** when the console received it (ms since the epoch) */
  at: number;
  severity: AlarmSeverity;
  alarm: WsAlarm;
}

interface AlarmFeedState {
  /** newest first, at most ALARM_FEED_KEPT */
  recent: FeedAlarm[];
  /** received since the operator last opened the list */
  unread: number;
  isOpen: boolean;
  /** the operator's choice, remembered in this browser */
  popupLevel: AlarmPopupLevel;
  add: (alarm: WsAlarm, at?: number) => FeedAlarm;
  setOpen: (isOpen: boolean) => void;
  clear: () => void;
  setPopupLevel: (level: AlarmPopupLevel) => void;
}

let seq = 0;

/** The recent live alarms behind the bell of the top bar, and what the operator wants popped up. */
export const useAlarmFeed = create<AlarmFeedState>()(
  persist(
    (set) => ({
      recent: [],
      unread: 0,
      isOpen: false,
      popupLevel: 'error',
      add: (alarm, at = Date.now()) => {
        const entry: FeedAlarm = { seq: ++seq, at, severity: alarmSeverity(alarm.level), alarm };
        set((s) => ({
          recent: [entry, ...s.recent].slice(0, ALARM_FEED_KEPT),
          unread: s.isOpen ? s.unread : s.unread + 1,
        }));
        return entry;
      },
      // opening the list is reading it
      setOpen: (isOpen) => set({ isOpen, unread: 0 }),
      clear: () => set({ recent: [], unread: 0 }),
      setPopupLevel: (popupLevel) => set({ popupLevel }),
    }),
    { name: 'olt-alarm-feed', partialize: (s) => ({ popupLevel: s.popupLevel }) },
  ),
);
