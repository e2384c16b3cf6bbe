import { useQuery } from '@tanstack/react-query';
import { accessClient, accessRules } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';

export const aclKeys = {
  all: ['sysAcl'] as const,
  rules: ['sysAcl', 'rules'] as const,
  client: ['sysAcl', 'client'] as const,
};

/** The management access list (SACL-01). */
export const useAccessRules = () => useQuery({ queryKey: aclKeys.rules, queryFn: () => call(accessRules) });
/** This browser's address as the device sees it, and whether the list decides (SACL-X1). */
export const useAccessClient = () =>
  useQuery({ queryKey: aclKeys.client, queryFn: () => call(accessClient), meta: { silent: true } });
