/**
 * Runs `work` once the browser has a moment with nothing to do, at most `timeoutMs` later; where the browser has no
 * idle callbacks, after `fallbackMs`. Answers the cancel. For work that must happen, but not before what the operator
 * waits for.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000, fallbackMs = 0): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, fallbackMs);
  return () => clearTimeout(timer);
}
