import { useQuery } from '@tanstack/react-query';
import { lacpStatus } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const lacpKeys = { all: ['lacp'] as const };

/** Member states follow link changes within a second or two; the screen looks at this pace. */
export const LACP_POLL_MS = 3_000;

export const useLacp = (isOffered: boolean) =>
  useQuery({
    queryKey: lacpKeys.all,
    queryFn: () => call(lacpStatus),
    enabled: isOffered,
    refetchInterval: LACP_POLL_MS,
    meta: { silent: true },
  });
