import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { placeAbove } from './popupPlace.ts';
import { useHoverOpen } from './useHoverOpen.ts';
import './plain.css';

interface HoverTipProps {
  title: ReactNode;
  /** delay before it shows, in ms (Ant Design's tooltip waits 100) */
  enterDelayMs?: number;
  children: ReactNode;
}

/**
 * A tooltip over `children`, drawn only while the pointer is on them (plain.css `.plain-tooltip`, as Ant Design's
 * looks): a screenful of table rows holds hundreds of them, and almost none is ever shown.
 */
export function HoverTip({ title, enterDelayMs = 100, children }: HoverTipProps) {
  const tip = useHoverOpen(enterDelayMs);
  const id = useId();
  const host = useRef<HTMLSpanElement>(null);
  // placed when shown, before it is painted: against the window, so no scrolling box clips it
  const [place, setPlace] = useState<CSSProperties | null>(null);
  useLayoutEffect(() => {
    setPlace(tip.isOpen && host.current ? placeAbove(host.current) : null);
  }, [tip.isOpen]);
  return (
    <span ref={host} className="plain-tip-host" {...tip.hoverProps} aria-describedby={tip.isOpen ? id : undefined}>
      {children}
      {tip.isOpen && place && (
        <span id={id} role="tooltip" className="plain-tooltip" style={place}>
          {title}
        </span>
      )}
    </span>
  );
}
