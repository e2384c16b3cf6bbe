import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { HoverTip } from './HoverTip.tsx';
import { useHoverOpen } from './useHoverOpen.ts';
import { usePopupDismiss } from './usePopup.ts';
import './plain.css';

export type PlainMenuEntry =
  | {
      key: string;
      label: ReactNode;
      onSelect: () => void;
      icon?: ReactNode;
      disabled?: boolean;
      /** why it is ruled out: the item stays focusable and says it in a tooltip */
      disabledReason?: string;
      danger?: boolean;
      /** shown as the chosen one of a group (a language) */
      checked?: boolean;
    }
  | { key: string; divider: true }
  | { key: string; group: ReactNode };

const isItem = (e: PlainMenuEntry): e is Extract<PlainMenuEntry, { onSelect: () => void }> => 'onSelect' in e;

interface PlainMenuListProps {
  id?: string;
  entries: readonly PlainMenuEntry[];
  /** the menu closes once an item is chosen */
  onClose: () => void;
  align?: 'start' | 'end';
  /** move the focus to the first item when shown (opened from the keyboard or by a click) */
  isFocused?: boolean;
  /** a place of its own (popupPlace.ts), instead of under its host */
  style?: CSSProperties;
}

/**
 * The list of a menu (WAI-ARIA menu): the arrows, Home and End move between items, Tab leaves. An item ruled out by
 * the state of things stays focusable and says why in a tooltip (`disabledReason`); one plainly unavailable is
 * disabled.
 */
export function PlainMenuList({ id, entries, onClose, align = 'end', isFocused = true, style }: PlainMenuListProps) {
  const list = useRef<HTMLDivElement>(null);
  const items = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('[role^=menuitem]:not(:disabled)') ?? [])];
  useEffect(() => {
    if (isFocused) items()[0]?.focus();
  }, [isFocused]);

  const onKey = (e: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => all[(to + all.length) % all.length]?.focus();
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(all.length - 1);
    else if (e.key === 'Tab') onClose();
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  return (
    <div id={id} ref={list} role="menu" className={`plain-popup plain-popup--${align}`} style={style} onKeyDown={onKey}>
      {entries.map((entry) => {
        if ('divider' in entry) return <div key={entry.key} role="separator" className="plain-menu__divider" />;
        if (!isItem(entry)) {
          return (
            <div key={entry.key} role="presentation" className="plain-menu__group">
              {entry.group}
            </div>
          );
        }
        const isChoice = entry.checked !== undefined;
        const isRuledOut = entry.disabledReason !== undefined;
        return (
          <button
            key={entry.key}
            type="button"
            role={isChoice ? 'menuitemradio' : 'menuitem'}
            aria-checked={isChoice ? entry.checked : undefined}
            disabled={entry.disabled && !isRuledOut}
            aria-disabled={isRuledOut || entry.disabled || undefined}
            className={[
              'plain-menu__item',
              entry.danger && 'plain-menu__item--danger',
              isRuledOut && 'plain-menu__item--ruled-out',
            ]
              .filter(Boolean)
              .join(' ')}
            onClick={() => {
              if (isRuledOut) return;
              onClose();
              entry.onSelect();
            }}
          >
            {entry.icon}
            {isRuledOut ? <HoverTip title={entry.disabledReason}>{entry.label}</HoverTip> : entry.label}
          </button>
        );
      })}
    </div>
  );
}

interface PlainMenuProps {
  /** what the button shows */
  trigger: ReactNode;
  /** the button's accessible name when its text does not say it (an icon) */
  label?: string;
  entries: readonly PlainMenuEntry[];
  /** the popup's side: under the start or the end of the button */
  align?: 'start' | 'end';
  buttonClassName?: string;
  buttonTitle?: string;
  /** also opens while the pointer rests on it, and closes once it leaves (the top bar's menus, as the original's) */
  isHoverOpened?: boolean;
}

/** How long the pointer rests before a hover menu opens (Ant Design's delay; it lingers away as useHoverOpen says). */
const HOVER_ENTER_MS = 150;

/**
 * A button that opens a menu (WAI-ARIA menu button): opened by a click, Enter, Space or the down arrow (or by
 * pointing at it, `isHoverOpened`); Escape or a press elsewhere closes it. Drawn without Ant Design (plain.css).
 */
export function PlainMenu(props: PlainMenuProps) {
  const { trigger, label, entries, align = 'end', buttonClassName, buttonTitle, isHoverOpened = false } = props;
  const { isOpen, setOpen, hoverProps: hover } = useHoverOpen(HOVER_ENTER_MS);
  const host = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  usePopupDismiss(isOpen, host, close);
  const menuId = useId();
  const [isClicked, setClicked] = useState(false);
  const hoverProps = isHoverOpened
    ? {
        onMouseEnter: () => {
          if (!isOpen) setClicked(false);
          hover.onMouseEnter();
        },
        onMouseLeave: hover.onMouseLeave,
      }
    : {};
  return (
    <div className="plain-popup-host" ref={host} {...hoverProps}>
      <button
        type="button"
        className={buttonClassName ?? 'plain-button plain-button--text'}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={label}
        title={buttonTitle}
        onClick={() => {
          setClicked(true);
          setOpen(!isOpen);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !isOpen) {
            e.preventDefault();
            setClicked(true);
            setOpen(true);
          }
        }}
      >
        {trigger}
      </button>
      {isOpen && <PlainMenuList id={menuId} entries={entries} align={align} isFocused={isClicked} onClose={close} />}
    </div>
  );
}
