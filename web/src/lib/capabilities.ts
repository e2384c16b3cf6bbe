import { useQuery } from '@tanstack/react-query';
import { capabilitiesRoute, isAdditionAvailable } from '@olt/protocol/light';
import { call } from './apiClient.ts';

/**
 * Which of our additions the server offers (SYS-X3): all of them on the simulated OLT; in front of a device of the
 * family, those the server computes from the device's answers. Read once per session; a server that does not
 * answer it (an older one) offers them all.
 */
export const capabilitiesQuery = {
  queryKey: ['board', 'capabilities'] as const,
  queryFn: () => call(capabilitiesRoute),
  staleTime: Infinity,
  retry: false,
  meta: { silent: true },
};

/**
 * Whether an addition (by endpoint id, e.g. `MON-01`) can be asked. Until the answer is in it is taken as there:
 * the simulated OLT has them all, and a screen in front of a device without it then explains instead of failing.
 */
export function useAddition(id: string): boolean {
  const { data } = useQuery(capabilitiesQuery);
  return isAdditionAvailable(data, id);
}
