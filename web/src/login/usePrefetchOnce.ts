import { useCallback, useEffect, useRef } from 'react';
import { whenIdle } from '../lib/whenIdle.ts';

const IDLE_FALLBACK_MS = 1_500;

/**
 * Fetches the console chunk once, at the first sign the user is about to sign in or when the browser is idle,
 * whichever comes first, so the console opens at once after sign-in without slowing the login page's first paint.
 * Answers the trigger for user activity.
 */
export function usePrefetchOnce(prefetch: () => void): () => void {
  const isDone = useRef(false);
  const latest = useRef(prefetch);
  useEffect(() => {
    latest.current = prefetch;
  }, [prefetch]);

  const trigger = useCallback(() => {
    if (isDone.current) return;
    isDone.current = true;
    latest.current();
  }, []);

  useEffect(() => whenIdle(trigger, IDLE_FALLBACK_MS * 2, IDLE_FALLBACK_MS), [trigger]);

  return trigger;
}
