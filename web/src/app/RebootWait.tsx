import { useEffect } from 'react';
import { useTranslation } from '../lib/translation.ts';
import { useNavigate } from 'react-router';
import { CODE, systemStartRoute } from '@olt/protocol/light';
import { send } from '../lib/apiClient.ts';
import { useSession } from '../lib/session.ts';
import { useRebootWait } from '../lib/rebootWait.ts';
import { SYSTEM_START_TIMEOUT_MS } from '../lib/uiLimits.ts';

/** Time between two "are you up?" requests (api.md §1.13). */
const REBOOT_POLL_MS = 3_000;

/**
 * The full-screen wait after the operator reboots the device: GET /system_start every 3 s, each with a 3 s time-out,
 * until it answers code 1; then the session (already ended on the device) is cleared and the sign-in page opens.
 * A refused answer counts as "not up yet", as the device refuses while it starts.
 */
export function RebootWait() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const isWaiting = useRebootWait((s) => s.isWaiting);

  useEffect(() => {
    if (!isWaiting) return;
    let isStopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const { envelope } = await send(systemStartRoute, {}, { timeoutMs: SYSTEM_START_TIMEOUT_MS });
        if (!isStopped && envelope.code === CODE.ok) {
          useRebootWait.getState().stop();
          useSession.getState().clear();
          void navigate('/login', { replace: true });
          return;
        }
      } catch {
        // no answer: the device is still down
      }
      if (!isStopped) timer = setTimeout(() => void poll(), REBOOT_POLL_MS);
    };
    // the first look waits too: right after the request the device has not gone down yet
    timer = setTimeout(() => void poll(), REBOOT_POLL_MS);
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [isWaiting, navigate]);

  if (!isWaiting) return null;
  // a card on a dark veil: the text stands on its own background instead of being drawn over the page
  return (
    <div className="olt-reboot-wait">
      <div className="olt-reboot-card" role="status">
        <span className="olt-spinner" aria-hidden="true" />
        <p className="olt-reboot-title">{t('reboot.waiting')}</p>
        <p className="olt-reboot-hint">{t('reboot.hint')}</p>
      </div>
    </div>
  );
}
