import { Suspense, lazy } from 'react';
import { useAfterPaint } from '../lib/useAfterPaint.ts';

const AntdProviders = lazy(() => import('../lib/antdProviders.tsx'));
const FeedbackApp = lazy(() => import('../lib/antdProviders.tsx').then((m) => ({ default: m.FeedbackApp })));

/**
 * Mounts the antd `App` that draws the console's toasts, notifications and confirmations (lib/feedback.ts), once the
 * first frame is on screen: Ant Design then loads while the operator reads the page, not before it is painted.
 */
export function FeedbackHost() {
  const isPainted = useAfterPaint();
  if (!isPainted) return null;
  return (
    <Suspense fallback={null}>
      <AntdProviders>
        <FeedbackApp />
      </AntdProviders>
    </Suspense>
  );
}
