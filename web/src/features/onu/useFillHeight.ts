import { useLayoutEffect, useState, type RefObject } from 'react';

/** Space kept below the table: its header row, the footer strip and the page's bottom padding. */
const BELOW_PX = 112;

/**
 * A height in px that lets the element fill the window from where it starts: the virtual table needs a number, and
 * an operator console should use the screen rather than a fixed box. Measured again when the window or anything
 * above the element in its container changes size (a toolbar that wraps pushes the table down).
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, minPx: number): number {
  const [height, setHeight] = useState(minPx);
  useLayoutEffect(() => {
    const element = ref.current;
    const measure = () => {
      const top = element?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(minPx, Math.floor(window.innerHeight - top - BELOW_PX)));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = new ResizeObserver(measure);
    for (let above = element?.previousElementSibling; above; above = above.previousElementSibling)
      observer.observe(above);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [ref, minPx]);
  return height;
}
