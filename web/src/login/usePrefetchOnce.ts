import { useCallback, useEffect, useRef } from 'react';

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

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(trigger, { timeout: IDLE_FALLBACK_MS * 2 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(trigger, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [trigger]);

  return trigger;
}
