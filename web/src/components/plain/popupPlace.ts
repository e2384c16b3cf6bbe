import type { CSSProperties } from 'react';

/** Room kept between a popup and what it belongs to, in px. */
const GAP_PX = 4;
/** A popup this tall or more opens above its anchor when there is less room below. */
const ROOM_PX = 280;

/**
 * Where a popup goes, fixed to the window beside its anchor: popups of table rows sit inside a scrolling box that
 * would clip them, so they are placed against the window instead (as Ant Design's, drawn at the page's end, are).
 */
export function placeBelow(anchor: Element, align: 'start' | 'end' = 'end'): CSSProperties {
  const box = anchor.getBoundingClientRect();
  const isRoomBelow = window.innerHeight - box.bottom >= ROOM_PX || box.top < ROOM_PX;
  return {
    position: 'fixed',
    ...(isRoomBelow ? { top: box.bottom + GAP_PX } : { bottom: window.innerHeight - box.top + GAP_PX }),
    ...(align === 'end' ? { right: window.innerWidth - box.right, left: 'auto' } : { left: box.left, right: 'auto' }),
  };
}

/** A tooltip's place: centred above its anchor, fixed to the window. */
export function placeAbove(anchor: Element): CSSProperties {
  const box = anchor.getBoundingClientRect();
  return {
    position: 'fixed',
    left: box.left + box.width / 2,
    bottom: window.innerHeight - box.top + 6,
  };
}
