import { useQuery } from '@tanstack/react-query';
import { portlistRoute, trafficMonitorAll } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { deviceKeys } from '../../lib/deviceQueries.ts';

/** The device samples traffic every 5 s; link state is read as often, so the table follows both without a button. */
export const LIVE_POLL_MS = 5_000;

export const portInfoKeys = { traffic: ['switchPort', 'traffic'] as const };

/** PORT-01 under the shell's own key: what this page reads again updates every port name (LAG suffixes) too. */
export const useLivePortList = () =>
  useQuery({ queryKey: deviceKeys.ports, queryFn: () => call(portlistRoute), refetchInterval: LIVE_POLL_MS });

/** MON-01: every port's recent rates, for the live column and its sparkline. */
export const useLiveTraffic = () =>
  useQuery({
    queryKey: portInfoKeys.traffic,
    queryFn: () => call(trafficMonitorAll),
    refetchInterval: LIVE_POLL_MS,
    meta: { silent: true },
  });
