import { useQuery } from '@tanstack/react-query';
import { userLevel, userList } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const userKeys = {
  list: ['users', 'list'] as const,
  me: ['users', 'me'] as const,
};

/** The accounts (USER-01): only sessions that may read the `accounts` area ask. */
export const useUsers = (enabled: boolean) =>
  useQuery({ queryKey: userKeys.list, queryFn: () => call(userList), enabled });

/** The signed-in user's name and level (USER-02): every session may ask. */
export const useMe = () => useQuery({ queryKey: userKeys.me, queryFn: () => call(userLevel) });

/** The highest level (lowest number) that may set other users' passwords (api.md §2.24). */
export const SETS_OTHERS_PASSWORDS_UP_TO_LEVEL = 2;
