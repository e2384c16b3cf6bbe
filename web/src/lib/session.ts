import { create } from 'zustand';
import { SESSION_KEYS } from './sessionKeys.ts';

export { SESSION_KEYS };

interface SessionState {
  token: string | null;
  user: string | null;
  signIn: (token: string, user: string) => void;
  /** Clears the whole session storage (spec §6: a helper can clear it all). */
  clear: () => void;
}

const read = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};

export const useSession = create<SessionState>((set) => ({
  token: read(SESSION_KEYS.token),
  user: read(SESSION_KEYS.user),
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

export const sessionValue = (key: string): string | null => read(key);
export const setSessionValue = (key: string, value: string): void => sessionStorage.setItem(key, value);
