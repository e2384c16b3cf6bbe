import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation.ts';
import { filterPorts, type PortOption } from '../../components/portOptions.ts';
import { usePortOptions } from '../../components/usePortOptions.ts';
import type { PortSelection } from '../../components/usePortSelection.ts';
import { SESSION_KEYS, sessionValue, setSessionValue } from '../../lib/session.ts';
import { ALL_PONS } from './onuFilters.ts';

function portIdOf(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

const NOOP = () => undefined;

/**
 * The PON this screen shows, or every PON (screens.md §7): a `port_id` in the address wins (the status home links
 * here with one) and is then taken out of the address, else the port remembered in the session, else All. The choice
 * is remembered in the session, as the original does, so other port screens follow it.
 */
export function useOnuPort(): PortSelection {
  const { t } = useTranslation('onu');
  const [params, setParams] = useSearchParams();
  const fromAddress = portIdOf(params.get('port_id'));
  const [chosen, setChosen] = useState(() => fromAddress ?? portIdOf(sessionValue(SESSION_KEYS.portId)) ?? ALL_PONS);
  const [seenAddress, setSeenAddress] = useState<number | null>(null);
  if (fromAddress !== null && fromAddress !== seenAddress) {
    setSeenAddress(fromAddress);
    setChosen(fromAddress);
  }

  useEffect(() => {
    if (fromAddress === null) return;
    setSessionValue(SESSION_KEYS.portId, String(fromAddress));
    const next = new URLSearchParams(params);
    next.delete('port_id');
    setParams(next, { replace: true });
  }, [fromAddress, params, setParams]);

  const allPorts = usePortOptions();
  const ports = useMemo<PortOption[]>(
    () => [{ id: ALL_PONS, name: t('port.all'), kind: 'pon', link_aggregation: 0 }, ...filterPorts(allPorts, 'pon')],
    [allPorts, t],
  );
  // until the port counts are known the choice is trusted, so the list can start loading at once
  const portId = chosen === ALL_PONS || allPorts.length === 0 || ports.some((p) => p.id === chosen) ? chosen : ALL_PONS;

  return {
    portType: 'pon',
    ports,
    portId,
    setPortId: (id) => {
      setChosen(id);
      setSessionValue(SESSION_KEYS.portId, String(id));
    },
    withOnu: false,
    onuIds: [],
    onuId: null,
    setOnuId: NOOP,
    isOnuListLoading: false,
    hasNoOnu: false,
  };
}
