import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useAfterPaint } from '../../lib/useAfterPaint.ts';
import { ExclamationCircleFilled } from './plainIcons.ts';
import { PlainButton } from './PlainButton.tsx';
import './plainConfirm.css';

interface PlainConfirmProps {
  title: ReactNode;
  children: ReactNode;
  okText: ReactNode;
  cancelText: ReactNode;
  onOk: () => void;
  /** also on Escape */
  onCancel: () => void;
}

/**
 * A confirmation as Ant Design's `Modal.confirm` looks and behaves, without Ant Design: for what the shell asks on its
 * own (the factory-password reminder right after sign-in), where loading and styling Ant Design's modal cost the
 * sign-in flow a long task. Modal while mounted: a mask covers the page, focus starts on the confirming
 * button and stays within the dialog, Escape cancels. Not a native `<dialog>` opened with `showModal()`: making the
 * whole console inert restyles every element of it, in the task that paints the page below. The focus
 * moves in once the dialog is on screen: focusing makes the browser work out the style and layout of the whole page
 * there and then, which after sign-in laid the new console out twice before its first paint (README, Benchmarks).
 */
export function PlainConfirm({ title, children, okText, cancelText, onOk, onCancel }: PlainConfirmProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const isPainted = useAfterPaint();

  useEffect(() => {
    if (!isPainted) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    okRef.current?.focus();
    return () => before?.focus();
  }, [isPainted]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCancel();
        return;
      }
      if (event.key !== 'Tab' || !boxRef.current) return;
      const buttons = [...boxRef.current.querySelectorAll<HTMLElement>('button:not(:disabled)')];
      const first = buttons[0];
      const last = buttons[buttons.length - 1];
      const at = document.activeElement;
      const isInside = at instanceof Node && boxRef.current.contains(at);
      if (!isInside || (event.shiftKey ? at === first : at === last)) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [onCancel]);

  return (
    <div className="plain-confirm-mask">
      <div ref={boxRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className="plain-confirm">
        <div className="plain-confirm__body">
          <ExclamationCircleFilled className="plain-confirm__icon" />
          <div>
            <h2 id={titleId} className="plain-confirm__title">
              {title}
            </h2>
            <div className="plain-confirm__content">{children}</div>
          </div>
        </div>
        <div className="plain-confirm__actions">
          <PlainButton onClick={onCancel}>{cancelText}</PlainButton>
          <PlainButton ref={okRef} kind="primary" onClick={onOk}>
            {okText}
          </PlainButton>
        </div>
      </div>
    </div>
  );
}
