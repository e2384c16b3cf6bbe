import { useMemo } from 'react';
import { useTranslation } from '../../lib/translation.ts';
import type { OnuTableRow } from '@olt/protocol';
import { onuKeys } from '../../lib/onuQueries.ts';
import { ONU_WRITE_CHANGES, groupByPort, onuWrites } from '../../lib/onuWrites.ts';
import { toast } from '../../lib/feedback.ts';
import { deviceText, useDeviceWrite } from '../../lib/useDeviceWrite.ts';
import { answerKind, type WriteStep } from '../../lib/deviceWrite.ts';
import { isOnline, isReachable, onuIdLabel } from './onuFormat.ts';

export type BulkKind = 'authorise' | 'reboot' | 'deny' | 'delete';

/** How many single-ONU requests a bulk action keeps in flight: quick, without flooding the device. */
const BULK_PARALLEL = 4;

/** Rows a bulk action applies to (spec §4): authorise only reachable unauthorised ONUs, reboot only online ones. */
function bulkTargets(kind: BulkKind, rows: readonly OnuTableRow[]): OnuTableRow[] {
  if (kind === 'authorise') return rows.filter((row) => row.auth_state === 0 && isReachable(row));
  if (kind === 'reboot') return rows.filter(isOnline);
  return [...rows];
}

/**
 * Every write of the ONU table, through the console's one write hook: asks first where the action destroys or
 * interrupts something, reports the answer as spec §4 classifies it, and re-reads every ONU read.
 */
export function useOnuActions() {
  const { t } = useTranslation(['onu', 'common']);
  const device = useDeviceWrite();
  const { run } = device;

  return useMemo(() => {
    const who = (row: OnuTableRow) => ({ onu: onuIdLabel(row), mac: row.macaddr });
    const once = async (step: WriteStep, success: string, confirm?: string) =>
      (await run(step, { success, confirm, invalidate: ONU_WRITE_CHANGES })).isClean;

    return {
      isPending: device.isPending,
      /** ONU-06: the shield icon. Authorising needs an online ONU; the device's refusal is shown as it says it. */
      toggleAuth: (row: OnuTableRow) => {
        const authorise = row.auth_state === 0;
        return once(
          onuWrites.setAuth(row, authorise ? 1 : 0),
          t(authorise ? 'result.authorised' : 'result.deauthorised', who(row)),
          t(authorise ? 'confirm.authorise' : 'confirm.deauthorise', who(row)),
        );
      },
      reboot: async (row: OnuTableRow) => {
        // an offline ONU cannot be restarted (spec §4); the menu disables the item, this guards other callers
        if (!isOnline(row)) {
          toast.info(t('action.rebootOffline'));
          return false;
        }
        return once(onuWrites.reboot(row), t('result.rebooted', who(row)), t('confirm.reboot', who(row)));
      },
      remove: (row: OnuTableRow) =>
        once(onuWrites.remove(row), t('result.deleted', who(row)), t('confirm.delete', who(row))),
      deny: (row: OnuTableRow) => once(onuWrites.deny(row), t('result.denied', who(row)), t('confirm.deny', who(row))),
      rename: (row: OnuTableRow, name: string, description: string) =>
        once(onuWrites.rename(row, name, description), t('result.renamed', who(row))),
      txOff: (row: OnuTableRow, seconds: number) =>
        once(onuWrites.txOff(row, seconds), t('result.txOff', { ...who(row), seconds })),
      /** Sets FEC to the opposite of what it is now. */
      toggleFec: async (row: OnuTableRow, fecMode: number) => {
        const result = await run(onuWrites.setFec(row, fecMode === 1 ? 0 : 1), {
          success: t('result.fec', who(row)),
          confirm: t('confirm.fec', who(row)),
          invalidate: [...ONU_WRITE_CHANGES, onuKeys.fec(row.port_id, row.onu_id)],
        });
        return result.isClean;
      },
      /** ONU-11: the dragged order of one PON's ONUs (every ONU of it, in the order shown). */
      saveOrder: (portId: number, portName: string, rows: readonly OnuTableRow[]) =>
        once(
          onuWrites.sort(
            portId,
            rows.map((row) => row.onu_id),
          ),
          t('order.saved', { port: portName }),
          t('order.confirm', { port: portName }),
        ),
      add: (param: { port_id: number; onu_id: number; macaddr: string; auth_state: 0 | 1; onu_desc: string }) =>
        once(onuWrites.add(param), t('result.added', { mac: param.macaddr })),

      /**
       * A bulk action on the ticked rows, whatever PONs they are on. Rows the action cannot apply to are skipped and
       * counted, not sent; delete and deny go as one batch request per PON, the others one request per ONU.
       */
      bulk: async (kind: BulkKind, rows: readonly OnuTableRow[]) => {
        const targets = bulkTargets(kind, rows);
        const skipped = rows.length - targets.length;
        // only authorise and reboot leave rows out; delete and deny act on every ticked row
        const skipKind = (kind === 'authorise' || kind === 'reboot') && skipped > 0 ? kind : null;
        if (targets.length === 0) {
          toast.info(t(`bulk.nothing.${kind}`));
          return;
        }
        const isBatch = kind === 'delete' || kind === 'deny';
        const groups = [...groupByPort(targets)];
        const steps = isBatch
          ? groups.map(([portId, ids]) =>
              (kind === 'delete' ? onuWrites.batchDelete : onuWrites.batchDeny)(portId, ids),
            )
          : targets.map((row) => (kind === 'authorise' ? onuWrites.setAuth(row, 1) : onuWrites.reboot(row)));
        // a batch answer stands for every ONU of its PON
        const countOf = (index: number) => (isBatch ? (groups[index]?.[1].length ?? 0) : 1);
        const skipNote = skipKind ? ` ${t(`bulk.skip.${skipKind}`, { count: skipped })}` : '';
        const skippedText = skipKind ? ` ${t(`bulk.skipped.${skipKind}`, { count: skipped })}` : '';
        await run(steps, {
          confirm: t(`bulk.confirm.${kind}`, { count: targets.length }) + skipNote,
          parallel: isBatch ? 1 : BULK_PARALLEL,
          keepGoing: true,
          invalidate: ONU_WRITE_CHANGES,
          summary: (result, worst) => {
            const done = result.outcomes.reduce((sum, ok, i) => sum + (ok ? countOf(i) : 0), 0);
            const failed = targets.length - done;
            if (result.failed === 0)
              return { kind: 'success', text: t(`bulk.done.${kind}`, { count: done }) + skippedText };
            if (!worst) return null;
            const text = t('bulk.partial', { done, failed, first: deviceText(worst) }) + skippedText;
            return { kind: answerKind(worst), text };
          },
        });
      },
    };
  }, [t, run, device.isPending]);
}

export type OnuActions = ReturnType<typeof useOnuActions>;
