import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { saveStateRoute } from '@olt/protocol/light';
import { call } from '../lib/apiClient.ts';
import { readAgainWhenLinkUp, subscribeSaveState } from '../lib/onuEvents.ts';

export const saveStateKey = ['device', 'saveState'] as const;

/**
 * Whether the running configuration differs from the saved startup one. Read once, then kept current by the
 * device's /ws pushes (type 4), read again when the link comes up (a change before it was never pushed); a slow
 * poll covers the time live alarms are switched off.
 */
export function useUnsavedState(): boolean {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: saveStateKey,
    queryFn: () => call(saveStateRoute),
    refetchInterval: 30_000,
    meta: { silent: true },
  });
  useEffect(
    () => subscribeSaveState((isUnsaved) => client.setQueryData(saveStateKey, { unsaved: isUnsaved ? 1 : 0 })),
    [client],
  );
  useEffect(() => readAgainWhenLinkUp(() => void client.invalidateQueries({ queryKey: saveStateKey })), [client]);
  return data?.unsaved === 1;
}
