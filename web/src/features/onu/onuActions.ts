import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ONU_CONFIG_FLAGS,
  classify,
  onuAdd,
  onuBatchDelete,
  onuBatchReject,
  onuDelete,
  onuReject,
  onuSetAuth,
  setOnuConfig,
  type Envelope,
  type OnuTableRow,
  type Route,
  type RouteParam,
} from '@olt/protocol';
import { DeviceError, callEnvelope } from '../../lib/apiClient.ts';
import { confirm, showDeviceError, toast } from '../../lib/feedback.ts';
import { isOnline, isReachable, onuIdLabel } from './onuFormat.ts';
import { onuKeys } from './onuQueries.ts';

export type BulkKind = 'authorise' | 'reboot' | 'deny' | 'delete';

/** How many single-ONU requests a bulk action keeps in flight: quick, without flooding the device. */
const BULK_PARALLEL = 4;

type Answer = Pick<Envelope, 'code' | 'message'>;
const NO_ANSWER: Answer = { code: -2, message: '' };

/** Sends one write; answers the envelope, or null when no answer came (already reported as a network error). */
async function send<E extends Route>(ep: E, param: RouteParam<E>): Promise<Answer | null> {
  try {
    return await callEnvelope(ep, { param });
  } catch (err) {
    showDeviceError(err);
    return null;
  }
}

/** Runs `task` for every item, at most `parallel` at a time. */
async function eachLimited<T>(items: readonly T[], parallel: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

/** Batch requests go per PON (ONU-09/10 name one port), with the ids sorted as the device expects. */
export function groupByPort(rows: readonly OnuTableRow[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const row of rows) groups.set(row.port_id, [...(groups.get(row.port_id) ?? []), row.onu_id]);
  for (const ids of groups.values()) ids.sort((a, b) => a - b);
  return groups;
}

const SEVERITY = { error: 3, warning: 2, info: 1, success: 0, sessionEnded: 0 } as const;

/**
 * Every write of the ONU table: asks first where the action destroys or interrupts something, reports the device's
 * answer as spec §4 classifies it, and re-reads what it changed (also after a warning: the device applied part).
 */
export function useOnuActions() {
  const { t } = useTranslation(['onu', 'common']);
  const client = useQueryClient();

  return useMemo(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: onuKeys.all });
    const deviceText = (answer: Answer) => t('common:deviceError', { code: answer.code, message: answer.message });

    /** Reports one answer; true on success. */
    const report = (answer: Answer | null, successText: string): boolean => {
      if (!answer) return false;
      const outcome = classify(answer.code, answer.message);
      if (outcome === 'success') toast.success(successText);
      else showDeviceError(new DeviceError(answer.code, answer.message));
      if (outcome === 'success' || outcome === 'warning') refresh();
      return outcome === 'success';
    };

    const write = async <E extends Route>(ep: E, param: RouteParam<E>, successText: string) =>
      report(await send(ep, param), successText);

    const who = (row: OnuTableRow) => ({ onu: onuIdLabel(row), mac: row.macaddr });

    return {
      /** ONU-06: the shield icon. Authorising needs an online ONU; the device's refusal is shown as it says it. */
      toggleAuth: async (row: OnuTableRow) => {
        const authorise = row.auth_state === 0;
        if (!(await confirm(t(authorise ? 'confirm.authorise' : 'confirm.deauthorise', who(row))))) return false;
        return write(
          onuSetAuth,
          {
            port_id: row.port_id,
            onu_id: row.onu_id,
            macaddr: row.macaddr,
            auth_state: authorise ? 1 : 0,
            onu_type: '',
            onu_desc: '',
          },
          t(authorise ? 'result.authorised' : 'result.deauthorised', who(row)),
        );
      },
      reboot: async (row: OnuTableRow) => {
        // an offline ONU cannot be restarted (spec §4); the menu disables the item, this guards other callers
        if (!isOnline(row)) {
          toast.info(t('action.rebootOffline'));
          return false;
        }
        if (!(await confirm(t('confirm.reboot', who(row))))) return false;
        return write(
          setOnuConfig,
          { port_id: row.port_id, onu_id: row.onu_id, flags: ONU_CONFIG_FLAGS.reboot, fec_mode: 1 },
          t('result.rebooted', who(row)),
        );
      },
      remove: async (row: OnuTableRow) => {
        if (!(await confirm(t('confirm.delete', who(row))))) return false;
        return write(
          onuDelete,
          { port_id: row.port_id, onu_id: row.onu_id, macaddr: row.macaddr },
          t('result.deleted', who(row)),
        );
      },
      deny: async (row: OnuTableRow) => {
        if (!(await confirm(t('confirm.deny', who(row))))) return false;
        return write(
          onuReject,
          { port_id: row.port_id, onu_id: row.onu_id, macaddr: row.macaddr },
          t('result.denied', who(row)),
        );
      },
      /** ONU-21 flag 0x8: name and description together, as the device stores them. */
      rename: (row: OnuTableRow, name: string, description: string) =>
        write(
          setOnuConfig,
          {
            port_id: row.port_id,
            onu_id: row.onu_id,
            flags: ONU_CONFIG_FLAGS.nameDesc,
            onu_name: name,
            onu_desc: description,
          },
          t('result.renamed', who(row)),
        ),
      txOff: (row: OnuTableRow, seconds: number) =>
        write(
          setOnuConfig,
          {
            port_id: row.port_id,
            onu_id: row.onu_id,
            flags: ONU_CONFIG_FLAGS.txOff,
            fec_mode: 0,
            txsupply_time: seconds,
            onu_name: '',
            onu_desc: '',
          },
          t('result.txOff', { ...who(row), seconds }),
        ),
      /** ONU-21 flag 0x4: sets FEC to the opposite of what it is now. */
      toggleFec: async (row: OnuTableRow, fecMode: number) => {
        if (!(await confirm(t('confirm.fec', who(row))))) return false;
        const ok = await write(
          setOnuConfig,
          { port_id: row.port_id, onu_id: row.onu_id, flags: ONU_CONFIG_FLAGS.fec, fec_mode: fecMode === 1 ? 0 : 1 },
          t('result.fec', who(row)),
        );
        void client.invalidateQueries({ queryKey: onuKeys.fec(row.port_id, row.onu_id) });
        return ok;
      },
      add: (param: { port_id: number; onu_id: number; macaddr: string; auth_state: 0 | 1; onu_desc: string }) =>
        write(onuAdd, { ...param, onu_type: '' }, t('result.added', { mac: param.macaddr })),

      /**
       * A bulk action on the ticked rows, whatever PONs they are on. Rows the action cannot apply to (any but online
       * ones for reboot, offline or already authorised ones for authorise: spec §4) are skipped and counted, not sent.
       */
      bulk: async (kind: BulkKind, rows: readonly OnuTableRow[]) => {
        const targets =
          kind === 'authorise'
            ? rows.filter((row) => row.auth_state === 0 && isReachable(row))
            : kind === 'reboot'
              ? rows.filter(isOnline)
              : [...rows];
        const skipped = rows.length - targets.length;
        // only authorise and reboot leave rows out; delete and deny act on every ticked row
        const skipKind = kind === 'authorise' || kind === 'reboot' ? kind : null;
        if (targets.length === 0) {
          toast.info(t(`bulk.nothing.${kind}`));
          return;
        }
        const question = t(`bulk.confirm.${kind}`, { count: targets.length });
        const skipNote = skipKind && skipped > 0 ? ` ${t(`bulk.skip.${skipKind}`, { count: skipped })}` : '';
        if (!(await confirm(question + skipNote))) return;

        let done = 0;
        let failed = 0;
        const failures: Answer[] = [];
        const tally = (answer: Answer | null, count: number) => {
          if (answer && answer.code === 1) {
            done += count;
          } else {
            failed += count;
            failures.push(answer ?? NO_ANSWER);
          }
        };
        if (kind === 'delete' || kind === 'deny') {
          const ep = kind === 'delete' ? onuBatchDelete : onuBatchReject;
          for (const [portId, ids] of groupByPort(targets)) {
            tally(await send(ep, { port_id: portId, onu_id: ids, macaddr: '' }), ids.length);
          }
        } else {
          await eachLimited(targets, BULK_PARALLEL, async (row) => {
            const answer =
              kind === 'authorise'
                ? await send(onuSetAuth, {
                    port_id: row.port_id,
                    onu_id: row.onu_id,
                    macaddr: row.macaddr,
                    auth_state: 1,
                    onu_type: '',
                    onu_desc: '',
                  })
                : await send(setOnuConfig, {
                    port_id: row.port_id,
                    onu_id: row.onu_id,
                    flags: ONU_CONFIG_FLAGS.reboot,
                    fec_mode: 1,
                  });
            tally(answer, 1);
          });
        }

        const skippedText = skipKind && skipped > 0 ? ` ${t(`bulk.skipped.${skipKind}`, { count: skipped })}` : '';
        const answered = failures.filter((f) => f !== NO_ANSWER);
        if (failures.length === 0) {
          toast.success(t(`bulk.done.${kind}`, { count: done }) + skippedText);
        } else if (answered.length > 0) {
          const worst = answered.reduce((a, b) =>
            SEVERITY[classify(b.code, b.message)] > SEVERITY[classify(a.code, a.message)] ? b : a,
          );
          const kindOf = classify(worst.code, worst.message);
          const text = t('bulk.partial', { done, failed, first: deviceText(worst) }) + skippedText;
          if (kindOf === 'error') toast.error(text);
          else if (kindOf === 'warning') toast.warning(text);
          else toast.info(text);
        }
        refresh();
      },
    };
  }, [t, client]);
}

export type OnuActions = ReturnType<typeof useOnuActions>;
