import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { useHoverOpen } from './useHoverOpen.ts';

interface HoverTipProps {
  title: ReactNode;
  /** antd's mouseEnterDelay, in ms (antd's default is 100) */
  enterDelayMs?: number;
  children: ReactNode;
}

/**
 * An antd tooltip over `children` that is mounted only once the pointer reaches them. It is anchored to an empty
 * box laid over the children rather than wrapped around them, so mounting it never re-creates what the operator is
 * pointing at (a button keeps its focus and its click).
 */
export function HoverTip({ title, enterDelayMs = 100, children }: HoverTipProps) {
  const tip = useHoverOpen(enterDelayMs);
  return (
    <span className="onu-popup-host" {...tip.hoverProps}>
      {children}
      {tip.isMounted && (
        <Tooltip title={title} open={tip.isOpen}>
          <span className="onu-popup-anchor" />
        </Tooltip>
      )}
    </span>
  );
}
