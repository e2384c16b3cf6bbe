import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { filterPorts } from './portOptions.ts';
import { usePortOptions } from './usePortOptions.ts';
import type { PortSelection } from './usePortSelection.ts';

interface PonMemory {
  portId: number | null;
  remember: (portId: number) => void;
}

/**
 * The PON last chosen on any PON screen, kept in localStorage: it outlives the session, and one store means every
 * kept-alive PON screen follows a change made on another.
 */
export const usePonMemory = create<PonMemory>()(
  persist((set) => ({ portId: null, remember: (portId) => set({ portId }) }), { name: 'olt.ponChoice' }),
);

const DEFAULT_PON = 1;

const positiveInt = (text: string | null): number | null =>
  text !== null && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;

/**
 * The PON a PON screen works on, for its `PageHeader`: the remembered choice, or a `port_id` in the address (links
 * from other screens land on the PON they name, which then becomes the remembered one).
 */
export function usePonChoice(): PortSelection {
  const [params] = useSearchParams();
  const queryPort = positiveInt(params.get('port_id'));
  const stored = usePonMemory((s) => s.portId);
  const remember = usePonMemory((s) => s.remember);
  useEffect(() => {
    if (queryPort !== null) remember(queryPort);
  }, [queryPort, remember]);

  const all = usePortOptions();
  const ports = useMemo(() => filterPorts(all, 'pon'), [all]);
  const chosen = stored ?? queryPort ?? DEFAULT_PON;
  // until the port counts load, trust the choice so that the page starts reading at once
  const portId = ports.length === 0 || ports.some((p) => p.id === chosen) ? chosen : (ports[0]?.id ?? DEFAULT_PON);
  return {
    portType: 'pon',
    ports,
    portId,
    setPortId: remember,
    withOnu: false,
    onuIds: [],
    onuId: null,
    setOnuId: () => undefined,
    isOnuListLoading: false,
    hasNoOnu: false,
  };
}
