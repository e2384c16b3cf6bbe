import { useMemo } from 'react';
import { usePortList, useSystemInfo } from '../lib/deviceQueries.ts';
import { portOptions, type PortOption } from './portOptions.ts';

const NONE: PortOption[] = [];

/** Every port of the device with its LAG, from the shared system info and port list; empty until the counts load. */
export function usePortOptions(): PortOption[] {
  const { data: system } = useSystemInfo();
  const { data: portList } = usePortList();
  return useMemo(() => (system ? portOptions(system, portList) : NONE), [system, portList]);
}
