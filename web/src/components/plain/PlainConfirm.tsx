import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { ExclamationCircleFilled } from './plainIcons.ts';
import { PlainButton } from './PlainButton.tsx';
import './plainConfirm.css';

export interface PlainConfirmProps {
  title: ReactNode;
  children: ReactNode;
  okText: ReactNode;
  cancelText: ReactNode;
  onOk: () => void;
  /** also on Escape */
  onCancel: () => void;
}

/**
 * A confirmation as Ant Design's `Modal.confirm` looks, without Ant Design: for what the shell asks on its own (the
 * factory-password reminder right after sign-in), where loading and styling Ant Design's modal cost the sign-in
 * flow a long task (issue 10). Modal while mounted: a native `<dialog>` opened with `showModal()`, so the page behind
 * is inert, focus starts on the confirming button and Escape cancels. Where the browser has no `showModal` (a test
 * DOM), it is simply open.
 */
export function PlainConfirm({ title, children, okText, cancelText, onOk, onCancel }: PlainConfirmProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // a confirmation starts on its answer, as Ant Design's does (showModal focuses the first button)
    okRef.current?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className="plain-confirm"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // the dialog leaves when its owner unmounts it, not by itself
        event.preventDefault();
        onCancel();
      }}
    >
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
    </dialog>
  );
}
