import { useQuery } from '@tanstack/react-query';
import { systemMonitor, trafficMonitor } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const monitorKeys = {
  health: ['sysMonitor', 'health'] as const,
  traffic: (portId: number) => ['sysMonitor', 'traffic', portId] as const,
};

/** 0 = off: only the first read and the refresh button ask the device. */
const polling = (refreshSeconds: number) => ({
  refetchInterval: refreshSeconds > 0 ? refreshSeconds * 1_000 : (false as const),
  // a failed poll shows in its card; a toast every few seconds would bury the page
  meta: { silent: true },
});

/** The device's CPU and memory history (MON-03). */
export const useHealthHistory = (refreshSeconds: number) =>
  useQuery({
    queryKey: monitorKeys.health,
    queryFn: async () => (await call(systemMonitor)).sys_monitor,
    ...polling(refreshSeconds),
  });

/** One port's traffic history (MON-02). */
export const usePortTraffic = (portId: number, refreshSeconds: number) =>
  useQuery({
    queryKey: monitorKeys.traffic(portId),
    queryFn: async () => (await call(trafficMonitor, { query: { port_id: portId } })).samples,
    ...polling(refreshSeconds),
  });
