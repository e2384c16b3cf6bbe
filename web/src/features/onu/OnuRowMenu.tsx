import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  MoreOutlined,
  PoweroffOutlined,
  ReloadOutlined,
  SettingOutlined,
  StopOutlined,
} from '../../components/plain/plainIcons.ts';
import { useTranslation } from '../../lib/translation.ts';
import type { OnuTableRow } from '@olt/protocol';
import { PlainMenuList, type PlainMenuEntry } from '../../components/plain/PlainMenu.tsx';
import { usePopupDismiss } from '../../components/plain/usePopup.ts';
import { placeBelow } from '../../components/plain/popupPlace.ts';
import type { CellTexts } from './onuCellTexts.ts';
import { isOnline, isReachable, onuIdLabel } from './onuFormat.ts';
import { useHoverOpen, type HoverOpen } from '../../components/plain/useHoverOpen.ts';

export type RowAction = 'details' | 'portConfig' | 'rename' | 'reboot' | 'txOff' | 'deny' | 'delete';

interface OnuRowMenuProps {
  row: OnuTableRow;
  texts: CellTexts;
  onAction: (action: RowAction, row: OnuTableRow) => void;
}

/** Ant Design's dropdown hover delay, kept. */
const MENU_ENTER_MS = 150;

/**
 * A row's operations, opened by hovering (as the original) or by clicking / pressing Enter on the button. Until then
 * the row carries only the button (onu.css): the menu is drawn while it is open.
 */
export const OnuRowMenu = memo(function OnuRowMenu({ row, texts, onAction }: OnuRowMenuProps) {
  const menu = useHoverOpen(MENU_ENTER_MS);
  const host = useRef<HTMLSpanElement>(null);
  const menuId = useId();
  // a menu opened by a click or a key takes the focus; one opened by the passing pointer leaves it where it is
  const [isClicked, setClicked] = useState(false);
  const close = useCallback(() => menu.setOpen(false), [menu]);
  usePopupDismiss(menu.isOpen, host, close);
  const [place, setPlace] = useState<CSSProperties | null>(null);
  useLayoutEffect(() => {
    setPlace(menu.isOpen && host.current ? placeBelow(host.current) : null);
  }, [menu.isOpen]);
  // fixed to the window, the menu would stay behind when its row scrolls away
  useEffect(() => {
    if (!menu.isOpen) return;
    window.addEventListener('scroll', close, true);
    return () => window.removeEventListener('scroll', close, true);
  }, [menu.isOpen, close]);
  return (
    <span
      ref={host}
      className="onu-popup-host"
      onMouseEnter={() => {
        if (!menu.isOpen) setClicked(false);
        menu.hoverProps.onMouseEnter();
      }}
      onMouseLeave={menu.hoverProps.onMouseLeave}
    >
      <button
        type="button"
        className="onu-icon-button"
        aria-label={texts.menuOf(onuIdLabel(row))}
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        aria-controls={menu.isOpen ? menuId : undefined}
        onClick={() => {
          setClicked(true);
          menu.setOpen(true);
        }}
      >
        <MoreOutlined />
      </button>
      {menu.isOpen && place && (
        <RowMenuList
          id={menuId}
          row={row}
          menu={menu}
          isFocused={isClicked}
          place={place}
          texts={texts}
          onAction={onAction}
        />
      )}
    </span>
  );
});

interface RowMenuListProps {
  id: string;
  row: OnuTableRow;
  menu: HoverOpen;
  isFocused: boolean;
  /** fixed to the window beside the button: the table's scrolling box would clip it */
  place: CSSProperties;
  texts: CellTexts;
  onAction: (action: RowAction, row: OnuTableRow) => void;
}

/** The menu itself; an item the ONU's state rules out stays visible and says why. */
function RowMenuList({ id, row, menu, isFocused, place, texts, onAction }: RowMenuListProps) {
  const { t } = useTranslation('onu');
  const canReboot = isOnline(row);
  // an ONU the transmitter switch itself took down can be given 0 s, which turns the transmitter back on
  const canSwitchOff = isReachable(row) || row.last_down_reason === 'Laser out';
  const act = (action: RowAction) => () => onAction(action, row);
  // a session that may not change ONUs sees every write of the menu disabled, saying why
  const writable = texts.readOnly === null ? {} : { disabledReason: texts.readOnly };
  const entries: PlainMenuEntry[] = [
    { key: 'details', icon: <EyeOutlined />, label: t('action.details'), onSelect: act('details') },
    // the ONU's UNI ports and their VLANs, one step away as in the original's row menu
    { key: 'portConfig', icon: <SettingOutlined />, label: t('action.portConfig'), onSelect: act('portConfig') },
    { key: 'rename', icon: <EditOutlined />, label: t('action.rename'), ...writable, onSelect: act('rename') },
    { key: 'd1', divider: true },
    {
      key: 'reboot',
      icon: <ReloadOutlined />,
      label: t('action.reboot'),
      // an offline ONU cannot be restarted (spec §4)
      ...(canReboot ? writable : { disabledReason: t('action.rebootOffline') }),
      onSelect: act('reboot'),
    },
    {
      key: 'txOff',
      icon: <PoweroffOutlined />,
      label: t('action.txOff'),
      ...(canSwitchOff ? writable : { disabledReason: t('action.txOffOffline') }),
      onSelect: act('txOff'),
    },
    { key: 'd2', divider: true },
    { key: 'deny', icon: <StopOutlined />, label: t('action.deny'), ...writable, onSelect: act('deny') },
    {
      key: 'delete',
      icon: <DeleteOutlined />,
      label: t('action.delete'),
      danger: true,
      ...writable,
      onSelect: act('delete'),
    },
  ];
  return (
    <PlainMenuList id={id} entries={entries} isFocused={isFocused} style={place} onClose={() => menu.setOpen(false)} />
  );
}
