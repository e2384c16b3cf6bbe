import { create } from 'zustand';
import { SESSION_KEYS, sessionValue } from './sessionKeys.ts';

export { SESSION_KEYS, sessionValue };

interface SessionState {
  token: string | null;
  user: string | null;
  signIn: (token: string, user: string) => void;
  /** Clears the whole session storage (spec §6: a helper can clear it all). */
  clear: () => void;
}

export const useSession = create<SessionState>((set) => ({
  token: sessionValue(SESSION_KEYS.token),
  user: sessionValue(SESSION_KEYS.user),
  signIn: (token, user) => {
    sessionStorage.setItem(SESSION_KEYS.token, token);
    sessionStorage.setItem(SESSION_KEYS.user, user);
    set({ token, user });
  },
  clear: () => {
    sessionStorage.clear();
    set({ token: null, user: null });
  },
}));

export const setSessionValue = (key: string, value: string): void => sessionStorage.setItem(key, value);
