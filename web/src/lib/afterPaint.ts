/**
 * Runs `run` once the browser has painted its next frame: a frame callback runs just before the paint, and a task
 * queued from it runs once the frame is on screen. Answers a function that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
