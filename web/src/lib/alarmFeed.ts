import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { alarmGrade, alarmSeverity, type AlarmGrade, type AlarmSeverity } from '@olt/protocol/light';
import type { WsAlarm } from '@olt/protocol';
import { ALARM_FEED_KEPT } from './uiLimits.ts';

/** Which live alarms open the card: critical only (the default), critical and major, every one, or none (counted). */
export const ALARM_POPUP_LEVELS = ['error', 'warning', 'info', 'none'] as const;
export type AlarmPopupLevel = (typeof ALARM_POPUP_LEVELS)[number];

const RANK: Record<AlarmGrade, number> = { critical: 0, major: 1, minor: 2, event: 3 };
const LOWEST: Record<Exclude<AlarmPopupLevel, 'none'>, number> = { error: 0, warning: 1, info: 3 };

/** Whether an alarm of this grade opens the card at this choice ('warning' = critical and major). */
export function popsUp(grade: AlarmGrade, level: AlarmPopupLevel): boolean {
  return level !== 'none' && RANK[grade] <= LOWEST[level];
}

export interface FeedAlarm {
  seq: number;
  /** when the console received it (ms since the epoch) */
  at: number;
  /** the colour, as the original console's */
  severity: AlarmSeverity;
  /** the name: critical, major, minor or event */
  grade: AlarmGrade;
  alarm: WsAlarm;
}

interface AlarmFeedState {
  /** newest first, at most ALARM_FEED_KEPT */
  recent: FeedAlarm[];
  /** alarms (not events) received since the operator last opened the list */
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
        const grade = alarmGrade(alarm.level);
        const entry: FeedAlarm = { seq: ++seq, at, severity: alarmSeverity(alarm.level), grade, alarm };
        // an event (an ONU back online, a setting applied) is listed but not counted: the bell counts what went wrong
        set((s) => ({
          recent: [entry, ...s.recent].slice(0, ALARM_FEED_KEPT),
          unread: s.isOpen || grade === 'event' ? s.unread : s.unread + 1,
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
