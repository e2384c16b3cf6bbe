import { systemRebootRoute } from '@olt/protocol/light';
import { send } from './apiClient.ts';
import { create } from 'zustand';

interface RebootWaitState {
  /** this console asked for the reboot and is waiting for the device to come back */
  isWaiting: boolean;
  start: () => void;
  stop: () => void;
}

/**
 * While waiting, the sessions the device ended for the reboot are expected: the live alarm client and the API's
 * session handler leave them to the wait, which goes to the sign-in page once the device answers again.
 */
export const useRebootWait = create<RebootWaitState>((set) => ({
  isWaiting: false,
  start: () => set({ isWaiting: true }),
  stop: () => set({ isWaiting: false }),
}));

/** Reboots the device and waits for it to come back (app/RebootWait shows the wait, then the sign-in page). */
export async function rebootDevice(): Promise<void> {
  useRebootWait.getState().start();
  // the device may drop the connection instead of answering (api.md BAK-04); the wait finds out when it is back
  await send(systemRebootRoute).catch(() => undefined);
}
