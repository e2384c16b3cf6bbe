import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { MonitorRefreshSeconds } from '@olt/protocol';

/** The monitor reads the device every 30 s until told otherwise: its points come every 5 s. */
export const DEFAULT_REFRESH_SECONDS = 30;

interface RefreshSetting {
  seconds: number;
  setSeconds: (seconds: number) => void;
}

/** The chosen refresh interval, kept in the browser so the page comes back with it. */
export const useRefreshSetting = create<RefreshSetting>()(
  persist(
    (set) => ({
      seconds: DEFAULT_REFRESH_SECONDS,
      setSeconds: (seconds) => {
        if (MonitorRefreshSeconds.safeParse(seconds).success) set({ seconds });
      },
    }),
    {
      name: 'olt-monitor-refresh',
      merge: (kept, current) => {
        const seconds = (kept as Partial<RefreshSetting> | undefined)?.seconds;
        return MonitorRefreshSeconds.safeParse(seconds).success ? { ...current, seconds: seconds! } : current;
      },
    },
  ),
);
