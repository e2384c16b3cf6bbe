import { useQuery } from '@tanstack/react-query';
import { qosRead } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const qosKeys = {
  all: ['qos'] as const,
  settings: ['qos', 'settings'] as const,
};

/** The map and the scheduler (QOS-01). */
export const useQos = () => useQuery({ queryKey: qosKeys.settings, queryFn: () => call(qosRead, {}) });
