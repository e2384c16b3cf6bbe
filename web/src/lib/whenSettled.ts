import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './whenIdle.ts';

/** However busy the page stays, the work runs at most this long after it was asked for. */
export const SETTLE_LIMIT_MS = 3_000;

/**
 * Runs `work` once no read of `client` is on the way and the browser has had a moment with nothing to do: for work
 * the page's first paint must not wait behind, such as opening the live link, which loads its frame
 * schemas and makes the open screens read again. Answers the cancel.
 */
export function whenSettled(client: QueryClient, work: () => void, limitMs = SETTLE_LIMIT_MS): () => void {
  let isDone = false;
  let cancelIdle = (): void => undefined;
  let unsubscribe = (): void => undefined;
  const finish = () => {
    if (isDone) return;
    isDone = true;
    cancel();
    work();
  };
  const limit = setTimeout(finish, limitMs);
  const cancel = () => {
    clearTimeout(limit);
    cancelIdle();
    unsubscribe();
  };
  const check = () => {
    cancelIdle();
    if (client.isFetching() > 0) return;
    // a read that starts before the idle moment comes puts the work off again
    cancelIdle = whenIdle(() => (client.isFetching() > 0 ? undefined : finish()), limitMs);
  };
  unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated') check();
  });
  check();
  return () => {
    isDone = true;
    cancel();
  };
}
