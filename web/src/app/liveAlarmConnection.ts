import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import i18next from 'i18next';
import { connectLiveAlarms, liveAlarmsUrl, useLiveAlarmSwitch } from '../lib/liveAlarms.ts';
import { receiveAlarm } from '../lib/alarmPopups.ts';
import { useSession } from '../lib/session.ts';
import { leaveSession } from './sessionEndings.ts';
import { useRebootWait } from '../lib/rebootWait.ts';

/** How long the "device is rebooting" warning stays (api.md §1.12). */
export const REBOOT_NOTICE_MS = 60_000;

/**
 * Keeps the /ws link open while the shell is shown, the operator wants live alarms and no reboot of ours is under
 * way; closes it with 1000 otherwise (api.md §1.12).
 */
export function useLiveAlarmConnection(): void {
  const navigate = useNavigate();
  const isEnabled = useLiveAlarmSwitch((s) => s.isEnabled);
  const token = useSession((s) => s.token);
  const isRebooting = useRebootWait((s) => s.isWaiting);

  useEffect(() => {
    if (!isEnabled || !token || isRebooting) return;
    const connection = connectLiveAlarms(
      {
        onAlarm: receiveAlarm,
        onRebooting: (alarm) => {
          if (useRebootWait.getState().isWaiting) return;
          leaveSession(navigate, {
            kind: 'warning',
            text: alarm.content || i18next.t('shell:alarm.rebooting'),
            durationMs: REBOOT_NOTICE_MS,
          });
        },
        onSessionTimeout: () => leaveSession(navigate, { kind: 'error', text: i18next.t('common:loginTimeout') }),
        onConnectionLost: () => leaveSession(navigate, { kind: 'error', text: i18next.t('common:networkError') }),
      },
      {
        url: liveAlarmsUrl(window.location),
        credentials: () => {
          const { token: current, user } = useSession.getState();
          return { token: current, user };
        },
      },
    );
    return () => connection.close();
  }, [isEnabled, token, isRebooting, navigate]);
}
