import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Closes a popup anchored in `host` on a press outside it or on Escape (Escape gives the focus back to the host's
 * button that opened it).
 */
export function usePopupDismiss(isOpen: boolean, host: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (!host.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      host.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen, host, close]);
}

/** Open state of a popup anchored in `host`, closed by a press outside or by Escape. */
export function usePopup(): {
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  host: RefObject<HTMLDivElement | null>;
} {
  const [isOpen, setOpen] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  usePopupDismiss(isOpen, host, close);
  return { isOpen, setOpen, host };
}
