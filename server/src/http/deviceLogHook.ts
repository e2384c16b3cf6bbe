import { ALARM_WORDS, wordsText } from '@olt/protocol';
import type { DeviceLogArea } from '../device/deviceLog/deviceLogArea.ts';
import { moduleOfPath } from '../device/deviceLog/logModules.ts';
import { endpointText } from './auditTrail.ts';
import type { ChangeAttempt } from './dispatch.ts';

/** Severities of an operator's change: a done change is a notice, a refused one a warning. */
const SEVERITY = { done: 5, refused: 4 } as const;

/**
 * The dispatcher's `onChange` for the device log: every change an operator tried (the ones the audit trail records)
 * is a line of the module its path belongs to, done or refused with the device's reason.
 */
export function logChanges(deviceLog: DeviceLogArea): (attempt: ChangeAttempt) => void {
  return ({ req, session, ep, answer }) => {
    const module = moduleOfPath(ep?.path ?? req.url.split('?')[0] ?? '');
    const who = { user: session.user, address: req.ip, request: endpointText(req) };
    if (answer.code === 1) deviceLog.add(module, SEVERITY.done, wordsText(ALARM_WORDS.operatorDone, who));
    else
      deviceLog.add(
        module,
        SEVERITY.refused,
        wordsText(ALARM_WORDS.operatorRefused, { ...who, why: answer.message.slice(0, 300) }),
      );
  };
}
