import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceKeys, UNSAVED_STATE_POLL_MS, unsavedStateQuery } from '../lib/deviceQueries.ts';
import { readAgainWhenLinkUp, subscribeSaveState } from '../lib/onuEvents.ts';

export const saveStateKey = deviceKeys.saveState;

/**
 * Whether the running configuration differs from the saved startup one. Read once, then kept current by the
 * device's /ws pushes (type 4), read again when the link comes up (a change before it was never pushed); a slow
 * poll covers the time live alarms are switched off.
 */
export function useUnsavedState(): boolean {
  const client = useQueryClient();
  const { data } = useQuery({ ...unsavedStateQuery, refetchInterval: UNSAVED_STATE_POLL_MS });
  useEffect(
    () => subscribeSaveState((isUnsaved) => client.setQueryData(saveStateKey, { unsaved: isUnsaved ? 1 : 0 })),
    [client],
  );
  useEffect(() => readAgainWhenLinkUp(() => void client.invalidateQueries({ queryKey: saveStateKey })), [client]);
  return data?.unsaved === 1;
}
