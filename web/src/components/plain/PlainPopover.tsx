import { useId, type ReactNode } from 'react';
import { usePopup } from './usePopup.ts';
import './plain.css';

interface PlainPopoverProps {
  trigger: ReactNode;
  /** the button's accessible name when its text does not say it (an icon) */
  label?: string;
  title?: ReactNode;
  /** the popup's content; `close` shuts it (a choice made) */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  buttonClassName?: string;
}

/** A button that opens a small panel under it; Escape or a press elsewhere closes it. Drawn without Ant Design. */
export function PlainPopover({ trigger, label, title, children, align = 'end', buttonClassName }: PlainPopoverProps) {
  const { isOpen, setOpen, host } = usePopup();
  const panelId = useId();
  return (
    <div className="plain-popup-host" ref={host}>
      <button
        type="button"
        className={buttonClassName ?? 'plain-button plain-button--text'}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-label={label}
        onClick={() => setOpen(!isOpen)}
      >
        {trigger}
      </button>
      {isOpen && (
        <div id={panelId} role="dialog" aria-label={label} className={`plain-popup plain-popup--${align}`}>
          {title && <div className="plain-popup__title">{title}</div>}
          <div style={{ padding: '4px 12px 8px' }}>{children(() => setOpen(false))}</div>
        </div>
      )}
    </div>
  );
}
