import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  classify,
  portVlanAll,
  qinqList,
  translationList,
  vlanPrepare,
  vlanTable,
  type Envelope,
  type Route,
  type RouteParam,
} from '@olt/protocol';
import { call, callEnvelope, DeviceError } from '../../lib/apiClient.ts';
import { deviceKeys } from '../../lib/deviceQueries.ts';
import { showDeviceError, toast } from '../../lib/feedback.ts';

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

/** One device write of a sequence; it answers the raw envelope so that warnings can be told from failures. */
export type Write = () => Promise<Envelope<unknown>>;

export const write =
  <E extends Route>(ep: E, param: RouteParam<E>): Write =>
  () =>
    callEnvelope(ep, { param });

export interface WriteJob {
  writes: Write[];
  /** go on after a refused write (batch deletes: each VLAN stands alone); otherwise the first refusal stops the rest */
  keepGoing?: boolean;
  /** the job changes default VLANs, which the shared port list also reports */
  touchesPvid?: boolean;
}

export interface WriteResult {
  /** every write answered success */
  isClean: boolean;
  /** at least one write was refused with an error */
  hasFailed: boolean;
  /** something was applied, fully or in part */
  hasChanged: boolean;
}

/**
 * Runs the writes in order and shows each answer that is not a plain success as `(code) message`, typed by its prefix
 * (spec §4). A `warning…` answer is a partial success: the device applied part of it, so the job goes on and the
 * screen reloads (api.md §1.4); an `error…` answer changed nothing.
 */
export async function runWrites({ writes, keepGoing = false }: WriteJob): Promise<WriteResult> {
  const result: WriteResult = { isClean: true, hasFailed: false, hasChanged: false };
  for (const run of writes) {
    const { code, message } = await run();
    const outcome = classify(code, message);
    if (outcome === 'success') {
      result.hasChanged = true;
      continue;
    }
    result.isClean = false;
    showDeviceError(new DeviceError(code, message));
    if (outcome === 'error') {
      result.hasFailed = true;
      if (!keepGoing) break;
    } else {
      result.hasChanged = true;
    }
  }
  return result;
}

/** The VLAN screen's writes: runs a job, says "done" when all went well, and reloads every VLAN read it may have changed. */
export function useVlanWrite() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  return useMutation({
    mutationFn: runWrites,
    onSuccess: async (result, job) => {
      if (result.isClean) toast.success(t('success'));
      if (!result.hasChanged) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vlanKeys.all }),
        job.touchesPvid ? queryClient.invalidateQueries({ queryKey: deviceKeys.ports }) : undefined,
      ]);
    },
  });
}
