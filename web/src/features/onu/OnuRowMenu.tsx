import { memo, useRef } from 'react';
import { Dropdown, Tooltip, type MenuProps } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  MoreOutlined,
  PoweroffOutlined,
  ReloadOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OnuTableRow } from '@olt/protocol';
import type { CellTexts } from './onuCellTexts.ts';
import { isOnline, isReachable, onuIdLabel } from './onuFormat.ts';
import { useHoverOpen, type HoverOpen } from './useHoverOpen.ts';

export type RowAction = 'details' | 'rename' | 'reboot' | 'txOff' | 'deny' | 'delete';

interface OnuRowMenuProps {
  row: OnuTableRow;
  texts: CellTexts;
  onAction: (action: RowAction, row: OnuTableRow) => void;
}

/** antd Dropdown's hover delay. */
const MENU_ENTER_MS = 150;

/**
 * A row's operations, opened by hovering (as the original) or by clicking / pressing Enter on the button. Until then
 * the row carries only the button (drawn as antd's small text button, onu.css): the menu is mounted on first use.
 */
export const OnuRowMenu = memo(function OnuRowMenu({ row, texts, onAction }: OnuRowMenuProps) {
  const menu = useHoverOpen(MENU_ENTER_MS);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <span className="onu-popup-host" {...menu.hoverProps}>
      <button
        ref={button}
        type="button"
        className="onu-icon-button"
        aria-label={texts.menuOf(onuIdLabel(row))}
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        onClick={() => menu.setOpen(true)}
      >
        <MoreOutlined />
      </button>
      {menu.isMounted && (
        <RowMenuPopup row={row} menu={menu} onAction={onAction} onFocusBack={() => button.current?.focus()} />
      )}
    </span>
  );
});

interface RowMenuPopupProps {
  row: OnuTableRow;
  menu: HoverOpen;
  onAction: (action: RowAction, row: OnuTableRow) => void;
  /** the dropdown gives the focus back to what it is anchored to (Escape); that belongs to the button */
  onFocusBack: () => void;
}

/** The dropdown itself; the items are built only while it is open. */
function RowMenuPopup({ row, menu, onAction, onFocusBack }: RowMenuPopupProps) {
  const { t } = useTranslation('onu');
  const canReboot = isOnline(row);
  // an ONU the transmitter switch itself took down can be given 0 s, which turns the transmitter back on
  const canSwitchOff = isReachable(row) || row.last_down_reason === 'Laser out';
  /** An item the ONU's state rules out stays visible and says why it is disabled. */
  const ruledOut = (label: string, why: string) => (
    <Tooltip title={why} placement="left">
      <span>{label}</span>
    </Tooltip>
  );

  const items: MenuProps['items'] = menu.isOpen
    ? [
        { key: 'details', icon: <EyeOutlined />, label: t('action.details') },
        { key: 'rename', icon: <EditOutlined />, label: t('action.rename') },
        { type: 'divider' },
        {
          key: 'reboot',
          icon: <ReloadOutlined />,
          // an offline ONU cannot be restarted (spec §4)
          disabled: !canReboot,
          label: canReboot ? t('action.reboot') : ruledOut(t('action.reboot'), t('action.rebootOffline')),
        },
        {
          key: 'txOff',
          icon: <PoweroffOutlined />,
          disabled: !canSwitchOff,
          label: canSwitchOff ? t('action.txOff') : ruledOut(t('action.txOff'), t('action.txOffOffline')),
        },
        { type: 'divider' },
        { key: 'deny', icon: <StopOutlined />, label: t('action.deny') },
        { key: 'delete', icon: <DeleteOutlined />, label: t('action.delete'), danger: true },
      ]
    : [];

  return (
    <Dropdown
      open={menu.isOpen}
      onOpenChange={menu.setOpen}
      trigger={['hover']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          menu.setOpen(false);
          onAction(key as RowAction, row);
        },
      }}
    >
      <span className="onu-popup-anchor" tabIndex={-1} onFocus={onFocusBack} />
    </Dropdown>
  );
}
