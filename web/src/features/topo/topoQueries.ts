import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  ONU_CONFIG_FLAGS,
  boardPon,
  onuBaseInfo,
  onuDelete,
  onuReject,
  setOnuConfig,
  splitterAdd,
  splitterBind,
  splitterDelete,
  splitterList,
  splitterSet,
  type EndpointParam,
} from '@olt/protocol';
import { call } from '../../lib/apiClient.ts';
import { toast } from '../../lib/feedback.ts';
import { onuTableKey } from '../../lib/onuTable.ts';

/** The PON counts are re-read as often as the status home does (api.md §1.13). */
const PON_POLL_MS = 5_000;

export const topoKeys = {
  pon: ['board', 'pon'] as const,
  splitters: (portId: number) => ['pon', 'splitters', portId] as const,
  allSplitters: ['pon', 'splitters'] as const,
  onuDetail: (portId: number, onuId: number) => ['onu', 'detail', portId, onuId] as const,
};

export const usePonSummary = () =>
  useQuery({
    queryKey: topoKeys.pon,
    queryFn: () => call(boardPon),
    refetchInterval: PON_POLL_MS,
    meta: { silent: true },
  });

/** The splitters of one PON (PON-12), read when that PON is expanded. */
export const useSplitters = (portId: number | null) =>
  useQuery({
    queryKey: topoKeys.splitters(portId ?? 0),
    queryFn: () => call(splitterList, { query: { port_id: portId ?? 0 } }),
    enabled: portId !== null,
  });

/** ONU-19, for the drawer of the ONU the operator clicked. */
export const useOnuDetail = (portId: number, onuId: number) =>
  useQuery({
    queryKey: topoKeys.onuDetail(portId, onuId),
    queryFn: () => call(onuBaseInfo, { query: { port_id: portId, onu_id: onuId } }),
  });

/**
 * A write whose answer is reported as spec §4 classifies it: success here, anything else by the query client's
 * one error handler (error or warning by the message prefix). What it may have changed is re-read either way,
 * as a warning means the device applied part of it.
 */
function useDeviceAction<P>(
  run: (param: P) => Promise<unknown>,
  successText: () => string,
  refresh: (param: P) => QueryKey[],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => toast.success(successText()),
    onSettled: (_data, _err, param) =>
      Promise.all(refresh(param).map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

type SplitterAdd = EndpointParam<typeof splitterAdd>;
type SplitterSet = EndpointParam<typeof splitterSet>;
type SplitterDelete = EndpointParam<typeof splitterDelete>;
type SplitterBind = EndpointParam<typeof splitterBind>;
type OnuRef = { port_id: number; onu_id: number; macaddr: string };

// the protocol takes ids as numbers or their decimal text (api.md §8.1); the console sends numbers
type PonParam = { port_id: number | string };
const splittersOf = (p: PonParam): QueryKey[] => [topoKeys.splitters(Number(p.port_id))];
// deleting a splitter or binding ONUs moves ONUs, whose `parent` the ONU table carries
const splittersAndOnus = (p: PonParam): QueryKey[] => [topoKeys.splitters(Number(p.port_id)), onuTableKey];
const onusAndCounts = (): QueryKey[] => [onuTableKey, topoKeys.pon];

export const useAddSplitter = (done: () => string) =>
  useDeviceAction((param: SplitterAdd) => call(splitterAdd, { param }), done, splittersOf);
export const useSetSplitter = (done: () => string) =>
  useDeviceAction((param: SplitterSet) => call(splitterSet, { param }), done, splittersOf);
export const useDeleteSplitter = (done: () => string) =>
  useDeviceAction((param: SplitterDelete) => call(splitterDelete, { param }), done, splittersAndOnus);
export const useBindSplitter = (done: () => string) =>
  useDeviceAction((param: SplitterBind) => call(splitterBind, { param }), done, splittersAndOnus);

/** Reboot as the allow list and the original topology send it: the reboot bit with FEC 1 (api.md ONU-21). */
export const useRebootOnu = (done: () => string) =>
  useDeviceAction(
    ({ port_id, onu_id }: OnuRef) =>
      call(setOnuConfig, { param: { port_id, onu_id, flags: ONU_CONFIG_FLAGS.reboot, fec_mode: 1 } }),
    done,
    onusAndCounts,
  );
export const useDeleteOnu = (done: () => string) =>
  useDeviceAction((param: OnuRef) => call(onuDelete, { param }), done, onusAndCounts);
export const useDenyOnu = (done: () => string) =>
  useDeviceAction((param: OnuRef) => call(onuReject, { param }), done, onusAndCounts);
