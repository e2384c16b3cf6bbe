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
