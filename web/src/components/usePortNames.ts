import { useCallback } from 'react';
import { parsePortList } from '@olt/protocol';
import { portOptionLabel } from './portOptions.ts';
import { usePortOptions } from './usePortOptions.ts';

/** A device port list (`1,2,13`) as the names the console shows (`PON01, PON02, XGE01`); `—` for none. */
export function usePortNames(): (list: string) => string {
  const ports = usePortOptions();
  return useCallback(
    (list: string) => {
      const ids = parsePortList(list);
      if (ids.length === 0) return '—';
      return ids
        .map((id) => {
          const port = ports.find((p) => p.id === id);
          return port ? portOptionLabel(port) : String(id);
        })
        .join(', ');
    },
    [ports],
  );
}
