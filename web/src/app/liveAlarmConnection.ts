import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import {
  connectLiveAlarms,
  liveAlarmsUrl,
  loadFrameSchemas,
  useLiveAlarmSwitch,
  type LiveAlarmConnection,
  type LiveAlarmHandlers,
} from '../lib/liveAlarms.ts';
import { receiveAlarm } from '../lib/alarmPopups.ts';
import { useSession } from '../lib/session.ts';
import { leaveSession } from './sessionEndings.ts';
import { useRebootWait } from '../lib/rebootWait.ts';
import { whenSettled } from '../lib/whenSettled.ts';

/** How long the "device is rebooting" warning stays (api.md §1.12). */
const REBOOT_NOTICE_MS = 60_000;

/**
 * Keeps the /ws link open while the shell is shown, the operator wants live alarms and no reboot of ours is under
 * way; closes it with 1000 otherwise (api.md §1.12). It opens once the page's first reads are in: its frame schemas
 * and the reads the open screens make again when it comes up (lib/onuEvents.ts) would otherwise compete with them.
 */
export function useLiveAlarmConnection(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isEnabled = useLiveAlarmSwitch((s) => s.isEnabled);
  const token = useSession((s) => s.token);
  const isRebooting = useRebootWait((s) => s.isWaiting);

  useEffect(() => {
    if (!isEnabled || !token || isRebooting) return;
    const handlers: LiveAlarmHandlers = {
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
    };
    let connection: LiveAlarmConnection | null = null;
    let isLeft = false;
    // the frame schemas come first (they are not part of a page's first paint); a device that cannot send them has
    // lost the link as surely as one whose reconnections fail
    const open = () =>
      loadFrameSchemas().then(
        (frames) => {
          if (isLeft) return;
          connection = connectLiveAlarms(handlers, {
            url: liveAlarmsUrl(window.location),
            frames,
            credentials: () => {
              const { token: current, user } = useSession.getState();
              return { token: current, user };
            },
          });
        },
        () => {
          if (!isLeft) handlers.onConnectionLost();
        },
      );
    const cancelOpen = whenSettled(queryClient, () => void open());
    return () => {
      isLeft = true;
      cancelOpen();
      connection?.close();
    };
  }, [isEnabled, token, isRebooting, navigate, queryClient]);
}
