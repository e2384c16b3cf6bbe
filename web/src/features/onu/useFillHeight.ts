import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Space kept below the table: its header row, the footer strip and the page's bottom padding. */
const BELOW_PX = 112;
/** Where the ONU table's box usually starts below the window's top (1024–1440 px wide, either language). */
const USUAL_TOP_PX = 288;

/** The height that fills the window below `top`, less what is learnt to be kept off (`extra`). */
const heightBelow = (top: number, minPx: number, extra: number): number =>
  Math.max(minPx, Math.floor(windowHeight() - top - BELOW_PX - extra));

/**
 * The window's height; where the device renders the page itself (app/pagePrerender.tsx) there is no window, and it
 * draws for a usual one: the render is cut to the real window (shell.css) until the console takes its place.
 */
const windowHeight = (): number => (typeof window === 'undefined' ? SERVER_WINDOW_PX : window.innerHeight);
const SERVER_WINDOW_PX = 1000;

/**
 * A height in px that lets the element fill the window from where it starts: the virtual table needs a number, and
 * an operator console should use the screen rather than a fixed box. Measured again when the window, the page, the element or
 * anything above it in its container changes size (a toolbar that wraps pushes the table down). What BELOW_PX does
 * not know (a horizontal scroll bar, a taller footer) shows as the page scrolling by a few pixels: that much is
 * learnt and kept off from then on (on a 1366×768 laptop the ONU table otherwise scrolled the page).
 *
 * The first height is a guess from the window alone, and the first measure is the resize observer's first report,
 * which comes after the frame's own layout: measuring as the table mounts forced a layout of the whole page in the
 * middle of its first render, and a second one for the height it found, both delaying the table's first paint.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>, minPx: number): number {
  const [height, setHeight] = useState(() => heightBelow(USUAL_TOP_PX, minPx, 0));
  const extra = useRef(0);
  const drawn = useRef(height);
  useLayoutEffect(() => {
    drawn.current = height;
  }, [height]);
  useLayoutEffect(() => {
    const element = ref.current;
    const measure = () => {
      const top = (element?.getBoundingClientRect().top ?? 0) + window.scrollY;
      // an overflow is learnt only where the table is drawn at the height wanted (the first guess may be too tall)
      const overflow = document.documentElement.scrollHeight - window.innerHeight;
      const wanted = heightBelow(top, minPx, extra.current);
      if (overflow > 0 && drawn.current === wanted && wanted > minPx) extra.current += overflow;
      setHeight(heightBelow(top, minPx, extra.current));
    };
    window.addEventListener('resize', measure);
    const observer = new ResizeObserver(measure);
    if (element) observer.observe(element);
    // what appears below it later (a status line, a scroll bar) shows as the page growing
    observer.observe(document.body);
    for (let above = element?.previousElementSibling; above; above = above.previousElementSibling)
      observer.observe(above);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [ref, minPx]);
  return height;
}
