import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { onuResource, parsePortList } from '@olt/protocol';
import { call } from '../lib/apiClient.ts';
import { SESSION_KEYS, sessionValue, setSessionValue } from '../lib/session.ts';
import { filterPorts, type PortOption } from './portOptions.ts';
import { usePortOptions } from './usePortOptions.ts';

/** Which ports the header offers: PON ports only, or every port. */
type PortSelectorType = 'pon' | 'port';

export interface PortSelection {
  portType: PortSelectorType;
  /** the ports offered, in id order */
  ports: PortOption[];
  portId: number;
  setPortId: (id: number) => void;
  withOnu: boolean;
  /** ONU ids present on the selected PON port */
  onuIds: number[];
  /** null while the ONU list loads and when the port has no ONU */
  onuId: number | null;
  setOnuId: (id: number) => void;
  isOnuListLoading: boolean;
  /** the list has loaded and the port has no ONU */
  hasNoOnu: boolean;
}

const onuResourceKey = (portId: number) => ['onuResource', portId] as const;

const DEFAULT_PORT_ID = 1;

function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

function onuIdsOf(resource: string | undefined): number[] {
  try {
    return parsePortList(resource ?? '');
  } catch {
    // a malformed answer is treated as "no ONU", which the header reports, rather than breaking the page
    return [];
  }
}

/**
 * The port (and ONU) a port-based page works on (spec §2 "Page header"). The choice lives in the browser session,
 * so it follows the user from page to page; a `port_id`/`onu_id` in the page's query string wins, because links
 * from other screens ("show this ONU") must land on what they point at.
 */
export function usePortSelection({
  portType = 'pon',
  withOnu = false,
}: { portType?: PortSelectorType; withOnu?: boolean } = {}): PortSelection {
  const [params] = useSearchParams();
  const queryPort = positiveInt(params.get('port_id'));
  const queryOnu = positiveInt(params.get('onu_id'));
  const [chosenPort, setChosenPort] = useState(
    () => queryPort ?? positiveInt(sessionValue(SESSION_KEYS.portId)) ?? DEFAULT_PORT_ID,
  );
  const [chosenOnu, setChosenOnu] = useState(() => queryOnu ?? positiveInt(sessionValue(SESSION_KEYS.onuId)));

  // a later navigation to the same (kept-alive) page with new query values wins again
  const queryText = `${queryPort ?? ''}/${queryOnu ?? ''}`;
  const [seenQuery, setSeenQuery] = useState(queryText);
  if (seenQuery !== queryText) {
    setSeenQuery(queryText);
    if (queryPort !== null) setChosenPort(queryPort);
    if (queryOnu !== null) setChosenOnu(queryOnu);
  }

  const allPorts = usePortOptions();
  const ports = useMemo(() => filterPorts(allPorts, portType), [allPorts, portType]);
  // until the port counts are known, trust the choice so the page can start loading
  const portId =
    ports.length === 0 || ports.some((p) => p.id === chosenPort) ? chosenPort : (ports[0]?.id ?? DEFAULT_PORT_ID);
  const isPonPort = ports.length === 0 ? portType === 'pon' : allPorts.find((p) => p.id === portId)?.kind === 'pon';

  const onuList = useQuery({
    queryKey: onuResourceKey(portId),
    queryFn: () => call(onuResource, { query: { port_id: portId } }),
    enabled: withOnu && isPonPort,
    // shared state: a failed load reads as "no ONU" (spec §7), which the header then says
    meta: { silent: true },
  });
  const onuIds = useMemo(() => onuIdsOf(onuList.data?.resource), [onuList.data]);
  const isOnuListLoaded = onuList.isSuccess || onuList.isError;
  const onuId =
    !withOnu || !isOnuListLoaded
      ? null
      : chosenOnu !== null && onuIds.includes(chosenOnu)
        ? chosenOnu
        : (onuIds[0] ?? null);

  useEffect(() => {
    setSessionValue(SESSION_KEYS.portId, String(portId));
  }, [portId]);
  useEffect(() => {
    if (onuId !== null) setSessionValue(SESSION_KEYS.onuId, String(onuId));
  }, [onuId]);

  return {
    portType,
    ports,
    portId,
    setPortId: (id) => {
      setChosenPort(id);
      // what is shown now becomes "the stored ONU" that the next port keeps if it has it
      if (onuId !== null) setChosenOnu(onuId);
    },
    withOnu,
    onuIds,
    onuId,
    setOnuId: setChosenOnu,
    isOnuListLoading: withOnu && isPonPort && onuList.isPending,
    hasNoOnu: withOnu && isOnuListLoaded && onuIds.length === 0,
  };
}
