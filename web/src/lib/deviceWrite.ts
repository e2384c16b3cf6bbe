import { CODE, classify, type Envelope, type Route, type RouteParam } from '@olt/protocol';
import { callEnvelope } from './apiClient.ts';

/** What a write answers that matters for reporting: the code and the device's message. */
export type Answer = Pick<Envelope, 'code' | 'message'>;

/** One request of a write: it answers the envelope; a code above 1 is an answer, not a failure to send. */
export type WriteStep = () => Promise<Answer>;

/** The step that posts `param` to an endpoint. */
export const write =
  <E extends Route>(ep: E, param: RouteParam<E>): WriteStep =>
  () =>
    callEnvelope(ep, { param });

/** How an answer other than success is shown: `error…`, `warning…`, anything else information (spec §4). */
export function answerKind(answer: Answer): 'error' | 'warning' | 'info' {
  const outcome = classify(answer.code, answer.message);
  return outcome === 'error' || outcome === 'warning' ? outcome : 'info';
}

/** How a run of writes went. */
export interface WriteResult {
  /** the operator said no when asked; nothing was sent */
  isCancelled: boolean;
  /** every step answered success */
  isClean: boolean;
  /** a step was refused with an error, or got no answer */
  hasFailed: boolean;
  /** the device applied something, fully or in part (success, warning, info) */
  hasChanged: boolean;
  /** steps answered success */
  done: number;
  /** steps not answered success; `failures` holds their answers, null where none came */
  failed: number;
  failures: (Answer | null)[];
  /** per step, in the order given: whether it answered success */
  outcomes: boolean[];
}

export const CANCELLED: WriteResult = {
  isCancelled: true,
  isClean: false,
  hasFailed: false,
  hasChanged: false,
  done: 0,
  failed: 0,
  failures: [],
  outcomes: [],
};

export interface RunOptions {
  /** go on after a refusal (each step stands alone); otherwise the first error stops the rest */
  keepGoing?: boolean;
  /** steps in flight at once, for bulk actions (implies keepGoing); 1 = one after another, in order */
  parallel?: number;
  /** told each answer as it comes, null when none came (`err` says why) */
  onAnswer?: (answer: Answer | null, err?: unknown) => void;
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

/**
 * Sends the steps and classifies each answer as spec §4 says: code 1 success; above 1 `error…` (nothing changed),
 * `warning…` (applied in part) or anything else (info, applied). A step that got no answer counts as failed.
 */
export async function runWrites(steps: readonly WriteStep[], options: RunOptions = {}): Promise<WriteResult> {
  const parallel = Math.max(1, options.parallel ?? 1);
  const keepGoing = options.keepGoing === true || parallel > 1;
  const result: WriteResult = { ...CANCELLED, isCancelled: false, isClean: true, failures: [], outcomes: [] };
  let isStopped = false;
  const runOne = async (index: number) => {
    const step = steps[index];
    if (isStopped || !step) return;
    let answer: Answer | null = null;
    try {
      answer = await step();
      options.onAnswer?.(answer);
    } catch (err) {
      options.onAnswer?.(null, err);
    }
    const outcome = answer ? classify(answer.code, answer.message) : 'error';
    result.outcomes[index] = answer?.code === CODE.ok;
    if (answer?.code === CODE.ok) {
      result.done += 1;
      result.hasChanged = true;
      return;
    }
    result.isClean = false;
    result.failed += 1;
    result.failures.push(answer);
    if (outcome === 'error' || outcome === 'sessionEnded') {
      result.hasFailed = true;
      if (!keepGoing) isStopped = true;
    } else {
      result.hasChanged = true;
    }
  };
  await eachLimited(
    steps.map((_, index) => index),
    parallel,
    runOne,
  );
  return result;
}
