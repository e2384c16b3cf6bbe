import { lazy, useEffect, useState } from 'react';
import { AntdScope } from '../lib/antdScope.tsx';
import { whenFeedbackWanted } from '../lib/feedback.ts';
import { whenIdle } from '../lib/whenIdle.ts';

const FeedbackApp = lazy(() => import('../lib/antdProviders.tsx').then((m) => ({ default: m.FeedbackApp })));

/**
 * Not before this: a page opened directly rests for a moment while its data is on the way, and Ant Design (a large
 * library to evaluate) loaded then delayed the rows' paint when the data came.
 */
const SETTLE_MS = 2_500;
/** Then the host waits at most this long for the browser to be idle (a page that never rests still gets it). */
const IDLE_WAIT_MS = 2_000;

/** True once something waits for the host, or the page settled and the browser had a moment with nothing to do. */
function useHostWanted(): boolean {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    if (whenFeedbackWanted(want)) want();
    let cancelIdle = (): void => undefined;
    const settle = setTimeout(() => (cancelIdle = whenIdle(want, IDLE_WAIT_MS)), SETTLE_MS);
    return () => {
      whenFeedbackWanted(null);
      clearTimeout(settle);
      cancelIdle();
    };
  }, []);
  return isWanted;
}

/**
 * Mounts the antd `App` that draws the console's toasts, notifications and confirmations (lib/feedback.ts) when the
 * first of them is asked for, or once the page has settled: Ant Design then loads while the operator reads the page,
 * not while the page is still being drawn. A toast asked for before then waits for it (lib/feedback.ts).
 */
export function FeedbackHost() {
  const isWanted = useHostWanted();
  if (!isWanted) return null;
  return (
    <AntdScope>
      <FeedbackApp />
    </AntdScope>
  );
}
