import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import i18next from 'i18next';
import { CODE } from '@olt/protocol';
import { setSessionEndedHandler } from '../lib/apiClient.ts';
import { toast } from '../lib/feedback.ts';
import { useSession } from '../lib/session.ts';
import { useRebootWait } from '../lib/rebootWait.ts';

/** Several requests in flight can all be refused at once; they share one toast. */
const SESSION_TOAST_KEY = 'session-ended';

/** Says why, clears the session and goes to the sign-in page (spec §4, §8). */
export function leaveSession(
  navigate: NavigateFunction,
  why: { kind: 'error' | 'warning'; text: string; durationMs?: number },
): void {
  toast.keyed(SESSION_TOAST_KEY, why.kind, why.text, why.durationMs);
  useSession.getState().clear();
  void navigate('/login', { replace: true });
}

/** Installs what the API client does when the device answers code 0 or -1. */
export function useSessionEndings(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionEndedHandler((code) => {
      // the device ends every session when it reboots; the reboot wait takes over from there
      if (useRebootWait.getState().isWaiting) return;
      const key = code === CODE.illegal ? 'common:illegalLogin' : 'common:loginTimeout';
      leaveSession(navigate, { kind: 'error', text: i18next.t(key) });
    });
    return () => setSessionEndedHandler(() => useSession.getState().clear());
  }, [navigate]);
}
