import { useQuery } from '@tanstack/react-query';
import {
  getFrpc,
  getServicePorts,
  getSnmpCommunity,
  getSnmpTrap,
  getSpec1,
  getSshKeys,
  getSyslog,
} from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const serviceKeys = {
  ports: ['service', 'ports'] as const,
  syslog: ['service', 'syslog'] as const,
  spec1: ['service', 'spec1'] as const,
  frpc: ['service', 'frpc'] as const,
  trap: ['service', 'trap'] as const,
  community: ['service', 'community'] as const,
  ssh: ['service', 'ssh'] as const,
};

export const useServicePorts = () => useQuery({ queryKey: serviceKeys.ports, queryFn: () => call(getServicePorts) });
export const useSyslog = () => useQuery({ queryKey: serviceKeys.syslog, queryFn: () => call(getSyslog) });
export const useSpec1 = () => useQuery({ queryKey: serviceKeys.spec1, queryFn: () => call(getSpec1) });
/** Read only where the device has the FRP client (FrpcSection decides). */
export const useFrpc = () => useQuery({ queryKey: serviceKeys.frpc, queryFn: () => call(getFrpc) });
export const useSnmpTrap = () => useQuery({ queryKey: serviceKeys.trap, queryFn: () => call(getSnmpTrap) });
export const useSnmpCommunity = () =>
  useQuery({ queryKey: serviceKeys.community, queryFn: () => call(getSnmpCommunity) });
export const useSshKeys = () => useQuery({ queryKey: serviceKeys.ssh, queryFn: () => call(getSshKeys) });
