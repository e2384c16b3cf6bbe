import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Ant Design's mouseLeaveDelay of Tooltip and Dropdown, kept so that these popups feel the same. */
const HOVER_LEAVE_MS = 100;

export interface HoverOpen {
  /** the popup has been wanted once */
  isMounted: boolean;
  isOpen: boolean;
  /** opens or closes at once, e.g. for a click or the popup's own request */
  setOpen: (open: boolean) => void;
  /** for the element around the target; React's enter/leave also count the popup, which is portalled from inside it */
  hoverProps: { onMouseEnter: () => void; onMouseLeave: () => void };
}

/**
 * Open state of a popup that is drawn only once the pointer comes near it (after `enterMs`) or on request. A table
 * row holds several tooltips and a menu: drawing them for every row would cost more than the rows, and almost none
 * of them is ever opened.
 */
export function useHoverOpen(enterMs: number, leaveMs = HOVER_LEAVE_MS): HoverOpen {
  const [isMounted, setMounted] = useState(false);
  const [isOpen, setOpenNow] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setOpen = useCallback((open: boolean) => {
    clearTimeout(timer.current);
    setMounted(true);
    setOpenNow(open);
  }, []);
  const hoverProps = useMemo(() => {
    const later = (open: boolean, ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpenNow(open), ms);
    };
    return {
      onMouseEnter: () => {
        setMounted(true);
        later(true, enterMs);
      },
      onMouseLeave: () => later(false, leaveMs),
    };
  }, [enterMs, leaveMs]);
  return { isMounted, isOpen, setOpen, hoverProps };
}
