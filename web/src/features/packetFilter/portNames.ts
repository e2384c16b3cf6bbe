import { useCallback } from 'react';
import { parsePortList } from '@olt/protocol';
import { usePortOptions } from '../../components/usePortOptions.ts';
import { portOptionLabel } from '../../components/portOptions.ts';

/** A device port list (`1,2,13`) as the names the console shows (`PON01, PON02, XGE01`). */
export function usePortNames(): (list: string) => string {
  const ports = usePortOptions();
  return useCallback(
    (list: string) =>
      parsePortList(list)
        .map((id) => {
          const port = ports.find((p) => p.id === id);
          return port ? portOptionLabel(port) : String(id);
        })
        .join(', '),
    [ports],
  );
}
