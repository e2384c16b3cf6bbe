import { useQuery, type QueryKey } from '@tanstack/react-query';
import { portVlanAll, qinqList, translationList, vlanPrepare, vlanTable } from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { deviceKeys } from '../../lib/deviceQueries.ts';

/** Every read of the VLAN screen sits under `['vlan']`, so a write can refresh all of them at once. */
export const vlanKeys = {
  all: ['vlan'] as const,
  table: ['vlan', 'table'] as const,
  ports: ['vlan', 'ports'] as const,
  translations: ['vlan', 'translations'] as const,
  qinq: ['vlan', 'qinq'] as const,
};

/** VLAN-01 then VLAN-02: the device builds the table on the prepare call and answers it on the second (api.md §1.8). */
export const useVlanTable = () =>
  useQuery({
    queryKey: vlanKeys.table,
    queryFn: async () => {
      await call(vlanPrepare);
      return call(vlanTable);
    },
  });

/** VLAN-11: type, default VLAN, priority and VLAN lists of every port. */
export const usePortVlans = () => useQuery({ queryKey: vlanKeys.ports, queryFn: () => call(portVlanAll) });
/** VLAN-16. */
export const useTranslations = () =>
  useQuery({ queryKey: vlanKeys.translations, queryFn: () => call(translationList) });
/** VLAN-19. */
export const useQinqEntries = () => useQuery({ queryKey: vlanKeys.qinq, queryFn: () => call(qinqList) });

/** What a VLAN write changes: every VLAN read, and the shared port list when default VLANs moved. */
export const vlanChanges = (touchesPvid = false): QueryKey[] =>
  touchesPvid ? [vlanKeys.all, deviceKeys.ports] : [vlanKeys.all];
