import { useEffect, useState } from 'react';

/**
 * False for the first painted frame of the component, true afterwards: work that is not needed for that frame (a large
 * read, a chart's set-up) starts after it, so it neither delays it nor runs as one long task with it.
 */
export function useAfterPaint(): boolean {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // a frame callback runs just before the paint; a task queued from it runs once the frame is on screen
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return isPainted;
}
