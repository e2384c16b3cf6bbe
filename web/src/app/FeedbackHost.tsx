import { Suspense, lazy, useEffect, useState } from 'react';

const AntdProviders = lazy(() => import('../lib/antdProviders.tsx'));
const FeedbackApp = lazy(() => import('../lib/antdProviders.tsx').then((m) => ({ default: m.FeedbackApp })));

/** The host waits at most this long for the browser to be idle (a page that never rests still gets its toasts). */
const IDLE_WAIT_MS = 2_000;

/** True once the browser had a moment with nothing to do (or IDLE_WAIT_MS passed). */
function useIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_WAIT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return isIdle;
}

/**
 * Mounts the antd `App` that draws the console's toasts, notifications and confirmations (lib/feedback.ts) once the
 * page has painted and its first reads are in: Ant Design then loads while the operator reads the page, not while
 * the page is still being drawn. A toast asked for before then waits for it (lib/feedback.ts).
 */
export function FeedbackHost() {
  const isIdle = useIdle();
  if (!isIdle) return null;
  return (
    <Suspense fallback={null}>
      <AntdProviders>
        <FeedbackApp />
      </AntdProviders>
    </Suspense>
  );
}
