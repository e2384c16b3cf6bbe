import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import i18next from 'i18next';
import { sayDeviceText } from './deviceWords.ts';
import { classify } from '@olt/protocol';
import { DeviceError } from './apiClient.ts';
import { CANCELLED, runWrites, type Answer, type RunOptions, type WriteResult, type WriteStep } from './deviceWrite.ts';
import { confirm, showDeviceError, toast, type ConfirmOptions } from './feedback.ts';
import type { ToastKind } from '../login/toast.ts';

interface WriteBasics extends Omit<RunOptions, 'onAnswer'> {
  /** asked first, for writes that destroy or interrupt something; a string is the question */
  confirm?: ReactNode | ({ content: ReactNode } & ConfirmOptions);
  /** words around a refusal's `(code) message`, e.g. "Setting failed: …" */
  failure?: (deviceText: string) => string;
  /** the reads to refresh once the device applied anything, fully or in part */
  invalidate?: readonly QueryKey[];
}

/**
 * How a write reports its outcome, always in words that name the object and the change ("VLAN 555 created"), never a
 * bare "Done": an operator who cannot see what the device did cannot check it. Either `success`, said when every step
 * succeeded (null only where the caller shows its own report), or `summary`, one report for the whole run (bulk
 * actions).
 */
type WriteReport =
  | { success: string | null; summary?: never }
  | {
      success?: never;
      /** one report for the whole run instead of one per refusal; null says nothing */
      summary: (result: WriteResult, worst: Answer | null) => { kind: ToastKind; text: string } | null;
    };

export type WriteOptions = WriteBasics & WriteReport;

const SEVERITY = { error: 3, warning: 2, info: 1, success: 0, sessionEnded: 0 } as const;

/** The refusal that matters most: an error before a warning before information. */
function worstAnswer(failures: readonly (Answer | null)[]): Answer | null {
  const answered = failures.filter((f): f is Answer => f !== null);
  if (answered.length === 0) return null;
  return answered.reduce((a, b) =>
    SEVERITY[classify(b.code, b.message)] > SEVERITY[classify(a.code, a.message)] ? b : a,
  );
}

/** The device's own words for an answer, as the console shows them: `(code) message`. */
export const deviceText = (answer: Answer): string =>
  i18next.t('common:deviceError', { code: answer.code, message: sayDeviceText(i18next.t, answer.message) });

const isConfirmObject = (value: WriteOptions['confirm']): value is { content: ReactNode } & ConfirmOptions =>
  typeof value === 'object' && value !== null && 'content' in value;

/**
 * The console's one way to write to the device (spec §4): ask first where told, send one step or several (in order,
 * or a few at a time for bulk actions), classify every answer, say how it went, and refresh the reads the caller
 * names whenever the device applied something, a warning included. Answers the run's result.
 */
export function useDeviceWrite() {
  const client = useQueryClient();
  const [pending, setPending] = useState(0);

  const run = useCallback(
    async (steps: WriteStep | readonly WriteStep[], options: WriteOptions): Promise<WriteResult> => {
      const question = options.confirm;
      if (question !== undefined && question !== null) {
        const isOk = isConfirmObject(question) ? await confirm(question.content, question) : await confirm(question);
        if (!isOk) return CANCELLED;
      }
      setPending((n) => n + 1);
      try {
        const list = typeof steps === 'function' ? [steps] : steps;
        const result = await runWrites(list, {
          keepGoing: options.keepGoing,
          parallel: options.parallel,
          onAnswer: (answer, err) => {
            if (!answer) return showDeviceError(err);
            if (options.summary || classify(answer.code, answer.message) === 'success') return;
            const text = options.failure ? options.failure(deviceText(answer)) : undefined;
            showDeviceError(new DeviceError(answer.code, answer.message), text);
          },
        });
        if (options.summary) {
          const report = options.summary(result, worstAnswer(result.failures));
          if (report) toast[report.kind](report.text);
        } else if (result.isClean && typeof options.success === 'string') {
          toast.success(options.success);
        }
        if (result.hasChanged && options.invalidate) {
          await Promise.all(options.invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
        }
        return result;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [client],
  );

  return useMemo(() => ({ run, isPending: pending > 0 }), [run, pending]);
}
