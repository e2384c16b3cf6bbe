import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterPaint.ts';

/**
 * False for the first painted frame of the component, true afterwards: work that is not needed for that frame (a large
 * read, a chart's set-up) starts after it, so it neither delays it nor runs as one long task with it.
 */
export function useAfterPaint(): boolean {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return isPainted;
}
